/**
 * A site built for a folder of its domain (BASE_PATH=/website/, as a GitHub Pages project
 * site is served), served there alone, and crawled from its home page, its sitemap, feed,
 * robots.txt, content manager and not-found page: every address of the site that a page
 * names (links, stylesheets, scripts, pictures and each srcset candidate, forms, canonical
 * and Open Graph addresses, JSON-LD) or that the sitemap, the feed or a stylesheet names
 * answers 200 below the base, and none of them leaves it.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeOfHtml } from '../../pipeline/shared/addresses.js'
import { withBase } from '../../pipeline/shared/basePath.js'
import { SITE_DEPLOY } from '../../site/deploy.js'
import { htmlFiles } from '../../site/builtSite.js'
import { createStaticServer, listen } from '../../scripts/lib/staticServer.js'
import { parseHtml } from '../helpers/html.js'
import { fixtureDir } from '../helpers/fixtureBuilds.js'
import { runBuildOfCopy } from '../helpers/siteCopy.js'

const BASE = '/website/'
const contentDir = path.resolve('content')
/** The site's public origin (site/deploy.ts: https://www.nileridge.example): its absolute addresses are read as the local server's. */
const publicOrigin = new URL(SITE_DEPLOY.url).origin

/** Where each kind of element names an address. */
const ADDRESS_ATTRIBUTES: [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['link[href]', 'href'],
  ['script[src]', 'src'],
  ['img[src]', 'src'],
  ['iframe[src]', 'src'],
  ['form[action]', 'action'],
  ['meta[property="og:url"]', 'content'],
  ['meta[property="og:image"]', 'content'],
  ['meta[name="twitter:image"]', 'content'],
]
const CANDIDATE_ATTRIBUTES: [selector: string, attribute: string][] = [
  ['img[srcset]', 'srcset'],
  ['source[srcset]', 'srcset'],
  ['link[imagesrcset]', 'imagesrcset'],
]

/** Every string of a JSON-LD value that reads as an address. */
function jsonLdAddresses(value: unknown): string[] {
  if (typeof value === 'string') return /^(https?:\/\/|\/)/.test(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap(jsonLdAddresses)
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonLdAddresses)
  return []
}

function addressesOfHtml(html: string): string[] {
  // happy-dom would fetch a preload as the page is parsed (and fail on an address without origin).
  const document = parseHtml(html.replace(/\srel="(preload|modulepreload)"/g, ' data-rel="$1"'))
  const found = ADDRESS_ATTRIBUTES.flatMap(([selector, attribute]) =>
    [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute)!),
  )
  for (const [selector, attribute] of CANDIDATE_ATTRIBUTES)
    for (const element of document.querySelectorAll(selector))
      found.push(
        ...element
          .getAttribute(attribute)!
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0]),
      )
  for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
    found.push(...jsonLdAddresses(JSON.parse(script.textContent ?? 'null')))
  return found.filter((address) => address && !/^(mailto:|tel:|#)/.test(address))
}

/** The addresses of a sitemap, a feed (RSS with its atom:link), robots.txt or a stylesheet. */
function addressesOfText(text: string): string[] {
  return [
    ...text.matchAll(/<(?:loc|link|url|guid[^>]*)>([^<]+)</g),
    ...text.matchAll(/\shref="([^"]+)"/g),
    ...text.matchAll(/^Sitemap: (\S+)$/gm),
    ...text.matchAll(/url\(["']?([^"')]+)["']?\)/g),
  ].map((match) => match[1].replaceAll('&amp;', '&'))
}

type Crawl = {
  /** HTML documents read. */
  pages: Set<string>
  /** Other files fetched (stylesheets, scripts, pictures, sitemap, feed…). */
  assets: Set<string>
  /** Every address of the site found, as written, with the page that names it. */
  links: { address: string; from: string }[]
  /** Addresses that did not answer 200, and those outside the base. */
  broken: string[]
  outside: string[]
}

async function crawl(local: string, starts: string[]): Promise<Crawl> {
  const result: Crawl = { pages: new Set(), assets: new Set(), links: [], broken: [], outside: [] }
  const seen = new Set<string>()
  const queue = starts.map((start) => ({ url: new URL(start, local), from: '(start)' }))
  const enqueue = (address: string, from: URL) => {
    const url = new URL(address, from)
    if (url.origin === publicOrigin) url.href = `${local}${url.pathname}${url.search}`
    if (url.origin !== new URL(local).origin) return // another site
    result.links.push({ address, from: from.pathname })
    if (!url.pathname.startsWith(BASE)) result.outside.push(`${from.pathname}: ${address}`)
    else queue.push({ url, from: from.pathname })
  }
  while (queue.length) {
    const { url, from } = queue.shift()!
    url.hash = ''
    if (seen.has(url.href)) continue
    seen.add(url.href)
    const response = await fetch(url, { redirect: 'manual' })
    if (response.status !== 200) {
      result.broken.push(`${from}: ${url.pathname}${url.search} answered ${response.status}`)
      continue
    }
    const type = response.headers.get('content-type') ?? ''
    const text = /text|xml|json|javascript/.test(type) ? await response.text() : ''
    if (type.startsWith('text/html')) {
      result.pages.add(url.pathname)
      for (const address of addressesOfHtml(text)) enqueue(address, url)
    } else {
      result.assets.add(url.pathname)
      if (/xml|text\/plain|text\/css/.test(type)) for (const address of addressesOfText(text)) enqueue(address, url)
    }
  }
  return result
}

describe(`a site built for ${BASE} and served there`, () => {
  let workDir: string
  let clientDir: string
  let server: Server
  let local: string
  let found: Crawl

  beforeAll(async () => {
    workDir = fixtureDir('base-path')
    // The site's content, with a raster picture (which has sized copies, so srcset candidates
    // and a preload) as an article's cover in its front matter and in its Markdown.
    const content = path.join(workDir, 'content')
    cpSync(contentDir, content, { recursive: true })
    const article = path.join(content, 'blog', 'data-analytics.md')
    const text = readFileSync(article, 'utf8').replace('src: /images/blog/data-analytics.svg', 'src: /images/share-default.png')
    writeFileSync(article, `${text}\n![The share picture, as an example](/images/share-default.png)\n`)
    const build = runBuildOfCopy(workDir, content, { BASE_PATH: BASE })
    if (build.status !== 0) throw new Error(`The site did not build for ${BASE}:\n${build.stdout}\n${build.stderr}`)
    clientDir = path.join(workDir, 'dist', 'client')
    server = createStaticServer(clientDir, BASE)
    local = `http://127.0.0.1:${await listen(server, 0)}`
    // The not-found page is what the host serves for an unknown address: its links are crawled from there.
    const notFound = await fetch(`${local}${BASE}no-such-page`)
    expect(notFound.status).toBe(404)
    found = await crawl(local, [BASE, `${BASE}sitemap.xml`, `${BASE}rss.xml`, `${BASE}robots.txt`, `${BASE}admin/`, `${BASE}404`])
    console.log(
      `Crawl below ${BASE}: ${found.pages.size} pages, ${found.links.length} links to the site (${new Set(found.links.map((link) => link.address)).size} distinct), ${found.assets.size} other files`,
    )
  }, 600_000) // a whole build, bundle included (the base is in every asset's address)

  afterAll(() => {
    server?.close()
    if (workDir) rmSync(workDir, { recursive: true, force: true })
  })

  it('answers 200 for every address of the site that a page, the sitemap, the feed or a stylesheet names', () => {
    expect(found.broken).toEqual([])
    expect(found.links.length).toBeGreaterThan(1000)
  })

  it('has no address of the site outside the base: links, assets, canonical, Open Graph, JSON-LD, sitemap and feed', () => {
    expect(found.outside).toEqual([])
    // What the crawl reads did name the site: the absolute addresses among them, with the base.
    const absolute = found.links.filter((link) => link.address.startsWith(publicOrigin))
    expect(absolute.length).toBeGreaterThan(100)
    for (const link of absolute) expect(link.address).toMatch(new RegExp(`^${publicOrigin}${BASE}`))
  })

  it('reaches every page the build wrote, and the files every page needs', () => {
    // /website/admin/ and /website/admin are one page (admin/index.html).
    const crawled = new Set([...found.pages].map((page) => (page === BASE ? page : page.replace(/\/$/, ''))))
    const written = htmlFiles(clientDir).map((file) => withBase(BASE, routeOfHtml(file)))
    expect(written.length).toBeGreaterThan(30)
    expect(written.filter((address) => !crawled.has(address))).toEqual([])
    const assets = [...found.assets]
    for (const kind of [/\.css$/, /\.js$/, /\/images\/sized\/.+-480\.webp$/, /-share\.png$/, /\.svg$/, /sitemap\.xml$/, /rss\.xml$/])
      expect(
        assets.filter((asset) => kind.test(asset)),
        `no file like ${kind} among ${assets.join(', ')}`,
      ).not.toEqual([])
  })

  it('loads the search index below the base, where Pagefind takes its results from', async () => {
    for (const file of ['pagefind/pagefind.js', 'pagefind/pagefind-entry.json'])
      expect((await fetch(`${local}${BASE}${file}`)).status).toBe(200)
  })

  it("keeps each page's Content-Security-Policy: the search page alone may compile Pagefind's WebAssembly", async () => {
    const policyOf = async (page: string) =>
      parseHtml(await (await fetch(`${local}${BASE}${page}`)).text())
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute('content')
    expect(await policyOf('search')).toContain("'wasm-unsafe-eval'")
    expect(await policyOf('contact')).not.toContain("'wasm-unsafe-eval'")
  })

  it("marks the header's current link, which Vike's address without the base names", async () => {
    const contact = parseHtml(await (await fetch(`${local}${BASE}contact`)).text())
    expect(contact.querySelector('header [aria-current="page"]')?.getAttribute('href')).toBe(`${BASE}contact`)
  })

  it('serves nothing outside the base: a link that missed it would not pass', async () => {
    expect((await fetch(`${local}/contact`)).status).toBe(404)
    expect((await fetch(`${local}/`)).status).toBe(404)
  })
})
