/**
 * The server side's one door to the content: cuts the site that the pipeline built into
 * what each page needs. Used by the build (site/renderPages.ts) and, through a
 * page source, by the dev server; never imported by code that is bundled.
 */
import { listingRoute } from '../shared/addresses.js'
import type { SiteBuild } from '../index.js'
import { formatReport } from '../check/report.js'
import { cachedTreeJson } from '../markdown/markdownCache.js'
import { bodyTree } from '../resolve/resolve.js'
import type { Page, PageOf, Site, SitePage } from '../shared/types.js'
import { headForPage, headTags } from '../head/pageHead.js'
import type { CourseCard, FrameData, Listing, PageData } from './pageData.js'
import type { PageSource } from './pageSource.js'
import { breadcrumbsFor, type Crumb, type CrumbLabels } from '../head/breadcrumbs.js'
import { absoluteUrl } from '../head/organization.js'

class ContentError extends Error {
  constructor(build: SiteBuild) {
    super(`The content has problems:\n${formatReport(build.problems)}`)
    this.name = 'ContentError'
  }
}

/** The dev server's pages: those of the site it loaded (with problems, every page shows them). */
export function sitePageSource(build: SiteBuild): PageSource {
  const site = () => {
    if (!build.site) throw new ContentError(build)
    return build.site
  }
  return {
    has: (route) => build.site?.pages.has(route) ?? false,
    dataFor: (route) => pageDataFor(site(), route),
    notFound: () => notFoundData(site()),
  }
}

/** Site-wide values, computed once per build and shared by every page. */
function once<T>(compute: (site: Site) => T): (site: Site) => T {
  const cache = new WeakMap<Site, T>()
  return (site) => {
    if (!cache.has(site)) cache.set(site, compute(site))
    return cache.get(site)!
  }
}

const frameData = once((site: Site): FrameData => {
  const { settings } = site
  const { navigation } = settings
  const latestArticles = site.articles.slice(0, navigation.footerArticleCount)
  const lists = { services: site.services, courses: site.courses, articles: latestArticles }
  return {
    name: settings.name,
    shortName: settings.shortName,
    logo: settings.logo,
    phone: settings.phone,
    phoneHref: settings.phoneHref,
    phoneDigits: settings.phoneDigits,
    whatsappHref: settings.whatsappHref,
    contactTooltip: settings.contactTooltip,
    emails: settings.emails,
    address: [settings.address.street, settings.address.locality, settings.address.countryName].join(', '),
    contactHours: settings.contactHours,
    mapsHref: `https://www.google.com/maps/dir/?api=1&destination=${settings.geo.latitude},${settings.geo.longitude}`,
    forms: settings.forms,
    skillUp: settings.skillUp,
    social: settings.social,
    rating: settings.rating.shown,
    trustBadges: settings.trustBadges,
    header: navigation.header,
    headerButton: navigation.headerButton,
    footer: navigation.footer.map((column) => ({
      heading: column.heading,
      links: [
        ...column.links,
        ...(column.include ? lists[column.include].map((entry) => ({ label: entry.menuTitle, href: entry.href })) : []),
      ],
    })),
    articlesHeading: navigation.footerArticlesHeading,
    legal: navigation.legal,
    services: site.services,
    latestArticles: latestArticles.map((article) => ({ label: article.title, href: article.href })),
    year: new Date().getFullYear(),
    ...(site.searchRoute && { searchHref: site.searchRoute }),
  }
})

const crumbLabels = once((site: Site): CrumbLabels => {
  const pages = new Map(
    [...site.pages.values()].map((page) => {
      const data = page.data as { breadcrumb?: string; menuTitle?: string; title: string }
      return [page.route, data.breadcrumb ?? data.menuTitle ?? data.title] as const
    }),
  )
  return { pages, segments: site.settings.breadcrumbs }
})

/** What one prerendered page receives, on the server only (the browser gets HTML and island props). */
export function pageDataFor(site: Site, route: string): PageData | undefined {
  const stored = site.pages.get(route)
  return stored && dataOf(site, stored, { ...stored, body: stored.body && bodyTree(stored.body) } as Page)
}

// Stands for the body in pageDataJson's JSON until the cached tree's text replaces it.
const BODY_MARK = `body-${crypto.randomUUID()}`

/**
 * pageDataFor as JSON, for a render thread: the body's tree goes in as the Markdown cache
 * holds it, so this thread neither parses nor writes it again; the render thread puts its
 * pictures in (BodyInTransit, finishedTree).
 */
export function pageDataJson(site: Site, route: string): string | undefined {
  const stored = site.pages.get(route)
  if (!stored) return undefined
  if (!stored.body) return JSON.stringify(dataOf(site, stored, stored as Page))
  const json = JSON.stringify(dataOf(site, stored, { ...stored, body: BODY_MARK } as unknown as Page))
  const body = `{"tree":${cachedTreeJson(stored.body.markdown)},"pictures":${JSON.stringify(stored.body.pictures)}}`
  return json.replace(`"${BODY_MARK}"`, () => body)
}

function dataOf(site: Site, stored: SitePage, page: Page): PageData {
  const breadcrumbs =
    page.listing && page.listing.page > 1 ? listingCrumbs(site, page.listing) : breadcrumbsFor(page.route, crumbLabels(site))
  const data: PageData = { page, head: headForPage(site, page, breadcrumbs), frame: frameData(site), breadcrumbs }
  if (page.data.sections.some((section) => section.type === 'testimonials')) data.testimonials = site.settings.testimonials
  if (page.data.sections.some((section) => section.type === 'course-carousel' || section.type === 'pricing'))
    data.courses = courseCards(site)
  if (page.listing) {
    data.listing = listingOf(site, page.listing)
    for (const rel of ['prev', 'next'] as const) {
      const neighbour = rel === 'prev' ? data.listing.previous : data.listing.next
      if (neighbour) data.head.push({ tag: 'link', attrs: { rel, href: absoluteUrl(site.settings, neighbour) } })
    }
  }
  if (page.kind === 'article') {
    data.article = {
      author: site.settings.authors[page.data.author],
      // 200 words a minute (the pace of the reading-time package, whose count wordCount.ts keeps).
      readingMinutes: Math.max(1, Math.round((stored.body?.words ?? 0) / 200)),
      url: absoluteUrl(site.settings, page.route),
    }
  }
  return data
}

/** /blog/page/2: the trail of /blog, then "Page 2" (there is no page at /blog/page). */
function listingCrumbs(site: Site, { firstRoute, page }: NonNullable<SitePage['listing']>): Crumb[] {
  const first = breadcrumbsFor(firstRoute, crumbLabels(site)).map((crumb) => ({ ...crumb, current: false }))
  return [...first, { name: `Page ${page}`, href: listingRoute(firstRoute, page), current: true }]
}

/** The articles of one page of a listing, and the routes of its neighbours. */
function listingOf(site: Site, { page, pages, pageSize, firstRoute }: NonNullable<SitePage['listing']>): Listing {
  return {
    articles: site.articles.slice((page - 1) * pageSize, page * pageSize),
    page,
    pages,
    ...(page > 1 && { previous: listingRoute(firstRoute, page - 1) }),
    ...(page < pages && { next: listingRoute(firstRoute, page + 1) }),
  }
}

/** The courses in their order, with what listings show of them (once per build). */
const courseCards = once((site: Site): CourseCard[] => {
  return site.courses.map((summary) => {
    const page = site.pages.get(summary.href) as PageOf<'course', unknown>
    const { data } = page
    return {
      href: page.route,
      title: data.menuTitle,
      pricingName: data.pricingName ?? data.menuTitle,
      summary: data.summary,
      icon: data.icon,
      duration: data.duration,
      classSize: data.classSize,
      fee: data.fee,
      additionalFee: data.additionalFee,
      total: data.total,
      curriculum: data.curriculum.map((block) => `${block.weeks}: ${block.title}`),
    }
  })
})

export function notFoundData(site: Site): PageData {
  const head = headTags(site.settings, {
    title: `Page not found | ${site.settings.shortName}`,
    description: 'The page you are looking for does not exist or has moved.',
    noindex: true,
  })
  return { page: null, head, frame: frameData(site), breadcrumbs: [] }
}
