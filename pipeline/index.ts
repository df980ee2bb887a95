/**
 * The content pipeline, end to end, as its stages in the order data flows (each a folder
 * of pipeline/): read → front matter (parse, site values, validate) → which entries are
 * online → pictures → resolve (Markdown, links, pictures, references) → check (links,
 * hints, picture files) → the site (page/). Every problem in every file is collected
 * before the build decides to stop, so an editor sees them all at once.
 */
import type { VFile } from 'vfile'
import { collections } from '../model/collections.js'
import type { SiteSettings } from '../model/site.js'
import { checkSite, collectProblems } from './check/site.js'
import { type Loaded, loadEntries, loadSettings, routeOf, type Validated } from './frontMatter/entries.js'
import { type FrontMatterStore, saveFrontMatterCache, setFrontMatterStore } from './frontMatter/frontMatterCache.js'
import type { FrontMatter } from './frontMatter/frontmatter.js'
import { assembleSite } from './page/site.js'
import { type MarkdownStore, setMarkdownStore } from './markdown/markdownCache.js'
import { createImageCatalogue } from './pictures/images.js'
import type { PictureFiles } from './pictures/pictureMeasure.js'
import type { ContentFolder } from './read/contentListing.js'
import { readSite } from './read/read.js'
import { type ResolvedRecord, resolveSite, summariesOf, summarise } from './resolve/entries.js'
import { scheduleEntries, unavailableEntries } from './resolve/online.js'
import type { PendingLink, UnavailableEntry } from './resolve/resolve.js'
import { guarded, type Problem } from './shared/problems.js'
import type { EntrySummary, Site } from './shared/types.js'

export type BuildOptions = {
  contentDir: string
  /** Drafts are shown by the dev server and left out of production builds. */
  includeDrafts?: boolean
  /** The day the build is for, written 2026-12-01 (default: today in Kampala; see schedule.ts). */
  today?: string
  /**
   * The site's public address (canonical links, the sitemap, the feed, JSON-LD; no form may
   * frame its origin): the deploy's (site/deploy.ts), never the content's.
   */
  siteUrl: string
  /** Overrides the base path that url's path gives (the BASE_PATH environment variable): /website/ (basePath.ts). */
  basePath?: string
  cwd?: string
  /**
   * A service that compiles many Markdown bodies into the Markdown cache before the
   * pipeline meets them (the command-line check and build hand in site/markdownPool.ts,
   * worker threads on every core); without it each body compiles when it is met.
   */
  precompile?: (bodies: string[]) => void
  /**
   * Build the site even when some files have errors, without the pages of those files
   * (the dev server shows their problems in their place, and every other page as usual).
   * Without valid site settings there is still no site.
   */
  keepGoodPages?: boolean
  /**
   * The morning build's scheduled pages that fail on their day (pipeline/days/morningBuild.ts):
   * left out, so that everything else is still published. Files by path, as read.
   */
  heldBack?: ReadonlySet<string>
  /**
   * One file as the content manager would save it (its path under contentDir and its
   * text): the check and the preview see it in place of what is on disk, or as a new file.
   */
  unsaved?: { path: string; text: string }
}

/**
 * What the pipeline is handed by the edge that runs it: the content folder, the picture files, the stores of its caches (on disk
 * for the build, the check and the dev server: site/buildSite.ts; in memory in the
 * browser: cms/browserCheck/siteCheck.ts). Without a store, each text is parsed or
 * compiled when it is met.
 */
export type BuildServices = {
  markdownStore?: MarkdownStore
  frontMatterStore?: FrontMatterStore
  /** The content folder: site.yaml, the pages, the pictures' names. */
  content: ContentFolder
  /** The picture files of content/images: their measures, their bytes' check. */
  pictures: PictureFiles
  /** The folder file paths in messages are relative to, unless the options name one (Node: the process's). */
  cwd: string
  /** The day the build is for, unless the options name one (on Node, SITE_TODAY can set it: site/today.ts). */
  today: () => string
}

export type SiteBuild = {
  site?: Site
  files: VFile[]
  problems: Problem[]
  /**
   * The later days on which the site changes by itself and the drafts' files (checked by
   * laterDays.ts), and the pages online by their publishDate (morningBuild.ts).
   */
  schedule?: { days: string[]; drafts: string[]; dated: { file: string; route: string; day: string }[] }
}

/**
 * What a check of a later day reuses of this build (pipeline/days/dayReuse.ts): everything that
 * does not depend on the day (the files read, their front matter loaded and validated), and
 * what each file's resolving gave (its links, its anchors), so that a later day redoes only
 * the files it changes. Kept beside the build object, and gone with it.
 */
export type BuildRecord = {
  options: BuildOptions
  services: BuildServices
  today: string
  cwd: string
  settingsFile: VFile
  settingsYaml?: FrontMatter
  settingsParts: Partial<SiteSettings>
  settings?: SiteSettings
  loaded: Loaded[]
  entries: Validated[]
  /** Each entry's data as validated, before the ended jobs and intakes left it. */
  validated: Map<Validated, Record<string, unknown>>
  published: Set<Validated>
  summaryOf: Map<Validated, EntrySummary | undefined>
  summaries: Map<string, EntrySummary>
  unavailable: Map<string, UnavailableEntry>
  failedRoutes: string[]
  anchors: Map<string, Set<string>>
  offlineRoutes: Map<string, UnavailableEntry>
  links: PendingLink[]
  /** The pictures as looked up (read once a build; the site's are recorded before a later day adds any). */
  lookupImage: ReturnType<typeof createImageCatalogue>
  /** Each resolved file (page, file whose front matter failed, site.yaml): its links in `links`, and its anchors. */
  resolved: Map<VFile, ResolvedRecord>
  /** The files the link check gave a broken-link message (its suggestion reads every route). */
  brokenLinks: Set<VFile>
}

const records = new WeakMap<SiteBuild, BuildRecord>()

/** What a later day's check may reuse of `build`, if buildSite made it. */
export const buildRecord = (build: SiteBuild): BuildRecord | undefined => records.get(build)

/** The site again, with the services `build` was made with (a later day, the morning build's rounds). */
export const buildAgain = (build: SiteBuild, options: BuildOptions): SiteBuild => buildSiteWith(options, records.get(build)!.services)

export function buildSiteWith(options: BuildOptions, services: BuildServices): SiteBuild {
  const { contentDir, cwd = services.cwd } = options
  setMarkdownStore(services.markdownStore)
  setFrontMatterStore(services.frontMatterStore)
  const routeOfFile = (file: VFile) => routeOf(contentDir, file)
  // read: site.yaml and every page file (the content manager's unsaved text in its place)
  const { settingsFile, files, rejected } = readSite(services.content, contentDir, cwd, options.unsaved, {
    collections: Object.keys(collections),
  })
  // front matter: site.yaml's values, then each file parsed, filled and validated
  const { settingsYaml, settings, settingsParts, fill } = loadSettings(settingsFile)
  const loaded = loadEntries(files, contentDir, fill)
  const entries = loaded.flatMap((result) => (result.entry ? [result.entry] : []))
  // A page whose front matter failed still exists: links to it are not reported as broken
  // too (its own problems are), though its #anchors cannot be checked.
  const failedRoutes = files.filter((file) => !entries.some((entry) => entry.file === file)).map(routeOfFile)
  // which entries are online on the build's day
  const today = options.today ?? services.today()
  const { offline, offlineRoutes, schedule, published, validated } = scheduleEntries(entries, options, today)
  // pictures, and the summaries lists and references read
  const lookupImage = createImageCatalogue(contentDir, services.pictures, services.content)
  const summaryOf = new Map(published.map((entry) => [entry, guarded(entry.file, () => summarise(entry, lookupImage, settings))]))
  const summaries = summariesOf(published, (entry) => summaryOf.get(entry))
  // Markdown: the bodies resolved below (published pages, pages whose front matter failed), on every core when handed a pool
  if (options.precompile) {
    const isPublished = new Set(published)
    options.precompile(loaded.flatMap(({ entry, front }) => (front?.body.trim() && (!entry || isPublished.has(entry)) ? [front.body] : [])))
  }
  // resolve: every page, every failed file's valid fields, site.yaml
  const unavailable = unavailableEntries(loaded, published, offline, contentDir)
  // What the later stages read, and a later day's check reuses (BuildRecord)
  const built = {
    options,
    settingsFile,
    settingsYaml,
    settingsParts,
    settings,
    loaded,
    published,
    lookupImage,
    summaries,
    unavailable,
    failedRoutes,
    offlineRoutes,
  }
  const resolution = resolveSite(built, routeOfFile)
  // check: links, hints, picture files; every file's problems
  const brokenLinks = checkSite({ ...built, ...resolution })
  const { allFiles, problems, errors, used } = collectProblems(
    { settingsFile, rejected, files },
    lookupImage,
    services.pictures,
    contentDir,
    cwd,
  )
  saveFrontMatterCache()
  const { links, anchors, pages, resolved, resolvedSettings } = resolution
  const record: BuildRecord = {
    ...built,
    services,
    today,
    cwd,
    entries,
    validated,
    published: new Set(published),
    summaryOf,
    anchors,
    links,
    resolved,
    brokenLinks,
  }
  const recorded = (build: SiteBuild) => {
    records.set(build, record)
    return build
  }
  if (!resolvedSettings || (errors && !options.keepGoodPages)) return recorded({ files: allFiles, problems, schedule })
  // page: the site a build renders
  const site = assembleSite({ resolvedSettings, pages, published, summaries, errors, used })
  return recorded({ site, files: allFiles, problems, schedule })
}
