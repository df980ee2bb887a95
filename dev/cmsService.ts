/**
 * What the content manager asks the dev server (npm run cms): the check of an entry as
 * it would be saved, with the same model and messages as `npm run check`, and a preview
 * of it as the real page, rendered by the site's own components from the same pipeline.
 * Previews live under /__cms-preview/<token>/<route>; nothing of this reaches a build.
 */
import path from 'node:path'
import type { Connect } from 'vite'
import { routeOf, type SiteBuild } from '../pipeline/index.js'
import type { Problem } from '../pipeline/problems.js'
import { formProblems } from '../cms/formProblems.js'
import type { PageSource } from '../pipeline/pageSource.js'
import { sitePageSource } from '../pipeline/siteData.js'
import { Refused, readJsonRequest, sendError, sendJson } from './requestGuard.js'

export const PREVIEW_PREFIX = '/__cms-preview/'
const KEPT_PREVIEWS = 20
// An entry as the CMS sends it to be checked: far above any page (a Markdown text may
// hold 48 kB: pipeline/markdownLimits.ts), far below what would strain the dev server.
const MAX_ENTRY_BYTES = 1024 * 1024

type Unsaved = { path: string; text: string }
type Preview = { build: SiteBuild; route: string }

export function cmsService(contentDir: string, build: (unsaved?: Unsaved) => SiteBuild) {
  const previews = new Map<string, Preview>()
  let counter = 0

  /** The entry's file as the pipeline sees it: the CMS names it from the repository's root. */
  const check = (filePath: string, text: string) => {
    const relative = filePath.split('/').slice(1).join('/')
    const result = build({ path: relative, text })
    const name = path.relative(process.cwd(), path.join(contentDir, relative)).split(path.sep).join('/')
    const file = result.files.find((candidate) => candidate.path === name)
    const problems = formProblems((file?.messages ?? []) as Problem[], text, relative.endsWith('.md'))
    // site.yaml shows on the home page.
    const route = file && relative.endsWith('.md') ? routeOf(contentDir, file) : '/'
    return { result, problems, route }
  }

  const middleware: Connect.NextHandleFunction = async (req, res, next) => {
    const url = (req.url ?? '').split('?')[0]
    if (url !== '/api/cms/check' && url !== '/api/cms/preview') return next()
    try {
      const { path: filePath, text } = (await readJsonRequest(
        req,
        MAX_ENTRY_BYTES,
        'this entry is larger than the check takes (1 MB)',
      )) as Partial<Unsaved>
      if (typeof filePath !== 'string' || typeof text !== 'string') throw new Refused(400, 'the request names no entry')
      // An entry of content/, named as the CMS names it; no `..` or hidden segment.
      if (!/^content(\/(?!\.)[^/\\\0]+)+$/.test(filePath)) throw new Refused(403, 'the check takes only the files of content/')
      const { result, problems, route } = check(filePath, text)
      if (url === '/api/cms/check') return sendJson(res, { problems })
      const token = String(++counter)
      previews.set(token, { build: result, route })
      for (const old of previews.keys()) if (previews.size > KEPT_PREVIEWS) previews.delete(old)
      sendJson(res, { problems, url: `${PREVIEW_PREFIX}${token}${route === '/' ? '' : route}` })
    } catch (error) {
      sendError(res, error)
    }
  }

  /** /__cms-preview/7/blog/x → the preview made with token 7, and its route /blog/x. */
  const previewBuild = (url: string): Preview | undefined => {
    const [token] = url.slice(PREVIEW_PREFIX.length).split('/')
    return previews.get(token)
  }

  const previewSource = (url: string): PageSource | undefined => {
    const preview = previewBuild(url)
    if (!preview?.build.site) return undefined
    const source = sitePageSource(preview.build)
    return { has: () => source.has(preview.route), dataFor: () => source.dataFor(preview.route), notFound: source.notFound }
  }

  return { middleware, previewBuild, previewSource }
}
