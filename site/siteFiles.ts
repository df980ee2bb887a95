/**
 * The files a build writes beside the pages, all made from the content: the pictures of
 * content/images that the site shows (pictures only, SVGs cleaned), sitemap.xml,
 * robots.txt, the RSS feed and the CMS at /admin. They are written after the bundling,
 * not emitted by it, so that a rebuild
 * with unchanged code can reuse the bundle (scripts/build.ts) and still get them new.
 * The dev server serves the same files from memory (dev/vitePluginContent.ts).
 * Raster pictures are also written as sized copies (site/renditionFiles.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { adminFiles } from './cms/adminFiles.js'
import { generatedFile } from './generatedFiles.js'
import { ADMIN_PATH } from '../pipeline/addresses.js'
import { addBasePath } from '../pipeline/basePath.js'
import { imageFiles, publishedFile } from '../pipeline/pictureFiles.js'
import type { Site } from '../pipeline/types.js'
import { writeRenditions } from './renditionFiles.js'

export async function writeSiteFiles(clientDir: string, site: Site, contentDir: string): Promise<{ encoded: number; cached: number }> {
  const write = (name: string, source: string | Buffer) => {
    const file = path.join(clientDir, name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, source)
  }
  // Only the pictures the site shows (the check warns about the others), as
  // publishedFile makes them: SVGs cleaned, and nothing but pictures named as their kind
  // (the check has refused anything else; a second guard all the same), never through a
  // symbolic link (imageFiles lists none). Their sized copies are made of these alone.
  const pictures = imageFiles(contentDir).filter((name) => {
    if (!site.pictures.has(`/images/${name}`)) return false
    const published = publishedFile(name, readFileSync(path.join(contentDir, 'images', name)))
    if (published) write(`images/${name}`, published)
    return published !== undefined
  })
  // The content manager's page names its scripts as /admin/…: below the base, as every page's addresses.
  for (const [name, make] of Object.entries(adminFiles(contentDir, site.settings, undefined, site))) {
    const made = make()
    write(`${ADMIN_PATH.slice(1)}/${name}`, name.endsWith('.html') ? addBasePath(made.toString(), site.settings.basePath) : made)
  }
  for (const [route, make] of Object.entries(generatedFile)) {
    const text = await make(site)
    if (text !== undefined) write(route.slice(1), text)
  }
  return writeRenditions(contentDir, clientDir, pictures)
}
