/**
 * A page with an article list is the first page of a listing; the build adds one real
 * page per further `pageSize` articles at <route>/page/2, /page/3, …, so no page grows with
 * the size of the blog, and every article is reachable without JavaScript.
 */
import type { Page } from './types.js'

export function addListingPages(pages: Map<string, Page>, articleCount: number): void {
  for (const page of [...pages.values()]) {
    const list = page.data.sections.find((section) => section.type === 'article-list') as { pageSize: number } | undefined
    if (!list) continue
    const count = Math.max(1, Math.ceil(articleCount / list.pageSize))
    const listing = { page: 1, pages: count, pageSize: list.pageSize, firstRoute: page.route }
    page.listing = listing
    for (let number = 2; number <= count; number++) {
      const route = `${page.route}/page/${number}`
      const seoTitle = (page.data as { seoTitle?: string }).seoTitle
      const data = {
        ...page.data,
        title: `${page.data.title}: page ${number}`,
        ...(seoTitle && { seoTitle: `${seoTitle} (page ${number})` }),
      }
      pages.set(route, { ...page, route, data, listing: { ...listing, page: number } } as Page)
    }
  }
}
