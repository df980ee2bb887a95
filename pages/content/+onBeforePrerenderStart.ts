// https://vike.dev/onBeforePrerenderStart
export { onBeforePrerenderStart }

import { pagesToRender } from '../../renderer/pageReuse.js'
import { getSite, pageDataFor } from '../../renderer/siteData.js'

/**
 * Every content URL with its data, so the prerender computes nothing twice; on a rebuild,
 * only the pages whose HTML can have changed (the others are copied, see pageReuse.ts).
 */
function onBeforePrerenderStart() {
  globalThis.__prerenderStartedAt = performance.now()
  const site = getSite()
  return pagesToRender([...site.pages.keys()].map((url) => ({ url, pageContext: { data: pageDataFor(site, url)! } })))
}
