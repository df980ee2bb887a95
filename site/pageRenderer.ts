/**
 * One render thread of the build (site/renderPages.ts): renders pages with the
 * server bundle's renderPage(), the same code that would serve them, without starting
 * Vite. Each page's data comes with its task, as JSON, and is the only page this thread
 * holds while rendering it. A page unchanged since the previous build is linked from it
 * instead (site/linkTree.ts). Either way the page links one stylesheet, and its links, ids
 * and pictures are returned for the link check, so no page is read back from disk.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageData } from '../pipeline/pageData.js'
import { type BuiltPage, builtPage } from './builtSite.js'
import { linkFile } from './linkTree.js'
import { stylesheetMerger } from './stylesheets.js'

export type RenderTask = {
  route: string
  /** The HTML file, relative to the client folder. */
  file: string
  /** The not-found page (rendered for a route that no page has). */
  notFound?: boolean
  /** The page's data as JSON; without it, the page is copied from the previous build. */
  data?: string
}

export type RendererOptions = { buildDir: string; previousDir: string }

export async function createPageRenderer({ buildDir, previousDir }: RendererOptions): Promise<(task: RenderTask) => Promise<BuiltPage>> {
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
  const previousClientDir = path.join(previousDir, 'client')
  const withOneStylesheet = stylesheetMerger(clientDir, previousClientDir)

  return async (task) => {
    const target = path.join(clientDir, task.file)
    mkdirSync(path.dirname(target), { recursive: true })
    if (task.data === undefined) {
      const previous = path.join(previousClientDir, task.file)
      const html = readFileSync(previous, 'utf8')
      linkFile(previous, target)
      withOneStylesheet(html) // brings its merged stylesheet along
      return builtPage(task.file, html)
    }
    current = { task, data: JSON.parse(task.data) as PageData }
    try {
      const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: task.route })
      const status = task.notFound ? 404 : 200
      if (httpResponse?.statusCode !== status) {
        throw new Error(
          `${task.route} could not be rendered: ${(errorWhileRendering as Error | undefined)?.message ?? `status ${httpResponse?.statusCode}`}`,
        )
      }
      const html = withOneStylesheet(httpResponse.body)
      writeFileSync(target, html)
      return builtPage(task.file, html)
    } finally {
      current = undefined
    }
  }
}
