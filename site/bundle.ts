/**
 * A rebuild with unchanged code reuses the previous build's bundle instead of bundling
 * again (a fixed cost, the same for 30 pages or 5,000). The bundle holds no content (routes
 * are read at render time, pictures and the sitemap are written after it) but the site's
 * base path, so it is a function of the code and the base alone: the key hashes the base and every file of the project except the
 * content, the builds, the tests and what is installed, which counts through the lock
 * files. Any change of code, styles or dependencies gives a new key and a new bundle.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { siteBasePath } from './siteBasePath.js'
import { linkTree } from './linkTree.js'
import { isNotCode } from './notCode.js'

const RECORD = 'bundle.json'
const INSTALLED = ['package-lock.json', 'node_modules/.package-lock.json']
// What the bundling writes: the server bundle (kept for this, see renderer/+config.ts),
// the client's assets and the manifest that links them.
const BUNDLE = ['server', 'assets.json', 'client/assets', 'client/.vite']

export function bundleKey(root: string, contentDir: string): string {
  const hash = createHash('sha256')
  // The base path is in every asset's address (vite.config.ts), and SITE_URL or BASE_PATH
  // may set it for one build. At the root of a domain the key is the code's alone.
  const base = siteBasePath()
  if (base !== '/') hash.update(`base ${base}\0`)
  const skipped = (relative: string) => {
    const top = relative.split(path.sep)[0]
    return isNotCode(top) || path.resolve(root, relative) === contentDir
  }
  for (const name of [...codeFiles(root, '', skipped), ...INSTALLED].sort()) {
    const file = path.join(root, name)
    if (existsSync(file)) hash.update(name).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('base64url')
}

/** The files under root/relative, without descending into skipped folders. */
function codeFiles(root: string, relative: string, skipped: (relative: string) => boolean): string[] {
  return readdirSync(path.join(root, relative), { withFileTypes: true }).flatMap((entry) => {
    const name = path.join(relative, entry.name)
    if (skipped(name)) return []
    return entry.isDirectory() ? codeFiles(root, name, skipped) : entry.isFile() ? [name] : []
  })
}

type Bundled = {
  /** The bundler's own peak memory, in MB. */
  peakMB: number
  /** How long the bundler's process ran. */
  seconds: number
  /** What Vite printed: its list of assets, its warnings. */
  output: string
}

/**
 * Bundles the code with Vike (the client's assets and the server bundle) into outDir, in
 * a process of its own, which goes on while this one runs the content pipeline: the two
 * share the two cores (the bundler's main thread waits on rolldown for a quarter of its
 * time), and the bundle needs no content. Its output goes to a file, not a pipe: a pipe
 * that no one reads while the pipeline runs could fill and stop the bundler. `signal`
 * stops it (the content check failed).
 */
export function startBundling(outDir: string, signal: AbortSignal): Promise<Bundled> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, BUILD_OUT_DIR: outDir, NODE_ENV: 'production' }
    const bundler = path.join(import.meta.dirname, 'bundler.mjs')
    const logDir = mkdtempSync(path.join(os.tmpdir(), 'nile-bundler-'))
    const log = path.join(logDir, 'output.txt')
    const logFd = openSync(log, 'w')
    // Its garbage collected by its own thread, as the pages process's (scripts/build.ts): V8's
    // helper threads only add to the two cores' load (about 0.7 s of a cold build of 1,000 articles).
    const child = spawn(process.execPath, ['--single-threaded-gc', bundler], { env, signal, stdio: ['ignore', logFd, logFd, 'ipc'] })
    closeSync(logFd) // the child holds its own copy
    let report: { peakMB: number; ms: number } | undefined
    child.on('message', (message: { peakMB: number; ms: number }) => (report = message))
    // An abort means the build has already failed; any other error is the bundler's.
    child.on('error', (error) => signal.aborted || reject(error))
    child.on('exit', (code) => {
      const output = readFileSync(log, 'utf8')
      rmSync(logDir, { recursive: true, force: true })
      if (report) resolve({ peakMB: report.peakMB, seconds: report.ms / 1000, output })
      else reject(new Error(`the bundler stopped (exit code ${code}) before it finished\n${output}`))
    })
  })
}

/** Links the previous build's bundle into the new build when its key is this one (site/linkTree.ts). */
export function reuseBundle(previousDir: string, nextDir: string, key: string): boolean {
  const reusable = madeOfCode(previousDir, key) && BUNDLE.every((part) => existsSync(path.join(previousDir, part)))
  if (reusable) for (const part of BUNDLE) linkTree(path.join(previousDir, part), path.join(nextDir, part))
  return reusable
}

/** Whether the build in `buildDir` was made of the code whose key is `key` (its bundle and /admin's: site/cms/adminBundles.ts). */
export const madeOfCode = (buildDir: string, key: string): boolean => readRecord(buildDir) === key

export function recordBundle(buildDir: string, key: string): void {
  writeFileSync(path.join(buildDir, RECORD), JSON.stringify({ key }))
}

function readRecord(buildDir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(buildDir, RECORD), 'utf8')) as { key: string }).key
  } catch {
    return undefined
  }
}
