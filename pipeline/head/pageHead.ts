/** Everything a page puts in its <head>: metadata, Open Graph, canonical, JSON-LD. */
import type { BreadcrumbList, FAQPage, WithContext } from 'schema-dts'
import type { Crumb } from './breadcrumbs.js'
import { toString as textOf } from 'hast-util-to-string'
import type { Page, ResolvedImage, ResolvedSettings, Site } from '../shared/types.js'
import { absoluteUrl, organizationJsonLd } from './organization.js'
import { courseJsonLd, jobPostingJsonLd, localBusinessJsonLd, serviceJsonLd } from './business.js'
import { webSiteJsonLd } from './website.js'
import { blogPostingJsonLd } from './article.js'
import { FEED_PATH } from '../shared/addresses.js'
import type { HeadTag } from './tags.js'

type HeadInput = {
  title: string
  description: string
  /** The page's route; none for the not-found page, which has no address of its own. */
  path?: string
  keywords?: string[]
  image?: string
  noindex?: boolean
  type?: 'website' | 'article'
  jsonLd?: object[]
  /** Whether the site has articles, and so an RSS feed to announce. */
  hasFeed?: boolean
}

export function headTags(settings: ResolvedSettings, input: HeadInput): HeadTag[] {
  const url = input.path === undefined ? undefined : absoluteUrl(settings, input.path)
  const image = absoluteUrl(settings, input.image ?? settings.shareImage)
  const tags: HeadTag[] = [
    { tag: 'title', text: input.title },
    { tag: 'meta', attrs: { name: 'description', content: input.description } },
  ]
  if (input.keywords?.length) tags.push({ tag: 'meta', attrs: { name: 'keywords', content: input.keywords.join(', ') } })
  if (input.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, follow' } })
  if (url) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } }, { tag: 'meta', attrs: { property: 'og:url', content: url } })
  tags.push(
    { tag: 'meta', attrs: { property: 'og:type', content: input.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: settings.name } },
    { tag: 'meta', attrs: { property: 'og:title', content: input.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: input.description } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { property: 'og:locale', content: settings.locale } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: input.title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: input.description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
  )
  if (input.hasFeed)
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', type: 'application/rss+xml', title: `${settings.name} blog`, href: absoluteUrl(settings, FEED_PATH) },
    })
  for (const json of [organizationJsonLd(settings), ...(input.jsonLd ?? [])])
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, json })
  return tags
}

/** The browser-tab title: the page's own SEO title, or "Page | Short name". */
function pageTitle(settings: ResolvedSettings, page: Page): string {
  if (page.data.seoTitle) return page.data.seoTitle
  return page.route === '/' ? settings.name : `${page.data.title} | ${settings.shortName}`
}

/**
 * A raster page picture is shared as its 1200 × 630 copy. Social networks do not show
 * SVG previews, so an SVG page picture falls back to the site's.
 */
const shareable = (image: ResolvedImage | undefined) => image?.share ?? (image && !image.src.endsWith('.svg') ? image.src : undefined)

export function headForPage(site: Site, page: Page, breadcrumbs: Crumb[]): HeadTag[] {
  const { settings } = site
  return headTags(settings, {
    title: pageTitle(settings, page),
    description: page.data.description,
    path: page.route,
    keywords: page.data.keywords,
    image: shareable(page.data.image),
    noindex: page.data.noindex,
    type: page.kind === 'article' ? 'article' : 'website',
    jsonLd: [...breadcrumbJsonLd(settings, breadcrumbs), ...faqJsonLd(page), ...pageKindJsonLd(site, page)],
    hasFeed: site.articles.length > 0,
  })
}

/** FAQPage data from the FAQ blocks, so search engines read what visitors read. */
function faqJsonLd(page: Page): WithContext<FAQPage>[] {
  const items = page.data.sections.flatMap((section) => (section.type === 'faq' ? section.items : []))
  if (!items.length) return []
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: textOf(item.answer).trim() },
      })),
    },
  ]
}

/** The breadcrumb bar as BreadcrumbList data (none on the home page). */
function breadcrumbJsonLd(settings: ResolvedSettings, crumbs: Crumb[]): WithContext<BreadcrumbList>[] {
  if (!crumbs.length) return []
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(settings, crumb.href),
      })),
    },
  ]
}

/** The home page describes the business; a service page describes its service. */
function pageKindJsonLd(site: Site, page: Page): object[] {
  const { settings } = site
  const data: object[] = page.data.sections.flatMap((section) =>
    section.type === 'jobs' ? section.jobs.map((job) => jobPostingJsonLd(settings, job)) : [],
  )
  if (page.route === '/') data.push(localBusinessJsonLd(settings, site.services), webSiteJsonLd(settings, site.searchRoute))
  if (page.kind === 'service') data.push(serviceJsonLd(settings, page))
  if (page.kind === 'article') data.push(blogPostingJsonLd(settings, page))
  if (page.kind === 'course') data.push(courseJsonLd(settings, page))
  return data
}
