/**
 * A worker thread running a TypeScript module of this project. A worker does not inherit
 * tsx's loader, so it loads the module through tsx's API.
 */
import { Worker } from 'node:worker_threads'

export function startTsWorker(module: URL, workerData: unknown): Worker {
  const source = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => tsx.tsImport(${JSON.stringify(module.href)}, ${JSON.stringify(module.href)}))`
  return new Worker(source, { eval: true, workerData })
}
