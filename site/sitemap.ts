/** sitemap.xml (every indexable page, absolute URLs) and the robots.txt that names it. */
import { Readable } from 'node:stream'
import { SitemapStream, streamToPromise } from 'sitemap'
import type { Site } from '../pipeline/shared/types.js'
import { absoluteUrl } from '../pipeline/head/organization.js'
import { SITEMAP_PATH } from '../pipeline/shared/addresses.js'

/** Every page search engines may index (not marked noindex), with its date if it has one. */
export async function sitemapXml(site: Site): Promise<string> {
  const items = [...site.pages.values()]
    .filter((page) => !page.data.noindex)
    .map((page) => {
      const lastmod = page.kind === 'article' ? (page.data.updated ?? page.data.date) : undefined
      return { url: absoluteUrl(site.settings, page.route), ...(lastmod && { lastmod }) }
    })
  const stream = new SitemapStream({ xmlns: { news: false, xhtml: false, image: false, video: false } })
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString()
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site.settings, SITEMAP_PATH)}\n`
}
