/**
 * The pipeline on Node (pipeline/index.ts, buildSiteWith): the content folder, the picture
 * files and its caches' stores on disk, for the build, `npm run check` and the dev server.
 */
import { type BuildOptions, type BuildServices, buildSiteWith, type SiteBuild } from '../pipeline/index.js'
import { diskFrontMatterStore } from './frontMatterCache.js'
import { diskMarkdownStore } from './markdownCache.js'
import { diskFolder } from './contentListing.js'
import { nodePictureFiles } from './pictureFiles.js'
import { siteToday } from './today.js'

export type { BuildOptions, SiteBuild }

const nodeServices: Omit<BuildServices, 'content' | 'cwd'> = {
  markdownStore: diskMarkdownStore,
  frontMatterStore: diskFrontMatterStore,
  pictures: nodePictureFiles,
  today: siteToday,
}

export const buildSite = (options: BuildOptions): SiteBuild =>
  buildSiteWith(options, { ...nodeServices, content: diskFolder(options.contentDir), cwd: process.cwd() })
