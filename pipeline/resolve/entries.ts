/**
 * Stage 5's steps for the whole site: each published page's values and body resolved
 * against the site (its links queued for the check, its anchors gathered), each file whose
 * front matter failed checked in the same run, and site.yaml's values resolved.
 */
import type { VFile } from 'vfile'
import type { SiteSettings } from '../../model/site.js'
import type { FrontMatter } from '../frontMatter/frontmatter.js'
import type { Loaded, Validated } from '../frontMatter/entries.js'
import { reportFormsOnSiteOrigin } from '../frontMatter/formAddresses.js'
import { reportPlaceholders } from '../frontMatter/placeholders.js'
import { derivedValues } from '../frontMatter/siteValues.js'
import type { createImageCatalogue } from '../pictures/images.js'
import { siteAddress } from '../shared/basePath.js'
import { guarded, report } from '../shared/problems.js'
import { didYouMean } from '../shared/suggest.js'
import type { EntrySummary, ResolvedSettings, SitePage, StoredBody } from '../shared/types.js'
import { locate } from '../frontMatter/frontmatter.js'
import {
  type PageText,
  type PendingLink,
  type ResolveContext,
  resolveData,
  storedBody,
  summaryKey,
  type UnavailableEntry,
} from './resolve.js'

/** What resolving one file gave: its links (`links.slice(from, to)`), and the anchors of its page once complete. */
export type ResolvedRecord = { from: number; to: number; ids?: Set<string> }

/** Where a site is served from, when the build says other than site.yaml (BuildOptions). */
type SiteAddressOptions = { siteUrl: string; basePath?: string }
type ImageCatalogue = ReturnType<typeof createImageCatalogue>

/** Every published page, every file whose front matter failed, and site.yaml, resolved against the site. */
export function resolveSite(
  {
    loaded,
    published,
    settingsFile,
    settingsYaml,
    settingsParts,
    settings,
    options,
    lookupImage,
    summaries,
    unavailable,
  }: {
    loaded: Loaded[]
    published: Validated[]
    settingsFile: VFile
    settingsYaml: FrontMatter | undefined
    settingsParts: Partial<SiteSettings>
    settings: SiteSettings | undefined
    options: SiteAddressOptions
    lookupImage: ImageCatalogue
    summaries: Map<string, EntrySummary>
    unavailable: Map<string, UnavailableEntry>
  },
  routeOf: (file: VFile) => string,
) {
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
      guarded(file, () => resolveFailed({ ...item, front }, contextFor(file, front, routeOf(file)), settingsParts.authors))
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
  return { links, anchors, pages, texts, reached, resolved, resolvedSettings }
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
    options: SiteAddressOptions
    lookupImage: ImageCatalogue
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
  // Judged whatever else site.yaml gets wrong: a refused field must not hide a form on the site's origin.
  if (settingsParts.forms) reportFormsOnSiteOrigin(settingsFile, settingsYaml, settingsParts.forms, options.siteUrl)
  if (!settings) return undefined
  // Derived once, here, for every page and block.
  return {
    ...resolved,
    ...derivedValues(settings),
    ...siteAddress(options.siteUrl, options.basePath),
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

export function summarise(entry: Validated, lookupImage: ImageCatalogue, settings: SiteSettings | undefined): EntrySummary | undefined {
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
