/**
 * The content check in the browser: the pipeline of `npm run check` (buildSite), run over
 * the site index in memory with the entry being edited in place of its file, so the
 * messages are the check's own, word for word. Bundled for the browser with the pipeline's
 * disk-bound parts replaced (cms/browserCheck/bundle.ts says which, and why).
 */
import { createHash } from 'node:crypto'
import { buildSite, routeOf, type SiteBuild } from '../../pipeline/index.js'
import type { Problem } from '../../pipeline/problems.js'
import { type CmsProblem, formProblems } from '../formProblems.js'
import { addPicture, setFile, setFolder } from './node/fs.js'
import { endFrontMatterCheck } from './replaced/frontMatterCache.js'
import { endCheck } from './replaced/markdownCache.js'
import { type Measured, setMeasured } from './replaced/pictureMeasure.js'
import type { SiteIndex } from './siteIndex.js'
import { pictureAddressesIn } from '../pictureAddresses.js'

const ROOT = '/content'

/** A picture uploaded in this session: its path under content/images and its size, when the browser could read it. */
type Upload = { name: string; width?: number; height?: number }

/** The pictures the published index names by hash alone (SiteIndex.hidden). */
let hidden: Record<string, Measured> = {}

export function loadSiteIndex(index: SiteIndex): void {
  setFolder(
    ROOT,
    index.texts,
    Object.keys(index.pictures).map((name) => `images/${name}`),
  )
  for (const [name, measured] of Object.entries(index.pictures)) setMeasured(name, measured)
  hidden = index.hidden ?? {}
}

/** The pictures of content/images an entry names that the index holds by hash: the check then knows them as files. */
function revealPicturesOf(text: string): void {
  for (const address of pictureAddressesIn(text)) {
    const measured = hidden[createHash('sha256').update(address).digest('hex')]
    if (!measured) continue
    addPicture(`${ROOT}${address}`)
    setMeasured(address.slice('/images/'.length), measured)
  }
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

/**
 * The check of one entry as it would be saved: its problems, and the route it shows on.
 * The production view, as `npm run check` (site/contentCheck.ts), leaves drafts and pages
 * of later days out; `includeDrafts` makes the site with them, as the dev server shows it.
 */
export function checkEntry(filePath: string, text: string, { includeDrafts = false } = {}): EntryCheck {
  const relative = contentRelative(filePath)
  revealPicturesOf(text)
  const build = buildSite({ contentDir: ROOT, cwd: '/', includeDrafts, keepGoodPages: true, unsaved: { path: relative, text } })
  endCheck()
  endFrontMatterCheck()
  const name = `content/${relative}`
  const file = build.files.find((candidate) => candidate.path === name)
  const problems = formProblems((file?.messages ?? []) as Problem[], text, relative.endsWith('.md'))
  // site.yaml shows on the home page.
  const route = file && relative.endsWith('.md') ? routeOf(ROOT, file) : '/'
  return { build, problems, route }
}
