/**
 * The Markdown store on disk (pipeline/markdown/markdownCache.ts), by content hash, so a
 * rebuild skips the Markdown work of every unchanged text. The key covers the text and
 * everything that shapes the output (the compiler's own code and the versions of the
 * unified packages), so a cached result is never stale: any change gives a new key.
 * CONTENT_CACHE_DIR moves the cache (tests).
 *
 * A cached text is two lines of JSON: the outline, then the tree (JSON escapes every
 * newline inside its strings).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { threadId } from 'node:worker_threads'
import type { CompiledMarkdown } from '../pipeline/markdown/markdown.js'
import { compileMarkdownIn, type MarkdownStore } from '../pipeline/markdown/markdownCache.js'

// The compiler's own source (schema, plugins, the stores) and the exact versions of every
// package (the lock file), read from the project: code bundled elsewhere (the Vite
// config) finds them by the working directory, the project root.
const SOURCES = [
  'pipeline/markdown/markdown.ts',
  'pipeline/markdown/gfmParser.ts',
  'pipeline/markdown/wordCount.ts',
  'pipeline/markdown/markdownLimits.ts',
  'pipeline/markdown/markdownCache.ts',
  'site/markdownCache.ts',
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

export const diskMarkdownStore: MarkdownStore = {
  get(markdown) {
    let text: string
    try {
      text = readFileSync(cacheFile(markdown), 'utf8')
    } catch {
      return undefined // not cached yet (or unreadable): compiled, then kept for the next build
    }
    const newline = text.indexOf('\n')
    return { outline: text.slice(0, newline), tree: text.slice(newline + 1) }
  },
  set(markdown, { outline, tree }) {
    const file = cacheFile(markdown)
    try {
      if (!folders.has(path.dirname(file))) mkdirSync(path.dirname(file), { recursive: true })
      folders.add(path.dirname(file))
      // Written aside, then renamed: another thread (markdownPool.ts) never reads half a file.
      const written = `${file}.${process.pid}-${threadId}.tmp`
      writeFileSync(written, `${outline}\n${tree}`)
      renameSync(written, file)
    } catch {
      // A read-only disk only costs the next build its speed.
    }
  },
}

/** compileMarkdown(), from the disk when this exact text was compiled before (the pool's threads, the CMS's link targets). */
export const compileMarkdownCached = (markdown: string): CompiledMarkdown => compileMarkdownIn(diskMarkdownStore, markdown)
