/**
 * The content folder of the browser's check (pipeline/read/contentListing.ts, ContentFolder):
 * the folder as the site index publishes it (page texts, site.yaml, the names of the
 * pictures), held in memory by path (under the root `/content`), read-only as far as the
 * pipeline can tell.
 */
import { byName, type ContentEntry, type ContentFolder, isHidden } from '../../pipeline/read/contentListing.js'

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

/** The folder `root` (/content) as the pipeline reads it. */
export const memoryFolder = (root: string): ContentFolder => ({
  list(folder = '') {
    if (folder && !this.isPlain(folder, 'folder')) return []
    const prefix = `${root}/${folder ? `${folder}/` : ''}`
    const entries = new Map<string, ContentEntry['kind']>()
    for (const name of [...files.keys(), ...pictures]) {
      if (!name.startsWith(prefix)) continue
      const segments = name.slice(prefix.length).split('/')
      for (let depth = 1; depth <= segments.length && !isHidden(segments[depth - 1]); depth++)
        entries.set(segments.slice(0, depth).join('/'), depth === segments.length ? 'file' : 'folder')
    }
    if (!entries.size && !isDirectory(`${root}/${folder}`)) throw missing(`${root}/${folder}`.replace(/\/$/, ''))
    return [...entries].map(([name, kind]) => ({ name, kind })).sort(byName)
  },
  isPlain(name, kind = 'file') {
    const segments = name.split('/')
    if (segments.some((segment) => !segment || isHidden(segment))) return false
    return segments.every((_segment, index) => {
      const reached = `${root}/${segments.slice(0, index + 1).join('/')}`
      return index === segments.length - 1 && kind === 'file' ? isFile(reached) : isDirectory(reached)
    })
  },
  // The site index is made without symbolic links.
  isLink: () => false,
  read(name) {
    const filePath = `${root}/${name}`
    const text = files.get(filePath)
    if (text === undefined) {
      if (isDirectory(filePath)) throw Object.assign(new Error(`EISDIR: '${filePath}'`), { code: 'EISDIR' })
      throw missing(filePath)
    }
    return encoder.encode(text)
  },
})
