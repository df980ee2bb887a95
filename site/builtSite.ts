/**
 * Checks of the written HTML, after the prerender: every internal link and #anchor of
 * every page (header and footer links included), and every picture it loads (src and
 * each srcset candidate), must resolve to a file the build wrote.
 *
 * The HTML is React's own output (attributes always double-quoted, text escaped, JSON in
 * scripts with `<` escaped), so links, ids, pictures, scripts, stylesheets and islands
 * (which the page weights count) are read with regular expressions
 * instead of a full HTML parse: a thousand-page site is checked in about a second and
 * only the links and ids are kept in memory.
 */
import { routeOfHtml } from '../pipeline/shared/addresses.js'
import { withoutBase } from '../pipeline/shared/basePath.js'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

export type BuiltPage = {
  route: string
  file: string
  links: string[]
  ids: Set<string>
  pictures: string[]
  /** The scripts it loads at start, its stylesheets, and its islands with their directives (for page weights). */
  scripts: string[]
  stylesheets: string[]
  islands: { name: string; hydrate: string }[]
  /**
   * What the site search indexes of it, hashed: its <main data-pagefind-body>, the one part
   * of a page Pagefind reads (site/searchIndex.ts); absent on a page the search leaves out.
   */
  searchable?: string
  /** Addresses of this site that miss its base path (/contact on a site at /website/): links to nowhere. */
  outside?: string[]
}

const LINK = /<a\s[^>]*?\bhref="([^"]*)"/g
const PICTURE_TAG = /<(?:img|source)\s[^>]*>/g
// React writes srcSet as in JSX; HTML reads attribute names in any case.
const PICTURE_URL = /\s(src|srcset)="([^"]*)"/gi
const ID = /\sid="([^"]*)"/g
const SCRIPT = /<script\s[^>]*?\bsrc="([^"]*)"/g
const STYLESHEET = /<link\s(?=[^>]*\brel="stylesheet")[^>]*?\bhref="([^"]*)"/g
const ISLAND = /<[a-z][^>]*?\sdata-island="([^"]*)"[^>]*?\sdata-hydrate="([^"]*)"/g
// <main> is never nested: the first </main> closes it.
const SEARCHABLE = /<main\s[^>]*?\bdata-pagefind-body[\s\S]*?<\/main>/
const decodeEntities = (value: string) =>
  value.replace(
    /&(amp|quot|lt|gt|#39|#x27);/g,
    (_match, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'", '#x27': "'" })[name]!,
  )

/** Every HTML file of the build, relative to clientDir, with forward slashes. */
export function htmlFiles(clientDir: string): string[] {
  return (readdirSync(clientDir, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.html'))
    .sort()
}

/** The links, ids and pictures of one written page (name relative to the client folder). */
export function builtPage(name: string, html: string, base = '/'): BuiltPage {
  // Addresses are kept as routes and files (without the base), as the checks and the page
  // weights read them; one that misses the base is set apart.
  const outside: string[] = []
  const inSite = (addresses: string[]) =>
    addresses.flatMap((address) => {
      if (!/^\/(?![/\\])/.test(address)) return [address]
      const local = withoutBase(base, address)
      if (local === undefined) outside.push(address)
      return local === undefined ? [] : [local]
    })
  const links = inSite([...html.matchAll(LINK)].map((match) => decodeEntities(match[1])))
  const ids = new Set([...html.matchAll(ID)].map((match) => decodeEntities(match[1])))
  const pictures = inSite(
    [...html.matchAll(PICTURE_TAG)].flatMap(([tag]) =>
      [...tag.matchAll(PICTURE_URL)].flatMap(([, attribute, value]) => {
        const urls = attribute.toLowerCase() === 'src' ? [value] : value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0])
        return urls.map(decodeEntities)
      }),
    ),
  )
  const scripts = inSite([...html.matchAll(SCRIPT)].map((match) => decodeEntities(match[1])))
  const stylesheets = inSite([...html.matchAll(STYLESHEET)].map((match) => decodeEntities(match[1])))
  const islands = [...html.matchAll(ISLAND)].map(([, name, hydrate]) => ({ name, hydrate }))
  const searchable = SEARCHABLE.exec(html)?.[0]
  return {
    route: routeOfHtml(name),
    file: name,
    links,
    ids,
    pictures,
    scripts,
    stylesheets,
    islands,
    ...(searchable && { searchable: createHash('sha256').update(searchable).digest('base64url') }),
    ...(outside.length && { outside }),
  }
}

/** Every broken internal link or anchor in the written site, as readable lines. */
export function findBrokenLinks(clientDir: string, pages: BuiltPage[]): string[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  const problems: string[] = []
  for (const page of pages) {
    for (const address of page.outside ?? [])
      problems.push(`${page.file}: ${address} is outside the site's base path: every address of the site must start with it`)
    for (const href of page.links) {
      if (/^(https?:|mailto:|tel:)/.test(href)) continue
      const [address, hash] = href.split('#')
      const pathPart = address.split('?')[0]
      const targetRoute = pathPart === '' ? page.route : pathPart
      const target = byRoute.get(targetRoute)
      if (!target && !(targetRoute !== '/404' && existsSync(path.join(clientDir, targetRoute)))) {
        problems.push(`${page.file}: link to ${href}: no such page or file in the build`)
      } else if (hash && target && !target.ids.has(decodeURIComponent(hash))) {
        problems.push(`${page.file}: link to ${href}: no element with id "${hash}" on ${targetRoute}`)
      }
    }
    for (const url of page.pictures) {
      if (url.startsWith('/') && !existsSync(path.join(clientDir, decodeURIComponent(url))))
        problems.push(`${page.file}: picture ${url}: no such file in the build`)
    }
  }
  return problems
}
