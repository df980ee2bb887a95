/**
 * The content manager's side of the browser pipeline: where no dev server answers (a
 * static host), cms.js asks this for the check and the preview. The pipeline
 * (/admin/pipeline.js) and the site index (/admin/site-index.json) load on first use,
 * so only an editor who opens an entry pays for them.
 */
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
export type MediaFile = { path: string; file?: Blob }

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
  })())

/** The site's stylesheets, as its home page links them: the preview is styled as the pages are. */
let stylesheets: Promise<string[]> | undefined
const siteStylesheets = () =>
  (stylesheets ??= fetch(new URL('../', admin()))
    .then((response) => response.text())
    .then((html) => [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]))
    .catch(() => []))

/** Uploads of this session: their blob addresses, by their address on the site (/images/blog/x.jpg). */
const uploads = new Map<string, string>()

async function addUploads(pipeline: BrowserPipeline, media: MediaFile[]) {
  for (const { path, file } of media) {
    const name = path.replace(/^\/?content\/images\//, '')
    if (!file || uploads.has(`/images/${name}`)) continue
    uploads.set(`/images/${name}`, URL.createObjectURL(file))
    const size = await createImageBitmap(file).catch(() => undefined)
    pipeline.addUpload({ name, ...(size && { width: size.width, height: size.height }) })
  }
}

/** The page as a document of its own (the preview frame's srcdoc), with the site's stylesheets. */
async function pageDocument(html: string): Promise<string> {
  const withUploads = html.replace(/(src|srcset)="(\/images\/[^"\s]+)"/g, (whole, attribute, src) =>
    uploads.has(src) ? `${attribute}="${uploads.get(src)}"` : whole,
  )
  const links = (await siteStylesheets()).map((href) => `<link rel="stylesheet" href="${href}">`).join('')
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><base href="${new URL('../', admin()).href}">${links}</head><body><div id="root">${withUploads}</div></body></html>`
}

/** As the dev server answers, but `url` is the page's document itself (a frame's srcdoc: it starts with <). */
type BrowserAnswer = { problems: CmsProblem[]; url?: string; milliseconds: number }

/** The check of the entry as it would be saved and, for a preview, its page. */
export async function browserAnswer(
  path: string,
  text: string,
  kind: 'check' | 'preview',
  media: MediaFile[] = [],
): Promise<BrowserAnswer> {
  const pipeline = await load()
  await addUploads(pipeline, media)
  const { problems, html, milliseconds } = pipeline.previewEntry(path, text)
  return { problems, milliseconds, ...(kind === 'preview' && html !== undefined && { url: await pageDocument(html) }) }
}

/** A saved file: later checks of this session see it (its new links, anchors and title). */
export function rememberSaved(path: string, text: string): void {
  void loading?.then((pipeline) => pipeline.keepSaved(path, text))
}
