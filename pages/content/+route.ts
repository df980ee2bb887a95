// https://vike.dev/route-function
export { route }

import type { PageContext } from 'vike/types'

/**
 * Every page of content/ has this one route; any other path is the not-found page. The
 * routes are read from the site the build (or the dev server) loaded, on the server only
 * (pages are HTML-only, so the browser never routes): nothing of the content is baked
 * into the bundle, which a rebuild can then reuse (scripts/build.ts).
 */
function route(pageContext: PageContext) {
  return globalThis.__siteBuild?.site?.pages.has(pageContext.urlPathname) ?? false
}
