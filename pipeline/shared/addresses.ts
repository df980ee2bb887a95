/**
 * Addresses and output files, in one place: the route of a content file, the HTML file of a
 * route (and back), the pages of a listing, the folder of each kind of entry, and the files
 * a build makes besides the pages. The pipeline, the build, the dev server, the link check,
 * the content manager and `npm run new` all ask here, so they cannot drift apart.
 */
import { collections } from '../../model/collections.js'

type Collections = typeof collections

/** service → services, article → blog, course → courses (from the model's collections). */
export const FOLDER_OF_KIND = Object.fromEntries(Object.entries(collections).map(([folder, { kind }]) => [kind, folder])) as {
  [Folder in keyof Collections as Collections[Folder]['kind']]: Folder
}

/** A content file's route, from its path below content/ (forward slashes): index.md → /, services/index.md → /services, a/b.md → /a/b */
export function routeOfContentPath(relative: string): string {
  const segments = relative.replace(/\.md$/, '').split('/')
  return `/${(segments.at(-1) === 'index' ? segments.slice(0, -1) : segments).join('/')}`
}

/** Where a route's page is written, below the client folder: / → index.html, /about-us → about-us.html */
export const htmlFileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`)

/** The route of a written page, the other way round: about-us.html → /about-us, blog/index.html → /blog, 404.html → /404 */
export function routeOfHtml(relative: string): string {
  const route = `/${relative.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`
  return route.length > 1 ? route.replace(/\/$/, '') : '/'
}

/** Page `number` of the listing that starts at `firstRoute`: /blog, /blog/page/2, /blog/page/3, … */
export const listingRoute = (firstRoute: string, number: number) => (number === 1 ? firstRoute : `${firstRoute}/page/${number}`)

/** The not-found page's route (written as 404.html, which static hosts serve for unknown paths). */
export const NOT_FOUND_ROUTE = '/404'
export const FEED_PATH = '/rss.xml'
export const SITEMAP_PATH = '/sitemap.xml'
export const ROBOTS_PATH = '/robots.txt'
/** The security headers a static host (Netlify, Cloudflare Pages) sends with each file. */
export const HEADERS_PATH = '/_headers'
/** The content manager: a folder of files made from the model (see site/cms/). */
export const ADMIN_PATH = '/admin'

/**
 * The files made from the site besides its pages, with their content types. The build
 * writes each (site/siteFiles.ts), the dev server serves each (dev/vitePluginContent.ts),
 * and links to them are accepted by the link check (pipeline/check/links.ts).
 */
export const GENERATED_FILES = {
  [SITEMAP_PATH]: 'application/xml',
  [ROBOTS_PATH]: 'text/plain',
  [FEED_PATH]: 'application/rss+xml',
  [HEADERS_PATH]: 'text/plain',
} as const
export type GeneratedFile = keyof typeof GENERATED_FILES
