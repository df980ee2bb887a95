/**
 * The base path: the folder of its domain a site is served from. A GitHub Pages project
 * site lives at https://owner.github.io/website/, so its home page is /website/ and its
 * contact page /website/contact. The base is the path of the site's address (the deploy's:
 * site/deploy.ts), or BASE_PATH for one build (site/siteBasePath.ts reads both, for the bundler).
 *
 * Routes stay without it everywhere inside: editors write /contact, the pipeline resolves
 * and checks /contact, pages are written as contact.html. The base is added where an
 * address leaves for a browser: the rendered HTML (addBasePath), absolute addresses
 * (absoluteUrl in head/organization.ts: canonical, Open Graph, JSON-LD, sitemap, feed),
 * and the bundle's own assets and scripts (Vite's `base`, import.meta.env.BASE_URL).
 * With the base `/` every function here returns what it was given.
 */

/** '/', or the base with a slash at each end: website → /website/, /a/b → /a/b/. */
export function normaliseBasePath(value: string): string {
  const inner = value.trim().replace(/^\/+|\/+$/g, '')
  return inner ? `/${inner}/` : '/'
}

/** The site's base: BASE_PATH when given (not empty), else the path of its address. */
export function basePathOf(siteUrl: string, override?: string): string {
  if (override?.trim()) return normaliseBasePath(override)
  return URL.canParse(siteUrl) ? normaliseBasePath(new URL(siteUrl).pathname) : '/'
}

/**
 * The settings' `url` (the site's public address with its base, without the last slash, as
 * `${url}/#organization` and absoluteUrl read it) and `basePath`.
 */
export function siteAddress(siteUrl: string, override?: string): { url: string; basePath: string } {
  const basePath = basePathOf(siteUrl, override)
  if (!URL.canParse(siteUrl)) return { url: siteUrl.replace(/\/+$/, ''), basePath }
  return { url: `${new URL(siteUrl).origin}${basePath.slice(0, -1)}`, basePath }
}

/** An address of this site (/contact, /images/a.png, /) below the base; any other address as it is. */
export function withBase(base: string, address: string): string {
  return base !== '/' && isSiteAddress(address) ? `${base}${address.slice(1)}` : address
}

/**
 * The route or file an address of the written site names, without the base (/website/contact
 * → /contact, /website/ → /); undefined when it points outside the base.
 */
export function withoutBase(base: string, address: string): string | undefined {
  if (base === '/') return address
  if (address === base.slice(0, -1)) return '/'
  return address.startsWith(base) ? `/${address.slice(base.length)}` : undefined
}

/** /contact or /, not //host or /\host, which a browser reads as another site. */
const isSiteAddress = (address: string) => address.startsWith('/') && !/^\/[/\\]/.test(address)

// React's own output (double-quoted attributes, text escaped): an attribute that holds an
// address can only appear as an attribute. React writes some names as in JSX (srcSet,
// imageSrcSet, formAction), which HTML reads in any case. `//host` and `/\host` are other sites.
const ADDRESS_ATTRIBUTE = /(\s(?:href|src|action|formaction|poster|data-src)=")\/(?![/\\])/gi
const CANDIDATES_ATTRIBUTE = /(\s(?:srcset|imagesrcset)=")([^"]*)"/gi
const CANDIDATE_START = /(^|,\s*)\/(?![/\\])/g

/**
 * The HTML with every address of this site in its links, pictures (src and each srcset
 * candidate, preloads too), forms and frames put below the base. Only for HTML written by
 * React or by us: the bundle's own tags (Vike's scripts and stylesheets) carry the base already.
 */
export function addBasePath(html: string, base: string): string {
  if (base === '/') return html
  return html
    .replace(ADDRESS_ATTRIBUTE, `$1${base}`)
    .replace(CANDIDATES_ATTRIBUTE, (_tag, start: string, value: string) => `${start}${value.replace(CANDIDATE_START, `$1${base}`)}"`)
}
