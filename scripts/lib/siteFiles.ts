/**
 * The files a build writes beside the pages, all made from the content: the pictures of
 * content/images (pictures only), sitemap.xml, robots.txt, the RSS feed and the CMS at
 * /admin. They are written after the bundling, not emitted by it, so that a rebuild
 * with unchanged code can reuse the bundle (scripts/build.ts) and still get them new.
 * The dev server serves the same files from memory (renderer/vitePluginContent.ts).
 * Raster pictures are also written as sized copies (renderer/renditionFiles.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { adminFiles } from '../../renderer/admin/files.js'
import { FEED_PATH, rssXml } from '../../renderer/feed.js'
import { imageFiles, isPublishable } from '../../renderer/pipeline/pictureFiles.js'
import type { Site } from '../../renderer/pipeline/types.js'
import { writeRenditions } from '../../renderer/renditionFiles.js'
import { robotsTxt, sitemapXml } from '../../renderer/sitemap.js'

export async function writeSiteFiles(clientDir: string, site: Site, contentDir: string): Promise<{ encoded: number; cached: number }> {
  const write = (name: string, source: string | Buffer) => {
    const file = path.join(clientDir, name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, source)
  }
  // The check has refused anything but pictures; a second guard all the same.
  for (const name of imageFiles(contentDir)) {
    const source = readFileSync(path.join(contentDir, 'images', name))
    if (isPublishable(source)) write(`images/${name}`, source)
  }
  for (const [name, make] of Object.entries(adminFiles(contentDir, site.settings))) write(`admin/${name}`, make())
  write('sitemap.xml', await sitemapXml(site))
  write('robots.txt', robotsTxt(site))
  if (site.articles.length) write(FEED_PATH.slice(1), rssXml(site))
  return writeRenditions(contentDir, clientDir)
}
