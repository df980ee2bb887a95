// Decap's backends wrapped: the files read are remembered, and every save is written in place, merged with what others saved since, checked, and sent with its pictures.
import { saveInPlace } from './saveInPlace.js'
import { takeBackend } from './mediaLibrary.js'
import { rememberSaved } from './browserCheck/client.js'
import { formatOf } from './entryText.js'
import { entrySaved, guardDeletions } from './deletions.js'
import { type HeldAsset, heldFor, holdUpload } from './heldUploads.js'
import { forgetUnpublishedEntry, showFromMemory } from './decapStore.js'
import { decap } from './decap.js'
import { checkBeforeSave, NotSaved, refuseTakenAddress } from './saveCheck.js'
import { newEntrySaved } from './entryNavigation.js'
import { tellKeptTheirs, textToSave } from './otherSaves.js'

/** A file as a backend reads it; the local backend's `id` is the SHA-256 of its bytes (null: no file). */
type Entry = { data: string | null; file: { path: string; id?: string | null } }
/** A file of a save: the local backend writes it only if it is still the file of `baseSha256` (dev/localBackend.ts). */
type DataFile = { path: string; slug: string; raw: string; baseSha256?: string | null }
type Implementation = Record<string, any> & {
  entriesByFolder(folder: string, extension: string, depth: number): Promise<Entry[]>
  entriesByFiles(files: { path: string }[]): Promise<Entry[]>
  getEntry(path: string): Promise<Entry>
  unpublishedEntryDataFile?(collection: string, slug: string, path: string, id?: string): Promise<unknown>
  persistEntry(entry: { dataFiles: DataFile[] }, options: Record<string, unknown>): Promise<unknown>
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
}
type Save = Implementation['persistEntry']
/** How a save reads a file as it is now, past the remembering of the wrapped reads. */
type Reads = Pick<Implementation, 'getEntry' | 'unpublishedEntryDataFile'>

/**
 * Each file as the editor's form has it: read when an entry is opened (getEntry, or a pull
 * request's file under the editorial workflow) or written by this session's last save of it.
 * What saveInPlace edits, the check compares, and a save merges others' changes against.
 */
const originals = new Map<string, string>()
/** The file at this path as the repository has it, when this session has read or saved it. */
export const originalText = (path: string) => originals.get(path)

/**
 * Remembers the files read. A listing (and the choices of a relation field, read from one)
 * can come while an entry is open: it does not replace the text that entry's form was made
 * from, or a save would take another editor's change since then for the editor's own undoing it.
 */
function remember(entries: Entry[], opened = true): Entry[] {
  // The local backend (dev/localBackend.ts) answers a missing file with `data: null`.
  for (const entry of entries)
    if (typeof entry.data === 'string' && (opened || !originals.has(entry.file.path))) originals.set(entry.file.path, entry.data)
  return entries
}

async function original(implementation: Implementation, path: string): Promise<string | undefined> {
  if (originals.has(path)) return originals.get(path)
  const entry = await implementation.getEntry(path).catch(() => undefined)
  return typeof entry?.data === 'string' ? entry.data : undefined
}

/** Each backend Decap may start (test-repo: Decap's backend in the browser's memory, npm run serve -- --cms-test), wrapped as it starts. */
export function wrapBackends(): void {
  for (const name of ['proxy', 'github', 'test-repo']) {
    const backend = decap.CMS.getBackend(name)
    if (!backend) continue
    const init = backend.init
    backend.init = (...args: unknown[]) => wrap(init(...args), name === 'proxy')
  }
}

function wrap(implementation: Implementation, local: boolean): Implementation {
  const { entriesByFolder, entriesByFiles, getEntry, unpublishedEntryDataFile, persistEntry, persistMedia } = implementation
  takeBackend(implementation, local)
  // Nothing in use is deleted, and nothing is deleted straight on the site's branch (cms/deletions.ts).
  guardDeletions(implementation, local)
  // An upload outside a save would be a commit on the site's branch: held until a page that shows it is saved.
  if (!local) {
    implementation.persistMedia = async (asset: HeldAsset) => {
      showFromMemory(`/${asset.path.replace(/^content\//, '')}`, asset.fileObj)
      return holdUpload(asset)
    }
  }
  implementation.entriesByFolder = async (folder, extension, depth) =>
    // A folder's index.md is its listing page: edited among the pages, as a page with blocks.
    remember(
      (await entriesByFolder.call(implementation, folder, extension, depth)).filter((entry) => entry.file.path !== `${folder}/index.md`),
      false,
    )
  implementation.entriesByFiles = async (files) => remember(await entriesByFiles.call(implementation, files), false)
  implementation.getEntry = async (path) => remember([await getEntry.call(implementation, path)])[0]
  // An entry under review is opened from its pull request's file.
  if (unpublishedEntryDataFile)
    implementation.unpublishedEntryDataFile = async (collection, slug, path, id) => {
      const data = await unpublishedEntryDataFile.call(implementation, collection, slug, path, id)
      if (typeof data === 'string') remember([{ data, file: { path } }])
      return data
    }
  const reads = { getEntry, unpublishedEntryDataFile }
  implementation.persistEntry = toldToDecap(savedInPlace(implementation, local, reads, persistEntry, persistMedia))
  return implementation
}

/**
 * The file as it is now where this save goes: under the editorial workflow, in the entry's
 * pull request if it has one (another editor may have opened it since this page was), else
 * on the site's branch; on this machine, the file on disk.
 */
async function fileNow(implementation: Implementation, reads: Reads, file: DataFile, options: Record<string, unknown>): Promise<Entry> {
  if (options.useWorkflow && reads.unpublishedEntryDataFile) {
    const data = await reads.unpublishedEntryDataFile
      .call(implementation, String(options.collectionName), file.slug, file.path)
      .catch(() => undefined)
    if (typeof data === 'string') return { data, file: { path: file.path } }
  }
  return reads.getEntry.call(implementation, file.path)
}

/** What Decap's editor is to know of a save: a failed first save leaves no mark behind, and a saved entry is known as saved. */
function toldToDecap(save: Save): Save {
  return async (entry, options) => {
    let result: unknown
    try {
      result = await save(entry, options)
    } catch (error) {
      // A first save of an entry under the editorial workflow that fails leaves Decap's mark of
      // a pull request behind (cms/decapStore.ts): taken out once Decap has handled the failure.
      if (options.useWorkflow && !options.unpublished)
        setTimeout(() => forgetUnpublishedEntry(String(options.collectionName), options.newEntry ? '' : entry.dataFiles[0].slug))
      throw error
    }
    for (const file of entry.dataFiles) entrySaved(file.path)
    // Decap now goes from /new to the entry's address (cms/entryNavigation.ts).
    if (options.newEntry) newEntrySaved(`#/collections/${String(options.collectionName)}/entries/${entry.dataFiles[0].slug}`)
    return result
  }
}

/** Each file written into its original where the editor changed it, checked, then sent with its pictures by Decap's own save. */
function savedInPlace(
  implementation: Implementation,
  local: boolean,
  reads: Reads,
  persistEntry: Save,
  persistMedia: (asset: { path: string }, options: { commitMessage: string }) => Promise<unknown>,
): Save {
  return async (entry, options) => {
    // On this machine, pictures uploaded with the entry are written first, so the check finds them.
    if (local)
      for (const asset of (entry as { assets?: { path: string }[] }).assets ?? [])
        await persistMedia.call(implementation, asset, { commitMessage: `Upload ${asset.path}` })
    /** Each file as the editor's form has it: what the next save is made from (with another's change merged in, not yet what the form shows). */
    const yours: string[] = []
    let keptTheirs = false
    for (const [index, file] of entry.dataFiles.entries()) {
      const before = await original(implementation, file.path)
      if (options.newEntry) refuseTakenAddress(file, before)
      yours[index] = saveInPlace(before, file.raw, formatOf(file.path))
      // Read just before writing: what others saved since the page was opened is merged in, never written over.
      const now = await fileNow(implementation, reads, file, options).catch(() => undefined)
      const saved = textToSave(before, yours[index], now?.data ?? undefined)
      file.raw = saved.text
      keptTheirs ||= saved.merged
      // The local backend writes only over the file this save was made from: a tab saving meanwhile makes it refuse.
      if (local) file.baseSha256 = now?.file.id ?? null
      await checkBeforeSave(file.path, file.raw, local)
    }
    const result = await persistEntry.call(implementation, withPictures(entry, local), options).catch((error) => {
      // The local backend's refusal (a file saved meanwhile, an address taken) in its own words.
      if (local && error?.status === 409) throw new NotSaved(`Not saved: ${error.message}`)
      throw error
    })
    for (const [index, file] of entry.dataFiles.entries()) {
      originals.set(file.path, yours[index])
      rememberSaved(file.path, file.raw)
    }
    if (keptTheirs) tellKeptTheirs()
    return result
  }
}

/**
 * The entry as Decap's own save is to send it. Pictures already written on this machine are
 * not sent again: the save stays small (the local backend takes one picture a request, of at
 * most the upload limit). Elsewhere the pictures uploaded in this session that the page shows
 * go with it, into its pull request.
 */
function withPictures<T extends { dataFiles: { raw: string }[] }>(entry: T, local: boolean): T {
  const assets = (entry as { assets?: { path: string }[] }).assets ?? []
  if (local) return { ...entry, assets: [] }
  const held = heldFor(entry.dataFiles.map((file) => file.raw)).filter((asset) => !assets.some((each) => each.path === asset.path))
  return { ...entry, assets: [...assets, ...held] }
}
