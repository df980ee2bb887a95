/**
 * The weight budgets of budgets.json: each visitor page's stylesheet and its JavaScript
 * at start (gzip), compared with what the build wrote. Over budget is a failed build.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

type Budgets = { cssKb: number; jsAtStartKb: number }
type Weight = { route: string; css: number; jsAtStart: number }

export function readBudgets(file = process.env.BUDGETS_FILE ?? 'budgets.json'): Budgets {
  const budgets = JSON.parse(readFileSync(path.resolve(file), 'utf8')) as Partial<Budgets>
  if (typeof budgets.cssKb !== 'number' || typeof budgets.jsAtStartKb !== 'number')
    throw new Error(`${file} needs "cssKb" and "jsAtStartKb", numbers of kB (gzip)`)
  return { cssKb: budgets.cssKb, jsAtStartKb: budgets.jsAtStartKb }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

/** One line per page and figure over its budget, e.g. "/about-us: CSS 12.3 kB, over the 10 kB budget". */
export function overBudget(weights: Weight[], budgets: Budgets): string[] {
  return weights.flatMap(({ route, css, jsAtStart }) => [
    ...(css > budgets.cssKb * 1024 ? [`${route}: CSS ${kb(css)}, over the ${budgets.cssKb} kB budget`] : []),
    ...(jsAtStart > budgets.jsAtStartKb * 1024
      ? [`${route}: JavaScript at start ${kb(jsAtStart)}, over the ${budgets.jsAtStartKb} kB budget`]
      : []),
  ])
}
