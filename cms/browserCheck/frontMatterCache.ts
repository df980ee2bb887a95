/**
 * The front-matter store of the browser's check (pipeline/frontMatter/frontMatterCache.ts):
 * the data of YAML texts that parsed cleanly, kept in memory, and their documents once a
 * message asked where a field is (every keystroke's check builds the whole site: the pages
 * whose messages need a place would otherwise be parsed again each time), as long as a
 * recent check uses them.
 */
import type { FrontMatterStore } from '../../pipeline/frontMatter/frontMatterCache.js'

const known = new Map<string, string>()
/** Each text's document (only read once made), and the check that last used it. */
const documents = new Map<string, { document: unknown; usedBy: number }>()
/** The check now running (siteCheck.ts counts them). */
let check = 0

export const memoryFrontMatterStore: FrontMatterStore = {
  get: (yamlText) => known.get(yamlText),
  set: (yamlText, json) => known.set(yamlText, json),
  documentOf<T>(yamlText: string, make: () => T): T {
    let found = documents.get(yamlText)
    if (!found) {
      found = { document: make(), usedBy: check }
      documents.set(yamlText, found)
    }
    found.usedBy = check
    return found.document as T
  },
  save: () => undefined,
}

/** A check has ended: the documents that neither it nor the one before used are dropped (earlier versions of the edited entry). */
export function endFrontMatterCheck(): void {
  for (const [yamlText, entry] of documents) if (entry.usedBy < check - 1) documents.delete(yamlText)
  check++
}
