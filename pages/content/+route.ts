// https://vike.dev/route-function
export { route }

import type { PageContext } from 'vike/types'

declare const __CONTENT_ROUTES__: string[]

let routes: Set<string> | undefined

/** Every page of content/ has this one route; any other path is the not-found page. */
function route(pageContext: PageContext) {
  routes ??= new Set(__CONTENT_ROUTES__)
  return routes.has(pageContext.urlPathname)
}
