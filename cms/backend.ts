// Decap's backends wrapped: the files read are remembered, and every save is written in place, checked, and sent with its pictures.
import { saveInPlace } from './saveInPlace.js'
import { takeBackend } from './mediaLibrary.js'
import { rememberSaved } from './browserCheck/client.js'
import { formatOf } from './entryText.js'
import { entrySaved, guardDeletions } from './deletions.js'
import { type HeldAsset, heldFor, holdUpload } from './heldUploads.js'
import { forgetUnpublishedEntry, showFromMemory } from './decapStore.js'
import { decap } from './decap.js'
import { checkBeforeSave, refuseTakenAddress } from './saveCheck.js'
import { newEntrySaved } from './entryNavigation.js'

type Entry = { data: string | null; file: { path: string } }
type Implementation = Record<string, any> & {
  entriesByFolder(folder: string, extension: string, depth: number): Promise<Entry[]>
  entriesByFiles(files: { path: string }[]): Promise<Entry[]>
  getEntry(path: string): Promise<Entry>
  persistEntry(entry: { dataFiles: { path: string; slug: string; raw: string }[] }, options: Record<string, unknown>): Promise<unknown>
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
}
type Save = Implementation['persistEntry']

/** The files as they are in the repository: what saveInPlace edits and the check compares. */
const originals = new Map<string, string>()
/** The file at this path as the repository has it, when this session has read or saved it. */
export const originalText = (path: string) => originals.get(path)

function remember(entries: Entry[]): Entry[] {
  // The local backend (dev/localBackend.ts) answers a missing file with `data: null`.
  for (const entry of entries) if (typeof entry.data === 'string') originals.set(entry.file.path, entry.data)
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
  const { entriesByFolder, entriesByFiles, getEntry, persistEntry, persistMedia } = implementation
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
    )
  implementation.entriesByFiles = async (files) => remember(await entriesByFiles.call(implementation, files))
  implementation.getEntry = async (path) => remember([await getEntry.call(implementation, path)])[0]
  implementation.persistEntry = toldToDecap(savedInPlace(implementation, local, persistEntry, persistMedia))
  return implementation
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
  persistEntry: Save,
  persistMedia: (asset: { path: string }, options: { commitMessage: string }) => Promise<unknown>,
): Save {
  return async (entry, options) => {
    // On this machine, pictures uploaded with the entry are written first, so the check finds them.
    if (local)
      for (const asset of (entry as { assets?: { path: string }[] }).assets ?? [])
        await persistMedia.call(implementation, asset, { commitMessage: `Upload ${asset.path}` })
    for (const file of entry.dataFiles) {
      const before = await original(implementation, file.path)
      if (options.newEntry) refuseTakenAddress(file, before)
      file.raw = saveInPlace(before, file.raw, formatOf(file.path))
      await checkBeforeSave(file.path, file.raw, local)
    }
    const result = await persistEntry.call(implementation, withPictures(entry, local), options)
    for (const file of entry.dataFiles) {
      originals.set(file.path, file.raw)
      rememberSaved(file.path, file.raw)
    }
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
