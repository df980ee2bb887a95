/**
 * Compiled Markdown, cached on disk by content hash, so a rebuild skips the Markdown work
 * of every unchanged text. The key covers the text and everything that shapes the output
 * (the compiler's own code and the versions of the unified packages), so a cached result
 * is never stale: any change gives a new key. CONTENT_CACHE_DIR moves the cache (tests).
 *
 * A cached text is two lines of JSON: what the check reads (links, pictures, headings,
 * ids, messages, the word count), then the tree, which only the page's render needs. The
 * pipeline parses the first line alone, and a built site keeps no body's tree (types.ts,
 * StoredBody): the render reads it from here.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { threadId } from 'node:worker_threads'
import type { Root } from 'hast'
import { compileMarkdown, type CompiledMarkdown, eachNode } from './markdown.js'

// The compiler's own source (schema, plugins, this file) and the exact versions of every
// package (the lock file), read from the project: code bundled elsewhere (the Vite
// config) finds them by the working directory, the project root.
const SOURCES = [
  'pipeline/markdown/markdown.ts',
  'pipeline/markdown/gfmParser.ts',
  'pipeline/markdown/wordCount.ts',
  'pipeline/markdown/markdownLimits.ts',
  'pipeline/markdown/markdownCache.ts',
  'package-lock.json',
]

let version: string | undefined
function compilerVersion(): string {
  version ??= createHash('sha256')
    .update(SOURCES.map((file) => readFileSync(path.resolve(file), 'utf8')).join('\0'))
    .digest('hex')
  return version
}

const cacheDir = () => path.resolve(process.env.CONTENT_CACHE_DIR ?? 'node_modules/.cache/nile-markdown')

function cacheFile(markdown: string): string {
  const key = createHash('sha256').update(compilerVersion()).update('\0').update(markdown).digest('hex')
  return path.join(cacheDir(), key.slice(0, 2), `${key}.json`)
}

// Folders of the cache this thread made or found: asking the disk again costs a call per text.
const folders = new Set<string>()

export const isCached = (markdown: string): boolean => existsSync(cacheFile(markdown))

/** What the check needs of a compiled text: all of it but the tree, and its word count. */
export type MarkdownOutline = Omit<CompiledMarkdown, 'tree'> & { words: number }

/** compileMarkdown(), from the cache when this exact text was compiled before. */
export function compileMarkdownCached(markdown: string): CompiledMarkdown {
  const cached = readCached(markdown)
  if (cached) return { ...(JSON.parse(cached.outline) as MarkdownOutline), tree: JSON.parse(cached.tree) as Root }
  return compileAndStore(markdown)
}

/** The outline of a text (compiled and cached when it is not yet), without parsing its tree. */
export function markdownOutline(markdown: string): MarkdownOutline {
  const cached = readCached(markdown)
  if (cached) return JSON.parse(cached.outline) as MarkdownOutline
  const { tree, ...outline } = compileAndStore(markdown)
  return { ...outline, words: tree.data?.words ?? 0 }
}

/** The tree of a text as JSON, as the cache holds it (compiled and cached when it is not yet). */
export function cachedTreeJson(markdown: string): string {
  return readCached(markdown)?.tree ?? JSON.stringify(compileAndStore(markdown).tree)
}

/** The cached text's two lines of JSON (JSON escapes every newline inside its strings). */
function readCached(markdown: string): { outline: string; tree: string } | undefined {
  let text: string
  try {
    text = readFileSync(cacheFile(markdown), 'utf8')
  } catch {
    return undefined // not cached yet (or unreadable): compiled, then kept for the next build
  }
  const newline = text.indexOf('\n')
  return { outline: text.slice(0, newline), tree: text.slice(newline + 1) }
}

function compileAndStore(markdown: string): CompiledMarkdown {
  const file = cacheFile(markdown)
  const compiled = compileMarkdown(markdown)
  // Places in the tree are never read after compiling (references keep theirs): they
  // are not stored, and so never reach a page's data.
  eachNode(compiled.tree, (node) => delete node.position)
  try {
    if (!folders.has(path.dirname(file))) mkdirSync(path.dirname(file), { recursive: true })
    folders.add(path.dirname(file))
    // Written aside, then renamed: another thread (markdownPool.ts) never reads half a file.
    const written = `${file}.${process.pid}-${threadId}.tmp`
    const { tree, ...outline } = compiled
    writeFileSync(written, `${JSON.stringify({ ...outline, words: tree.data?.words ?? 0 })}\n${JSON.stringify(tree)}`)
    renameSync(written, file)
  } catch {
    // A read-only disk only costs the next build its speed.
  }
  return compiled
}
