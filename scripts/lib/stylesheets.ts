/**
 * One render-blocking stylesheet per page. Vike links a page's CSS as several files
 * (per entry and per shared chunk, some repeating each other); after the prerender this
 * merges each page's list into one file, dropping the earlier copy of any top-level rule
 * that comes again later (which never changes what the cascade computes). A page copied
 * from the previous build (renderer/pageReuse.ts) links its merged file already, which
 * is copied along when no page of this build has written it.
 */
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/static\/[^"]+\.css)">\s*/g

/** Rewrites every page in `pages` (paths relative to clientDir) to link one merged stylesheet. */
export function mergeStylesheets(clientDir: string, pages: string[], previousClientDir: string): void {
  const written = new Map<string, string>()
  const copied = new Set<string>()
  for (const page of pages) {
    const file = path.join(clientDir, page)
    const html = readFileSync(file, 'utf8')
    const hrefs = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1])
    if (hrefs.length === 1 && !copied.has(hrefs[0]) && !existsSync(path.join(clientDir, hrefs[0])) && existsSync(path.join(previousClientDir, hrefs[0]))) {
      copyFileSync(path.join(previousClientDir, hrefs[0]), path.join(clientDir, hrefs[0]))
      copied.add(hrefs[0])
    }
    if (hrefs.length < 2) continue
    const key = hrefs.join(' ')
    let merged = written.get(key)
    if (!merged) {
      const css = withoutEarlierCopies(hrefs.flatMap((href) => topLevelRules(readFileSync(path.join(clientDir, href), 'utf8')))).join('')
      merged = `/assets/static/site.${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`
      writeFileSync(path.join(clientDir, merged), css)
      written.set(key, merged)
    }
    let first = true
    writeFileSync(file, html.replace(STYLESHEET_LINK, (tag) => {
      if (!first) return ''
      first = false
      return `<link rel="stylesheet" type="text/css" href="${merged}">${tag.slice(tag.indexOf('>') + 1)}`
    }))
  }
}

/** A stylesheet's top-level rules and at-rules, each with its nested blocks. */
export function topLevelRules(css: string): string[] {
  const rules: string[] = []
  let depth = 0
  let start = 0
  let quote = ''
  for (let i = 0; i < css.length; i++) {
    const char = css[i]
    if (quote) {
      if (char === '\\') i++
      else if (char === quote) quote = ''
    } else if (char === '"' || char === "'") {
      quote = char
    } else if (char === '{') {
      depth++
    } else if (char === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim())
      start = i + 1
    } else if (char === ';' && depth === 0) {
      rules.push(css.slice(start, i + 1).trim()) // @import, @charset
      start = i + 1
    }
  }
  return rules.filter(Boolean)
}

/** Keeps the last copy of each rule: the earlier ones are overridden by it anyway. */
export function withoutEarlierCopies(rules: string[]): string[] {
  const last = new Map(rules.map((rule, index) => [rule, index]))
  return rules.filter((rule, index) => last.get(rule) === index)
}
