/**
 * Scheduled publishing and closing dates, by the day in Kampala (UTC+3 all year): a page
 * with a `publishDate` after today waits, and a course, job or internship intake whose
 * `validThrough` is before today has ended. The build of each morning (the scheduled CI
 * run) brings a page in on its day and takes an ended one out of the pages, lists,
 * sitemap, feed and search, since they are all made from the published pages.
 */

/** Kampala has no daylight saving time: it is always three hours ahead of UTC. */
const KAMPALA_UTC_OFFSET_MS = 3 * 60 * 60 * 1000

/** Today in Kampala, written 2026-12-01 (on Node, SITE_TODAY sets another day: site/today.ts). */
export function todayInKampala(now = new Date()): string {
  return new Date(now.getTime() + KAMPALA_UTC_OFFSET_MS).toISOString().slice(0, 10)
}

type Dated = { publishDate?: string; validThrough?: string }

/** Why a page is not online today: it waits for its publishDate, or its validThrough has passed. */
export function offlineReason(data: Dated, today: string): { scheduled: string } | { ended: string } | undefined {
  if (data.publishDate && data.publishDate > today) return { scheduled: data.publishDate }
  if (data.validThrough && data.validThrough < today) return { ended: data.validThrough }
  return undefined
}

type Section = { type: string; jobs?: Dated[]; items?: Dated[] }

/** The page's data without the jobs and internship intakes that have ended. */
export function withoutEndedItems<T extends { sections?: Section[] }>(data: T, today: string): T {
  if (!data.sections?.some((section) => section.type === 'jobs' || section.type === 'opportunities')) return data
  const current = (item: Dated) => !(item.validThrough && item.validThrough < today)
  const sections = data.sections.map((section) => {
    if (section.type === 'jobs' && section.jobs) return { ...section, jobs: section.jobs.filter(current) }
    if (section.type === 'opportunities' && section.items) return { ...section, items: section.items.filter(current) }
    return section
  })
  return { ...data, sections }
}

/** The day after `day` (2026-12-31 → 2027-01-01): an item whose validThrough is `day` leaves then. */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/**
 * The days after `today` on which the site changes by itself: a page comes online
 * (publishDate) or a page, job or intake leaves (the day after its validThrough).
 */
export function laterChangeDays(pages: (Dated & { sections?: Section[] })[], today: string): string[] {
  const days = new Set<string>()
  const leaves = (item: Dated) => {
    if (item.validThrough && item.validThrough >= today) days.add(dayAfter(item.validThrough))
  }
  for (const page of pages) {
    if (page.publishDate && page.publishDate > today) days.add(page.publishDate)
    leaves(page)
    for (const section of page.sections ?? []) for (const item of [...(section.jobs ?? []), ...(section.items ?? [])]) leaves(item)
  }
  return [...days].sort()
}
