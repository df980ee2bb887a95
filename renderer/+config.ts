// https://vike.dev/config
export { config as default }

import type { Config } from 'vike/types'

const config = {
  // No onRenderClient: every page is HTML-only (https://vike.dev/render-modes) and
  // +client.ts starts its islands. Links between pages are ordinary page loads.
  // Vike bundles; scripts/build.ts renders every page to static HTML itself, with the
  // server bundle's renderPage() on every core (site/renderPages.ts), so no
  // prerender settings: without them `vike build` keeps dist/server, which the render
  // and the next build (site/bundle.ts) use.
} satisfies Config
