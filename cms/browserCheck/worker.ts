/**
 * The browser pipeline's calls as messages: /admin/pipeline.js, started as a Web Worker by
 * cms/browserCheck/client.ts, checks and renders the entry off the editor's thread, so the
 * preview never holds up typing. The same requests are answered in the page where a worker
 * cannot run (client.ts), so both give the same answers.
 */
import type { CmsProblem } from '../formProblems.js'
import type { SiteIndex } from './siteIndex.js'
import type { Leaving, User } from './siteCheck.js'

/** A picture uploaded in this session: its path under content/images and its size, when the browser could read it. */
type Upload = { name: string; width?: number; height?: number }

/** The check of an entry, and its page's HTML (header, main and footer) when the page can be made. */
export type EntryPreview = { problems: CmsProblem[]; route: string; html?: string; milliseconds: number }

/** What /admin/pipeline.js exports (site/cms/browserPipeline.tsx). */
export type BrowserPipeline = {
  loadSiteIndex(index: SiteIndex): void
  keepSaved(path: string, text: string): void
  addUpload(upload: Upload): void
  previewEntry(path: string, text: string): EntryPreview
  /** The same from Decap's data: the text it would be saved as, made first (cms/entryText.ts). */
  previewEntryData(path: string, data: Record<string, unknown>, original: string | undefined): EntryPreview & { text: string }
  /** Who would break if these pages or pictures left the site (cms/browserCheck/siteCheck.ts). */
  usersOf(leaving: Leaving, overlay: Record<string, string>): User[]
}

export type Request =
  /** Load the site index from this address (the first request). */
  | { kind: 'index'; address: string }
  | { kind: 'saved'; path: string; text: string }
  | { kind: 'upload'; upload: Upload }
  /** The check and the page of a text. */
  | { kind: 'text'; path: string; text: string }
  /** The check and the page of Decap's data, saved in place into `original`. */
  | { kind: 'data'; path: string; data: Record<string, unknown>; original?: string }
  /** Who uses what would leave the site, with texts not yet published in place (`overlay`, by path). */
  | { kind: 'users'; leaving: Leaving; overlay: Record<string, string> }

export type Answer = EntryPreview & { text?: string; users?: User[] }

/** A request's answer, by the pipeline at hand. */
export async function answer(pipeline: BrowserPipeline, request: Request): Promise<Answer | undefined> {
  switch (request.kind) {
    case 'index': {
      const response = await fetch(request.address)
      if (!response.ok) throw new Error(`${request.address}: ${response.status}`)
      pipeline.loadSiteIndex((await response.json()) as SiteIndex)
      return undefined
    }
    case 'saved':
      pipeline.keepSaved(request.path, request.text)
      return undefined
    case 'upload':
      pipeline.addUpload(request.upload)
      return undefined
    case 'text':
      return pipeline.previewEntry(request.path, request.text)
    case 'data':
      return pipeline.previewEntryData(request.path, request.data, request.original)
    case 'users':
      return { problems: [], route: '', milliseconds: 0, users: pipeline.usersOf(request.leaving, request.overlay) }
  }
}

/** Messages between the page and the worker: a request or its answer, by number. */
export type Message =
  | { id: number; request: Request }
  | { id: number; answer?: Answer; failure?: string }
  /** The worker's first message: its module loaded. */
  | { ready: true }

/** In a worker: answers the page's requests one at a time, in the order sent. */
export function answerMessages(pipeline: BrowserPipeline): void {
  const scope = globalThis as unknown as {
    postMessage(message: Message): void
    addEventListener(type: 'message', listener: (event: MessageEvent<Message>) => void): void
  }
  let queue = Promise.resolve()
  scope.addEventListener('message', ({ data }) => {
    if (!('request' in data)) return
    queue = queue.then(() =>
      answer(pipeline, data.request).then(
        (result) => scope.postMessage({ id: data.id, answer: result }),
        (error: unknown) => scope.postMessage({ id: data.id, failure: error instanceof Error ? error.message : String(error) }),
      ),
    )
  })
  scope.postMessage({ ready: true })
}

/** Whether this code runs in a Web Worker. */
export const inWorker = () => {
  const scope = globalThis as unknown as { WorkerGlobalScope?: new () => unknown }
  return typeof scope.WorkerGlobalScope === 'function' && globalThis instanceof scope.WorkerGlobalScope
}
