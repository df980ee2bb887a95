/**
 * Connects the content folder to Vite:
 * - runs the pipeline once per build (failing it with the full report) and shares the
 *   result with the server bundle through globalThis.__siteBuild;
 * - gives the route function its list of routes as the constant __CONTENT_ROUTES__ (a
 *   `define`, because Vike reads +route.ts before plugins can resolve virtual modules);
 * - serves and emits content/images, sitemap.xml, robots.txt and the CMS at /admin;
 * - in dev, rebuilds the site and reloads the browser when content changes.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { buildSite, type SiteBuild } from './pipeline/index.js'
import { formatReport } from './pipeline/report.js'
import { isError } from './pipeline/problems.js'
import { adminFiles, LOCAL_CMS_SERVER } from './admin/files.js'
import { imageFiles, isPublishable, pictureType } from './pipeline/pictureFiles.js'
import { robotsTxt, sitemapXml } from './sitemap.js'
import { FEED_PATH, rssXml } from './feed.js'

export function contentPlugin(options: { contentDir?: string } = {}): Plugin {
  // CONTENT_DIR builds another content folder (the tests build fixture sites with it).
  const contentDir = path.resolve(options.contentDir ?? process.env.CONTENT_DIR ?? 'content')
  let isDev = false

  const load = (): SiteBuild => {
    const build = buildSite({ contentDir, includeDrafts: isDev, siteUrl: process.env.SITE_URL })
    globalThis.__siteBuild = build
    return build
  }
  const current = () => globalThis.__siteBuild ?? load()

  return {
    name: 'nile-content',
    enforce: 'pre',
    config(_config, env) {
      isDev = env.command === 'serve'
      const routes = current().site ? [...current().site!.pages.keys()] : []
      return { define: { __CONTENT_ROUTES__: JSON.stringify(routes) } }
    },
    buildStart() {
      const build = current()
      const report = formatReport(build.problems)
      if (build.problems.some(isError)) this.error(report)
      if (report && this.environment?.name === 'client') this.warn(`\n${report}`)
    },
    async generateBundle() {
      if (this.environment?.name !== 'client') return
      const { site } = current()
      if (!site) return
      // Pictures only (the check has refused anything else); a second guard all the same.
      for (const name of imageFiles(contentDir)) {
        const source = readFileSync(path.join(contentDir, 'images', name))
        if (isPublishable(source)) this.emitFile({ type: 'asset', fileName: `images/${name}`, source })
      }
      for (const [name, source] of Object.entries(adminFiles(site))) this.emitFile({ type: 'asset', fileName: `admin/${name}`, source })
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: await sitemapXml(site) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(site) })
      if (site.articles.length) this.emitFile({ type: 'asset', fileName: FEED_PATH.slice(1), source: rssXml(site) })
    },
    configureServer(server) {
      server.watcher.add(contentDir)
      const onChange = (file: string, routesMayChange: boolean) => {
        if (!file.startsWith(contentDir)) return
        const build = load()
        const report = formatReport(build.problems)
        if (report) server.config.logger.warn(report)
        // A new or removed page changes __CONTENT_ROUTES__, which only a restart re-defines.
        if (routesMayChange) void server.restart()
        else server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('change', (file) => onChange(file, false))
      server.watcher.on('add', (file) => onChange(file, true))
      server.watcher.on('unlink', (file) => onChange(file, true))
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
