/**
 * The files of the content manager at /admin: its page, its configuration (generated
 * from the model, site.yaml and the pages of content/), our additions to Decap (cms.js:
 * the save step, the check, the preview, the icon and address fields, built from
 * cms/admin.ts; cms-later.js, the Markdown code it loads once an entry opens), the icons as pictures, and Decap CMS's own scripts, copied from its npm
 * package. Nothing of it reaches the visitor pages.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { adminPolicy, policyMeta } from '../../pipeline/head/contentSecurityPolicy.js'
import { frontMatterLoosely } from '../looseYaml.js'
import { collections } from '../../model/collections.js'
import { iconNames } from '../../model/iconNames.js'
import { Icon } from '../../components/ui/Icon.js'
import { type CmsPage, cmsConfig } from './cmsConfig.js'
import { type ContentTexts, contentText, pictureLibrary, pictureUses } from './pictureUses.js'
import { suggestions } from './linkTargets.js'
import { browserPipelineBundle } from './browserBundle.js'
import { CMS_SCRIPTS, cmsScript } from './cmsScript.js'
import { siteIndex } from './siteIndex.js'
import { isNotYetPublic, notYetPublicBy, pipelineFrontMatter } from './notYetPublic.js'
import { contentManagerBackend } from './backend.js'
import { adminOffPage } from './adminOff.js'
import { adminLoginOff, siteDeploy } from '../deploy.js'
import { siteToday } from '../today.js'
import { SITE_INDEX_FILE } from '../../cms/browserCheck/siteIndex.js'
import type { Site } from '../../pipeline/shared/types.js'
import { contentFiles, listContent } from '../contentListing.js'

const require = createRequire(import.meta.url)
const decapDist = () => path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist')

/** What the CMS needs of site.yaml; read loosely while site.yaml has errors (see vitePluginContent.ts). */
export type CmsSettings = { authors: Record<string, unknown> }

/** An author's name in site.yaml (read loosely: the file may have mistakes while it is edited). */
const nameOf = (author: unknown) => {
  const name = (author as { name?: unknown } | null)?.name
  return typeof name === 'string' && name.trim() ? name.trim() : undefined
}

/**
 * File name under /admin/ → how to make it (each made only when asked for: the dev server
 * serves one at a time). `localServer` (the dev server, for npm run cms) saves through the
 * dev server's own backend (dev/localBackend.ts) instead of GitHub; without it the content
 * manager saves to the repository of site/cms/backend.ts. Published on an origin the site
 * shares with other sites (site/deploy.ts), /admin is only a page that says why it is off.
 */
export function adminFiles(
  contentDir: string,
  settings: CmsSettings | undefined,
  localServer?: string,
  /**
   * The site as built: its pages and anchors for the link pickers (suggestions.json); from
   * the build, also the texts its pipeline read (site/siteFiles.ts), so that the files below
   * read nothing of content/ again (the dev server's read it as it is at each request).
   */
  site?: Pick<Site, 'pages'> & { texts?: ReadonlyMap<string, string> },
  backend = contentManagerBackend(),
  deploy = siteDeploy(),
): Record<string, () => string | Buffer> {
  const loginOff = localServer ? undefined : adminLoginOff(deploy)
  if (loginOff) return { 'index.html': () => adminOffPage(loginOff, backend) }
  const cms = localServer ? { repo: 'local/content', branch: 'main' } : backend
  const decap = decapScripts()
  // A build's content does not change while its files are made: each page's front matter is
  // read once, by the pipeline's reader (whose cache holds it from the check), every page is
  // decided public on the same day (a build may cross midnight), and the pictures' uses are found once.
  const frontMatter = readOnce(pipelineFrontMatter)
  const today = siteToday()
  const snapshot: ContentTexts = site?.texts
    ? {
        texts: site.texts,
        frontMatter: (text) => frontMatter(text) ?? {},
        notYetPublic: (text) => notYetPublicBy(frontMatter(text), today),
      }
    : {}
  let uses: ReturnType<typeof pictureUses> | undefined
  const usesOf = () => {
    if (!site?.texts) return undefined
    uses ??= pictureUses(contentDir, new Set(), { publicOnly: !localServer, ...snapshot })
    return uses
  }
  return {
    'index.html': () =>
      readFileSync(path.resolve('cms/index.html'), 'utf8')
        .replace(/<!-- %CONTENT_SECURITY_POLICY%.*?-->/, policyMeta(adminPolicy({ authService: cms.authService, localServer })))
        .replace('%DECAP_CMS%', `/admin/${decap.folder}/decap-cms.js`),
    'frame-guard.js': () => FRAME_GUARD,
    'config.yml': () =>
      cmsConfig({
        ...cms,
        localServer,
        authors: Object.entries(settings?.authors ?? {}).map(([key, author]) => ({ key, name: nameOf(author) })),
        pages: pagesOf(contentDir, { publicOnly: !localServer, ...snapshot }),
        pictureFolders: pictureFoldersOf(contentDir),
      }),
    // Ours: cms.js, and cms-later.js, which it loads once an entry opens (cms/laterCode.ts).
    ...Object.fromEntries(CMS_SCRIPTS.map((name) => [name, () => cmsScript(name)])),
    // The check and the preview in the browser where no dev server answers (cms/browserCheck/).
    'pipeline.js': browserPipelineBundle,
    // Published (no local server), without the pages not yet public: anyone can fetch these.
    [SITE_INDEX_FILE]: () => siteIndex(contentDir, { siteUrl: deploy.url, publicOnly: !localServer, ...snapshot, uses: usesOf() }),
    'icons.json': () =>
      JSON.stringify(Object.fromEntries(iconNames.map((name) => [name, renderToStaticMarkup(createElement(Icon, { name, size: 20 }))]))),
    'pictures.json': () => pictureLibrary(contentDir, { publicOnly: !localServer, uses: usesOf() }),
    ...(site && { 'suggestions.json': () => JSON.stringify(suggestions(site)) }),
    ...Object.fromEntries(decap.names.map((name) => [`${decap.folder}/${name}`, () => readFileSync(path.join(decap.dist, name))])),
  }
}

/** The folder of /admin that holds Decap's scripts: decap/ and a hash of their contents. */
export const DECAP_FOLDER = 'decap'

let decapFound: { dist: string; names: string[]; folder: string } | undefined
/**
 * decap-cms.js and the chunks it loads on demand (the source maps stay out), under a folder
 * named by their contents: a new version of the package is a new address, so a browser may
 * keep them for good (the dev server and _headers say so). The chunks are found beside the
 * script that loads them. Read once per process: they change only with the package.
 */
function decapScripts(): { dist: string; names: string[]; folder: string } {
  if (decapFound) return decapFound
  const dist = decapDist()
  const names = readdirSync(dist)
    .filter((name) => /^(\d+\.)?decap-cms\.js$/.test(name))
    .sort()
  const hash = createHash('sha256')
  for (const name of names)
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(path.join(dist, name)))
  decapFound = { dist, names, folder: `${DECAP_FOLDER}/${hash.digest('hex').slice(0, 12)}` }
  return decapFound
}

/**
 * Loaded first by index.html. A policy's frame-ancestors works only as a header, which
 * not every static host sends (GitHub Pages): inside a frame of any page, the content
 * manager (and the editor's GitHub token it holds) stops before Decap loads, and shows nothing.
 */
const FRAME_GUARD = `// cms.js hands Decap its configuration, fetched once (cms/loadConfig.ts).
window.CMS_MANUAL_INIT = true
if (window.top !== window.self) {
  window.stop()
  document.documentElement.replaceChildren()
  throw new Error('The content manager does not run inside a frame.')
}
`

/** `read`, asked once for each text. */
function readOnce<T>(read: (text: string) => T): (text: string) => T {
  const done = new Map<string, T>()
  return (text) => {
    if (!done.has(text)) done.set(text, read(text))
    return done.get(text)!
  }
}

/** The folders of content/images (images/blog holds the blog's covers). */
function pictureFoldersOf(contentDir: string): string[] {
  return listContent(contentDir, 'images').flatMap((entry) => (entry.kind === 'folder' && !entry.name.includes('/') ? [entry.name] : []))
}

/**
 * The pages of content/ that are not entries of a folder: each gets a form of its own.
 * Published (`publicOnly`), without the pages not yet public, whose titles and files anyone
 * could read in config.yml (such a page is edited in the repository until its day).
 */
function pagesOf(contentDir: string, { publicOnly = false, ...read }: { publicOnly?: boolean } & ContentTexts = {}): CmsPage[] {
  const notYetPublic = read.notYetPublic ?? isNotYetPublic
  // Never through a symbolic link (contentListing.ts): its target's title would be published.
  const names = contentFiles(contentDir)
  const pages = names.filter(
    (name) =>
      name.endsWith('.md') &&
      name !== 'README.md' &&
      (!name.includes('/') || Object.keys(collections).some((folder) => name === `${folder}/index.md`)),
  )
  const texts = pages.sort().map((name) => [name, contentText(contentDir, name, read)] as const)
  return texts
    .filter(([, text]) => !(publicOnly && notYetPublic(text)))
    .map(([name, text]) => {
      const front = (read.frontMatter ?? frontMatterLoosely)(text)
      const title = typeof front.title === 'string' ? front.title : name
      const isListing = name.endsWith('/index.md')
      return {
        file: `content/${name}`,
        title: isListing ? `${title} (listing page)` : name === 'index.md' ? `${title} (home page)` : title,
        legal: front.layout === 'legal',
      }
    })
}
