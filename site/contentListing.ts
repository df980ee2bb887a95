/**
 * The one listing of the content folder on disk that every reader of content/ uses: the
 * check and the build (the pipeline's ContentFolder: diskFolder), the site index and the picture library
 * of /admin, the content manager's list of pages, the dev server's pictures. It never goes
 * through a symbolic link: a link under content/ (a page, site.yaml, a picture, a folder)
 * could lead to any file of the computer it is built on (a key, /etc/…), and what is read
 * from content/ is published. A link is listed as what it is, never followed nor read, and
 * the check refuses it at its own path (pipeline/read/read.ts).
 *
 * Hidden files and folders (.DS_Store, .git) are left out, with everything under them.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { byName, type ContentEntry, type ContentFolder, filesIn, isHidden } from '../pipeline/read/contentListing.js'

/**
 * Everything under `contentDir`, or under its folder `folder` (names below that folder),
 * sorted by name: files, folders and links, none of them followed. Throws when contentDir
 * cannot be read; a `folder` that is missing, hidden or reached through a link lists nothing.
 */
export function listContent(contentDir: string, folder = ''): ContentEntry[] {
  if (folder && !isPlain(contentDir, folder, 'folder')) return []
  const root = path.join(contentDir, folder)
  const entries: ContentEntry[] = []
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (isHidden(entry.name)) continue
      const name = relative ? `${relative}/${entry.name}` : entry.name
      const kind = entry.isSymbolicLink() ? 'link' : entry.isDirectory() ? 'folder' : entry.isFile() ? 'file' : 'other'
      entries.push({ name, kind })
      if (kind === 'folder') walk(name)
    }
  }
  walk('')
  return entries.sort(byName)
}

/** The content folder on disk, as the pipeline reads it. */
export const diskFolder = (contentDir: string): ContentFolder => ({
  list: (folder) => listContent(contentDir, folder),
  isPlain: (name, kind) => isPlain(contentDir, name, kind),
  isLink: (name) => lstatSync(path.join(contentDir, name), { throwIfNoEntry: false })?.isSymbolicLink() ?? false,
  read: (name) => readFileSync(path.join(contentDir, name)),
})

/** The files under contentDir (or its `folder`) by path below it, no link among them nor behind them. */
export const contentFiles = (contentDir: string, folder = ''): string[] => filesIn(diskFolder(contentDir), folder)

/** The pictures' files: every file under content/images, by path below it (blog/cover.jpg). */
export function pictureNames(contentDir: string): string[] {
  try {
    return contentFiles(contentDir, 'images')
  } catch {
    return []
  }
}

/**
 * Whether `name` (a path below contentDir, forward slashes) is a file (or a folder) that the
 * listing holds: every step of it exists, is no symbolic link and is not hidden.
 */
export function isPlain(contentDir: string, name: string, kind: 'file' | 'folder' = 'file'): boolean {
  const segments = name.split('/')
  if (segments.some((segment) => !segment || isHidden(segment))) return false
  let reached = contentDir
  for (const [index, segment] of segments.entries()) {
    reached = path.join(reached, segment)
    const stats = lstatSync(reached, { throwIfNoEntry: false })
    if (!stats || stats.isSymbolicLink()) return false
    const last = index === segments.length - 1
    if (!(last && kind === 'file' ? stats.isFile() : stats.isDirectory())) return false
  }
  return true
}
