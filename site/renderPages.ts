/**
 * Renders every page of the site into buildDir/client, on every core: render threads
 * (site/pageRenderer.ts) take batches of pages from this thread, which makes each
 * page's data only when its batch is sent, so memory stays flat however many pages.
 *
 * Rebuilds skip the pages that cannot have changed. A page's HTML is a function of two
 * things only: its data (PageData, which carries everything it shows of other pages) and
 * the server bundle that renders it (components, styles' class names, asset URLs). So
 * each page gets a key, the hash of both; a page whose key is the one recorded with the
 * previous build is linked from that build (site/linkTree.ts) instead of being rendered
 * again, and what the link check needs of it (BuiltPage) comes from the record too, so an
 * unchanged page is neither read nor parsed: a rebuild costs its changed pages.
 *
 * The record (pages.json) sits beside client/ in the build folder, outside what is
 * served, and moves with it when scripts/build.ts swaps the new build in: it always
 * describes exactly the HTML next to it. Any change of code gives every page a new key.
 */
import { htmlFileOf, NOT_FOUND_ROUTE } from '../pipeline/shared/addresses.js'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import type { Site } from '../pipeline/shared/types.js'
import { notFoundData, pageDataJson } from '../pipeline/page/siteData.js'
import { startModuleWorker } from './moduleWorker.js'
import type { BuiltPage } from './builtSite.js'
import { linkFile } from './linkTree.js'
import type { RendererOptions, RenderTask } from './pageRenderer.js'

/** A BuiltPage as JSON (its ids as a list). */
type RecordedPage = Omit<BuiltPage, 'ids'> & { ids: string[] }
type PagesRecord = { pages: { [route: string]: { key: string; built?: RecordedPage } } }

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
  const clientDir = path.join(buildDir, 'client')
  const previousClientDir = path.join(previousDir, 'client')
  const folders = new Set<string>()
  const linked: BuiltPage[] = []
  /** The page's render task, or none when it is linked from the previous build. */
  const taskOf = (route: string, file: string, json: string, notFound?: true): RenderTask[] => {
    const key = createHash('sha256').update(bundle).update('\0').update(json).digest('base64url')
    const before = previous.pages[route]
    if (before?.key === key && before.built && existsSync(path.join(previousClientDir, file))) {
      const target = path.join(clientDir, file)
      if (!folders.has(path.dirname(target))) mkdirSync(path.dirname(target), { recursive: true })
      folders.add(path.dirname(target))
      linkFile(path.join(previousClientDir, file), target)
      linked.push({ ...before.built, ids: new Set(before.built.ids) })
      record.pages[route] = before
      return []
    }
    record.pages[route] = { key }
    return [{ route, file, data: json, ...(notFound && { notFound }) }]
  }
  const routes = [...site.pages.keys()]
  const batches = (function* () {
    // The not-found page: /404.html, which static hosts serve for any unknown address.
    const notFound = taskOf(NOT_FOUND_ROUTE, htmlFileOf(NOT_FOUND_ROUTE), JSON.stringify(notFoundData(site)), true)
    if (notFound.length) yield notFound
    for (let start = 0; start < routes.length; start += BATCH) {
      const tasks = routes.slice(start, start + BATCH).flatMap((route) => taskOf(route, htmlFileOf(route), pageDataJson(site, route)!))
      if (tasks.length) yield tasks
    }
  })()
  // No thread starts (half a second each) when every page is linked.
  const first = batches.next()
  const threads = first.done ? 0 : Math.max(1, Math.min(availableParallelism(), Math.ceil(routes.length / PAGES_PER_THREAD)))
  const rendered = first.done
    ? []
    : await inThreads(
        threads,
        { buildDir, basePath: site.settings.basePath },
        (function* () {
          yield first.value
          yield* batches
        })(),
      )
  const routeOfFile = new Map(Object.keys(record.pages).map((route) => [htmlFileOf(route), route]))
  for (const page of rendered) record.pages[routeOfFile.get(page.file)!].built = { ...page, ids: [...page.ids] }
  // A linked page links the merged stylesheet that a page of its build wrote (site/stylesheets.ts).
  for (const href of new Set(linked.flatMap((page) => page.stylesheets))) {
    const file = path.join(clientDir, href)
    if (!existsSync(file)) linkFile(path.join(previousClientDir, href), file)
  }
  writeFileSync(path.join(buildDir, RECORD), JSON.stringify(record))
  return { pages: [...rendered, ...linked], rendered: rendered.length, linked: linked.length, threads }
}

/** Sends each batch to whichever thread is free; rejects with the first failure. */
function inThreads(count: number, options: RendererOptions, batches: Iterator<RenderTask[]>): Promise<BuiltPage[]> {
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
    return { pages: {} } // no previous build
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
