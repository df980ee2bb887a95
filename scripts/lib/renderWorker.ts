/** A render thread of scripts/lib/renderPages.ts: renders the batches it is sent, one after another. */
import { parentPort, workerData } from 'node:worker_threads'
import { createPageRenderer, type RenderTask, type RendererOptions } from './pageRenderer.js'

const render = await createPageRenderer(workerData as RendererOptions)
// A second batch arrives while one renders; a page is rendered only when the last is done.
let rendering = Promise.resolve()
parentPort!.on('message', (tasks: RenderTask[]) => {
  rendering = rendering.then(async () => {
    try {
      const pages = []
      for (const task of tasks) pages.push(await render(task))
      parentPort!.postMessage({ pages })
    } catch (error) {
      parentPort!.postMessage({ error: (error as Error).message })
    }
  })
})
parentPort!.postMessage({ ready: true })
