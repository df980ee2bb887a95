/**
 * The base path of the site, before (or without) the content check: the bundler needs it
 * before the pipeline runs (vite.config.ts), and the bundle's key names it (site/bundle.ts).
 * The same rule as the pipeline's settings: the path of the site's address (site/deploy.ts,
 * or SITE_URL), unless BASE_PATH is given.
 */
import { basePathOf } from '../pipeline/shared/basePath.js'
import { siteUrl } from './deploy.js'

export function siteBasePath(env: NodeJS.ProcessEnv = process.env): string {
  return basePathOf(siteUrl(env), env.BASE_PATH)
}
