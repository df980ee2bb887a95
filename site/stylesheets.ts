/**
 * One render-blocking stylesheet per page. Vike links a page's CSS as several files
 * (per entry and per shared chunk, some repeating each other); as each page is written,
 * its list is merged into one file, dropping the earlier copy of any top-level rule that
 * comes again later (which never changes what the cascade computes). A page linked from
 * the previous build (site/renderPages.ts) links its merged file already, which
 * renderPages links along when no page of this build has written it.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { threadId } from 'node:worker_threads'

/** Vike's stylesheet links, whose addresses start with the base path (`/` or /website/). */
const stylesheetLinks = (base: string) =>
  new RegExp(
    `<link rel="stylesheet" type="text/css" href="${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(assets/static/[^"]+\\.css)">\\s*`,
    'g',
  )

/**
 * A function that makes a page's HTML link one merged stylesheet in place of its list,
 * writing each merged file into clientDir once. Render threads each have one and may
 * write the same file: each writes it aside and renames it, so none reads half a file.
 */
export function stylesheetMerger(clientDir: string, base = '/'): (html: string) => string {
  const STYLESHEET_LINK = stylesheetLinks(base)
  const merged = new Map<string, string>()
  const writeOnce = (href: string, write: (file: string) => void) => {
    const file = path.join(clientDir, href)
    if (existsSync(file)) return
    const aside = `${file}.${process.pid}-${threadId}.tmp`
    write(aside)
    renameSync(aside, file)
  }
  return (html) => {
    const hrefs = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1])
    if (hrefs.length < 2) return html
    const key = hrefs.join(' ')
    let href = merged.get(key)
    if (!href) {
      const css = withoutEarlierCopies(hrefs.flatMap((name) => topLevelRules(readFileSync(path.join(clientDir, name), 'utf8')))).join('')
      href = `assets/static/site.${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`
      writeOnce(href, (file) => writeFileSync(file, css))
      merged.set(key, href)
    }
    let first = true
    return html.replace(STYLESHEET_LINK, (tag) => {
      if (!first) return ''
      first = false
      return `<link rel="stylesheet" type="text/css" href="${base}${href}">${tag.slice(tag.indexOf('>') + 1)}`
    })
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
