/**
 * Stage 2's steps for whole files: site.yaml's values, then each page file parsed, its
 * {{site.*}} values filled in and validated against its collection's schema (or its layout's).
 */
import type { VFile } from 'vfile'
import type { z } from 'zod'
import { collections, type EntryKind, pageTypes } from '../../model/collections.js'
import { siteSchema, type SiteSettings } from '../../model/site.js'
import { routeOfContentPath } from '../shared/addresses.js'
import { relative, resolve } from '../shared/paths.js'
import { guarded, report } from '../shared/problems.js'
import { didYouMean } from '../shared/suggest.js'
import { type FrontMatter, locate, parseFrontMatter, parseYamlFile, partialYamlData } from './frontmatter.js'
import { validParts } from './schemaShape.js'
import { fillSiteValues, type SiteFill, siteValues } from './siteValues.js'
import { validate } from './validate.js'

export type Validated = { file: VFile; front: FrontMatter; kind: EntryKind; route: string; slug: string; data: Record<string, unknown> }

const SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** site.yaml parsed, its own {{site.*}} values filled in, validated; the values pages may quote. */
export function loadSettings(settingsFile: VFile): {
  settingsYaml?: FrontMatter
  settings?: SiteSettings
  settingsParts: Partial<SiteSettings>
  fill: SiteFill
} {
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
  return { settingsYaml, settings, settingsParts, fill }
}

/** Every page file loaded (an unforeseen exception is that file's problem, at its place). */
export const loadEntries = (files: VFile[], contentDir: string, fill: SiteFill): Loaded[] =>
  files.map((file) => guarded(file, () => loadEntry(file, contentDir, fill)) ?? { file })

export const segmentsOf = (contentDir: string, file: VFile) =>
  relative(resolve(file.cwd, contentDir), resolve(file.cwd, file.path)).replace(/\.md$/, '').split('/')

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
