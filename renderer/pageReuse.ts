/**
 * Rebuilds skip the pages that cannot have changed. A page's HTML is a function of two
 * things only: its data (PageData, which carries everything it shows of other pages) and
 * the server bundle that renders it (components, styles' class names, asset URLs). So
 * each page gets a key, the hash of both; a page whose key is the one recorded with the
 * previous build is copied from that build instead of being rendered again.
 *
 * The record (pages.json) sits beside client/ in the build folder, outside what is
 * served, and moves with it when scripts/build.ts swaps the new build in: it always
 * describes exactly the HTML next to it. Any change of code gives every page a new key.
 */
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PageData } from './pageData.js'

declare global {
  // Set by scripts/build.ts: the build being written and the last good one. Absent when
  // Vite is run by other means, and then every page is rendered.
  var __pageReuse: { previousDir: string; nextDir: string; reused?: number } | undefined
}

type Entry = { url: string; pageContext: { data: PageData } }
type Record = { pages: { [route: string]: string } }

const RECORD = 'pages.json'

/** /about-us → about-us.html, / → index.html (Vike's prerender with noExtraDir). */
export const htmlFileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`)

/** The entries that must be rendered; the others are copied from the previous build. */
export function pagesToRender(entries: Entry[]): Entry[] {
  const reuse = globalThis.__pageReuse
  if (!reuse) return entries
  const bundle = bundleHash(reuse.nextDir)
  const previous = readRecord(reuse.previousDir)
  const record: Record = { pages: {} }
  const toRender = entries.filter(({ url, pageContext }) => {
    const key = createHash('sha256').update(bundle).update('\0').update(JSON.stringify(pageContext.data)).digest('base64url')
    record.pages[url] = key
    return previous.pages[url] !== key || !copyPage(reuse.previousDir, reuse.nextDir, url)
  })
  writeFileSync(path.join(reuse.nextDir, RECORD), JSON.stringify(record))
  reuse.reused = entries.length - toRender.length
  return toRender
}

function readRecord(buildDir: string): Record {
  try {
    return JSON.parse(readFileSync(path.join(buildDir, RECORD), 'utf8')) as Record
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

/** Copies one page's HTML; false when the previous build lacks it (then it is rendered). */
function copyPage(previousDir: string, nextDir: string, route: string): boolean {
  const from = path.join(previousDir, 'client', htmlFileOf(route))
  if (!existsSync(from)) return false
  const to = path.join(nextDir, 'client', htmlFileOf(route))
  mkdirSync(path.dirname(to), { recursive: true })
  copyFileSync(from, to)
  return true
}
