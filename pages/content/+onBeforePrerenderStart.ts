// https://vike.dev/onBeforePrerenderStart
export { onBeforePrerenderStart }

import { getSite, pageDataFor } from '../../renderer/siteData.js'

/** Every content URL with its data, so the prerender computes nothing twice. */
function onBeforePrerenderStart() {
  globalThis.__prerenderStartedAt = performance.now()
  const site = getSite()
  return [...site.pages.keys()].map((url) => ({ url, pageContext: { data: pageDataFor(site, url)! } }))
}
