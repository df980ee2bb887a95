/**
 * Stage 8's step for the whole site: the site a build renders, from the resolved pages
 * (a page of a file with errors left out, for the dev server), with the listing pages and
 * the lists of services, courses and articles.
 */
import type { Validated } from '../frontMatter/entries.js'
import { guarded, isError, type Problem } from '../shared/problems.js'
import type { EntrySummary, ResolvedSettings, Site, SitePage } from '../shared/types.js'
import { listingPages } from './listings.js'

export function assembleSite({
  resolvedSettings,
  pages,
  published,
  summaries,
  errors,
  used,
}: {
  resolvedSettings: ResolvedSettings
  pages: Map<string, SitePage>
  published: Validated[]
  summaries: Map<string, EntrySummary>
  errors: boolean
  used: Set<string>
}): Site {
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
  return site
}

function orderBy(list: EntrySummary[], entries: Validated[]) {
  const order = new Map(entries.map((entry) => [entry.route, Number(entry.data.order ?? 0)]))
  return list.sort((a, b) => order.get(a.href)! - order.get(b.href)!)
}
