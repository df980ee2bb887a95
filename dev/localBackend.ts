/**
 * The content manager's backend on this machine (npm run cms): Decap's proxy protocol
 * (one POST of `{ action, params }` a call, as decap-server answers it), served by the dev
 * server itself at LOCAL_BACKEND_PATH. It replaces decap-server, which listens on every
 * address with no login, allows any localhost origin and reads and writes any file of the
 * repository (package.json, scripts/, .git/config): one request from the network could
 * change code that the dev server then runs. Here:
 * - requests are answered only from the dev server's own origin, as JSON, within a size
 *   (dev/requestGuard.ts), and the dev server listens on loopback alone;
 * - every path is one of content/ (the CMS names files from the repository's root:
 *   content/blog/x.md), checked segment by segment: no absolute path, no `..`, no hidden
 *   file or folder, no symbolic link on the way, and only the kinds of file editors
 *   make: pages (.md), site.yaml and pictures in content/images (of at most the size the
 *   check allows, and by their bytes of the kind their name's ending says, as the check
 *   wants them: pipeline/pictures/pictureKind.ts);
 * - a picture that a page or the settings still use is not deleted (the answer names them);
 * - a file is written whole or not at all (written beside, then renamed), so the watcher
 *   and the check never read half a save;
 * - a page is written only if it is still the file the save was based on (the SHA-256 of
 *   its bytes that cms/backend.ts read just before merging the editor's changes into it),
 *   and saves are written one at a time: two tabs, or a tab and a text editor, cannot
 *   write over each other's change unseen (issue 55).
 */
import { createHash, randomBytes } from 'node:crypto'
import { type Stats, promises as fs } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { MAX_UPLOAD } from '../pipeline/pictures/pictureFiles.js'
import { pictureUploadProblem } from '../pipeline/pictures/pictureKind.js'
import { pictureUses } from '../site/cms/pictureUses.js'
import { historyActions } from './localHistory.js'
import { Refused, readJsonRequest, sendError, sendJson } from './requestGuard.js'

/** Where the dev server answers the content manager's backend calls. */
export const LOCAL_BACKEND_PATH = '/api/cms/backend'

/** How the CMS names the content folder: its paths start from the repository's root. */
const CONTENT_PREFIX = 'content/'
const PICTURE_EXTENSIONS = /\.(jpe?g|png|gif|webp|avif|svg)$/i
const MAX_PICTURE_BYTES = MAX_UPLOAD.megabytes * 1024 * 1024
// A picture travels in base64 (4 bytes for 3), inside a little JSON.
const MAX_REQUEST_BYTES = Math.ceil((MAX_PICTURE_BYTES * 4) / 3) + 64 * 1024

const TOO_LARGE = `this picture is larger than ${MAX_UPLOAD.megabytes} MB: make it smaller (at most ${MAX_UPLOAD.pixels.toLocaleString('en')} px wide) and upload it again`

type Params = Record<string, unknown>
/**
 * A page to write. `baseSha256`: the SHA-256 of the file the save was made from (as
 * getEntry's `id` gave it), null for none (a new page); a save that does not say (no
 * client of ours) is written as it comes.
 */
type DataFile = { path: string; raw: string; newPath?: string; baseSha256?: string | null }
type Asset = { path: string; content: string; encoding: string }

export function localBackend(contentDir: string) {
  const files = contentFiles(contentDir)
  /**
   * The save being written: the next waits for it, so that a save's check of what it was
   * based on and its write are never split by another save's write.
   */
  let saving: Promise<unknown> = Promise.resolve()

  const actions: Record<string, (params: Params) => Promise<unknown>> = {
    info: async () => ({ repo: path.basename(path.dirname(contentDir)), publish_modes: ['simple'], type: 'local_fs' }),
    entriesByFolder: async ({ folder, extension, depth }) =>
      Promise.all((await files.list(text(folder), text(extension), Number(depth) || 1)).map((name) => files.entry(name))),
    entriesByFiles: async ({ files: wanted }) => Promise.all(list<{ path: string }>(wanted).map((file) => files.entry(text(file.path)))),
    getEntry: async ({ path: name }) => files.entry(text(name)),
    getMedia: async ({ mediaFolder }) =>
      Promise.all((await files.list(text(mediaFolder), '', 1)).filter(isPicturePath).map((name) => files.media(name))),
    getMediaFile: async ({ path: name }) => files.media(text(name)),
    persistEntry: ({ dataFiles, assets }) => {
      const save = saving.then(async () => {
        const entries = list<DataFile>(dataFiles)
        // Everything is checked before anything is written: a refused save leaves no trace.
        const pictures = list<Asset>(assets).map(pictureOf)
        for (const picture of pictures) await files.writable(picture.path)
        for (const file of entries) {
          await files.writable(text(file.path))
          if (file.newPath) await files.free(text(file.newPath))
          text(file.raw)
          if (file.baseSha256 !== undefined) await files.unchanged(file.path, file.baseSha256)
        }
        for (const picture of pictures) await files.write(picture.path, picture.bytes)
        for (const file of entries) await files.write(file.path, file.raw)
        for (const file of entries) if (file.newPath) await files.move(file.path, file.newPath)
        return { message: 'entry persisted' }
      })
      saving = save.catch(() => undefined)
      return save
    },
    persistMedia: async ({ asset }) => {
      const picture = pictureOf(asset as Asset)
      await files.write(picture.path, picture.bytes)
      return files.media(picture.path)
    },
    deleteFile: async ({ path: name }) => {
      await files.writable(text(name))
      refuseIfInUse(contentDir, [text(name)])
      await files.remove(text(name))
      return { message: 'deleted' }
    },
    deleteFiles: async ({ paths }) => {
      const names = list<unknown>(paths).map(text)
      for (const name of names) await files.writable(name)
      refuseIfInUse(contentDir, names)
      for (const name of names) await files.remove(name)
      return { message: 'deleted' }
    },
    getDeployPreview: async () => null,
    // A page's earlier versions, from Git, for the content manager's History (dev/localHistory.ts).
    ...historyActions(contentDir, files.writable),
  }

  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if ((req.url ?? '').split('?')[0] !== LOCAL_BACKEND_PATH) return next()
    try {
      const body = (await readJsonRequest(req, MAX_REQUEST_BYTES, TOO_LARGE)) as { action?: unknown; params?: Params } | null
      const action = typeof body?.action === 'string' && Object.hasOwn(actions, body.action) ? actions[body.action] : undefined
      if (!action) throw new Refused(422, `the content manager asked for something this server does not do (${String(body?.action)})`)
      sendJson(res, await action(body?.params ?? {}))
    } catch (error) {
      if (!(error instanceof Refused)) console.error('The content manager’s save failed:', error)
      sendError(res, error)
    }
  }
}

const isPicturePath = (name: string) => PICTURE_EXTENSIONS.test(name)

function text(value: unknown): string {
  if (typeof value !== 'string') throw new Refused(400, 'the request is missing a text it needs')
  return value
}

function list<T>(value: unknown): T[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new Refused(400, 'the request is missing a list it needs')
  return value as T[]
}

/** "a, b and c" */
const sentence = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0])

/**
 * Refuses to delete a picture that a page or the settings still show (the pages deleted
 * in the same call aside): the page would lose its picture, and the check would fail.
 */
function refuseIfInUse(contentDir: string, names: string[]) {
  const uses = pictureUses(contentDir, new Set(names))
  for (const name of names) {
    const users = uses.get(`/${name.slice(CONTENT_PREFIX.length)}`)
    if (users)
      throw new Refused(
        409,
        `${path.posix.basename(name)} is still in use on ${sentence(users.map((use) => (use.route ? `${use.title} (${use.route})` : use.title)))}: choose another picture there first, then delete it`,
      )
  }
}

/**
 * An uploaded picture, decoded and checked: into content/images, of at most the upload
 * limit, and a picture by its bytes under a name whose ending is its kind's, refused in the
 * check's words otherwise (pipeline/pictures/pictureKind.ts: a GIF named chart.html would be a page).
 */
function pictureOf(asset: Asset | undefined): { path: string; bytes: Buffer } {
  const name = text(asset?.path)
  if (asset?.encoding !== 'base64') throw new Refused(400, 'a picture must come in base64')
  const bytes = Buffer.from(text(asset.content), 'base64')
  if (bytes.length > MAX_PICTURE_BYTES) throw new Refused(413, TOO_LARGE)
  if (!name.startsWith(`${CONTENT_PREFIX}images/`))
    throw new Refused(403, 'pictures go into the images folder, with the ending of their kind (.jpg, .png, .webp, .avif, .gif, .svg)')
  const problem = pictureUploadProblem(name, bytes)
  if (problem) throw new Refused(415, problem)
  return { path: name, bytes }
}

/** The files of content/ that the content manager may reach, by the names it gives them. */
function contentFiles(contentDir: string) {
  /**
   * The file a CMS path names, inside content/: refused unless every segment is a plain
   * name and no segment that exists is a symbolic link (a link could lead anywhere).
   */
  const resolve = async (name: string): Promise<string> => {
    if (!name.startsWith(CONTENT_PREFIX) || name.length > 500 || /[\\\0]/.test(name))
      throw new Refused(403, 'the content manager reaches only the files of content/')
    const segments = name.slice(CONTENT_PREFIX.length).split('/')
    if (segments.some((segment) => segment === '' || segment.startsWith('.')))
      throw new Refused(403, 'the content manager reaches only the files of content/')
    let reached = contentDir
    for (const segment of ['', ...segments]) {
      reached = path.join(reached, segment)
      const stats: Stats | undefined = await fs.lstat(reached).catch(() => undefined)
      if (!stats) break
      if (stats.isSymbolicLink()) throw new Refused(403, 'the content manager does not follow links to other folders')
    }
    return path.join(contentDir, ...segments)
  }

  /** Whether an editor may write this file: a page, site.yaml or a picture of content/images. */
  const assertEditable = (name: string) => {
    const inside = name.slice(CONTENT_PREFIX.length)
    const editable =
      name.startsWith(CONTENT_PREFIX) &&
      ((inside.endsWith('.md') && inside !== 'README.md') ||
        inside === 'site.yaml' ||
        (inside.startsWith('images/') && isPicturePath(inside)))
    if (!editable) throw new Refused(403, 'the content manager writes only pages (.md), site.yaml and pictures in content/images')
  }

  /** The file an editor may write (or delete) at this name. */
  const writable = async (name: string) => {
    assertEditable(name)
    return resolve(name)
  }

  /** The file a page may be moved to: one an editor may write, where no file is. */
  const free = async (name: string) => {
    const target = await writable(name)
    if (await fs.lstat(target).catch(() => undefined)) throw new Refused(409, `there is already a file at ${name}`)
    return target
  }

  const read = async (name: string) => fs.readFile(await resolve(name))

  /** An entry as Decap reads it; a missing file has `data: null`, and `id` is the SHA-256 of its bytes. */
  const entry = async (name: string) => {
    const bytes = await read(name).catch((error) => {
      if (error instanceof Refused) throw error
      return undefined
    })
    return { data: bytes ? bytes.toString('utf8') : null, file: { path: name, id: bytes ? sha256(bytes) : null } }
  }

  return {
    writable,
    free,
    /** The files of a folder of content/ with this ending, `depth` folders deep (1: the folder's own). */
    async list(folder: string, extension: string, depth: number): Promise<string[]> {
      const found: string[] = []
      const walk = async (name: string, levels: number) => {
        if (levels <= 0) return
        const entries = await fs.readdir(await resolve(name), { withFileTypes: true }).catch(() => [])
        for (const entry of entries) {
          if (entry.name.startsWith('.') || entry.isSymbolicLink()) continue
          const child = `${name}/${entry.name}`
          if (entry.isDirectory()) await walk(child, levels - 1)
          else if (entry.isFile() && child.endsWith(extension)) found.push(child)
        }
      }
      await walk(folder.replace(/\/+$/, ''), depth)
      return found.sort()
    },
    entry,
    /**
     * Refuses a save made from another file than the one at `name` now (by the SHA-256 of
     * its bytes; null: none): someone saved it since the save read it, and writing would
     * lose their change.
     */
    async unchanged(name: string, baseSha256: string | null) {
      if ((await entry(name)).file.id === baseSha256) return
      throw new Refused(
        409,
        `${name} was changed by someone else (another tab or a text editor) while this save was on its way: nothing was written. Save again, and your changes will be added to theirs`,
      )
    },
    async media(name: string) {
      const bytes = await read(name)
      return { id: sha256(bytes), content: bytes.toString('base64'), encoding: 'base64', path: name, name: path.posix.basename(name) }
    },
    async write(name: string, content: string | Buffer) {
      const file = await writable(name)
      await fs.mkdir(path.dirname(file), { recursive: true })
      // The folders just made are plain ones; the check of the path is made again on them.
      await resolve(name)
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.saving`)
      await fs.writeFile(temporary, content, { flag: 'wx' })
      // A save that fails (a folder of that name) leaves nothing beside the file either.
      await fs.rename(temporary, file).catch(async (error) => {
        await fs.rm(temporary, { force: true })
        throw error
      })
    },
    async move(from: string, to: string) {
      const target = await free(to)
      await fs.mkdir(path.dirname(target), { recursive: true })
      await fs.rename(await resolve(from), target)
    },
    async remove(name: string) {
      await fs.unlink(await writable(name)).catch((error) => {
        if (error.code !== 'ENOENT') throw error
      })
    },
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
