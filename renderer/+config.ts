// https://vike.dev/config
export { config as default }

import type { Config } from 'vike/types'

const config = {
  // No onRenderClient: every page is HTML-only (https://vike.dev/render-modes) and
  // +client.ts starts its islands. Links between pages are ordinary page loads.
  // https://vike.dev/prerender: every page is static HTML. noExtraDir writes about-us.html
  // (not about-us/index.html), which static hosts serve at /about-us with no redirect.
  // dist/server is kept (beside dist/client, which is what gets published) so the next
  // build can reuse the bundle when no code changed (scripts/lib/bundle.ts).
  prerender: { noExtraDir: true, partial: false, keepDistServer: true },
} satisfies Config
