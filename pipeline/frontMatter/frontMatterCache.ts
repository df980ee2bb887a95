/**
 * The data of front matter parsed before, by the hash of its YAML text: a rebuild (and
 * each check of the dev server and the content manager) parses only the front matter that
 * changed. Parsing YAML into a document that can place every message is the largest cost
 * of a rebuild's pipeline (about 0.6 ms a file). Only texts that parsed without a message
 * are kept, so every message is made again exactly as before, and the document is made
 * again only when something asks where a field is (pipeline/frontMatter/frontmatter.ts).
 *
 * One file beside the Markdown cache holds the texts of the last run, under a name that
 * hashes the parser's own code and the lock file, so it is never stale.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { threadId } from 'node:worker_threads'

const SOURCES = [
  'pipeline/frontMatter/frontmatter.ts',
  'pipeline/frontMatter/frontMatterCache.ts',
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

/** The data of this YAML text, when it parsed without a message before (a fresh copy). */
export function cachedFrontMatter(yamlText: string): unknown {
  const key = keyOf(yamlText)
  const json = used.get(key) ?? knownTexts().get(key)
  if (json === undefined) return undefined
  used.set(key, json)
  return JSON.parse(json)
}

/** Keeps the data of a YAML text that parsed without a message, when JSON holds it exactly. */
export function keepFrontMatter(yamlText: string, data: unknown): void {
  let exact = true
  const json = JSON.stringify(data, (_key, value: unknown) => {
    // JSON has no Infinity, NaN or -0, and no undefined in a list.
    if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0))) exact = false
    if (value === undefined) exact = false
    return value
  })
  if (exact && json !== undefined) used.set(keyOf(yamlText), json)
}

/**
 * The YAML document of a text, made by `make` when a message asks where a field is: made
 * each time it is asked here (a build asks once a file); the content manager's check in the
 * browser, which builds the site at each keystroke, keeps it (cms/browserCheck/replaced/).
 */
export const documentOf = <T>(_yamlText: string, make: () => T): T => make()

/** Writes the texts of this run for the next one (a read-only disk only costs speed). */
export function saveFrontMatterCache(): void {
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
}
