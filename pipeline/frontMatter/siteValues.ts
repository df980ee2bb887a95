/**
 * Owner facts written once in content/site.yaml and quoted anywhere as {{site.phone}}.
 * Filled in before validation, so a page never repeats a fact that may change.
 */
import type { VFile } from 'vfile'
import { type FrontMatter, locate } from './frontmatter.js'
import { formatFieldPath, report } from '../shared/problems.js'
import { forbiddenCharacter } from '../read/read.js'
import { didYouMean } from '../shared/suggest.js'

declare module 'vfile' {
  interface DataMap {
    /**
     * The names of the {{site.…}} tokens left in place in this file: unknown (reported where
     * they are written) or waiting on a value of site.yaml that failed (reported there). The
     * link check excuses these, and only these (pipeline/check/links.ts).
     */
    unfilledTokens: Set<string>
  }
}

const TOKEN = /\{\{\s*([\w.]+)\s*\}\}/g

/** Flatten settings into { 'site.phone': '+256 …', 'site.emails.info': '…' }, scalars only. */
export function siteValues(settings: Record<string, unknown>): Map<string, string> {
  const values = new Map<string, string>()
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string' || typeof value === 'number') values.set(key, String(value))
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [child, inner] of Object.entries(value)) visit(inner, `${key}.${child}`)
    }
  }
  for (const [key, value] of Object.entries(settings)) {
    if (key !== 'navigation' && key !== 'placeholders') visit(value, `site.${key}`)
  }
  // Made from the phone only when there is one (site.yaml may lack it, and says so).
  if (typeof settings.phone === 'string')
    for (const [key, value] of Object.entries(derivedValues(settings))) values.set(`site.${key}`, value)
  // A value may quote another ({{site.emails.info}} in a tooltip), which may quote another:
  // filled a few rounds deep, so no page gets a token it cannot see. (A loop stays as written.)
  for (let round = 0; round < 5; round++) {
    let changed = false
    for (const [key, value] of values) {
      if (!value.includes('{{')) continue
      const filled = value.replace(TOKEN, (whole, name: string) => (name === key ? whole : (values.get(name) ?? whole)))
      if (filled !== value) {
        values.set(key, filled)
        changed = true
      }
    }
    if (!changed) break
  }
  return values
}

/** Values made from others, because a link address cannot contain spaces. */
export function derivedValues(settings: { phone?: unknown; whatsappGreeting?: unknown }) {
  const digits = String(settings.phone ?? '').replace(/\D/g, '')
  return {
    phoneDigits: digits,
    /** tel:+256700123456 */
    phoneHref: `tel:+${digits}`,
    /** https://wa.me/256700123456?text=… with the site's greeting */
    whatsappHref: `https://wa.me/${digits}?text=${encodeURIComponent(String(settings.whatsappGreeting ?? ''))}`,
  }
}

/** Replace the tokens in one text; unknown tokens call `onUnknown` and stay as written. */
function fill(text: string, values: Map<string, string>, onUnknown: (token: string, index: number) => void): string {
  return text.replace(TOKEN, (whole, name: string, index: number) => {
    const value = values.get(name)
    if (value === undefined) onUnknown(name, index)
    return value ?? whole
  })
}

/** The values to fill in, and whether a token without a value is the file's own mistake. */
export type SiteFill = { values: Map<string, string>; reportUnknown: boolean }

/**
 * Fill tokens in every string of the front matter and in the body of `file`. Code in the
 * body (`inline` and fenced) is left as written: it may show {{tokens}} on purpose.
 */
export function fillSiteValues(file: VFile, front: FrontMatter, { values, reportUnknown }: SiteFill): void {
  const unknown = (name: string) =>
    `"{{${name}}}" is not a site value.${didYouMean(name, values.keys())} Site values are the fields of content/site.yaml, e.g. {{site.phone}}.`
  const unfilled = new Set<string>()
  const tokensLeft = new Set<string>()
  file.data.unfilledTokens = tokensLeft
  const fileText = String(file.value)
  const walk = (value: unknown, path: PropertyKey[]): unknown => {
    if (typeof value === 'string') {
      reportEscapedCharacter(file, front, fileText, value, path)
      return fill(value, values, (name) => {
        tokensLeft.add(name)
        if (reportUnknown) report(file, 'unknown-placeholder', unknown(name), locate(front, path), { field: formatFieldPath(path) })
        else unfilled.add(formatFieldPath(path))
      })
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index]))
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner, [...path, key])]))
    return value
  }
  front.data = walk(front.data, [])
  front.unfilled = [...unfilled]
  const body = front.body
  front.body = outsideCode(body, (text, offset) =>
    fill(text, values, (name, index) => {
      tokensLeft.add(name)
      if (!reportUnknown) return
      const before = body.slice(0, offset + index).split('\n')
      report(file, 'unknown-placeholder', unknown(name), { line: before.length, column: before.at(-1)!.length + 1 })
    }),
  )
}

/**
 * A character that cannot be published (pipeline/read/read.ts) reached the text through an
 * escape of a double-quoted YAML value ("\x01", "\u0085"), so the file's lines do not hold
 * it: reported at the field. (One typed as it is was reported at its line already.)
 */
function reportEscapedCharacter(file: VFile, front: FrontMatter, fileText: string, value: string, path: PropertyKey[]): void {
  const found = forbiddenCharacter(value)
  if (!found || fileText.includes(value[found.index])) return
  report(
    file,
    'bad-value',
    `holds ${found.code}, a character nobody can see and the feed cannot hold, written as an escape (\\ then x, u or a letter, inside double quotes): delete the escape`,
    locate(front, path),
    { field: formatFieldPath(path) },
  )
}

// A fenced code block (``` or ~~~ up to the same fence, or the end), or an inline code span
// (within one paragraph, so a stray backtick costs little).
const CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[ \t]*$|(?![\s\S]))|(`+)(?!`)(?:[^\n]|\n(?!\n))*?[^`]\2(?!`)/gm

/** Apply `change` to the Markdown outside code; `offset` is where each piece starts. */
function outsideCode(markdown: string, change: (text: string, offset: number) => string): string {
  let out = ''
  let last = 0
  for (const match of markdown.matchAll(CODE)) {
    out += change(markdown.slice(last, match.index), last) + match[0]
    last = match.index + match[0].length
  }
  return out + change(markdown.slice(last), last)
}
