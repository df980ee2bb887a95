/**
 * The content folder as the pipeline reads it: a set of files by their path below it,
 * handed in by the edge that runs the pipeline (BuildServices.content): the disk
 * (site/contentListing.ts, never through a symbolic link: what is read from content/ is
 * published, and a link could lead to any file of the computer it is built on), or the
 * site index in memory (cms/browserCheck/contentFolder.ts). A link is listed as what it
 * is, never followed nor read, and the check refuses it at its own path (read.ts).
 *
 * Hidden files and folders (.DS_Store, .git) are left out, with everything under them.
 */

/** One thing found under content/: `name` by its path below the folder listed, with forward slashes. */
export type ContentEntry = { name: string; kind: 'file' | 'folder' | 'link' | 'other' }

/** The content folder; every name is a path below it, with forward slashes. */
export type ContentFolder = {
  /**
   * Everything under the folder, or under its folder `folder` (names below that folder),
   * sorted by name: files, folders and links, none of them followed. Throws when the
   * content folder cannot be read; a `folder` that is missing, hidden or reached through a
   * link lists nothing.
   */
  list(folder?: string): ContentEntry[]
  /** Whether `name` is a file (or a folder) that the listing holds: every step of it exists, is no symbolic link and is not hidden. */
  isPlain(name: string, kind?: 'file' | 'folder'): boolean
  /** Whether `name` itself is a symbolic link (false when there is nothing there). */
  isLink(name: string): boolean
  /** The bytes of the file `name`; throws as a disk does (an error with its code: ENOENT, EISDIR). */
  read(name: string): Uint8Array
}

/** The check's words for a symbolic link under content/, at its path. */
export const SYMBOLIC_LINK =
  'this is a symbolic link (a shortcut to another file or folder), which the site never reads through, so it is not published: replace it with the file or folder itself'

export const isHidden = (segment: string) => segment.startsWith('.')

/** The files of `content` (or of its `folder`) by path below it, no link among them nor behind them. */
export const filesIn = (content: ContentFolder, folder = ''): string[] =>
  content.list(folder).flatMap((entry) => (entry.kind === 'file' ? [entry.name] : []))

/** The pictures' files: every file under content/images, by path below it (blog/cover.jpg). */
export function pictureNamesIn(content: ContentFolder): string[] {
  try {
    return filesIn(content, 'images')
  } catch {
    return []
  }
}

/** Sorted by name, as the listings give it. */
export const byName = (a: ContentEntry, b: ContentEntry) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
