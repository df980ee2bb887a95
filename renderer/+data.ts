// https://vike.dev/data
export { data }

import type { PageContextServer } from 'vike/types'
import type { PageData } from '../pipeline/page/pageData.js'
import { pageSource } from '../pipeline/page/pageSource.js'

/** The page's data, on the server only (the pipeline never reaches the browser). */
function data(pageContext: PageContextServer): PageData {
  const source = pageSource()
  return source.dataFor(pageContext.urlPathname) ?? source.notFound()
}
