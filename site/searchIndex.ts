/**
 * The site search's index: Pagefind reads the written pages and writes its index and its
 * search script to /pagefind/. Only the <main> of pages marked data-pagefind-body is
 * indexed (indexable pages; header, footer and breadcrumbs left out). Its result
 * addresses are file names (/about-us.html), which the search island turns into the
 * site's addresses.
 *
 * Pagefind's binary comes from its npm package for this platform (@pagefind/linux-x64):
 * the registry this project installs from holds no other platform's build, so the
 * `pagefind` wrapper, which lists them all, cannot be locked for `npm ci`.
 *
 * Pagefind rebuilds its whole index each time (its cost grows with the pages), so a rebuild whose
 * pages are all as before copies the previous build's index instead. Each rendered page
 * is a function of its key (site/renderPages.ts), so the index's key is the hash
 * of every page's key and of Pagefind's version and options, recorded beside client/;
 * no page is read to know it. (The CMS page, the one HTML file the build writes
 * otherwise, is not indexed: it has no data-pagefind-body.)
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const packageDir = () => path.dirname(createRequire(import.meta.url).resolve('@pagefind/linux-x64/package.json'))
const ARGS = ['--output-subdir', 'pagefind', '--force-language', 'en']
const RECORD = 'search-index.json'

type IndexRecord = { key: string; pages: number }

/**
 * Indexes the written site (build/client) into build/client/pagefind, or copies the index
 * of the previous build when no page changed (pagesKey: the hash of every page's key);
 * says how many pages it holds. Pagefind runs in its own process, so the build goes on
 * meanwhile; `signal` stops it when the build fails.
 */
export async function writeSearchIndex(
  buildDir: string,
  previousDir: string,
  pagesKey: string,
  signal: AbortSignal,
): Promise<IndexRecord & { copied: boolean }> {
  const clientDir = path.join(buildDir, 'client')
  const key = createHash('sha256')
    .update(readFileSync(path.join(packageDir(), 'package.json')))
    .update(ARGS.join(' '))
    .update('\0')
    .update(pagesKey)
    .digest('base64url')
  const previous = readRecord(previousDir)
  if (previous?.key === key && existsSync(path.join(previousDir, 'client', 'pagefind'))) {
    cpSync(path.join(previousDir, 'client', 'pagefind'), path.join(clientDir, 'pagefind'), { recursive: true })
    writeFileSync(path.join(buildDir, RECORD), JSON.stringify(previous))
    return { ...previous, copied: true }
  }
  const output = await runPagefind(['--site', clientDir, ...ARGS], signal)
  // "Indexed 30 pages" in Pagefind's summary.
  const record = { key, pages: Number(/Indexed (\d+) pages?/.exec(output)?.[1] ?? 0) }
  writeFileSync(path.join(buildDir, RECORD), JSON.stringify(record))
  return { ...record, copied: false }
}

/** Pagefind's standard output, once it exited successfully. */
function runPagefind(args: string[], signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(packageDir(), 'bin', 'pagefind_extended'), args, { signal })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
    child.on('error', (error) => reject(new Error(`Pagefind failed: ${error.message}`)))
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`Pagefind failed: ${stderr.trim() || stdout.trim()}`))))
  })
}

function readRecord(buildDir: string): IndexRecord | undefined {
  try {
    return JSON.parse(readFileSync(path.join(buildDir, RECORD), 'utf8')) as IndexRecord
  } catch {
    return undefined
  }
}
