/**
 * Which entries are online today: drafts, pages scheduled for later and pages that have
 * ended are left out of a build (the dev server shows them all); a scheduled page says
 * when it comes, as information.
 */
import type { VFile } from 'vfile'
import { collections } from '../../model/collections.js'
import { type FrontMatter, locate } from '../frontMatter/frontmatter.js'
import { type Loaded, reportDuplicateRoutes, routeOf, segmentsOf, type Validated } from '../frontMatter/entries.js'
import { formatFieldPath, report } from '../shared/problems.js'
import { type Offline, summaryKey, type UnavailableEntry } from './resolve.js'
import { laterChangeDays, offlineReason, withoutEndedItems } from './schedule.js'

/** The later days on which the site changes by itself, the drafts' files, and the pages online by their publishDate. */
export type Schedule = { days: string[]; drafts: string[]; dated: { file: string; route: string; day: string }[] }

/** The entries offline on `day`, and why: a draft, scheduled, ended, or held back by the morning build. */
export const offlineOn = (entries: Validated[], day: string, heldBack?: ReadonlySet<string>): Map<Validated, Offline> =>
  new Map(
    entries.flatMap((entry) => {
      const reason: Offline | undefined = heldBack?.has(entry.file.path)
        ? { heldBack: String(entry.data.publishDate) }
        : offlineOf(entry, day)
      return reason ? [[entry, reason] as const] : []
    }),
  )

/** The entries online on `today` (all of them with drafts), and what is offline, and why. */
export function scheduleEntries(
  entries: Validated[],
  { includeDrafts, heldBack }: { includeDrafts?: boolean; heldBack?: ReadonlySet<string> },
  today: string,
): {
  offline: Map<Validated, Offline>
  offlineRoutes: Map<string, UnavailableEntry>
  schedule: Schedule
  published: Validated[]
  validated: Map<Validated, Record<string, unknown>>
} {
  const offline = offlineOn(entries, today, heldBack)
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
  const published = includeDrafts ? entries : entries.filter((entry) => !offline.has(entry))
  const validated = new Map(entries.map((entry) => [entry, entry.data]))
  // Jobs and internship intakes that have ended leave their lists (and JobPosting).
  if (!includeDrafts) for (const entry of published) entry.data = withoutEndedItems(entry.data, today)
  reportDuplicateRoutes(published)
  const offlineRoutes = new Map(
    includeDrafts
      ? []
      : [...offline].map(([entry, reason]) => [entry.route, { file: entry.file.path, route: entry.route, offline: reason }]),
  )
  return { offline, offlineRoutes, schedule, published, validated }
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
function offlineOf(entry: Validated, today: string): Offline | undefined {
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
