/**
 * node scripts/run.mjs <script> [arguments]: runs scripts/<script>.ts (npm run build,
 * check, …) as plain JavaScript.
 *
 * Node 20 runs TypeScript only through a loader (tsx), whose hooks take a round trip to
 * another thread for every module that a process or one of its workers imports, which
 * every build and check pays again. So the TypeScript that runs
 * in Node (every folder of FOLDERS below) is compiled file by file with esbuild, once per
 * change of those sources, into node_modules/.cache/nile-scripts/<hash of the sources>/,
 * and the script is imported from there. Imports keep their paths (`./x.js`), so the
 * compiled files find each other and node_modules as the sources do; workers start from
 * their compiled files too (site/moduleWorker.ts).
 *
 * Plain JavaScript itself: it is what runs before anything is compiled.
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const FOLDERS = ['model', 'pipeline', 'components', 'renderer', 'site', 'dev', 'cms', 'scripts', 'login']
const cacheDir = path.join(root, 'node_modules', '.cache', 'nile-scripts')
/** Compiled copies of older sources, left by earlier runs, go after a day (a running build may still use one). */
const STALE_MS = 24 * 60 * 60 * 1000

const sources = FOLDERS.flatMap((folder) => readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
  .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
  .sort()

// esbuild itself is loaded only to compile (about 17 MB a process); its version keys the cache.
const hash = createHash('sha256').update(createRequire(import.meta.url)('esbuild/package.json').version)
for (const file of sources)
  hash
    .update(file)
    .update('\0')
    .update(readFileSync(path.join(root, file)))
    .update('\0')
const outDir = path.join(cacheDir, hash.digest('hex').slice(0, 16))

if (!existsSync(outDir)) {
  // Compiled aside and renamed: builds running side by side (the tests) never see half of it.
  const compiling = `${outDir}-${process.pid}.tmp`
  const typescript = sources.filter((file) => !file.endsWith('.mjs'))
  const { build } = await import('esbuild')
  await build({
    entryPoints: typescript.map((file) => path.join(root, file)),
    outdir: compiling,
    outbase: root,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'error',
  })
  for (const file of sources.filter((file) => file.endsWith('.mjs'))) cpSync(path.join(root, file), path.join(compiling, file))
  // Under node_modules a folder without its own package.json is CommonJS.
  writeFileSync(path.join(compiling, 'package.json'), '{ "type": "module" }\n')
  try {
    renameSync(compiling, outDir)
  } catch {
    rmSync(compiling, { recursive: true, force: true }) // another run compiled the same sources first
  }
  for (const name of readdirSync(cacheDir)) {
    const other = path.join(cacheDir, name)
    if (other !== outDir && Date.now() - statSync(other).mtimeMs > STALE_MS) rmSync(other, { recursive: true, force: true })
  }
}

// The script sees the arguments as if it had been started itself.
const [script] = process.argv.splice(2, 1)
if (!script || !existsSync(path.join(root, 'scripts', `${script}.ts`))) {
  console.error(`Usage: node scripts/run.mjs <script> [arguments], where scripts/<script>.ts exists`)
  process.exit(2)
}
await import(pathToFileURL(path.join(outDir, 'scripts', `${script}.js`)).href)
