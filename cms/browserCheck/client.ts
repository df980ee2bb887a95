/**
 * The content manager's side of the browser pipeline: cms.js asks this for the preview and
 * the check as the editor types (on every host), and for the check before a save where no
 * dev server answers (a static host). The pipeline (/admin/pipeline.js) runs in a Web Worker
 * (cms/browserCheck/worker.ts), so its work never holds up the editor's typing; where a
 * worker cannot start, it is imported into the page instead. It and the site index
 * (/admin/site-index.json) load on first use, so only an editor who opens an entry pays for them.
 */
import { addBasePath } from '../../pipeline/shared/basePath.js'
import type { CmsProblem } from '../formProblems.js'
import type { Leaving, User } from './siteCheck.js'
import { type Answer, answer, type BrowserPipeline, type Message, type Request } from './worker.js'

/** A picture uploaded while editing, as Decap holds it until the entry is saved. */
type MediaFile = { path: string; file?: Blob }

const admin = () => new URL('.', location.href)
/** Sends a request to the pipeline, in its worker or in the page. */
type Ask = (request: Request) => Promise<Answer | undefined>

/**
 * The pipeline in a worker: resolves once its module has loaded, rejects if it cannot
 * (a browser without module workers, a script that failed to load).
 */
function inWorker(): Promise<Ask> {
  const worker = new Worker(new URL('pipeline.js', admin()), { type: 'module', name: 'preview and check' })
  const waiting = new Map<number, { resolve: (answer: Answer | undefined) => void; reject: (error: Error) => void }>()
  let sent = 0
  let ready = false
  const ask: Ask = (request) =>
    new Promise((resolve, reject) => {
      waiting.set(++sent, { resolve, reject })
      worker.postMessage({ id: sent, request } satisfies Message)
    })
  return new Promise((started, failed) => {
    worker.addEventListener('message', ({ data }: MessageEvent<Message>) => {
      if ('ready' in data) {
        ready = true
        return started(ask)
      }
      if ('request' in data) return
      const asked = waiting.get(data.id)
      waiting.delete(data.id)
      if (data.failure === undefined) asked?.resolve(data.answer)
      else asked?.reject(new Error(data.failure))
    })
    worker.addEventListener('error', (event) => {
      event.preventDefault()
      worker.terminate()
      const error = new Error(event.message || 'the preview’s worker stopped')
      // Before its first message it cannot run here (the page runs the pipeline instead);
      // after, it broke, and a new one starts at the next request.
      if (!ready) return failed(error)
      for (const asked of waiting.values()) asked.reject(error)
      waiting.clear()
      if (working === worker) loading = undefined
    })
    working = worker
  })
}
/** The worker answering now, if any. */
let working: Worker | undefined

/** The pipeline imported into the page: the same answers, made on the editor's thread. */
async function inPage(): Promise<Ask> {
  const pipeline = (await import(/* @vite-ignore */ new URL('pipeline.js', admin()).href)) as BrowserPipeline
  return (request) => answer(pipeline, request)
}

let loading: Promise<Ask> | undefined
const load = () =>
  (loading ??= (async () => {
    const ask = await inWorker().catch(inPage)
    await ask({ kind: 'index', address: new URL('site-index.json', admin()).href })
    return ask
  })().catch((error: unknown) => {
    // Asked again at the next check (the preview says it is trying again), not failed for the session.
    loading = undefined
    working?.terminate()
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

/**
 * Each pipeline's uploads told (by their address on the site), as they are told: a request
 * waits for every one, even one another request started telling. (A save's check once went
 * ahead of the picture the preview's request was still measuring, and the save was refused:
 * "The picture … does not exist".) A pipeline started anew (its worker broke) is told again,
 * and so is an upload whose telling failed.
 */
const told = new WeakMap<Ask, Map<string, Promise<unknown>>>()

async function addUploads(ask: Ask, media: MediaFile[]) {
  const ofThisPipeline = told.get(ask) ?? new Map<string, Promise<unknown>>()
  told.set(ask, ofThisPipeline)
  for (const { path, file } of [...media, ...libraryUploads]) {
    const name = path.replace(/^\/?content\/images\//, '')
    const address = `/images/${name}`
    if (!file || ofThisPipeline.has(address)) continue
    if (!uploads.has(address)) uploads.set(address, URL.createObjectURL(file))
    ofThisPipeline.set(
      address,
      createImageBitmap(file)
        .catch(() => undefined)
        .then((size) => ask({ kind: 'upload', upload: { name, ...(size && { width: size.width, height: size.height }) } }))
        .catch((error: unknown) => {
          // Told again at the next request, not failing every check of the session.
          ofThisPipeline.delete(address)
          throw error
        }),
    )
  }
  await Promise.all(ofThisPipeline.values())
}

/**
 * The page's HTML as the browser is to show it: this session's uploads from the browser's
 * memory, every other address of the site below the base path it is served from (as the
 * build writes its pages: /images/logo.svg → /website/images/logo.svg on owner.github.io/website/).
 * Without `autofocus` (the header's search field has it): in the frame, sandboxed without
 * scripts, Chromium refuses it with a console error at every page shown. Without the
 * pictures' preloads React puts first: the preview shows them anyway, and a preload of a
 * picture just uploaded asks the site for a file it does not have yet. (React writes these
 * as `autofocus=""` and `<link rel="preload" …>`; in text `"` and `<` are escaped, so only
 * attributes and tags match.)
 */
const forThisSite = (html: string) =>
  addBasePath(
    html
      .replace(/ autofocus=""/g, '')
      .replace(/<link rel="preload"[^>]*>/g, '')
      .replace(/(src|srcset)="(\/images\/[^"\s]+)"/g, (whole, attribute, src) =>
        uploads.has(src) ? `${attribute}="${uploads.get(src)}"` : whole,
      ),
    new URL('../', admin()).pathname,
  )

/**
 * Where to show a picture uploaded in this session from (a thumbnail in the picture library):
 * the browser's memory (blob:), as the preview does, for a picture not yet on the site.
 */
export function uploadedPictureAddress(address: string): string | undefined {
  const upload = libraryUploads.findLast(({ path }) => `/${path.replace(/^\/?content\//, '')}` === address)
  if (!upload?.file) return undefined
  if (!thumbnails.has(upload.file)) thumbnails.set(upload.file, URL.createObjectURL(upload.file))
  return thumbnails.get(upload.file)
}
const thumbnails = new Map<Blob, string>()

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
  return shown(await ask({ kind: 'text', path, text }, media), kind)
}

/**
 * The preview of an entry as the editor types, from Decap's data: the text it would be saved
 * as is made with the check and the page, off the editor's thread (cms/entryText.ts).
 */
export async function browserPreview(
  entry: { path: string; data: Record<string, unknown>; original?: string },
  media: MediaFile[] = [],
): Promise<BrowserAnswer & { text: string }> {
  const made = await ask({ kind: 'data', ...entry }, media)
  return { ...(await shown(made, 'preview')), text: made.text! }
}

async function ask(request: Request, media: MediaFile[]): Promise<Answer> {
  const pipeline = await load()
  await addUploads(pipeline, media)
  return (await pipeline(request))!
}

async function shown({ problems, route, html, milliseconds }: Answer, kind: 'check' | 'preview'): Promise<BrowserAnswer> {
  if (kind !== 'preview' || html === undefined) return { problems, route, milliseconds }
  const body = forThisSite(html)
  return { problems, route, milliseconds, body, url: await pageDocument(body) }
}

/** The files saved in this session, by path (content/blog/x.md): the picture library shows their pictures' uses. */
export const savedThisSession = new Map<string, string>()

/**
 * Who uses what would leave the site: the pages the check passes now and would fail without
 * it (cms/browserCheck/siteCheck.ts), this session's saves and uploads included, and the
 * texts of `overlay` (changes not yet published, by path) in place.
 */
export async function usersOf(leaving: Leaving, overlay: Record<string, string> = {}): Promise<User[]> {
  return (await ask({ kind: 'users', leaving, overlay }, [])).users ?? []
}

/** A saved file: later checks of this session see it (its new links, anchors and title). */
export function rememberSaved(path: string, text: string): void {
  savedThisSession.set(path, text)
  void loading?.then((pipeline) => pipeline({ kind: 'saved', path, text })).catch(() => undefined)
}

/**
 * Shows `body` in the preview's root (of the frame's document), as if it were its
 * innerHTML: only the nodes that differ from what it shows are replaced, so a keystroke
 * lays out again the paragraph it changed, not the whole page, and pictures stay drawn.
 */
export function showPage(root: Element, body: string): void {
  // Parsed inert (no picture loads, nothing runs) in the frame's own document.
  const template = root.ownerDocument.createElement('template')
  template.innerHTML = body
  patchChildren(root, template.content)
}

function patchChildren(live: Node, next: Node) {
  const was = [...live.childNodes]
  const now = [...next.childNodes]
  let start = 0
  while (start < was.length && start < now.length && was[start].isEqualNode(now[start])) start++
  let wasEnd = was.length
  let nowEnd = now.length
  while (wasEnd > start && nowEnd > start && was[wasEnd - 1].isEqualNode(now[nowEnd - 1])) {
    wasEnd--
    nowEnd--
  }
  if (wasEnd - start === nowEnd - start) {
    for (let index = start; index < wasEnd; index++) patchNode(was[index], now[index])
    return
  }
  // Nodes added or taken out: the new ones take the place of the old.
  const before = was[wasEnd] ?? null
  for (const node of was.slice(start, wasEnd)) node.remove()
  for (const node of now.slice(start, nowEnd)) live.insertBefore(node, before)
}

function patchNode(was: ChildNode, now: ChildNode) {
  if (was.nodeName !== now.nodeName || (was.nodeType === Node.ELEMENT_NODE && !sameAttributes(was as Element, now as Element)))
    was.replaceWith(now)
  else if (was.nodeType === Node.ELEMENT_NODE) patchChildren(was, now)
  else if (was.nodeValue !== now.nodeValue) was.nodeValue = now.nodeValue
}

const sameAttributes = (was: Element, now: Element) =>
  was.attributes.length === now.attributes.length &&
  [...was.attributes].every((attribute) => now.getAttributeNS(attribute.namespaceURI, attribute.localName) === attribute.value)
