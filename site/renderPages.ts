/**
 * Renders every page of the site into buildDir/client, on every core: render threads
 * (site/pageRenderer.ts) take batches of pages from this thread, which makes each
 * page's data only when its batch is sent, so memory stays flat however many pages.
 *
 * Rebuilds skip the pages that cannot have changed. A page's HTML is a function of two
 * things only: its data (PageData, which carries everything it shows of other pages) and
 * the server bundle that renders it (components, styles' class names, asset URLs). So
 * each page gets a key, the hash of both; a page whose key is the one recorded with the
 * previous build is linked from that build instead of being rendered again.
 *
 * The record (pages.json) sits beside client/ in the build folder, outside what is
 * served, and moves with it when scripts/build.ts swaps the new build in: it always
 * describes exactly the HTML next to it. Any change of code gives every page a new key.
 */
import { htmlFileOf, NOT_FOUND_ROUTE } from '../pipeline/addresses.js'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import type { PageData } from '../pipeline/pageData.js'
import type { Site } from '../pipeline/types.js'
import { notFoundData, pageDataFor } from '../pipeline/siteData.js'
import { startModuleWorker } from '../pipeline/moduleWorker.js'
import type { BuiltPage } from './builtSite.js'
import type { RenderTask } from './pageRenderer.js'

type PagesRecord = { pages: { [route: string]: string } }

const RECORD = 'pages.json'
/** Pages per message: large enough to keep the threads busy, small enough to balance them. */
const BATCH = 25
/** A thread costs about half a second to start: one per this many pages, up to one per core. */
const PAGES_PER_THREAD = 200

type Rendered = {
  pages: BuiltPage[]
  rendered: number
  linked: number
  /** How many render threads shared the pages. */
  threads: number
}

export async function renderPages(site: Site, buildDir: string, previousDir: string): Promise<Rendered> {
  const bundle = bundleHash(buildDir)
  const previous = readRecord(previousDir)
  const record: PagesRecord = { pages: {} }
  let linked = 0
  const taskOf = (route: string, file: string, data: PageData, notFound?: true): RenderTask => {
    const json = JSON.stringify(data)
    const key = createHash('sha256').update(bundle).update('\0').update(json).digest('base64url')
    record.pages[route] = key
    if (previous.pages[route] === key && existsSync(path.join(previousDir, 'client', file))) {
      linked++
      return { route, file, ...(notFound && { notFound }) }
    }
    return { route, file, data: json, ...(notFound && { notFound }) }
  }
  const routes = [...site.pages.keys()]
  const batches = function* () {
    // The not-found page: /404.html, which static hosts serve for any unknown address.
    yield [taskOf(NOT_FOUND_ROUTE, htmlFileOf(NOT_FOUND_ROUTE), notFoundData(site), true)]
    for (let start = 0; start < routes.length; start += BATCH) {
      yield routes.slice(start, start + BATCH).map((route) => taskOf(route, htmlFileOf(route), pageDataFor(site, route)!))
    }
  }
  const threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(routes.length / PAGES_PER_THREAD)))
  const pages = await inThreads(threads, { buildDir, previousDir }, batches())
  writeFileSync(path.join(buildDir, RECORD), JSON.stringify(record))
  return { pages, rendered: pages.length - linked, linked, threads }
}

/** Sends each batch to whichever thread is free; rejects with the first failure. */
function inThreads(
  count: number,
  options: { buildDir: string; previousDir: string },
  batches: Iterator<RenderTask[]>,
): Promise<BuiltPage[]> {
  return new Promise((resolve, reject) => {
    const pages: BuiltPage[] = []
    const workers = Array.from({ length: count }, () => startModuleWorker(new URL('./renderWorker.ts', import.meta.url), options))
    let working = count
    let stopped = false
    const stop = (error?: Error) => {
      if (stopped) return
      stopped = true
      for (const worker of workers) void worker.terminate()
      if (error) reject(error)
      else resolve(pages)
    }
    for (const worker of workers) {
      worker.on('error', stop)
      worker.on('exit', (code) => stop(new Error(`a render thread stopped (exit code ${code})`)))
      // A thread's first message is an empty one: it is ready for its first batch.
      worker.on('message', (reply: { pages: BuiltPage[] } | { error: string }) => {
        if ('error' in reply) return stop(new Error(reply.error))
        pages.push(...reply.pages)
        const next = batches.next()
        if (!next.done) worker.postMessage(next.value)
        else if (--working === 0) stop()
      })
    }
  })
}

function readRecord(buildDir: string): PagesRecord {
  try {
    return JSON.parse(readFileSync(path.join(buildDir, RECORD), 'utf8')) as PagesRecord
  } catch {
    return { pages: {} } // no previous build, or one from before pages were recorded
  }
}

/** The server bundle and the client's asset manifest: all the code that shapes HTML. */
function bundleHash(buildDir: string): string {
  const hash = createHash('sha256')
  const serverDir = path.join(buildDir, 'server')
  const files = (readdirSync(serverDir, { recursive: true }) as string[]).sort().map((name) => path.join(serverDir, name))
  for (const file of [...files, path.join(buildDir, 'assets.json')]) {
    if (!existsSync(file) || !statSync(file).isFile()) continue
    hash.update(path.relative(buildDir, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('base64url')
}
