/**
 * What each file of GENERATED_FILES (pipeline/shared/addresses.ts) holds, made from the site. The
 * build writes them (site/siteFiles.ts) and the dev server serves them (dev/vitePluginContent.ts)
 * from this one table, so a file added here reaches both.
 */
import { FEED_PATH, type GeneratedFile, HEADERS_PATH, ROBOTS_PATH, SITEMAP_PATH } from '../pipeline/shared/addresses.js'
import { headersFile } from '../pipeline/head/contentSecurityPolicy.js'
import type { Site } from '../pipeline/shared/types.js'
import { contentManagerBackend } from './cms/backend.js'
import { rssXml } from './feed.js'
import { robotsTxt, sitemapXml } from './sitemap.js'

/** Each file's text; undefined when the site has nothing for it (no articles: no feed). */
export const generatedFile: Record<GeneratedFile, (site: Site) => string | undefined | Promise<string>> = {
  [SITEMAP_PATH]: sitemapXml,
  [ROBOTS_PATH]: robotsTxt,
  [FEED_PATH]: (site) => (site.articles.length ? rssXml(site) : undefined),
  [HEADERS_PATH]: ({ settings }) =>
    headersFile({ admin: { authService: contentManagerBackend().authService }, basePath: settings.basePath }),
}
