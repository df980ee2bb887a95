/**
 * Where the server-side hooks (the route function and the data hook) find pages, set
 * from outside the bundle: the dev server's Vite plugin serves the site it loaded
 * (dev/vitePluginContent.ts), and the build's render threads are handed one page's
 * data at a time (site/pageRenderer.ts). So the server bundle holds no content
 * and no content pipeline, and a render thread never loads or holds the whole site.
 */
import type { PageData } from './pageData.js'

export type PageSource = {
  /** Whether a content page has this route (otherwise it is the not-found page). */
  has(route: string): boolean
  dataFor(route: string): PageData | undefined
  notFound(): PageData
}

declare global {
  var __pageSource: PageSource | undefined
}

export function pageSource(): PageSource {
  if (!globalThis.__pageSource)
    throw new Error('No pages to render: pages are rendered by the dev server (npm run dev) or by scripts/build.ts (npm run build)')
  return globalThis.__pageSource
}
