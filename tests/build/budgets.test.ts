/** The weight budgets (budgets.json): a page over one fails the build with its figure, and dist/ stays. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { overBudget } from '../../site/budgets.js'
import { fixtureDir } from '../helpers/fixtureBuilds.js'
import { runBuildOfCopy } from '../helpers/siteCopy.js'

const workDir = fixtureDir('budgets')
afterAll(() => rmSync(workDir, { recursive: true, force: true }))

describe('the weight budgets', () => {
  it('name each page and figure over budget', () => {
    const weights = [
      { route: '/a', css: 12.3 * 1024, jsAtStart: 4 * 1024 },
      { route: '/b', css: 2 * 1024, jsAtStart: 9.5 * 1024 },
      { route: '/c', css: 10 * 1024, jsAtStart: 8 * 1024 },
    ]
    expect(overBudget(weights, { cssKb: 10, jsAtStartKb: 8 })).toEqual([
      '/a: CSS 12.3 kB, over the 10 kB budget',
      '/b: JavaScript at start 9.5 kB, over the 8 kB budget',
    ])
  })

  it('fail the build of a site over them, and leave the previous build as it was', () => {
    const budgets = path.join(workDir, 'budgets.json')
    writeFileSync(budgets, JSON.stringify({ cssKb: 5, jsAtStartKb: 8 }))
    const index = path.join(workDir, 'dist', 'client', 'index.html')
    const run = runBuildOfCopy(workDir, path.resolve('content'), { BUDGETS_FILE: budgets })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/Over the weight budgets of .*budgets\.json:\n/)
    expect(run.stderr).toMatch(/^\/about-us: CSS 7\.\d kB, over the 5 kB budget$/m)
    expect(run.stderr).toContain('was left as it was')
    expect(readFileSync(index, 'utf8')).toBe(readFileSync('dist/client/index.html', 'utf8'))
  }, 60_000) // a whole build process
})
