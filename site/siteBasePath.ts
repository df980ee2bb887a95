/**
 * The base path of the site in a content folder, before (or without) the content check:
 * the bundler needs it before the pipeline has read site.yaml (vite.config.ts), and the
 * bundle's key names it (site/bundle.ts). The same rule as the pipeline's settings: the
 * path of SITE_URL or site.yaml's `url`, unless BASE_PATH is given.
 */
import path from 'node:path'
import { basePathOf } from '../pipeline/shared/basePath.js'
import { readYamlLoosely } from './looseYaml.js'

export function siteBasePath(contentDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const { url } = readYamlLoosely(path.join(contentDir, 'site.yaml'))
  return basePathOf(env.SITE_URL || (typeof url === 'string' ? url : ''), env.BASE_PATH)
}
