/** A render thread of site/renderPages.ts: renders each batch it is sent, one at a time. */
import { parentPort, workerData } from 'node:worker_threads'
import { createPageRenderer, type RenderTask, type RendererOptions } from './pageRenderer.js'

const render = await createPageRenderer(workerData as RendererOptions)
parentPort!.on('message', async (tasks: RenderTask[]) => {
  try {
    const pages = []
    for (const task of tasks) pages.push(await render(task))
    parentPort!.postMessage({ pages })
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).message })
  }
})
parentPort!.postMessage({ pages: [] })
