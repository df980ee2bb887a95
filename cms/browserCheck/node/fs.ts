/**
 * node:fs for the browser bundle: the content folder as the site index publishes it
 * (page texts, site.yaml, the names of the pictures), held in memory, read-only as far
 * as the pipeline can tell (its caches' writes go nowhere: the caches are replaced too).
 */
const files = new Map<string, string>()
/** Pictures: their names only (what they measure is in the site index). */
const pictures = new Set<string>()
const encoder = new TextEncoder()
/**
 * Every folder that holds a file, made again after a change: the check asks of each
 * picture's folders (pipeline/read/contentListing.ts), a thousand times a keystroke on a big site.
 */
let folders: Set<string> | undefined

/** Every file of the folder `root`, by path under it: texts, and pictures (null). */
export function setFolder(root: string, texts: Record<string, string>, pictureNames: string[]): void {
  files.clear()
  pictures.clear()
  folders = undefined
  for (const [name, text] of Object.entries(texts)) files.set(`${root}/${name}`, text)
  for (const name of pictureNames) pictures.add(`${root}/${name}`)
}

/** One file changed or added in this editing session. */
export function setFile(filePath: string, text: string): void {
  files.set(filePath, text)
  folders = undefined
}

export function addPicture(filePath: string): void {
  pictures.add(filePath)
  folders = undefined
}

/**
 * The folder as it would be after a change, for one question (who would a deletion break?):
 * texts set (a string) or taken out (undefined), pictures taken out. Gives back the
 * function that puts everything back as it was.
 */
export function changeForAMoment({
  texts = {},
  removedPictures = [],
}: {
  texts?: Record<string, string | undefined>
  removedPictures?: string[]
}) {
  const textsBefore = Object.keys(texts).map((name) => [name, files.get(name)] as const)
  const picturesBefore = removedPictures.filter((name) => pictures.has(name))
  for (const [name, text] of Object.entries(texts)) text === undefined ? files.delete(name) : files.set(name, text)
  for (const name of picturesBefore) pictures.delete(name)
  folders = undefined
  return () => {
    for (const [name, text] of textsBefore) text === undefined ? files.delete(name) : files.set(name, text)
    for (const name of picturesBefore) pictures.add(name)
    folders = undefined
  }
}

const isFile = (filePath: string) => files.has(filePath) || pictures.has(filePath)
const isDirectory = (filePath: string) => {
  if (!folders) {
    folders = new Set()
    for (const name of [...files.keys(), ...pictures])
      for (let at = name.lastIndexOf('/'); at > 0 && !folders.has(name.slice(0, at)); at = name.lastIndexOf('/', at - 1))
        folders.add(name.slice(0, at))
  }
  const folder = filePath.replace(/\/$/, '')
  return folder ? folders.has(folder) : files.size + pictures.size > 0
}

const missing = (filePath: string) => Object.assign(new Error(`ENOENT: no such file or directory, '${filePath}'`), { code: 'ENOENT' })

export function existsSync(filePath: string): boolean {
  return isFile(filePath) || isDirectory(filePath)
}

export function statSync(filePath: string) {
  if (!existsSync(filePath)) throw missing(filePath)
  const file = isFile(filePath)
  return { isFile: () => file, isDirectory: () => !file }
}

/** As statSync: the memory folder holds no symbolic links (the site index is made without them). */
export function lstatSync(filePath: string, options?: { throwIfNoEntry?: boolean }) {
  if (options?.throwIfNoEntry === false && !existsSync(filePath)) return undefined
  return { ...statSync(filePath), isSymbolicLink: () => false }
}

export function readFileSync(filePath: string, encoding?: string | { encoding?: string }): string | Uint8Array {
  const text = files.get(filePath)
  if (text === undefined) {
    if (isDirectory(filePath)) throw Object.assign(new Error(`EISDIR: '${filePath}'`), { code: 'EISDIR' })
    throw missing(filePath)
  }
  return encoding ? text : encoder.encode(text)
}

/** Names under `dir` (recursive: every file and folder below it, as Node lists them). */
export function readdirSync(dir: string, options?: { recursive?: boolean; withFileTypes?: boolean }): unknown[] {
  const prefix = `${dir.replace(/\/$/, '')}/`
  const names = new Set<string>()
  for (const name of [...files.keys(), ...pictures]) {
    if (!name.startsWith(prefix)) continue
    const segments = name.slice(prefix.length).split('/')
    const reach = options?.recursive ? segments.length : 1
    for (let depth = 1; depth <= reach; depth++) names.add(segments.slice(0, depth).join('/'))
  }
  if (!names.size && !existsSync(dir)) throw missing(dir)
  const sorted = [...names].sort()
  if (!options?.withFileTypes) return sorted
  return sorted.map((name) => ({
    name,
    isFile: () => isFile(prefix + name),
    isDirectory: () => !isFile(prefix + name),
    isSymbolicLink: () => false,
  }))
}

// Writes: the pipeline's caches (replaced in this bundle) and nothing else would write.
export const writeFileSync = () => undefined
export const mkdirSync = () => undefined
export const renameSync = () => undefined
export const appendFileSync = () => undefined

export default { existsSync, statSync, lstatSync, readFileSync, readdirSync, writeFileSync, mkdirSync, renameSync, appendFileSync }
