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
import type { VFile } from 'vfile'
import { adminFiles } from './cms/adminFiles.js'
import { generatedFile } from './generatedFiles.js'
import { ADMIN_PATH } from '../pipeline/shared/addresses.js'
import { addBasePath } from '../pipeline/shared/basePath.js'
import { imageFiles, publishedFile } from './pictureFiles.js'
import type { Problem } from '../pipeline/shared/problems.js'
import type { Site } from '../pipeline/shared/types.js'
import { SITE_INDEX_FILE } from '../cms/browserCheck/siteIndex.js'
import { writeRenditions } from './renditionFiles.js'

/** Where the time went, in seconds, as the build reports it (site/buildPages.ts). */
export type SiteFilesReport = {
  /** Sized copies encoded, and taken from the cache. */
  encoded: number
  cached: number
  seconds: {
    /** The pictures the site shows, SVGs cleaned (svgCache.ts: cleaned in the check already). */
    pictures: number
    /** /admin's files but its bundles (site/cms/adminBundles.ts), site-index.json included… */
    admin: number
    /** …which took this much. */
    siteIndex: number
    /** The sitemap, robots.txt, the feed, _headers. */
    generated: number
    sizedCopies: number
  }
}

/**
 * `read`: the files the content check read (SiteBuild.files), whose texts /admin's files
 * take instead of reading content/ again. `made`: the files of /admin already in the build
 * (its bundles: site/cms/adminBundles.ts), which are not made again, nor written into
 * (one may be a hard link to the previous build's).
 */
export async function writeSiteFiles(
  clientDir: string,
  site: Site,
  contentDir: string,
  { read = [], made = [] }: { read?: VFile[]; made?: readonly string[] } = {},
): Promise<SiteFilesReport> {
  const write = (name: string, source: string | Buffer) => {
    const file = path.join(clientDir, name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, source)
  }
  let started = performance.now()
  const lap = () => {
    const seconds = (performance.now() - started) / 1000
    started = performance.now()
    return seconds
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
  const picturesSeconds = lap()
  // The content manager's page names its scripts as /admin/…: below the base, as every page's addresses.
  let siteIndexSeconds = 0
  for (const [name, make] of Object.entries(
    adminFiles(contentDir, site.settings, undefined, { ...site, texts: pipelineTexts(read, contentDir) }),
  )) {
    if (made.includes(name)) continue
    const from = performance.now()
    const text = make()
    if (name === SITE_INDEX_FILE) siteIndexSeconds = (performance.now() - from) / 1000
    write(`${ADMIN_PATH.slice(1)}/${name}`, name.endsWith('.html') ? addBasePath(text.toString(), site.settings.basePath) : text)
  }
  const adminSeconds = lap()
  for (const [route, make] of Object.entries(generatedFile)) {
    const text = await make(site)
    if (text !== undefined) write(route.slice(1), text)
  }
  const generatedSeconds = lap()
  const copies = await writeRenditions(contentDir, clientDir, pictures)
  return {
    ...copies,
    seconds: {
      pictures: picturesSeconds,
      admin: adminSeconds,
      siteIndex: siteIndexSeconds,
      generated: generatedSeconds,
      sizedCopies: lap(),
    },
  }
}

/**
 * The texts the pipeline read, by path under content/: site.yaml and the pages, as it read
 * them (pipeline/read/read.ts: no byte-order mark, LF line endings); not the files it refused or
 * could not read (there are none in a build that passed the check).
 */
function pipelineTexts(files: VFile[], contentDir: string): Map<string, string> {
  const texts = new Map<string, string>()
  for (const file of files) {
    if (file.data.unreadable || (file.messages as Problem[]).some((problem) => problem.ruleId === 'bad-file-name')) continue
    const name = path.relative(contentDir, path.resolve(file.cwd, file.path)).split(path.sep).join('/')
    if (!name.startsWith('../') && !name.startsWith('images/') && /\.(md|ya?ml)$/.test(name)) texts.set(name, String(file.value))
  }
  return texts
}
