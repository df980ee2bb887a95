/**
 * The files of the content manager at /admin: its page, its configuration (generated
 * from the model and site.yaml) and Decap CMS's own scripts, copied from its npm package.
 * Nothing of it reaches the visitor pages.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Site } from '../pipeline/types.js'
import { cmsConfig } from './cmsConfig.js'

/** Where npm run cms starts decap-server, which the dev server's CMS saves through. */
export const LOCAL_CMS_SERVER = 'http://localhost:8081/api/v1'

const decapDist = () => path.join(path.dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')), 'dist')

/**
 * File name under /admin/ → its content; empty when site.yaml names no repository.
 * `localServer` (the dev server, for npm run cms) saves through decap-server instead.
 */
export function adminFiles(site: Site, localServer?: string): Record<string, string | Buffer> {
  const cms = site.settings.cms
  if (!cms) return {}
  const dist = decapDist()
  // decap-cms.js and the chunks it loads on demand (the source maps stay out).
  const scripts = readdirSync(dist).filter((name) => /^(\d+\.)?decap-cms\.js$/.test(name))
  return {
    'index.html': readFileSync(path.resolve('cms/index.html'), 'utf8'),
    'config.yml': cmsConfig({ ...cms, localServer, authors: Object.keys(site.settings.authors) }),
    ...Object.fromEntries(scripts.map((name) => [name, readFileSync(path.join(dist, name))])),
  }
}
