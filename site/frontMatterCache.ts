/**
 * The front-matter store on disk (pipeline/frontMatter/frontMatterCache.ts): one file beside
 * the Markdown cache holds the texts of the last run, by the hash of each YAML text, under
 * a name that hashes the parser's own code and the lock file, so it is never stale.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { threadId } from 'node:worker_threads'
import type { FrontMatterStore } from '../pipeline/frontMatter/frontMatterCache.js'

const SOURCES = [
  'pipeline/frontMatter/frontmatter.ts',
  'pipeline/frontMatter/frontMatterCache.ts',
  'site/frontMatterCache.ts',
  'pipeline/shared/messages.ts',
  'package-lock.json',
]

let version: string | undefined
/** Cache file → hash of a YAML text → its data as JSON. */
const knownByFile = new Map<string, Map<string, string>>()
/** The texts of this run: what the file keeps for the next one. */
const used = new Map<string, string>()

function cacheFile(): string {
  version ??= createHash('sha256')
    .update(SOURCES.map((source) => readFileSync(path.resolve(source), 'utf8')).join('\0'))
    .digest('hex')
    .slice(0, 16)
  return path.resolve(process.env.CONTENT_CACHE_DIR ?? 'node_modules/.cache/nile-markdown', `front-matter-${version}.json`)
}

function knownTexts(): Map<string, string> {
  const file = cacheFile()
  if (!knownByFile.has(file)) {
    try {
      knownByFile.set(file, new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)))
    } catch {
      knownByFile.set(file, new Map()) // not written yet, or unreadable
    }
  }
  return knownByFile.get(file)!
}

const keyOf = (yamlText: string) => createHash('sha256').update(yamlText).digest('base64url')

export const diskFrontMatterStore: FrontMatterStore = {
  get(yamlText) {
    const key = keyOf(yamlText)
    const json = used.get(key) ?? knownTexts().get(key)
    if (json !== undefined) used.set(key, json)
    return json
  },
  set: (yamlText, json) => used.set(keyOf(yamlText), json),
  // Made each time it is asked: a build asks once a file.
  documentOf: (_yamlText, make) => make(),
  save() {
    const known = knownTexts()
    if (used.size === known.size && [...used.keys()].every((key) => known.has(key))) return
    try {
      const file = cacheFile()
      mkdirSync(path.dirname(file), { recursive: true })
      const aside = `${file}.${process.pid}-${threadId}.tmp`
      writeFileSync(aside, JSON.stringify(Object.fromEntries(used)))
      renameSync(aside, file)
      known.clear()
      for (const [key, json] of used) known.set(key, json)
    } catch {
      // The next run parses again.
    }
  },
}
