/**
 * Texts made of the project's code alone (/admin's pipeline.js: site/cms/browserBundle.ts),
 * kept on disk under the code's key (site/bundle.ts: every file of the site's code and the
 * lock files), so that the next process made of the same code reads the text instead of
 * making it again: the dev server at each start, the build, and the tests that bundle it
 * (each about 2 s of CPU: esbuild, and Sass for the components' class names). One text per
 * name is kept: a new key replaces the last one.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { threadId } from 'node:worker_threads'
import { bundleKey } from './bundle.js'

// CODE_CACHE_DIR moves it (npm run bench's cold builds start without it).
const cacheDir = (root: string) =>
  process.env.CODE_CACHE_DIR ? path.resolve(process.env.CODE_CACHE_DIR) : path.join(root, 'node_modules/.cache/nile-code')

// The content folder is the project's own: the key names its base path, which no text of these depends on.
const cacheFile = (name: string, root: string) => path.join(cacheDir(root), `${name}.${bundleKey(root, path.join(root, 'content'))}`)

const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined // not made of this code yet
  }
}

/** The text `name` as the code in `root` made it before, if it did. */
export const readMadeOfCode = (name: string, root = process.cwd()): string | undefined => readText(cacheFile(name, root))

/** The text `name` of the code in `root`, read from the cache when this code made it before, else made and kept. */
export async function madeOfCodeCached(name: string, make: () => Promise<string>, root = process.cwd()): Promise<string> {
  const file = cacheFile(name, root)
  const cached = readText(file)
  if (cached !== undefined) return cached
  const text = await make()
  try {
    mkdirSync(cacheDir(root), { recursive: true })
    for (const old of readdirSync(cacheDir(root))) if (old.startsWith(`${name}.`)) rmSync(path.join(cacheDir(root), old), { force: true })
    // Written aside (a name no cleaning above matches), then renamed: a process starting meanwhile never reads half a text.
    const written = path.join(cacheDir(root), `.${name}.${process.pid}-${threadId}.tmp`)
    writeFileSync(written, text)
    renameSync(written, file)
  } catch {
    // A read-only disk only costs the next process its time.
  }
  return text
}
