/**
 * What the content manager asks the dev server (npm run cms) before a save: the check of
 * an entry as it would be saved, against the files of content/ as they are now, with the
 * same model and messages as `npm run check`. (Its preview, and the check as the editor
 * types, are made in the browser: cms/browserCheck/.) Nothing of this reaches a build.
 */
import path from 'node:path'
import type { Connect } from 'vite'
import type { SiteBuild } from '../pipeline/index.js'
import type { Problem } from '../pipeline/shared/problems.js'
import { formProblems } from '../cms/formProblems.js'
import { Refused, readJsonRequest, sendError, sendJson } from './requestGuard.js'

// An entry as the CMS sends it to be checked: far above any page (a Markdown text may
// hold 48 kB: pipeline/markdown/markdownLimits.ts), far below what would strain the dev server.
const MAX_ENTRY_BYTES = 1024 * 1024

type Unsaved = { path: string; text: string }

export function cmsService(contentDir: string, build: (unsaved?: Unsaved) => SiteBuild) {
  /** The entry's problems; its file as the pipeline sees it (the CMS names it from the repository's root). */
  const check = (filePath: string, text: string) => {
    const relative = filePath.split('/').slice(1).join('/')
    const result = build({ path: relative, text })
    const name = path.relative(process.cwd(), path.join(contentDir, relative)).split(path.sep).join('/')
    const file = result.files.find((candidate) => candidate.path === name)
    return formProblems((file?.messages ?? []) as Problem[], text, relative.endsWith('.md'))
  }

  const middleware: Connect.NextHandleFunction = async (req, res, next) => {
    if ((req.url ?? '').split('?')[0] !== '/api/cms/check') return next()
    try {
      const { path: filePath, text } = (await readJsonRequest(
        req,
        MAX_ENTRY_BYTES,
        'this entry is larger than the check takes (1 MB)',
      )) as Partial<Unsaved>
      if (typeof filePath !== 'string' || typeof text !== 'string') throw new Refused(400, 'the request names no entry')
      // An entry of content/, named as the CMS names it; no `..` or hidden segment.
      if (!/^content(\/(?!\.)[^/\\\0]+)+$/.test(filePath)) throw new Refused(403, 'the check takes only the files of content/')
      sendJson(res, { problems: check(filePath, text) })
    } catch (error) {
      sendError(res, error)
    }
  }

  return { middleware }
}
