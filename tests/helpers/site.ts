/** The real site as the pipeline sees it, and the built files, for output tests. */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { buildSite } from '../../site/buildSite.js'
import { htmlFileOf } from '../../pipeline/shared/addresses.js'
import type { Site } from '../../pipeline/shared/types.js'

export const clientDir = path.resolve('dist/client')

export function realSite(): Site {
  if (!existsSync(path.join(clientDir, '404.html')))
    throw new Error('No build in dist/client: run npm run build before the build and browser tests')
  const { site, problems } = buildSite({ contentDir: path.resolve('content'), includeDrafts: false })
  if (!site) throw new Error(`The content has problems:\n${problems.join('\n')}`)
  return site
}

/** Where a route's prerendered HTML is: / → index.html, /about-us → about-us.html */
export const htmlPathOf = (route: string) => path.join(clientDir, htmlFileOf(route))

export const readHtml = (route: string) => readFileSync(htmlPathOf(route), 'utf8')
