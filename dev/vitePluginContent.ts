/**
 * Connects the content folder to Vite's dev server. (A build needs nothing of it: the
 * bundle holds no content, and scripts/build.ts checks the content and renders the pages
 * itself.) In dev it:
 * - loads the site with drafts and hands its pages to the server side (pipeline/page/pageSource.ts);
 *   a file with errors shows the check's messages in place of its page, every other page
 *   works as usual (dev/devProblemPage.ts), and nothing needs a restart;
 * - serves content/images, sitemap.xml, robots.txt, the feed and the CMS at /admin, which
 *   is reachable whatever the state of the content (a build writes them with site/siteFiles.ts);
 * - answers the CMS's check before a save (dev/cmsService.ts) and saves its entries into
 *   content/ (dev/localBackend.ts), for pages of its own origin only;
 * - listens on loopback alone, whatever Vite or Vike would choose (Vike opens every
 *   address in a container or on CI): it writes content/ for whoever can reach it;
 * - rebuilds the site and reloads the browser when content changes.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import type { Connect, Plugin } from 'vite'
import { buildSite, type SiteBuild } from '../site/buildSite.js'
import { siteUrl } from '../site/deploy.js'
import { routeOf } from '../pipeline/frontMatter/entries.js'
import { formatReport } from '../pipeline/check/report.js'
import { isError, type Problem } from '../pipeline/shared/problems.js'
import { sitePageSource } from '../pipeline/page/siteData.js'
import { adminFiles } from '../site/cms/adminFiles.js'
import { prepareBrowserPipelineBundle } from '../site/cms/browserBundle.js'
import { adminResponder } from './adminResponses.js'
import { cmsService } from './cmsService.js'
import { LOCAL_BACKEND_PATH, localBackend } from './localBackend.js'
import { assertLoopback, LOOPBACK } from './loopback.js'
import { isNotCode } from '../site/notCode.js'
import { isPlain } from '../site/contentListing.js'
import { pictureType } from '../pipeline/pictures/pictureFiles.js'
import { publishedFile } from '../site/pictureFiles.js'
import { renditionFor } from '../site/renditionFiles.js'
import { generatedFile } from '../site/generatedFiles.js'
import { ADMIN_PATH, GENERATED_FILES, type GeneratedFile } from '../pipeline/shared/addresses.js'
import { problemPage } from './devProblemPage.js'
import { addBasePath, withBase, withoutBase } from '../pipeline/shared/basePath.js'

export function contentPlugin(options: { contentDir?: string } = {}): Plugin {
  // CONTENT_DIR builds another content folder (the tests build fixture sites with it).
  const contentDir = path.resolve(options.contentDir ?? process.env.CONTENT_DIR ?? 'content')
  let isDev = false
  const build = (unsaved?: { path: string; text: string }) =>
    buildSite({
      contentDir,
      includeDrafts: isDev,
      siteUrl: siteUrl(),
      basePath: process.env.BASE_PATH,
      keepGoodPages: isDev,
      unsaved,
    })
  const service = cmsService(contentDir, build)

  let loaded: SiteBuild | undefined
  const load = (): SiteBuild => {
    loaded = build()
    globalThis.__pageSource = sitePageSource(loaded)
    return loaded
  }
  const current = () => loaded ?? load()

  return {
    name: 'nile-content',
    enforce: 'pre',
    config: {
      // After Vike's and the command line's: no option or detection widens who may connect.
      order: 'post',
      handler(config, env) {
        isDev = env.command === 'serve'
        const root = path.resolve(config.root ?? '.')
        // Builds, caches, tests and scratch are not the site's code (site/notCode.ts): a fixture
        // build or a build beside the server writes thousands of files there, which the
        // watcher would stat and report one by one. The content folder is watched (below).
        const notWatched = (file: string) => {
          const relative = path.relative(root, file)
          const top = relative.split(path.sep)[0]
          const inContent = !path.relative(contentDir, file).startsWith('..')
          return top !== '..' && !path.isAbsolute(relative) && !inContent && isNotCode(top)
        }
        // cors: no other origin (another localhost port included) may read an answer.
        return { server: { host: LOOPBACK, cors: false, watch: { ignored: [notWatched] } }, preview: { host: LOOPBACK, cors: false } }
      },
    },
    configureServer(server) {
      server.httpServer?.once('listening', () => {
        assertLoopback(server.httpServer!)
        // The first page compiles the site's modules (seconds): done now, while the editor
        // opens /admin, not when the preview first asks for the site's stylesheets. Tests
        // that never ask for a page of the site skip it (DEV_WARM_UP=off): 9 s of CPU.
        if (process.env.DEV_WARM_UP === 'off') return
        const { port } = server.httpServer!.address() as AddressInfo
        const home = `http://${LOOPBACK}:${port}${current().site?.settings.basePath ?? '/'}`
        fetch(home, { headers: { accept: 'text/html' } })
          .then((response) => response.arrayBuffer())
          .catch(() => {})
      })
      const report = formatReport(current().problems)
      if (report) server.config.logger.warn(report)
      server.watcher.add(contentDir)
      const onChange = (file: string) => {
        // A save is written beside its file first (.name.….saving), then renamed: one change.
        if (!file.startsWith(contentDir) || path.basename(file).startsWith('.')) return
        const build = load()
        const report = formatReport(build.problems)
        if (report) server.config.logger.warn(report)
        server.ws.send({ type: 'full-reload' })
      }
      for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, onChange)
      // Ours answer below the site's base path, as the built site does (Vite's own pages too).
      const base = () => current().site?.settings.basePath ?? server.config.base
      server.middlewares.use(underBase(base, service.middleware))
      server.middlewares.use(underBase(base, localBackend(contentDir)))
      server.middlewares.use(underBase(base, serveGenerated(contentDir, current)))
      server.middlewares.use(underBase(base, problemPages(contentDir, current)))
    },
  }
}

/**
 * `handler` sees addresses without the site's base path (/website/admin/ → /admin/), as
 * the rest of this plugin is written; a request outside the base is not its.
 */
function underBase(base: () => string, handler: Connect.NextHandleFunction): Connect.NextHandleFunction {
  return (req, res, next) => {
    const original = req.url ?? '/'
    const inside = withoutBase(base(), original)
    if (inside === undefined) return next()
    req.url = inside
    return handler(req, res, (error?: unknown) => {
      req.url = original
      next(error)
    })
  }
}

/**
 * A page whose file has errors (or any page, while site.yaml has errors) shows the
 * check's messages instead of answering 500 for the whole site.
 */
function problemPages(contentDir: string, current: () => SiteBuild): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = (req.url ?? '').split('?')[0]
    if (
      req.method !== 'GET' ||
      !(req.headers.accept ?? '').includes('text/html') ||
      /^\/(@|admin|api|images|node_modules)/.test(url) ||
      /\.\w+$/.test(url)
    )
      return next()
    const build = current()
    const route = decodeURIComponent(url).replace(/\/+$/, '') || '/'
    const failing = (file: SiteBuild['files'][number]) => (file.messages as Problem[]).some(isError)
    let shown: { problems: Problem[]; what: string } | undefined
    if (!build.site) {
      const settings = build.files.find((file) => file.path.endsWith('site.yaml') && failing(file))
      shown = { problems: settings ? (settings.messages as Problem[]) : build.problems, what: settings ? settings.path : 'the content' }
    } else {
      const file = build.files.find(
        (candidate) => candidate.path.endsWith('.md') && failing(candidate) && routeOf(contentDir, candidate) === route,
      )
      if (file) shown = { problems: file.messages as Problem[], what: file.path }
    }
    if (!shown) return next()
    res.statusCode = 500
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(problemPage(shown.problems, shown.what))
  }
}

/** Dev only: the files a build would emit, served from memory and content/images. */
function serveGenerated(contentDir: string, current: () => SiteBuild): Connect.NextHandleFunction {
  // /admin keeps working while the content has errors: it is where editors fix them.
  let lastSettings = current().site?.settings
  // Compressed, and cacheable as each file allows (dev/adminResponses.ts); Decap's own
  // scripts are compressed now, before the first visit asks for them.
  const admin = adminResponder()
  for (const [name, make] of Object.entries(adminFiles(contentDir, lastSettings, 'http://localhost'))) admin.prepare(name, make)
  // The preview's pipeline (/admin/pipeline.js), made while the editor logs in.
  prepareBrowserPipelineBundle()
  return async (req, res, next) => {
    const url = decodeURIComponent((req.url ?? '').split('?')[0])
    const site = current().site
    if (site) lastSettings = site.settings
    if (site && url in GENERATED_FILES) {
      const text = await generatedFile[url as GeneratedFile](site)
      if (text !== undefined) return send(res, GENERATED_FILES[url as GeneratedFile], text)
    }
    if (url === ADMIN_PATH || url.startsWith(`${ADMIN_PATH}/`)) {
      const name = url.slice(`${ADMIN_PATH}/`.length) || 'index.html'
      // Decap wants the backend's address whole: this server's own, as the browser reached it
      // (Vite answers only requests whose Host is this machine's: server.allowedHosts).
      const base = lastSettings?.basePath ?? '/'
      const files = adminFiles(contentDir, lastSettings, `http://${req.headers.host}${withBase(base, LOCAL_BACKEND_PATH)}`, site)
      const make = files[name] as (() => string | Buffer) | undefined
      // Its page's own addresses (Decap's scripts, cms.js) below the base, as the build writes it.
      if (make) return admin.send(req, res, name, name.endsWith('.html') ? () => addBasePath(make().toString(), base) : make)
    }
    if (url.startsWith('/images/sized/')) {
      const bytes = await renditionFor(contentDir, url)
      if (bytes) return send(res, `image/${url.endsWith('.jpg') ? 'jpeg' : url.split('.').pop()}`, bytes)
    }
    if (url.startsWith('/images/')) {
      const name = url.slice('/images/'.length)
      // Every picture, used or not yet (the CMS previews new uploads), as the build publishes
      // it: named as its kind, never a hidden file nor through a symbolic link.
      if (isPlain(contentDir, `images/${name}`)) {
        const bytes = publishedFile(name, readFileSync(path.join(contentDir, 'images', name)))
        const type = bytes && pictureType(bytes)
        if (bytes && type) return send(res, type === 'svg' ? 'image/svg+xml' : `image/${type}`, bytes)
      }
    }
    next()
  }
}

function send(res: import('node:http').ServerResponse, type: string, body: string | Buffer) {
  res.setHeader('Content-Type', type)
  // Never cached: the content changes while the dev server runs.
  res.setHeader('Cache-Control', 'no-store')
  res.end(body)
}
