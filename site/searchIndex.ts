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
 * Pagefind rebuilds its whole index each time (about 4 ms a page here), so a rebuild in
 * which no page's searchable part changed links the previous build's index instead
 * (site/linkTree.ts). The index's key is the hash of Pagefind's version and options and of
 * what it reads of each page: its file name and its <main data-pagefind-body>
 * (BuiltPage.searchable), recorded beside client/. A change that only the header or the
 * footer shows (a new article's title in the footer, on every page) keeps the index. (The
 * CMS page, the one HTML file the build writes otherwise, is not indexed: it has no
 * data-pagefind-body.)
 *
 * Measured on 1,000 articles of the shared benchmark corpus: the command line (this file)
 * indexes in 4.5 s (7.2 s of CPU); Pagefind's service, which its Node API drives, took
 * 7.8 s for the same HTML (it parses one file at a time) and 4.6–5.0 s (6.2 s of CPU) for
 * the pages' text as custom records, which would need the text extracted here first.
 * Splitting the index into shards merged in the browser (mergeIndex) would re-index one
 * shard after an edit, but a shard without a word answers it with loose matches ("a" for
 * "agronomists"), so the search would get worse: it stays one index.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { BuiltPage } from './builtSite.js'
import { linkTree } from './linkTree.js'

const packageDir = () => path.dirname(createRequire(import.meta.url).resolve('@pagefind/linux-x64/package.json'))
const ARGS = ['--output-subdir', 'pagefind', '--force-language', 'en']
const RECORD = 'search-index.json'

export type IndexRecord = { key: string; pages: number }

/**
 * Links the previous build's index into buildDir when what it indexes of every page is
 * as before, and records it; otherwise says the key of the index makeSearchIndex must make.
 */
export function reuseSearchIndex(buildDir: string, previousDir: string, pages: BuiltPage[]): { reused: IndexRecord } | { key: string } {
  const hash = createHash('sha256')
    .update(readFileSync(path.join(packageDir(), 'package.json')))
    .update(ARGS.join(' '))
  for (const page of [...pages].sort((a, b) => a.file.localeCompare(b.file)))
    if (page.searchable) hash.update('\0').update(page.file).update('\0').update(page.searchable)
  const key = hash.digest('base64url')
  const previous = readRecord(previousDir)
  if (previous?.key !== key || !existsSync(path.join(previousDir, 'client', 'pagefind'))) return { key }
  linkTree(path.join(previousDir, 'client', 'pagefind'), path.join(buildDir, 'client', 'pagefind'))
  writeFileSync(path.join(buildDir, RECORD), JSON.stringify(previous))
  return { reused: previous }
}

/**
 * Indexes the written site (buildDir/client) into buildDir/client/pagefind and records it
 * under `key`; says how many pages it holds. Pagefind runs in its own process, so the build
 * goes on meanwhile; `signal` stops it when the build fails.
 */
export async function makeSearchIndex(buildDir: string, key: string, signal: AbortSignal): Promise<IndexRecord> {
  const output = await runPagefind(['--site', path.join(buildDir, 'client'), ...ARGS], signal)
  // "Indexed 30 pages" in Pagefind's summary.
  const record = { key, pages: Number(/Indexed (\d+) pages?/.exec(output)?.[1] ?? 0) }
  writeFileSync(path.join(buildDir, RECORD), JSON.stringify(record))
  return record
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
