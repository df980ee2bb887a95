/**
 * The content manager's side of the browser pipeline: cms.js asks this for the preview and
 * the check as the editor types (on every host), and for the check before a save where no
 * dev server answers (a static host). The pipeline
 * (/admin/pipeline.js) and the site index (/admin/site-index.json) load on first use,
 * so only an editor who opens an entry pays for them.
 */
import { addBasePath } from '../../pipeline/basePath.js'
import type { SiteIndex } from './siteIndex.js'
import type { CmsProblem } from '../formProblems.js'

/** What /admin/pipeline.js exports (site/cms/browserPipeline.tsx). */
type BrowserPipeline = {
  loadSiteIndex(index: SiteIndex): void
  keepSaved(path: string, text: string): void
  addUpload(upload: { name: string; width?: number; height?: number }): void
  previewEntry(path: string, text: string): { problems: CmsProblem[]; route: string; html?: string; milliseconds: number }
}

/** A picture uploaded while editing, as Decap holds it until the entry is saved. */
type MediaFile = { path: string; file?: Blob }

const admin = () => new URL('.', location.href)
let loading: Promise<BrowserPipeline> | undefined
const load = () =>
  (loading ??= (async () => {
    const [pipeline, index] = await Promise.all([
      import(/* @vite-ignore */ new URL('pipeline.js', admin()).href) as Promise<BrowserPipeline>,
      fetch(new URL('site-index.json', admin())).then((response) => response.json() as Promise<SiteIndex>),
    ])
    pipeline.loadSiteIndex(index)
    return pipeline
  })().catch((error: unknown) => {
    // Asked again at the next check (the preview says it is trying again), not failed for the session.
    loading = undefined
    throw error
  }))

/** The site's stylesheets, as its home page links them: the preview is styled as the pages are. */
let stylesheets: Promise<string[]> | undefined
const siteStylesheets = () =>
  (stylesheets ??= fetch(new URL('../', admin()))
    .then((response) => response.text())
    .then((html) => [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]))
    .catch(() => []))

/** Uploads of this session: their blob addresses, by their address on the site (/images/blog/x.jpg). */
const uploads = new Map<string, string>()
/**
 * Pictures uploaded through the site's picture library (cms/mediaLibrary.ts) in this session:
 * they are in the repository now, not yet on the published site nor in its site index.
 */
const libraryUploads: MediaFile[] = []
export function rememberUpload(path: string, file: Blob): void {
  libraryUploads.push({ path, file })
}

async function addUploads(pipeline: BrowserPipeline, media: MediaFile[]) {
  for (const { path, file } of [...media, ...libraryUploads]) {
    const name = path.replace(/^\/?content\/images\//, '')
    if (!file || uploads.has(`/images/${name}`)) continue
    uploads.set(`/images/${name}`, URL.createObjectURL(file))
    const size = await createImageBitmap(file).catch(() => undefined)
    pipeline.addUpload({ name, ...(size && { width: size.width, height: size.height }) })
  }
}

/**
 * The page's HTML as the browser is to show it: this session's uploads from the browser's
 * memory, every other address of the site below the base path it is served from (as the
 * build writes its pages: /images/logo.svg → /website/images/logo.svg on owner.github.io/website/).
 */
const forThisSite = (html: string) =>
  addBasePath(
    html.replace(/(src|srcset)="(\/images\/[^"\s]+)"/g, (whole, attribute, src) =>
      uploads.has(src) ? `${attribute}="${uploads.get(src)}"` : whole,
    ),
    new URL('../', admin()).pathname,
  )

/** The id of the element holding the page in the preview's document: a later preview replaces what it holds. */
export const PAGE_ROOT = 'root'

/** The page as a document of its own (the preview frame's srcdoc), with the site's stylesheets. */
async function pageDocument(body: string): Promise<string> {
  const links = (await siteStylesheets()).map((href) => `<link rel="stylesheet" href="${href}">`).join('')
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><base href="${new URL('../', admin()).href}">${links}</head><body><div id="${PAGE_ROOT}">${body}</div></body></html>`
}

/**
 * The entry's problems and route and, for a preview that could be made, the page: `url` the
 * document of a new frame (its srcdoc), `body` what its root holds, for a frame that shows
 * an earlier preview.
 */
type BrowserAnswer = { problems: CmsProblem[]; route: string; url?: string; body?: string; milliseconds: number }

/** The check of the entry as it would be saved and, for a preview, its page. */
export async function browserAnswer(
  path: string,
  text: string,
  kind: 'check' | 'preview',
  media: MediaFile[] = [],
): Promise<BrowserAnswer> {
  const pipeline = await load()
  await addUploads(pipeline, media)
  const { problems, route, html, milliseconds } = pipeline.previewEntry(path, text)
  if (kind !== 'preview' || html === undefined) return { problems, route, milliseconds }
  const body = forThisSite(html)
  return { problems, route, milliseconds, body, url: await pageDocument(body) }
}

/** A saved file: later checks of this session see it (its new links, anchors and title). */
export function rememberSaved(path: string, text: string): void {
  void loading?.then((pipeline) => pipeline.keepSaved(path, text))
}
