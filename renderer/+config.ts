// https://vike.dev/config
export { config as default }

import type { Config } from 'vike/types'

const config = {
  // https://vike.dev/clientRouting: links between pages swap the content, no reload.
  clientRouting: true,
  hydrationCanBeAborted: true,
  // https://vike.dev/prerender: every page is static HTML. noExtraDir writes about-us.html
  // (not about-us/index.html), which static hosts serve at /about-us with no redirect.
  prerender: { noExtraDir: true, partial: false },
} satisfies Config
