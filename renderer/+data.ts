// https://vike.dev/data
export { data }

import type { PageContextServer } from 'vike/types'
import type { PageData } from './pageData.js'
import { getSite, notFoundData, pageDataFor } from './siteData.js'

/**
 * The page's data, on the server only (the pipeline never reaches the browser). The
 * prerender gets it from +onBeforePrerenderStart instead; this serves the dev server.
 */
function data(pageContext: PageContextServer): PageData {
  const site = getSite()
  return pageDataFor(site, pageContext.urlPathname) ?? notFoundData(site)
}
