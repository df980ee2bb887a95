/**
 * The content pipeline, end to end: read → front matter → site values → validate →
 * resolve (Markdown, pictures, references) → link check. Every problem in every file is
 * collected before the build decides to stop, so an editor sees them all at once.
 */
import { routeOfContentPath } from './shared/addresses.js'
import path from 'node:path'
import type { VFile } from 'vfile'
import { collections, type EntryKind, pageTypes } from '../model/collections.js'
import type { z } from 'zod'
import { type BlockType, collectionListedBy } from '../model/blocks/index.js'
import { siteSchema, type SiteSettings } from '../model/site.js'
import { saveFrontMatterCache } from './frontMatter/frontMatterCache.js'
import { type FrontMatter, locate, parseFrontMatter, parseYamlFile, partialYamlData } from './frontMatter/frontmatter.js'
import { reportHints } from './check/hints.js'
import { createImageCatalogue } from './pictures/images.js'
import { checkLinks, decodeOrKeep, type LinkTargets } from './check/links.js'
import { checkPictureFiles, FAVICON, unusedPictures } from './pictures/pictureFiles.js'
import { listingPages } from './page/listings.js'
import { formatFieldPath, guarded, isError, type Problem, report } from './shared/problems.js'
import { readContentFiles, readFile, textFile } from './read/read.js'
import {
  type Offline,
  type PageText,
  type PendingLink,
  type ResolveContext,
  resolveData,
  storedBody,
  summaryKey,
  type UnavailableEntry,
} from './resolve/resolve.js'
import { laterChangeDays, offlineReason, todayInKampala, withoutEndedItems } from './resolve/schedule.js'
import { reportPlaceholders } from './check/placeholders.js'
import { derivedValues, fillSiteValues, type SiteFill, siteValues } from './frontMatter/siteValues.js'
import { didYouMean } from './shared/suggest.js'
import { validParts } from './frontMatter/schemaShape.js'
import type { EntrySummary, ResolvedSettings, Site, SitePage, StoredBody } from './shared/types.js'
import { validate } from './frontMatter/validate.js'
import { reportFormsOnSiteOrigin } from './check/formAddresses.js'
import { siteAddress } from './shared/basePath.js'

export type BuildOptions = {
  contentDir: string
  /** Drafts are shown by the dev server and left out of production builds. */
  includeDrafts?: boolean
  /** The day the build is for, written 2026-12-01 (default: today in Kampala; see schedule.ts). */
  today?: string
  /** Overrides the url of site.yaml (the SITE_URL environment variable). */
  siteUrl?: string
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

export type Validated = { file: VFile; front: FrontMatter; kind: EntryKind; route: string; slug: string; data: Record<string, unknown> }

/**
 * What a check of a later day reuses of this build (pipeline/days/dayReuse.ts): everything that
 * does not depend on the day (the files read, their front matter loaded and validated), and
 * what each file's resolving gave (its links, its anchors), so that a later day redoes only
 * the files it changes. Kept beside the build object, and gone with it.
 */
export type BuildRecord = {
  options: BuildOptions
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

/** What resolving one file gave: its links (`links.slice(from, to)`), and the anchors of its page once complete. */
type ResolvedRecord = { from: number; to: number; ids?: Set<string> }

const records = new WeakMap<SiteBuild, BuildRecord>()

/** What a later day's check may reuse of `build`, if buildSite made it. */
export const buildRecord = (build: SiteBuild): BuildRecord | undefined => records.get(build)

const SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/

export function buildSite(options: BuildOptions): SiteBuild {
  const { contentDir, cwd = process.cwd() } = options
  const unsaved = options.unsaved && unsavedFile(contentDir, options.unsaved, cwd)
  const settingsFile =
    unsaved?.path === relativeTo(cwd, path.join(contentDir, 'site.yaml')) ? unsaved : readFile(path.join(contentDir, 'site.yaml'), cwd)
  const settingsYaml = settingsFile.data.unreadable ? undefined : parseYamlFile(settingsFile)
  // site.yaml may quote its own values too ({{site.emails.info}} in a tooltip).
  if (settingsYaml)
    fillSiteValues(settingsFile, settingsYaml, { values: siteValues(settingsYaml.data as Record<string, unknown>), reportUnknown: true })
  const settings = settingsYaml && validate(settingsFile, settingsYaml, siteSchema)
  // A mistake in site.yaml is reported there only: pages get the values that are valid,
  // and a value it lacks is left as written rather than reported in every page.
  const settingsParts =
    settings ?? (validParts(siteSchema, settingsYaml?.data ?? partialYamlData(settingsFile)) as Partial<SiteSettings> | undefined) ?? {}
  const fill = { values: siteValues(settingsParts), reportUnknown: Boolean(settings) }

  const { pages: read, rejected } = readContentFiles(contentDir, { collections: Object.keys(collections) }, cwd)
  const files =
    unsaved && unsaved !== settingsFile && unsaved.path.endsWith('.md')
      ? [...read.filter((file) => file.path !== unsaved.path), unsaved]
      : read
  const loaded = files.map((file) => guarded(file, () => loadEntry(file, contentDir, fill)) ?? { file })
  const entries = loaded.flatMap((result) => (result.entry ? [result.entry] : []))
  // A page whose front matter failed still exists: links to it are not reported as broken
  // too (its own problems are), though its #anchors cannot be checked.
  const failedRoutes = files.filter((file) => !entries.some((entry) => entry.file === file)).map((file) => routeOf(contentDir, file))
  // Drafts, pages scheduled for later and pages that have ended are left out of a build
  // (the dev server shows them all); a scheduled page says when it comes, as information.
  const today = options.today ?? todayInKampala()
  const offline = new Map(
    entries.flatMap((entry) => {
      const reason: Offline | undefined = options.heldBack?.has(entry.file.path)
        ? { heldBack: String(entry.data.publishDate) }
        : offlineOf(entry, today)
      return reason ? [[entry, reason] as const] : []
    }),
  )
  for (const [entry, reason] of offline) {
    if ('scheduled' in reason) reportScheduled(entry, reason.scheduled)
    if ('ended' in reason) reportEnded(entry.file, entry.front, [], reason.ended, `this ${entry.kind}`)
  }
  for (const entry of entries) if (!offline.has(entry)) reportEndedItems(entry, today)
  const schedule = {
    days: laterChangeDays(
      entries.filter((entry) => !entry.data.draft).map((entry) => entry.data),
      today,
    ),
    drafts: entries.filter((entry) => entry.data.draft).map((entry) => entry.file.path),
    dated: entries.flatMap((entry) =>
      typeof entry.data.publishDate === 'string' && entry.data.publishDate <= today && !entry.data.draft
        ? [{ file: entry.file.path, route: entry.route, day: entry.data.publishDate }]
        : [],
    ),
  }
  const published = options.includeDrafts ? entries : entries.filter((entry) => !offline.has(entry))
  const validated = new Map(entries.map((entry) => [entry, entry.data]))
  // Jobs and internship intakes that have ended leave their lists (and JobPosting).
  if (!options.includeDrafts) for (const entry of published) entry.data = withoutEndedItems(entry.data, today)
  reportDuplicateRoutes(published)

  const lookupImage = createImageCatalogue(contentDir)
  const summaryOf = new Map(published.map((entry) => [entry, guarded(entry.file, () => summarise(entry, lookupImage, settings))]))
  const summaries = summariesOf(published, (entry) => summaryOf.get(entry))

  // The bodies compiled below: published pages, and pages whose front matter failed.
  if (options.precompile) {
    const isPublished = new Set(published)
    options.precompile(loaded.flatMap(({ entry, front }) => (front?.body.trim() && (!entry || isPublished.has(entry)) ? [front.body] : [])))
  }
  const unavailable = unavailableEntries(loaded, published, offline, contentDir)
  const links: PendingLink[] = []
  const anchors = new Map<string, Set<string>>()
  const pages = new Map<string, SitePage>()
  const texts: PageText[] = []
  const reached = new Set<string>()
  /** What resolving one file's values needs: its place, and the site-wide lookups. */
  const contextFor = (file: VFile, front: ResolveContext['front'], route?: string, ids = new Set<string>()): ResolveContext => ({
    file,
    front,
    ...(route && { route }),
    summaries,
    unavailable,
    lookupImage,
    links,
    ids,
    reached,
  })
  // Each file's links and anchors, for a later day's check (dayReuse.ts).
  const resolved = new Map<VFile, ResolvedRecord>()
  const recording = (file: VFile, step: () => Set<string> | undefined) => {
    const from = links.length
    const ids = step()
    resolved.set(file, { from, to: links.length, ...(ids && { ids }) })
  }
  for (const entry of published) {
    recording(entry.file, () =>
      guarded(entry.file, () => {
        const text: PageText = {
          file: entry.file,
          front: entry.front,
          route: entry.route,
          data: entry.data,
          outlines: [],
          links: [],
          pictures: [],
        }
        const context: ResolveContext = { ...contextFor(entry.file, entry.front, entry.route, new Set(['main'])), text }
        texts.push(text)
        const { data, body } = resolveEntry(entry, context, settingsParts.authors)
        anchors.set(entry.route, context.ids)
        pages.set(entry.route, { kind: entry.kind, route: entry.route, slug: entry.slug, data, body } as SitePage)
        return context.ids
      }),
    )
  }

  // Files whose front matter failed are still checked, so one run lists all: their body,
  // and the links, pictures, references and author of every field that is valid.
  for (const item of loaded) {
    const { entry, front, file } = item
    if (entry || !front) continue
    recording(file, () => {
      guarded(file, () => resolveFailed({ ...item, front }, contextFor(file, front, routeOf(contentDir, file)), settingsParts.authors))
      return undefined
    })
  }

  let resolvedSettings: ResolvedSettings | undefined
  if (settingsYaml) {
    recording(settingsFile, () => {
      resolvedSettings = guarded(settingsFile, () =>
        resolveSettings(contextFor(settingsFile, settingsYaml), { settingsYaml, settingsParts, settings, options, lookupImage }),
      )
      return undefined
    })
  }

  const offlineRoutes = new Map(
    options.includeDrafts
      ? []
      : [...offline].map(([entry, reason]) => [entry.route, { file: entry.file.path, route: entry.route, offline: reason }]),
  )
  const beforeLinkCheck = new Map([...resolved.keys()].map((file) => [file, file.messages.length]))
  checkLinks(links, linkTargets(anchors, failedRoutes, offlineRoutes, lookupImage))
  const brokenLinks = new Set(
    [...beforeLinkCheck].flatMap(([file, from]) =>
      (file.messages as Problem[]).slice(from).some((problem) => problem.ruleId === 'broken-link') ? [file] : [],
    ),
  )
  // The hints read what pages say with their site values filled in: not while site.yaml fails.
  if (settings) guarded(settingsFile, () => reportHints(texts, reachedPages(reached, links, published, [...summaries.values()], settings)))

  const checkedFiles = [settingsFile, ...rejected, ...checkPictureFiles(contentDir, cwd), ...files]
  const errors = checkedFiles.some((file) => (file.messages as Problem[]).some(isError))
  // Which pictures are used is only known when every file resolved: after an error, the
  // warning would name pictures that the broken file uses (one mistake, one message).
  const used = new Set([...lookupImage.used(), FAVICON].map(decodeOrKeep))
  const allFiles = errors ? checkedFiles : [...checkedFiles, ...unusedPictures(contentDir, cwd, used)]
  const problems = allFiles.flatMap((file) => file.messages as Problem[])
  saveFrontMatterCache()
  const record: BuildRecord = {
    options,
    today,
    cwd,
    settingsFile,
    settingsYaml,
    settingsParts,
    settings,
    loaded,
    entries,
    validated,
    published: new Set(published),
    summaryOf,
    summaries,
    unavailable,
    failedRoutes,
    anchors,
    offlineRoutes,
    links,
    lookupImage,
    resolved,
    brokenLinks,
  }
  const recorded = (build: SiteBuild) => {
    records.set(build, record)
    return build
  }
  if (!resolvedSettings || (errors && !options.keepGoodPages)) return recorded({ files: allFiles, problems, schedule })
  if (errors) for (const entry of published) if ((entry.file.messages as Problem[]).some(isError)) pages.delete(entry.route)

  const listOf = (kind: EntrySummary['kind']) => [...summaries.values()].filter((summary) => summary.kind === kind)
  const articles = listOf('article').sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
  for (const entry of published) {
    const page = pages.get(entry.route)
    for (const further of (page && guarded(entry.file, () => listingPages(page, articles.length))) ?? []) pages.set(further.route, further)
  }
  const site: Site = {
    settings: resolvedSettings,
    pages,
    services: orderBy(listOf('service'), published),
    courses: orderBy(listOf('course'), published),
    articles,
    searchRoute: [...pages.values()].find((page) => page.data.sections.some((section) => section.type === 'search'))?.route,
    pictures: used,
  }
  return recorded({ site, files: allFiles, problems, schedule })
}

/** The summaries of the published entries, by kind and slug (a later entry of the same slug wins, in the first one's place). */
export function summariesOf(published: Validated[], summaryOf: (entry: Validated) => EntrySummary | undefined): Map<string, EntrySummary> {
  return new Map(
    published.flatMap((entry) => {
      const summary = summaryOf(entry)
      return summary ? [[summaryKey(summary.kind, summary.slug), summary] as const] : []
    }),
  )
}

/** What the link check checks links against: the pages' anchors, the pages it cannot check, those offline, the pictures. */
export function linkTargets(
  anchors: Map<string, Set<string>>,
  failedRoutes: string[],
  offline: Map<string, UnavailableEntry>,
  lookupImage: ReturnType<typeof createImageCatalogue>,
): LinkTargets {
  return {
    anchors,
    unchecked: new Set(failedRoutes),
    offline,
    imageProblem: (src) => {
      const found = lookupImage(src, '')
      return 'missing' in found ? found.missing : undefined
    },
  }
}

/** A published page's values and body, resolved against the site; its anchors go to context.ids. */
export function resolveEntry(
  entry: Validated,
  context: ResolveContext,
  authors: SiteSettings['authors'] | undefined,
): { data: Record<string, unknown>; body: StoredBody | null } {
  reportUnknownAuthor(entry, authors)
  const data = resolveData(entry.data, [], context) as Record<string, unknown>
  for (const section of (data.sections as { id?: string }[] | undefined) ?? []) if (section.id) context.ids.add(section.id)
  const body = entry.front.body.trim() ? storedBody(entry.front.body, context) : null
  return { data, body }
}

/** A file whose front matter failed: its body, and the links, pictures, references and author of its valid fields. */
export function resolveFailed(
  { front, validPart }: Pick<Loaded, 'validPart'> & { front: FrontMatter },
  context: ResolveContext,
  authors: SiteSettings['authors'] | undefined,
): void {
  if (validPart) {
    reportUnknownAuthor({ file: context.file, front, ...validPart }, authors)
    resolveData(validPart.data, [], context)
  }
  if (front.body.trim()) storedBody(front.body, context)
}

/** site.yaml's values resolved against the site (pictures, references, links), and the values derived once for every page. */
export function resolveSettings(
  context: ResolveContext,
  {
    settingsYaml,
    settingsParts,
    settings,
    options,
    lookupImage,
  }: {
    settingsYaml: FrontMatter
    settingsParts: Partial<SiteSettings>
    settings: SiteSettings | undefined
    options: BuildOptions
    lookupImage: ReturnType<typeof createImageCatalogue>
  },
): ResolvedSettings | undefined {
  const settingsFile = context.file
  const resolved = resolveData(settingsParts, [], context) as Omit<
    ResolvedSettings,
    'url' | 'basePath' | keyof ReturnType<typeof derivedValues>
  >
  for (const field of ['logo', 'shareImage'] as const) {
    const src = settingsParts[field]
    const result = src === undefined ? undefined : lookupImage(src, settingsParts.name ?? '')
    if (result && 'missing' in result) report(settingsFile, 'missing-image', result.missing, locate(settingsYaml, [field]), { field })
    // Link previews use the 1200 × 630 copy (pipeline/pictures/renditions.ts).
    else if (field === 'shareImage' && result?.found.share) resolved.shareImage = result.found.share
  }
  if (settingsParts.placeholders) reportPlaceholders(settingsFile, settingsYaml, settingsParts.placeholders)
  if (!settings) return undefined
  reportFormsOnSiteOrigin(settingsFile, settingsYaml, settings.forms, [settings.url, options.siteUrl])
  // Derived once, here, for every page and block.
  return {
    ...resolved,
    ...derivedValues(settings),
    ...siteAddress(options.siteUrl || settings.url, options.basePath),
    testimonials: resolved.testimonials.map((item) => ({
      ...item,
      initials: item.name
        .split(/\s+/)
        .map((word) => word[0])
        .slice(0, 2)
        .join('')
        .toUpperCase(),
    })),
  }
}

/**
 * Entries that exist but are not published: drafts, scheduled and ended entries (a
 * reference to one says why), and entries whose front matter failed (references to them
 * are not reported too: the file's own problem is the one to fix).
 */
export function unavailableEntries(
  loaded: Loaded[],
  published: Validated[],
  offline: Map<Validated, Offline>,
  contentDir: string,
): Map<string, UnavailableEntry> {
  const isPublished = new Set(published)
  const unavailable = new Map<string, UnavailableEntry>()
  for (const { file, entry } of loaded) {
    if (entry && isPublished.has(entry)) continue
    const segments = segmentsOf(contentDir, file)
    const collection = segments.length === 2 && segments[1] !== 'index' ? collections[segments[0] as keyof typeof collections] : undefined
    if (!collection) continue
    const reason = entry && offline.get(entry)
    unavailable.set(summaryKey(collection.kind, segments[1]), {
      file: file.path,
      route: routeOf(contentDir, file),
      ...(reason && { offline: reason }),
    })
  }
  return unavailable
}

/** Why an entry is not online today: a draft, scheduled for later, or ended. */
export function offlineOf(entry: Validated, today: string): Offline | undefined {
  if (entry.kind === 'article' && entry.data.draft) return { draft: true }
  return offlineReason(entry.data as { publishDate?: string; validThrough?: string }, today)
}

/** Information, not a warning: the check says when a scheduled page comes online. */
function reportScheduled(entry: Validated, day: string): void {
  report(
    entry.file,
    'scheduled',
    `scheduled for ${day}: the page, its place in lists and the links to it come online that morning (Kampala time)`,
    locate(entry.front, ['publishDate']),
    { field: 'publishDate', info: true },
  )
}

/** Information: what has ended is not on the site, and says so where its date is. */
function reportEnded(file: VFile, front: FrontMatter, at: (string | number)[], day: string, what = 'this page'): void {
  report(
    file,
    'scheduled',
    `ended on ${day}: ${what} is no longer on the site (its validThrough has passed); to show it again, set validThrough to a later day`,
    locate(front, [...at, 'validThrough']),
    { field: formatFieldPath([...at, 'validThrough']), info: true },
  )
}

/** The jobs and internship intakes of a page that have ended. */
function reportEndedItems(entry: Validated, today: string): void {
  const sections = (entry.data.sections ?? []) as {
    type: string
    jobs?: { validThrough?: string }[]
    items?: { validThrough?: string }[]
  }[]
  sections.forEach((section, index) => {
    const [list, what] =
      section.type === 'jobs'
        ? (['jobs', 'this job'] as const)
        : section.type === 'opportunities'
          ? (['items', 'this intake'] as const)
          : []
    if (!list) return
    ;(section[list] ?? []).forEach((item, at) => {
      if (item.validThrough && item.validThrough < today)
        reportEnded(entry.file, entry.front, ['sections', index, list, at], item.validThrough, what)
    })
  })
}

const relativeTo = (cwd: string, filePath: string) => path.relative(cwd, filePath).split(path.sep).join('/')

/** The content manager's unsaved text of one file, read as the pipeline reads files. */
function unsavedFile(contentDir: string, { path: name, text }: { path: string; text: string }, cwd: string): VFile {
  return textFile(path.join(contentDir, name), text, cwd)
}

const segmentsOf = (contentDir: string, file: VFile) =>
  path.relative(contentDir, path.resolve(file.cwd, file.path)).split(path.sep).join('/').replace(/\.md$/, '').split('/')

/** content/index.md → /, content/services/index.md → /services, content/a/b.md → /a/b */
export function routeOf(contentDir: string, file: VFile): string {
  return routeOfContentPath(segmentsOf(contentDir, file).join('/'))
}

/** What is known of a file whose front matter failed: its kind, and its valid fields. */
type ValidPart = { kind: EntryKind; data: Record<string, unknown> }
export type Loaded = { file: VFile; front?: FrontMatter; entry?: Validated; validPart?: ValidPart }

/** Parse, fill and validate one file; without `entry` (problems reported) when it fails. */
function loadEntry(file: VFile, contentDir: string, fill: SiteFill): Loaded {
  if (file.data.unreadable) return { file }
  const front = parseFrontMatter(file)
  if (front) fillSiteValues(file, front, fill)
  const result = front && validateEntry(file, front, contentDir)
  return { file, front, ...(result && ('route' in result ? { entry: result } : { validPart: result })) }
}

function validateEntry(file: VFile, front: FrontMatter, contentDir: string): Validated | ValidPart | undefined {
  const segments = segmentsOf(contentDir, file)
  const slug = segments.at(-1)!
  const badSegment = segments.find((segment) => !SEGMENT.test(segment))
  if (badSegment) {
    report(
      file,
      'bad-file-name',
      `the name "${badSegment}" cannot be a web address: file and folder names under content/ become URLs, so use lowercase letters, digits and single hyphens (e.g. web-development.md)`,
      { line: 1, column: 1 },
    )
    return undefined
  }

  const isIndex = slug === 'index'
  const folder = segments.length > 1 ? segments[0] : undefined
  const collection = !isIndex && folder ? collections[folder as keyof typeof collections] : undefined
  const route = routeOf(contentDir, file)

  let kind: EntryKind
  let schema: z.ZodType
  if (collection && segments.length === 2) {
    kind = collection.kind
    schema = collection.schema
  } else {
    const layout = String((front.data as { layout?: unknown } | null)?.layout ?? 'page')
    if (!(layout in pageTypes)) {
      report(
        file,
        'bad-value',
        `"${layout}" is not a layout.${didYouMean(layout, Object.keys(pageTypes))} Layouts: ${Object.keys(pageTypes).join(', ')}.`,
        locate(front, ['layout']),
        { field: 'layout' },
      )
      return undefined
    }
    kind = layout as 'page' | 'legal'
    schema = pageTypes[layout as keyof typeof pageTypes]
  }
  const data = validate(file, front, schema)
  if (data === undefined) return { kind, data: (validParts(schema, front.data) ?? {}) as Record<string, unknown> }
  return { file, front, kind, route, slug: isIndex ? (segments.at(-2) ?? 'index') : slug, data: data as Record<string, unknown> }
}

/** Two files that make the same page: the later one is told. `fileOf` is where (a later day's check: dayReuse.ts). */
export function reportDuplicateRoutes(entries: Validated[], fileOf = (entry: Validated) => entry.file) {
  const byRoute = new Map<string, Validated>()
  for (const entry of entries) {
    const first = byRoute.get(entry.route)
    if (!first) byRoute.set(entry.route, entry)
    else
      report(
        fileOf(entry),
        'duplicate-route',
        `this file and ${first.file.path} both make the page ${entry.route}: rename or remove one of them`,
        { line: 1, column: 1 },
      )
  }
}

/** An article's `author` must be a key of `authors` in site.yaml (when those are valid). */
function reportUnknownAuthor(
  { file, front, kind, data }: Pick<Validated, 'file' | 'front' | 'kind' | 'data'>,
  authors: SiteSettings['authors'] | undefined,
) {
  if (kind !== 'article' || !authors || typeof data.author !== 'string' || data.author in authors) return
  const keys = Object.keys(authors)
  report(
    file,
    'unknown-slug',
    `"${data.author}" is not an author.${didYouMean(data.author, keys)} Authors are the keys of \`authors\` in content/site.yaml: ${keys.join(', ')}.`,
    locate(front, ['author']),
    { field: 'author' },
  )
}

export function summarise(
  entry: Validated,
  lookupImage: ReturnType<typeof createImageCatalogue>,
  settings: SiteSettings | undefined,
): EntrySummary | undefined {
  if (entry.kind !== 'service' && entry.kind !== 'article' && entry.kind !== 'course') return undefined
  const data = entry.data as {
    title: string
    menuTitle?: string
    summary?: string
    description: string
    icon?: EntrySummary['icon']
    highlights?: string[]
    category?: string
    date?: string
    image?: { $image: string; alt: string }
  }
  const image = data.image && lookupImage(data.image.$image, data.image.alt)
  return {
    kind: entry.kind,
    slug: entry.slug,
    href: entry.route,
    title: data.title,
    menuTitle: data.menuTitle ?? data.title,
    description: data.description,
    summary: data.summary ?? data.description,
    ...(data.icon && { icon: data.icon }),
    ...(data.highlights && { highlights: data.highlights }),
    ...(data.category && { category: data.category }),
    ...(entry.kind === 'article' &&
      settings?.authors[String(entry.data.author)] && { author: settings.authors[String(entry.data.author)].name }),
    ...(data.date && { date: data.date }),
    ...(image && 'found' in image && { image: image.found }),
  }
}

/**
 * Every page some other page links to: by a link, a reference, a block that lists its
 * whole collection (service-list), or a menu of site.yaml that does (header menu:
 * services); the footer's articles are only the latest few, so they do not count.
 */
function reachedPages(
  reached: Set<string>,
  links: PendingLink[],
  entries: Validated[],
  summaries: EntrySummary[],
  settings: SiteSettings,
): Set<string> {
  const all = new Set(reached)
  for (const link of links) {
    const target = link.href.startsWith('/') ? link.href.split(/[?#]/)[0] : undefined
    if (target && target !== link.fromRoute) all.add(target)
  }
  const listed = new Set<string>()
  for (const entry of entries)
    for (const section of (entry.data.sections as { type: BlockType }[] | undefined) ?? [])
      listed.add(collectionListedBy[section.type] ?? '')
  const menus = [...settings.navigation.header.map((item) => item.menu), ...settings.navigation.footer.map((group) => group.include)]
  for (const list of menus) if (list === 'services' || list === 'courses') listed.add(list.slice(0, -1))
  for (const summary of summaries) if (listed.has(summary.kind)) all.add(summary.href)
  return all
}

function orderBy(list: EntrySummary[], entries: Validated[]) {
  const order = new Map(entries.map((entry) => [entry.route, Number(entry.data.order ?? 0)]))
  return list.sort((a, b) => order.get(a.href)! - order.get(b.href)!)
}
