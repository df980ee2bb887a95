/**
 * Connects the content folder to Vite's dev server. (A build needs nothing of it: the
 * bundle holds no content, and scripts/build.ts checks the content and renders the pages
 * itself.) In dev it:
 * - loads the site with drafts and hands its pages to the server side (renderer/pageSource.ts);
 * - serves content/images, sitemap.xml, robots.txt, the feed and the CMS at
 *   /admin (a build writes them with scripts/lib/siteFiles.ts);
 * - rebuilds the site and reloads the browser when content changes.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { buildSite, type SiteBuild } from './pipeline/index.js'
import { formatReport } from './pipeline/report.js'
import { sitePageSource } from './siteData.js'
import { adminFiles, LOCAL_CMS_SERVER } from './admin/files.js'
import { isPublishable, pictureType } from './pipeline/pictureFiles.js'
import { renditionFor } from './renditionFiles.js'
import { robotsTxt, sitemapXml } from './sitemap.js'
import { FEED_PATH, rssXml } from './feed.js'

export function contentPlugin(options: { contentDir?: string } = {}): Plugin {
  // CONTENT_DIR builds another content folder (the tests build fixture sites with it).
  const contentDir = path.resolve(options.contentDir ?? process.env.CONTENT_DIR ?? 'content')
  let isDev = false

  let loaded: SiteBuild | undefined
  const load = (): SiteBuild => {
    loaded = buildSite({ contentDir, includeDrafts: isDev, siteUrl: process.env.SITE_URL })
    globalThis.__pageSource = sitePageSource(loaded)
    return loaded
  }
  const current = () => loaded ?? load()

  return {
    name: 'nile-content',
    enforce: 'pre',
    config(_config, env) {
      isDev = env.command === 'serve'
    },
    configureServer(server) {
      const report = formatReport(current().problems)
      if (report) server.config.logger.warn(report)
      server.watcher.add(contentDir)
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir)) return
        const build = load()
        const report = formatReport(build.problems)
        if (report) server.config.logger.warn(report)
        server.ws.send({ type: 'full-reload' })
      }
      for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, onChange)
      server.middlewares.use(serveGenerated(contentDir, current))
    },
  }
}

/** Dev only: the files a build would emit, served from memory and content/images. */
function serveGenerated(contentDir: string, current: () => SiteBuild) {
  return async (req: { url?: string }, res: import('node:http').ServerResponse, next: () => void) => {
    const url = decodeURIComponent((req.url ?? '').split('?')[0])
    const site = current().site
    if (url === '/sitemap.xml' && site) return send(res, 'application/xml', await sitemapXml(site))
    if (url === '/robots.txt' && site) return send(res, 'text/plain', robotsTxt(site))
    if (url === FEED_PATH && site) return send(res, 'application/rss+xml', rssXml(site))
    if (url.startsWith('/admin/') && site) {
      const source = adminFiles(site, LOCAL_CMS_SERVER)[url.slice('/admin/'.length) || 'index.html']
      const types: Record<string, string> = { html: 'text/html', yml: 'text/yaml', js: 'text/javascript' }
      if (source) return send(res, types[url.split('.').pop() ?? 'html'] ?? 'text/html', source)
    }
    if (url.startsWith('/images/sized/')) {
      const bytes = await renditionFor(contentDir, url)
      if (bytes) return send(res, `image/${url.endsWith('.jpg') ? 'jpeg' : url.split('.').pop()}`, bytes)
    }
    if (url.startsWith('/images/')) {
      const file = path.join(contentDir, url)
      if (file.startsWith(path.join(contentDir, 'images')) && existsSync(file) && statSync(file).isFile()) {
        const bytes = readFileSync(file)
        const type = pictureType(bytes)
        if (type && isPublishable(bytes)) return send(res, type === 'svg' ? 'image/svg+xml' : `image/${type}`, bytes)
      }
    }
    next()
  }
}

function send(res: import('node:http').ServerResponse, type: string, body: string | Buffer) {
  res.setHeader('Content-Type', type)
  res.end(body)
}
