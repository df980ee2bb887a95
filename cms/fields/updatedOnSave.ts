/**
 * A page's "Last updated" date follows its content: a save that changes any other field
 * of a page whose model has `updated` (articles, legal pages) sets it to today. The field
 * is known by `today_when_changed` in the configuration (site/cms/cmsConfig.ts). A new
 * entry, a save that changes nothing else, and a date the editor set in this edit are left
 * as they are. "Changes" is what the save would write: the file edited in place
 * (saveInPlace) with the old date, compared with the file as it was. Switching Draft on
 * (what Take off the site does to an article: cms/deletions.ts) changes whether the page
 * is shown, not what it says: a save that does only that keeps the date.
 */
import { parse, stringify } from 'yaml'
import { laterCode } from '../laterCode.js'
import { type BodyInPlace, saveInPlace } from '../saveInPlace.js'
import { todayInKampala } from './values.js'

type Field = { name: string; today_when_changed?: boolean }
type Collection = { name: string; fields?: Field[]; files?: { name: string; fields?: Field[] }[] }
type Immutable = { get(key: string): unknown; toJS(): Record<string, unknown>; set(key: string, value: unknown): Immutable }

const frontOf = (text: string) => (parse(text.split(/^---$/m)[1] ?? '') ?? {}) as Record<string, unknown>
const textOf = (data: Record<string, unknown>) => {
  const { body = '', ...front } = data
  return `---\n${stringify(front)}---\n${body}\n`
}

/**
 * The date to write into `field`, or undefined to leave the entry as the editor made it.
 * `original` is the file as it was opened; `data` the entry as it is being saved.
 */
export function updatedDate(
  original: string,
  data: Record<string, unknown>,
  field: string,
  today: string,
  bodyInPlace: BodyInPlace,
): string | undefined {
  if (!original) return undefined // a new entry: its own date says when it was written
  const before = frontOf(original)[field]
  if (data[field] !== before) return undefined // the editor chose this date
  if (before === today) return undefined
  return changes(original, draftAsBefore(original, data), bodyInPlace) ? today : undefined
}

/** The entry with Draft as the file had it, when this save switches it on: taking a page off the site is no change of its words. */
function draftAsBefore(original: string, data: Record<string, unknown>): Record<string, unknown> {
  const before = frontOf(original)
  if (data.draft !== true || before.draft === true) return data
  const { draft: _draft, ...rest } = data
  return 'draft' in before ? { ...rest, draft: before.draft } : rest
}

function changes(original: string, data: Record<string, unknown>, bodyInPlace: BodyInPlace): boolean {
  try {
    return saveInPlace(original, textOf(data), 'frontmatter', bodyInPlace) !== original
  } catch {
    // The save will say what is wrong with the file; here, the values themselves are compared.
    const [, front = '', ...body] = original.split(/^---$/m)
    const before = { ...((parse(front) ?? {}) as Record<string, unknown>), body: body.join('---').replace(/^\n/, '').replace(/\n$/, '') }
    const keys = new Set([...Object.keys(before), ...Object.keys(data)])
    return [...keys].some((key) => JSON.stringify(before[key as keyof typeof before] ?? null) !== JSON.stringify(data[key] ?? null))
  }
}

/** The field that follows the content in this collection (or file of a files collection), if any. */
function stampedField(collections: Collection[], collection: string, slug: string): string | undefined {
  const found = collections.find((candidate) => candidate.name === collection)
  const fields = found?.files ? found.files.find((file) => file.name === slug)?.fields : found?.fields
  return fields?.find((field) => field.today_when_changed)?.name
}

type Cms = {
  init(options: { config: { collections: Collection[] } }): unknown
  registerEventListener(listener: { name: string; handler: (event: { entry: Immutable }) => unknown }): void
}

export function stampUpdatedOnSave(cms: Cms): void {
  // The configuration reaches Decap through init (cms/admin.ts loads it once): kept here too.
  let collections: Collection[] = []
  const init = cms.init.bind(cms)
  cms.init = (options) => {
    collections = options.config.collections
    return init(options)
  }
  cms.registerEventListener({
    name: 'preSave',
    // Decap waits for a handler's promise before it saves.
    handler: async ({ entry }) => {
      const field = stampedField(collections, String(entry.get('collection')), String(entry.get('slug')))
      if (!field || entry.get('newRecord')) return undefined
      const data = entry.get('data') as Immutable
      // Not loaded (the connection down): the save's own step refuses in words (cms/backend.ts).
      const later = await laterCode().catch(() => undefined)
      if (!later) return undefined
      const date = updatedDate(String(entry.get('raw') ?? ''), data.toJS(), field, todayInKampala(), later.bodyInPlace)
      return date ? data.set(field, date) : undefined
    },
  })
}
