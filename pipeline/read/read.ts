/**
 * Loads the content folder (a set of files handed in: contentListing.ts) into vfiles.
 * Whatever an editor leaves in the folder becomes a located message rather than a crash
 * or a silent skip: files that cannot be read, text that is not UTF-8, Markdown with
 * another extension, stray files and sub-folders where pages are expected, and symbolic
 * links anywhere under it (never followed: contentListing.ts).
 */
import { VFile } from 'vfile'
import { type ContentEntry, type ContentFolder, SYMBOLIC_LINK } from './contentListing.js'
import { join, relative, resolve } from '../shared/paths.js'
import { report } from '../shared/problems.js'

declare module 'vfile' {
  interface DataMap {
    /** Set when the file could not be read as text: it carries its problem and nothing else. */
    unreadable: boolean
  }
}

/** Folders whose files are entries of one kind (blog posts, services, courses). */
export type ContentLayout = { collections: readonly string[] }

const IMAGES = 'images'
const SETTINGS = 'site.yaml'
/** Files editors keep beside the pages on purpose. */
const ALLOWED_EXTRAS = new Set([SETTINGS, 'README.md'])
const MARKDOWN_LIKE = /\.(md|markdown|mdown|mkd|mdx)$/i

type ContentFiles = {
  /** Readable page files, one vfile each. */
  pages: VFile[]
  /** Files that carry only a problem (unreadable, misplaced, wrongly named). */
  rejected: VFile[]
}

/**
 * What the pipeline reads: site.yaml, and every page file under `contentDir` with a problem
 * for anything else found there; the content manager's unsaved text of one file (its path
 * under contentDir) in place of what is on disk, or as a new file.
 */
export function readSite(
  content: ContentFolder,
  contentDir: string,
  cwd: string,
  unsaved: { path: string; text: string } | undefined,
  layout: ContentLayout,
): { settingsFile: VFile; files: VFile[]; rejected: VFile[] } {
  const unsavedFile = unsaved && textFile(join(contentDir, unsaved.path), unsaved.text, cwd)
  const settingsFile =
    unsavedFile?.path === relativeTo(cwd, join(contentDir, SETTINGS)) ? unsavedFile : readFile(content, contentDir, SETTINGS, cwd)
  const { pages, rejected } = readContentFiles(content, contentDir, layout, cwd)
  const files =
    unsavedFile && unsavedFile !== settingsFile && unsavedFile.path.endsWith('.md')
      ? [...pages.filter((file) => file.path !== unsavedFile.path), unsavedFile]
      : pages
  return { settingsFile, files, rejected }
}

/** A path as the files' paths are written: relative to the working directory `cwd`. */
const relativeTo = (cwd: string, filePath: string) => relative(cwd, resolve(cwd, filePath))

/** Every page file under `contentDir`, and a problem for anything else found there. */
function readContentFiles(content: ContentFolder, contentDir: string, layout: ContentLayout, cwd: string): ContentFiles {
  const pages: VFile[] = []
  const rejected: VFile[] = []
  const problem = (name: string, reason: string) => {
    const file = new VFile({ path: relativePath(join(contentDir, name), cwd), value: '', cwd })
    report(file, 'bad-file-name', reason, { line: 1, column: 1 })
    rejected.push(file)
  }
  let entries: ContentEntry[]
  try {
    entries = content.list()
  } catch (error) {
    problem('.', `the content folder cannot be read (${(error as Error).message}): check that ${relativePath(contentDir, cwd)} exists`)
    return { pages, rejected }
  }
  for (const { name, kind } of entries) {
    const segments = name.split('/')
    const base = segments.at(-1)!
    // Wherever it is, content/images included; site.yaml is refused by readFile, in these words.
    if (kind === 'link') {
      if (name !== SETTINGS) problem(name, SYMBOLIC_LINK)
      continue
    }
    if (segments[0] === IMAGES) continue
    if (kind === 'other') {
      problem(name, `this is not a file but a special file of the system (a pipe or a device), so it is not published: delete it`)
      continue
    }
    const isFolder = kind === 'folder'
    const inCollection = layout.collections.includes(segments[0]) && segments.length > 1
    if (isFolder) {
      if (MARKDOWN_LIKE.test(base))
        problem(
          name,
          `"${base}" is a folder, not a page: a page is a file. Rename the folder (without .md), or move its files up and delete it`,
        )
      else if (inCollection && segments.length === 2)
        problem(
          name,
          `content/${segments[0]}/ holds its pages directly, not in sub-folders: move the files of ${name}/ into content/${segments[0]}/ and delete the folder`,
        )
      continue
    }
    if (segments.length === 1 && ALLOWED_EXTRAS.has(base)) continue
    if (/(^|\/)README\.md$/i.test(name)) continue
    if (inCollection && segments.length > 2) continue // reported once, at its folder
    if (segments.slice(0, -1).some((segment) => MARKDOWN_LIKE.test(segment))) continue // likewise
    if (!name.endsWith('.md')) {
      if (MARKDOWN_LIKE.test(base))
        problem(
          name,
          `pages must end in .md (lowercase), so this file is not published: rename it to ${base.replace(MARKDOWN_LIKE, '.md')}`,
        )
      else
        problem(
          name,
          `only pages (.md files) belong here, so this file is not published: put pictures in content/images/, and move or delete anything else`,
        )
      continue
    }
    pages.push(readFile(content, contentDir, name, cwd))
  }
  return { pages, rejected }
}

const relativePath = (filePath: string, cwd: string) => relativeTo(cwd, filePath) || '.'

/**
 * A text file as the pipeline reads it: UTF-8 without a byte-order mark, LF line endings
 * (so CRLF files from Windows behave exactly like LF). Anything else is a message on the
 * file, whose `data.unreadable` tells the pipeline to go no further with it; a symbolic
 * link is not read through.
 */
function readFile(content: ContentFolder, contentDir: string, name: string, cwd: string): VFile {
  const filePath = join(contentDir, name)
  const file = new VFile({ path: relativePath(filePath, cwd), value: '', cwd })
  let bytes: Uint8Array
  try {
    if (content.isLink(name)) {
      report(file, 'unreadable-file', SYMBOLIC_LINK, { line: 1, column: 1 })
      file.data.unreadable = true
      return file
    }
    bytes = content.read(name)
  } catch (error) {
    const code = (error as { code?: string }).code
    const reason =
      code === 'ENOENT'
        ? 'this file is missing: restore it (the site cannot be built without it)'
        : code === 'EISDIR'
          ? 'this is a folder, but a file is expected here'
          : `could not read ${file.path}: ${(error as Error).message}`
    report(file, 'unreadable-file', reason, { line: 1, column: 1 })
    file.data.unreadable = true
    return file
  }
  const text = decodeUtf8(bytes)
  if (typeof text !== 'string') {
    const where = text.line > 1 ? `; the first character it garbles is on line ${text.line}` : ''
    report(
      file,
      'unreadable-file',
      `the file is not saved as UTF-8 (${text.encoding}${where}), so its letters would come out garbled: save the file as UTF-8 (in most editors: Save As, Encoding: UTF-8)`,
      { line: 1, column: 1 },
    )
    file.data.unreadable = true
    return file
  }
  return textFile(filePath, text, cwd, file)
}

/**
 * A text as the pipeline reads it (no byte-order mark, LF line endings), with a message at
 * each line that holds a character nobody can see or XML cannot hold. Files from disk come
 * through readFile; the content manager's unsaved text comes here directly.
 */
export function textFile(filePath: string, text: string, cwd: string, file = new VFile({ path: relativePath(filePath, cwd), cwd })): VFile {
  file.value = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  reportForbiddenCharacters(file)
  return file
}

/**
 * Characters a page cannot carry: the control characters (U+0000–U+001F but tab and line
 * breaks, U+007F–U+009F), U+FFFE and U+FFFF, and half of a surrogate pair (only unsaved
 * text from the content manager can hold one: a file is decoded as strict UTF-8). XML 1.0
 * cannot hold most of them, not even as &#…; (the feed would not parse), and an editor
 * cannot see any of them: they come from pasting out of other programs.
 */
const FORBIDDEN = /(?![\t\n\r])[\p{Cc}\p{Cs}\uFFFE\uFFFF]/u

/** Names of the control characters most often pasted by accident. */
const NAMES: Record<string, string> = {
  'U+0000': 'null',
  'U+0008': 'backspace',
  'U+000B': 'vertical tab',
  'U+000C': 'form feed',
  'U+001B': 'escape',
  'U+007F': 'delete',
  'U+0085': 'next line',
}

/** The first character of `text` that a page cannot carry, where it is, and its name (U+0001). */
export function forbiddenCharacter(text: string): { index: number; code: string; reason: string } | undefined {
  const found = FORBIDDEN.exec(text)
  if (!found) return undefined
  const point = found[0].codePointAt(0)!
  const code = `U+${point.toString(16).toUpperCase().padStart(4, '0')}`
  const reason =
    point >= 0xd800 && point <= 0xdfff
      ? `half of an emoji or other character (${code}) whose other half is missing: delete it and type the character again`
      : point >= 0xfffe
        ? `${code}, which is not a character (a program that converted the text left it): delete it`
        : `an invisible control character (${code}${NAMES[code] ? `, ${NAMES[code]}` : ''}), probably pasted from another program: delete it`
  return { index: found.index, code, reason }
}

/** One message for each line that holds a forbidden character, at the first of them. */
function reportForbiddenCharacters(file: VFile): void {
  const text = String(file.value)
  if (!FORBIDDEN.test(text)) return
  for (const [index, line] of text.split('\n').entries()) {
    const found = forbiddenCharacter(line)
    if (!found) continue
    report(
      file,
      'unreadable-file',
      `this line holds ${found.reason} (if your editor does not show it, retype the words around column ${found.index + 1})`,
      { line: index + 1, column: found.index + 1 },
    )
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** The text, or what is wrong with the encoding and on which line. */
function decodeUtf8(bytes: Uint8Array): string | { encoding: string; line: number } {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return { encoding: 'it is UTF-16', line: 1 }
  try {
    return strictUtf8.decode(bytes)
  } catch {
    // The first line holding a byte that is not UTF-8 (Latin-1 é, Windows-1252 quotes).
    const encoding = 'it looks like Latin-1 or Windows-1252'
    for (let start = 0, index = 0; ; index++) {
      const end = bytes.indexOf(0x0a, start)
      try {
        strictUtf8.decode(bytes.subarray(start, end < 0 ? bytes.length : end))
      } catch {
        return { encoding, line: index + 1 }
      }
      if (end < 0) return { encoding, line: 0 }
      start = end + 1
    }
  }
}
