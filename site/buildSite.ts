/**
 * The pipeline on Node (pipeline/index.ts, buildSiteWith): the content folder, the picture
 * files and its caches' stores on disk, for the build, `npm run check` and the dev server.
 */
import { type BuildOptions as PipelineOptions, type BuildServices, buildSiteWith, type SiteBuild } from '../pipeline/index.js'
import { diskFrontMatterStore } from './frontMatterCache.js'
import { diskMarkdownStore } from './markdownCache.js'
import { diskFolder } from './contentListing.js'
import { nodePictureFiles } from './pictureFiles.js'
import { siteToday } from './today.js'
import { siteUrl } from './deploy.js'

export type { SiteBuild }
/** The pipeline's options; the site's address is the deploy's (site/deploy.ts) unless one is named. */
export type BuildOptions = Omit<PipelineOptions, 'siteUrl'> & { siteUrl?: string }

const nodeServices: Omit<BuildServices, 'content' | 'cwd'> = {
  markdownStore: diskMarkdownStore,
  frontMatterStore: diskFrontMatterStore,
  pictures: nodePictureFiles,
  today: siteToday,
}

export const buildSite = (options: BuildOptions): SiteBuild =>
  buildSiteWith(
    { ...options, siteUrl: options.siteUrl ?? siteUrl() },
    { ...nodeServices, content: diskFolder(options.contentDir), cwd: process.cwd() },
  )
