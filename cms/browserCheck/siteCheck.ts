/**
 * The content check in the browser: the pipeline of `npm run check` (buildSite), run over
 * the site index in memory with the entry being edited in place of its file, so the
 * messages are the check's own, word for word. Bundled for the browser with the pipeline's
 * disk-bound parts replaced (cms/browserCheck/bundle.ts says which, and why).
 */
import { buildSite, routeOf, type SiteBuild } from '../../pipeline/index.js'
import { isError, isInfo, type Problem } from '../../pipeline/problems.js'
import { formatProblem, formMessage } from '../../pipeline/report.js'
import { addPicture, setFile, setFolder } from './node/fs.js'
import { setMeasured } from './replaced/pictureMeasure.js'
import type { SiteIndex } from './siteIndex.js'

const ROOT = '/content'

/**
 * A problem as the content manager shows it beside its field, as dev/cmsService.ts
 * answers: the form's words, its field (`body` for the text of a page, with the words it
 * concerns), and the line `npm run check` prints.
 */
export type CmsProblem = { field?: string; message: string; error: boolean; info?: true; quote?: string; check: string }

/** How many characters of a body's line a message quotes around its place (as dev/cmsService.ts). */
const QUOTE_REACH = 40

/** The line a page's text starts after (its front matter's closing ---), 0 for a file without one. */
function bodyStartLine(text: string): number {
  const lines = text.split('\n')
  if (lines[0]?.trim() !== '---') return 0
  const closing = lines.findIndex((line, index) => index > 0 && line.trim() === '---')
  return closing < 0 ? 0 : closing + 1
}

function quoteAt(text: string, line: number, column: number): string {
  const words = text.split('\n')[line - 1] ?? ''
  const start = Math.max(0, column - 1 - QUOTE_REACH)
  const end = column - 1 + QUOTE_REACH
  return `${start > 0 ? '…' : ''}${words.slice(start, end).trim()}${end < words.trimEnd().length ? '…' : ''}`
}

/** A picture uploaded in this session: its path under content/images and its size, when the browser could read it. */
type Upload = { name: string; width?: number; height?: number }

export function loadSiteIndex(index: SiteIndex): void {
  setFolder(
    ROOT,
    index.texts,
    Object.keys(index.pictures).map((name) => `images/${name}`),
  )
  for (const [name, measured] of Object.entries(index.pictures)) setMeasured(name, measured)
}

/** A file saved in this session: later checks see it as the site now has it (its links, anchors, title). */
export function keepSaved(filePath: string, text: string): void {
  setFile(`${ROOT}/${contentRelative(filePath)}`, text)
}

export function addUpload({ name, width, height }: Upload): void {
  addPicture(`${ROOT}/images/${name}`)
  setMeasured(name, width && height ? { width, height } : {})
}

/** content/blog/x.md (as the content manager names files) → blog/x.md */
const contentRelative = (filePath: string) => filePath.replace(/^\/?content\//, '')

type EntryCheck = { build: SiteBuild; problems: CmsProblem[]; route: string }

/** The check of one entry as it would be saved: its problems, and the route it shows on. */
export function checkEntry(filePath: string, text: string): EntryCheck {
  const relative = contentRelative(filePath)
  // The production view, as `npm run check` (site/contentCheck.ts): drafts are left out.
  const build = buildSite({ contentDir: ROOT, cwd: '/', includeDrafts: false, keepGoodPages: true, unsaved: { path: relative, text } })
  const name = `content/${relative}`
  const file = build.files.find((candidate) => candidate.path === name)
  const bodyStart = relative.endsWith('.md') ? bodyStartLine(text) : Number.POSITIVE_INFINITY
  const problems = ((file?.messages ?? []) as Problem[]).map((problem): CmsProblem => {
    const inBody = !problem.field && (problem.line ?? 0) > bodyStart
    return {
      ...(problem.field ? { field: problem.field } : inBody && { field: 'body' }),
      message: formMessage(problem),
      error: isError(problem),
      ...(isInfo(problem) && { info: true as const }),
      ...(inBody && { quote: quoteAt(text, problem.line ?? 1, problem.column ?? 1) }),
      check: formatProblem(problem),
    }
  })
  // site.yaml shows on the home page.
  const route = file && relative.endsWith('.md') ? routeOf(ROOT, file) : '/'
  return { build, problems, route }
}
