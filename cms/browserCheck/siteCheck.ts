/**
 * The content check in the browser: the pipeline of `npm run check` (buildSite), run over
 * the site index in memory with the entry being edited in place of its file, so the
 * messages are the check's own, word for word. The pipeline is handed the folder, the
 * pictures' measures and its caches in memory (BuildServices), and replaces no module.
 */
import { type BuildOptions, type BuildServices, buildRecord, buildSiteWith, type SiteBuild } from '../../pipeline/index.js'
import { routeOf } from '../../pipeline/frontMatter/entries.js'
import { sha256Text } from '../../pipeline/shared/sha256.js'
import { isError, type Problem } from '../../pipeline/shared/problems.js'
import { type CmsProblem, formProblems } from '../formProblems.js'
import { addPicture, changeForAMoment, memoryFolder, setFile, setFolder } from './contentFolder.js'
import { endFrontMatterCheck, memoryFrontMatterStore } from './frontMatterCache.js'
import { endCheck, memoryMarkdownStore } from './markdownCache.js'
import { memoryPictureFiles, setMeasured } from './pictureFiles.js'
import type { Measured } from '../../pipeline/pictures/pictureMeasure.js'
import type { SiteIndex } from './siteIndex.js'
import { pictureAddressesIn } from '../pictureAddresses.js'
import { todayInKampala } from '../../pipeline/resolve/schedule.js'

const ROOT = '/content'

/** The content folder, the picture files as the site index measured them, and the caches of the pipeline, in memory for the session. */
const services: BuildServices = {
  content: memoryFolder(ROOT),
  markdownStore: memoryMarkdownStore,
  frontMatterStore: memoryFrontMatterStore,
  pictures: memoryPictureFiles,
  cwd: '/',
  today: () => todayInKampala(),
}
/** The site's address, as the build that published the index used it. */
let siteUrl = ''
const buildSite = (options: Omit<BuildOptions, 'siteUrl'>) => buildSiteWith({ ...options, siteUrl }, services)

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
  siteUrl = index.siteUrl
}

/** The pictures of content/images an entry names that the index holds by hash: the check then knows them as files. */
function revealPicturesOf(text: string): void {
  for (const address of pictureAddressesIn(text)) {
    const measured = hidden[sha256Text(address, 'hex')]
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

/** A page (or the settings) that uses a page or picture: `file` as the content manager names it (content/blog/x.md). */
export type User = { file: string; title: string; route?: string }

/**
 * What would leave the site, as the content manager names files: pages and pictures
 * deleted (`files`: content/blog/x.md, content/images/blog/y.png), and pages changed so
 * that they leave it (`changed`: the text of an article with `draft: true`).
 */
export type Leaving = { files?: string[]; changed?: { path: string; text: string }[] }

/**
 * Who uses what would leave: the pages (and settings) that the check passes now and would
 * fail once it is gone, found by the pipeline itself (its links, references and pictures),
 * not by reading addresses: the site as the index holds it, with this session's saves and
 * `overlay` (texts of changes not yet published: the editorial workflow's pull requests,
 * by path) in place. A deletion is judged with drafts and pages of later days too (their
 * day will come); a page taken off the site as the published site will be without it.
 * The folder in memory is as it was afterwards.
 */
export function usersOf(leaving: Leaving, overlay: Record<string, string> = {}): User[] {
  const inside = (filePath: string) => `${ROOT}/${contentRelative(filePath)}`
  for (const text of Object.values(overlay)) revealPicturesOf(text)
  const putBack = changeForAMoment({ texts: Object.fromEntries(Object.entries(overlay).map(([name, text]) => [inside(name), text])) })
  try {
    const gone = new Set([...(leaving.files ?? []), ...(leaving.changed ?? []).map((change) => change.path)].map(contentRelative))
    const users = new Map<string, User>()
    const views = [
      ...(leaving.files?.length ? [{ includeDrafts: true }] : []),
      ...(leaving.changed?.length ? [{ includeDrafts: false }] : []),
    ]
    for (const { includeDrafts } of views) {
      const before = siteErrors(includeDrafts)
      const removed = (leaving.files ?? []).map(inside)
      const undo = changeForAMoment({
        texts: {
          ...Object.fromEntries(removed.filter((name) => !name.startsWith(`${ROOT}/images/`)).map((name) => [name, undefined])),
          ...Object.fromEntries((leaving.changed ?? []).map((change) => [inside(change.path), change.text])),
        },
        removedPictures: removed.filter((name) => name.startsWith(`${ROOT}/images/`)),
      })
      try {
        const after = siteErrors(includeDrafts)
        for (const [file, errors] of after.errors) {
          const relative = contentRelative(file)
          if (gone.has(relative) || users.has(file)) continue
          const had = before.errors.get(file) ?? new Map<string, number>()
          if ([...errors].some(([key, count]) => count > (had.get(key) ?? 0))) users.set(file, before.named(file))
        }
      } finally {
        undo()
      }
    }
    return [...users.values()]
  } finally {
    putBack()
  }
}

/** Each file's errors (a count of each kind and words) in a build of the site in memory, and how to name a file of it. */
function siteErrors(includeDrafts: boolean) {
  const build = buildSite({ contentDir: ROOT, cwd: '/', includeDrafts, keepGoodPages: true })
  endCheck()
  endFrontMatterCheck()
  const errors = new Map<string, Map<string, number>>()
  for (const file of build.files)
    for (const problem of file.messages as Problem[]) {
      if (!isError(problem)) continue
      const key = `${problem.ruleId} ${problem.field ?? ''} ${problem.reason}`
      const counts = errors.get(file.path) ?? new Map<string, number>()
      counts.set(key, (counts.get(key) ?? 0) + 1)
      errors.set(file.path, counts)
    }
  const loaded = buildRecord(build)?.loaded ?? []
  const named = (file: string): User => {
    if (file === 'content/site.yaml') return { file, title: 'Site settings' }
    const item = loaded.find((candidate) => candidate.file.path === file)
    const title = item?.entry?.data.title ?? (item?.front?.data as Record<string, unknown> | undefined)?.title
    const route = item?.entry?.route ?? (item && file.endsWith('.md') ? routeOf(ROOT, item.file) : undefined)
    return { file, title: typeof title === 'string' ? title : file, ...(route && { route }) }
  }
  return { errors, named }
}
