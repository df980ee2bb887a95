/**
 * The cleaned copy of each SVG, kept by the hash of its text: cleaning needs jsdom, which
 * takes about a second to load, so a rebuild or a check whose SVGs are as before does not
 * load it at all. One small JSON file a picture, beside the Markdown cache, in a folder
 * named by the hash of the cleaner's code and the lock file (DOMPurify's and jsdom's
 * versions), so it is never stale.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type SanitisedSvg, sanitiseSvg } from './svgSanitiser.js'

const SOURCES = ['site/svgSanitiser.ts', 'package-lock.json']

let version: string | undefined
const cacheFolder = () => {
  version ??= createHash('sha256')
    .update(SOURCES.map((source) => readFileSync(path.resolve(source), 'utf8')).join('\0'))
    .digest('hex')
    .slice(0, 16)
  return path.resolve(process.env.CONTENT_CACHE_DIR ?? 'node_modules/.cache/nile-markdown', `svg-${version}`)
}

/** What cleaning took in this process, jsdom's loading included: the build reports it (site/buildPages.ts). */
export const svgCleaning = { cleaned: 0, seconds: 0 }

/** sanitiseSvg(text), from the cache when this text was cleaned before. */
export function cleanedSvg(text: string): SanitisedSvg {
  const file = path.join(cacheFolder(), `${createHash('sha256').update(text).digest('base64url')}.json`)
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SanitisedSvg
  } catch {
    // not cleaned before (or unreadable): clean it now
  }
  const started = performance.now()
  const result = sanitiseSvg(text)
  svgCleaning.cleaned++
  svgCleaning.seconds += (performance.now() - started) / 1000
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    // Written beside, then renamed: a build running beside this one never reads half a file.
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(result))
    renameSync(temporary, file)
  } catch {
    // a cache that cannot be written only costs time
  }
  return result
}
