/**
 * A worker thread running a TypeScript module of this project (`module`: its .ts URL).
 * Scripts normally run compiled (scripts/run.mjs), and then so does the worker: from the
 * module's compiled .js, beside this file's. Under tsx or Vitest, which compile as they
 * load, a worker does not inherit the loader, so it loads the module through tsx's API.
 */
import { Worker } from 'node:worker_threads'

export function startModuleWorker(module: URL, workerData: unknown): Worker {
  if (import.meta.url.endsWith('.js')) return new Worker(new URL(module.href.replace(/\.ts$/, '.js')), { workerData })
  const source = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => tsx.tsImport(${JSON.stringify(module.href)}, ${JSON.stringify(module.href)}))`
  return new Worker(source, { eval: true, workerData })
}
