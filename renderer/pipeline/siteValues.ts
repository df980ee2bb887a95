/**
 * Owner facts written once in content/site.yaml and quoted anywhere as {{site.phone}}.
 * Filled in before validation, so a page never repeats a fact that may change.
 */
import type { VFile } from 'vfile'
import { type FrontMatter, locate } from './frontmatter.js'
import { formatFieldPath, report } from './problems.js'
import { didYouMean } from './suggest.js'

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
  for (const [key, value] of Object.entries(derivedValues(settings))) values.set(`site.${key}`, value)
  return values
}

/** Values made from others, because a link address cannot contain spaces. */
export function derivedValues(settings: { phone?: unknown; whatsappGreeting?: unknown }) {
  const digits = String(settings.phone ?? '').replace(/\D/g, '')
  return {
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

/** Fill tokens in every string of the front matter and in the body of `file`. */
export function fillSiteValues(file: VFile, front: FrontMatter, values: Map<string, string>): void {
  const unknown = (name: string) => `"{{${name}}}" is not a site value.${didYouMean(name, values.keys())} Site values are the fields of content/site.yaml, e.g. {{site.phone}}.`
  const walk = (value: unknown, path: PropertyKey[]): unknown => {
    if (typeof value === 'string') {
      return fill(value, values, (name) => report(file, 'unknown-placeholder', unknown(name), locate(front, path), { field: formatFieldPath(path) }))
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, index]))
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner, [...path, key])]))
    return value
  }
  front.data = walk(front.data, [])
  front.body = fill(front.body, values, (name, index) => {
    const before = front.body.slice(0, index).split('\n')
    report(file, 'unknown-placeholder', unknown(name), { line: before.length, column: before.at(-1)!.length + 1 })
  })
}
