/**
 * One render thread of the build (site/renderPages.ts): renders pages with the
 * server bundle's renderPage(), the same code that would serve them, without starting
 * Vite. Each page's data comes with its task, as JSON, and is the only page this thread
 * holds while rendering it (a page unchanged since the previous build is linked by
 * site/renderPages.ts instead). The page is written with one stylesheet, and its links, ids
 * and pictures are returned for the link check, so no page is read back from disk.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { withBase } from '../pipeline/shared/basePath.js'
import type { PageData } from '../pipeline/page/pageData.js'
import { type BodyInTransit, finishedTree } from '../pipeline/resolve/resolve.js'
import { type BuiltPage, builtPage } from './builtSite.js'
import { stylesheetMerger } from './stylesheets.js'

export type RenderTask = {
  route: string
  /** The HTML file, relative to the client folder. */
  file: string
  /** The not-found page (rendered for a route that no page has). */
  notFound?: boolean
  /** The page's data as JSON (pipeline/page/siteData.ts, pageDataJson). */
  data: string
}

export type RendererOptions = {
  buildDir: string
  /** The site's base path (pipeline/shared/basePath.ts): Vike serves its pages below it, as it was bundled with it. */
  basePath: string
}

export async function createPageRenderer({ buildDir, basePath }: RendererOptions): Promise<(task: RenderTask) => Promise<BuiltPage>> {
  let current: { task: RenderTask; data: PageData } | undefined
  const isCurrentPage = (route: string) => current !== undefined && !current.task.notFound && current.task.route === route
  globalThis.__pageSource = {
    has: isCurrentPage,
    dataFor: (route) => (isCurrentPage(route) ? current!.data : undefined),
    notFound: () => current!.data,
  }
  await import(pathToFileURL(path.join(buildDir, 'server', 'entry.mjs')).href)
  const { renderPage } = await import('vike/server')
  const clientDir = path.join(buildDir, 'client')
  const withOneStylesheet = stylesheetMerger(clientDir, basePath)

  return async (task) => {
    const target = path.join(clientDir, task.file)
    mkdirSync(path.dirname(target), { recursive: true })
    const data = JSON.parse(task.data) as PageData
    // The body comes as the Markdown cache holds it (pipeline/page/siteData.ts, pageDataJson).
    if (data.page?.body) data.page.body = finishedTree(data.page.body as unknown as BodyInTransit)
    current = { task, data }
    try {
      const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: withBase(basePath, task.route) })
      const status = task.notFound ? 404 : 200
      if (httpResponse?.statusCode !== status) {
        throw new Error(
          `${task.route} could not be rendered: ${(errorWhileRendering as Error | undefined)?.message ?? `status ${httpResponse?.statusCode}`}`,
        )
      }
      const html = withOneStylesheet(httpResponse.body)
      writeFileSync(target, html)
      return builtPage(task.file, html, basePath)
    } finally {
      current = undefined
    }
  }
}
