/**
 * npm run build: check the content, prerender into a fresh folder, check every link of
 * the written HTML, and only then replace dist/. Any failure leaves the previous dist/
 * untouched, so a broken edit never takes the last good site down.
 *
 * Three processes besides this one, which holds almost nothing itself: the pages process
 * (site/buildPages.ts) runs the content pipeline once, renders every page into the next
 * build, writes the files made from content and checks the links and budgets; Vike bundles
 * the code in a process of its own beside the pipeline (site/bundle.ts); Pagefind indexes
 * the written pages beside the pictures and the link check (site/searchIndex.ts). Pagefind
 * runs from here, so its peak, which comes at the end of its run, meets no other large
 * process: the pages process has ended by then and given its memory back.
 *
 * A rebuild links what cannot have changed from the previous build: the bundle when no
 * code changed, unchanged pages, an unchanged search index. It prints where the time
 * went and the peak memory. DIST_DIR builds somewhere else than dist/ (the bench).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { failBuild } from '../site/buildFailure.js'
import type { PagesMessage, PagesReport } from '../site/buildPages.js'
import { guardRunnerOutput } from '../site/runnerOutput.js'
import { type IndexRecord, makeSearchIndex } from '../site/searchIndex.js'
import { adminLoginOff } from '../site/deploy.js'

// What content reaches this output (a failure's message) can never be read as a workflow command (site/runnerOutput.ts).
guardRunnerOutput()

const started = performance.now()
const seconds = (from: number, to = performance.now()) => `${((to - from) / 1000).toFixed(1)} s`
const stopIndexing = new AbortController()
const fail = (message: string): never => failBuild(message, dist, () => stopIndexing.abort())

const dist = path.resolve(process.env.DIST_DIR ?? 'dist')
const next = `${dist}-next`
const old = `${dist}-old`

rmSync(next, { recursive: true, force: true })
// The swap keeps the previous build in dist-old/ (its files mostly shared with dist/ as
// hard links), and the next build removes it beside its own work: removing a large
// site's files takes seconds, which no build then waits for.
const removingOld = rm(old, { recursive: true, force: true })

// The pages process runs compiled, as this script does (scripts/run.mjs), with this
// process's Node options (node --cpu-prof scripts/run.mjs build profiles it too), and two
// of V8's own, which are the process's, worker threads included. Its work allocates
// short-lived objects by the gigabyte (remark's parser, React's render): semi-spaces of
// 64 MB instead of V8's 16 MB run its young-generation collector a quarter as often (32 MB
// took about a quarter off the CPU of compiling Markdown, 64 MB 1.0–1.5 s more off a cold
// build of 1,000 articles; 128 MB was no faster). And its garbage is collected by the
// thread that made it: V8's four helper threads, collecting beside three or four busy
// threads of ours and the bundler on two cores, cost more than they saved (measured on
// ../shared/bench's 1,000 articles, interleaved: 14.4–15.8 s against 16.3–17.9 s, 24–26.5 s
// of CPU against 28–30.5 s, and a peak of 0.86 GB against 0.78–1.09 GB).
const GARBAGE_COLLECTION = ['--max-semi-space-size=64', '--single-threaded-gc']
const pagesProcess = spawn(
  process.execPath,
  [
    ...process.execArgv,
    ...GARBAGE_COLLECTION.filter((flag) => !process.execArgv.some((given) => given.startsWith(flag.split('=')[0]))),
    fileURLToPath(new URL('../site/buildPages.js', import.meta.url)),
    dist,
    next,
  ],
  {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  },
)
let indexing: Promise<{ record: IndexRecord; done: number }> | undefined
let indexStarted = 0
let report: PagesReport | undefined
pagesProcess.on('message', (message: PagesMessage) => {
  if ('done' in message) report = message.done
  else {
    indexStarted = performance.now()
    indexing = makeSearchIndex(next, message.index, stopIndexing.signal).then(
      (record) => ({ record, done: performance.now() }),
      (error: Error) => fail(`The search index failed: ${error.message}`),
    )
  }
})
// 'close', not 'exit': it comes after the last message on the IPC channel has been read.
const [status, signal] = (await once(pagesProcess, 'close')) as [number | null, string | null]
if (!report) {
  stopIndexing.abort()
  // Exit code 1: the pages process printed what failed and that dist/ was left as it was.
  if (status === 1) process.exit(1)
  fail(`The build's pages process stopped before it finished (${signal ?? `exit code ${status}`}).`)
}
const pagesReport = report!
const search = indexing ? await indexing : undefined
const allDone = performance.now()

// The build before last, kept by the last swap, was removed while this one worked.
await removingOld
if (existsSync(dist)) renameSync(dist, old)
renameSync(next, dist)

const searchTime = search
  ? `${seconds(indexStarted, search.done)} (${search.record.pages} pages; beside the pictures and the link check)`
  : `0.0 s (${pagesReport.searchReused?.pages} pages, what it indexes unchanged, linked)`
console.log(`\nTime: ${pagesReport.phases}, search index ${searchTime}, swap ${seconds(allDone)}`)
// Each process's own peak; npm run bench measures all of them together (scripts/lib/treeMemory.ts).
console.log(
  `Peak memory (RSS): the pages process ${pagesReport.peakMB} MB${pagesReport.bundlerPeakMB ? `, the bundler's process ${pagesReport.bundlerPeakMB} MB` : ''}, this process ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
)
// Not a failure: the site is published, only its content manager is not (site/deploy.ts).
const loginOff = adminLoginOff()
if (loginOff) console.log(`\n⚠ /admin: ${loginOff}`)
console.log(`✔ ${pagesReport.pages} pages built into ${path.relative(process.cwd(), dist)}/client in ${seconds(started)}`)
