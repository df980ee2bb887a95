/**
 * The files as this session's editors' forms have them (cms/backend.ts remembers every read
 * and save here): what saveInPlace edits, the check compares, and a save merges others'
 * changes against. No DOM: tests/unit/filesRead.test.ts runs it on a fake backend.
 */

/** A file as a backend reads it; the local backend's `id` is the SHA-256 of its bytes (null: no file). */
export type Entry = { data?: string | null; file: { path: string; id?: string | null } }

/**
 * The text of a file read, undefined where there is none. Each backend says "no file" its
 * own way: the local backend (dev/localBackend.ts) with `null`, test-repo with nothing, and
 * GitHub's getEntry with '' (it answers any failed read so, a missing file included). A page
 * is never empty, so '' is no file: taken for a text, every new page's address on GitHub
 * would have been a page already (refuseTakenAddress, cms/saveCheck.ts).
 */
export const textOf = (entry: Entry | undefined): string | undefined => entry?.data || undefined

/**
 * Each file as the editor's form has it: read when an entry is opened (getEntry, or a pull
 * request's file under the editorial workflow) or written by this session's last save of it.
 */
const originals = new Map<string, string>()

/** The file at this path as the repository has it, when this session has read or saved it. */
export const originalText = (path: string) => originals.get(path)

/** A save's text for this path: what the next save is made from (cms/backend.ts). */
export const rememberForm = (path: string, text: string) => void originals.set(path, text)

/**
 * Remembers the files read. A listing (and the choices of a relation field, read from one)
 * can come while an entry is open: it does not replace the text that entry's form was made
 * from, or a save would take another editor's change since then for the editor's own undoing it.
 */
export function remember<T extends Entry>(entries: T[], opened = true): T[] {
  for (const entry of entries) {
    const text = textOf(entry)
    if (text !== undefined && (opened || !originals.has(entry.file.path))) originals.set(entry.file.path, text)
  }
  return entries
}

/** The file at `path` as the form has it; read through `getEntry` (which remembers it) if this session has not read it yet. */
export async function original(getEntry: (path: string) => Promise<Entry>, path: string): Promise<string | undefined> {
  if (originals.has(path)) return originals.get(path)
  return textOf(await getEntry(path).catch(() => undefined))
}
