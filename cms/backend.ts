// Decap's backends wrapped: the files read are remembered, and every save is written in place, merged with what others saved since, checked, and sent with its pictures.
import { laterCode } from './laterCode.js'
import { type BodyInPlace, formatOf, saveInPlace } from './saveInPlace.js'
import { takeBackend } from './mediaLibrary.js'
import { rememberSaved } from './browserCheck/client.js'
import { entrySaved, guardDeletions } from './deletions.js'
import { type HeldAsset, heldFor, holdUpload } from './heldUploads.js'
import { forgetUnpublishedEntry, showFromMemory, tell } from './decapStore.js'
import { decap } from './decap.js'
import { checkBeforeSave, NotSaved, refuseTakenAddress } from './saveCheck.js'
import { newEntrySaved } from './entryNavigation.js'
import { type FileNow, mergedWithOthers } from './otherSaves.js'
import { type Entry, original, remember, rememberForm, textOf } from './filesRead.js'
import { saveEnds, saveStarts, watchOthers } from './othersAtWork.js'

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

export { originalText } from './filesRead.js'

/** Each backend Decap may start (test-repo: Decap's backend in the browser's memory, npm run serve -- --cms-test), wrapped as it starts. */
export function wrapBackends(): void {
  for (const name of ['proxy', 'github', 'test-repo']) {
    const backend = decap.CMS.getBackend(name)
    if (!backend) continue
    const init = backend.init
    // Decap starts a backend with its configuration and, second, whether saves go through the editorial workflow.
    backend.init = (...args: unknown[]) =>
      wrap(init(...args), name === 'proxy', Boolean((args[1] as { useWorkflow?: boolean } | undefined)?.useWorkflow))
  }
}

function wrap(implementation: Implementation, local: boolean, useWorkflow: boolean): Implementation {
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
  // While an entry is open, its file is read as a save would read it, to say when someone else saves it (cms/othersAtWork.ts).
  watchOthers((file) => readNow(implementation, reads, file, { useWorkflow, collectionName: file.collection }))
  return implementation
}

/**
 * The file as it is now where this save goes: under the editorial workflow, in the entry's
 * pull request if it has one (another editor may have opened it since this page was), else
 * on the site's branch; on this machine, the file on disk.
 */
async function fileNow(
  implementation: Implementation,
  reads: Reads,
  file: { path: string; slug: string },
  options: Record<string, unknown>,
): Promise<Entry> {
  if (options.useWorkflow && reads.unpublishedEntryDataFile) {
    const data = await reads.unpublishedEntryDataFile
      .call(implementation, String(options.collectionName), file.slug, file.path)
      .catch(() => undefined)
    if (typeof data === 'string') return { data, file: { path: file.path } }
  }
  return reads.getEntry.call(implementation, file.path)
}

/** fileNow's text (none where there is no file, or it could not be read) and, on this machine, its hash. */
const readNow = async (...args: Parameters<typeof fileNow>): Promise<FileNow> => {
  const now = await fileNow(...args).catch(() => undefined)
  return { text: textOf(now), id: now?.file.id }
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

/** bodyInPlace, from cms-later.js (fetched when the entry opened); a fetch that fails refuses the save in plain words. */
async function bodyInPlaceLoaded(): Promise<BodyInPlace> {
  const later = await laterCode().catch(() => {
    throw new NotSaved('Not saved: the content manager could not load its save step (is the connection down?). Save again in a moment.')
  })
  return later.bodyInPlace
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
    const told = new Set<string>()
    /** The files written, once they are: this tab's own save is no one else's (cms/othersAtWork.ts). */
    let written: DataFile[] = []
    saveStarts()
    try {
      for (const [index, file] of entry.dataFiles.entries()) {
        const before = await original((path) => implementation.getEntry(path), file.path)
        if (options.newEntry) refuseTakenAddress(file, before)
        yours[index] = saveInPlace(before, file.raw, formatOf(file.path), await bodyInPlaceLoaded())
        // Read just before writing: what others saved since the page was opened is merged in, never
        // written over; where both changed the same lines, the editor chooses before anything is written.
        const saved = await mergedWithOthers(before, yours[index], () => readNow(implementation, reads, file, options))
        file.raw = saved.text
        if (saved.told) told.add(saved.told)
        // The local backend writes only over the file this save was made from: a tab saving meanwhile makes it refuse.
        if (local) file.baseSha256 = saved.id ?? null
        await checkBeforeSave(file.path, file.raw, local)
      }
      const result = await persistEntry.call(implementation, withPictures(entry, local), options).catch((error) => {
        // The local backend's refusal (a file saved meanwhile, an address taken) in its own words.
        if (local && error?.status === 409) throw new NotSaved(`Not saved: ${error.message}`)
        throw error
      })
      for (const [index, file] of entry.dataFiles.entries()) {
        rememberForm(file.path, yours[index])
        rememberSaved(file.path, file.raw)
      }
      written = entry.dataFiles
      for (const message of told) tell(message)
      return result
    } finally {
      saveEnds(written)
    }
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
