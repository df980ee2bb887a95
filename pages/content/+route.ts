// https://vike.dev/route-function
export { route }

import type { PageContext } from 'vike/types'
import { pageSource } from '../../pipeline/page/pageSource.js'

/**
 * Every page of content/ has this one route; any other path is the not-found page. The
 * routes are read at render time (pipeline/page/pageSource.ts), on the server only (pages are
 * HTML-only, so the browser never routes): nothing of the content is baked into the
 * bundle, which a rebuild can then reuse (scripts/build.ts).
 */
function route(pageContext: PageContext) {
  return pageSource().has(pageContext.urlPathname)
}
