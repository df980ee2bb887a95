/**
 * pipeline/frontMatter/frontMatterCache.ts in the browser: the data of YAML texts that parsed cleanly,
 * kept in memory, and their documents once a message asked where a field is (every
 * keystroke's check builds the whole site: the pages whose messages need a place would
 * otherwise be parsed again each time), as long as a recent check uses them.
 */
const known = new Map<string, string>()

export function cachedFrontMatter(yamlText: string): unknown {
  const json = known.get(yamlText)
  return json === undefined ? undefined : JSON.parse(json)
}

export function keepFrontMatter(yamlText: string, data: unknown): void {
  let exact = true
  const json = JSON.stringify(data, (_key, value: unknown) => {
    // JSON has no Infinity, NaN or -0, and no undefined in a list: such data is parsed again.
    if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0))) exact = false
    if (value === undefined) exact = false
    return value
  })
  if (exact && json !== undefined) known.set(yamlText, json)
}

export const saveFrontMatterCache = (): void => undefined

/** Each text's document (only read once made), and the check that last used it. */
const documents = new Map<string, { document: unknown; usedBy: number }>()
/** The check now running (siteCheck.ts counts them). */
let check = 0

export function documentOf<T>(yamlText: string, make: () => T): T {
  let found = documents.get(yamlText)
  if (!found) {
    found = { document: make(), usedBy: check }
    documents.set(yamlText, found)
  }
  found.usedBy = check
  return found.document as T
}

/** A check has ended: the documents that neither it nor the one before used are dropped (earlier versions of the edited entry). */
export function endFrontMatterCheck(): void {
  for (const [yamlText, entry] of documents) if (entry.usedBy < check - 1) documents.delete(yamlText)
  check++
}
