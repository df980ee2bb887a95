/**
 * A page with an article list is the first page of a listing; the build adds one real
 * page per further `pageSize` articles at <route>/page/2, /page/3, …, so no page grows with
 * the size of the blog, and every article is reachable without JavaScript.
 */
import { listingRoute } from '../shared/addresses.js'
import type { SitePage } from '../shared/types.js'

/** Marks `page` as the first page of its listing, if it has one, and returns the further pages. */
export function listingPages(page: SitePage, articleCount: number): SitePage[] {
  const list = page.data.sections.find((section) => section.type === 'article-list') as { pageSize: number } | undefined
  if (!list) return []
  const count = Math.max(1, Math.ceil(articleCount / list.pageSize))
  const listing = { page: 1, pages: count, pageSize: list.pageSize, firstRoute: page.route }
  page.listing = listing
  const seoTitle = (page.data as { seoTitle?: string }).seoTitle
  return Array.from({ length: count - 1 }, (_, index) => {
    const number = index + 2
    const route = listingRoute(page.route, number)
    const data = {
      ...page.data,
      title: `${page.data.title}: page ${number}`,
      ...(seoTitle && { seoTitle: `${seoTitle} (page ${number})` }),
    }
    return { ...page, route, data, listing: { ...listing, page: number } } as SitePage
  })
}
