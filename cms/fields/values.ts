/**
 * What the content manager's fields compute, apart from the page: today's date as the site
 * writes dates, a limited field's counter, the links that match what an editor typed.
 * (No DOM here: tests/unit/cmsFieldValues.test.ts runs it in Node.)
 */
import type { LinkTarget } from './suggestions.js'

/** Kampala is UTC+3 all year (no daylight saving), as the site's schedule reads dates (pipeline/resolve/schedule.ts). */
const KAMPALA_OFFSET_MS = 3 * 60 * 60 * 1000

/** Today in Kampala, written as the site writes dates: 2025-04-28. */
export const todayInKampala = (now = new Date()) => new Date(now.getTime() + KAMPALA_OFFSET_MS).toISOString().slice(0, 10)

type Field = { widget?: unknown; required?: unknown; default?: unknown } & Record<string, unknown>

/**
 * Each required date field of the configuration without a default starts at today in a new
 * entry (cms/fields/dateField.ts): a default is no change of the editor's.
 */
export function startDatesAtToday(config: { collections: unknown[] }, today = todayInKampala()): void {
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (typeof value !== 'object' || value === null) return
    const field = value as Field
    if (field.widget === 'date' && field.required !== false && field.default === undefined) field.default = today
    for (const key of ['files', 'fields', 'field', 'types']) if (key in field) visit(field[key])
  }
  visit(config.collections)
}

/** A date as the model stores it (model/fields.ts, isoDate). */
export const isStoredDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

/** From this share of its limit on, a counter turns amber. */
const NEAR_LIMIT = 0.9

export type Counter = { text: string; tone: 'fine' | 'near' | 'over' }

/** "142 of 160 characters", amber near the limit, red past it (the check refuses it then). */
export function counter(length: number, max?: number): Counter {
  const characters = (count: number) => `${count} character${count === 1 ? '' : 's'}`
  if (max === undefined) return { text: characters(length), tone: 'fine' }
  if (length > max) return { text: `${length} of ${max} characters: ${characters(length - max)} too many`, tone: 'over' }
  return { text: `${length} of ${max} characters`, tone: length >= Math.ceil(max * NEAR_LIMIT) ? 'near' : 'fine' }
}

/** The pages and anchors whose address or title holds every word typed, pages before their anchors. */
export function matchingLinks(links: LinkTarget[], query: string, limit = 12): LinkTarget[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  return links.filter((link) => words.every((word) => `${link.href} ${link.title}`.toLowerCase().includes(word))).slice(0, limit)
}

/** Why an address cannot be a link of this site (as the content check words it), or undefined. */
export function addressProblem(address: string): string | undefined {
  if (!address || /^(\/(?![/\\])|#|https?:\/\/|mailto:|tel:)/i.test(address) || /^\{\{\s*site\./.test(address)) return undefined
  return 'Start the address with / for a page of this site (/contact), # for a place on this page, https:// for another site, mailto: or tel:.'
}

/** `items` with the item at `from` moved to `to` (both kept inside the list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to))
  if (from === target || from < 0 || from >= items.length) return [...items]
  const result = [...items]
  const [item] = result.splice(from, 1)
  result.splice(target, 0, item)
  return result
}

/** A bullet, number or box that starts a line of a list pasted from Word or a web page. */
const PASTED_BULLET = /^\s*(?:[-*+•·◦▪▫■□●○‣⁃–—]|\(?\d{1,3}[.)]|\(?[a-z][.)])\s+/i

/**
 * The items of a pasted text, one a line (a list copied from Word or a web page), without
 * their bullets or numbers; undefined for a text of one line, which is pasted as it is.
 */
export function pastedItems(text: string): string[] | undefined {
  const lines = text.trim().split(/\r\n|\r|\n|\u2028/)
  if (lines.length < 2) return undefined
  return lines.map((line) => line.replace(PASTED_BULLET, '').replace(/\s+/g, ' ').trim()).filter(Boolean)
}
