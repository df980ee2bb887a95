/**
 * Compiles many Markdown texts on every core before the pipeline needs them, for large
 * sites: the pipeline itself stays synchronous and finds the results in the Markdown
 * cache. The calling thread and the workers take texts from one shared counter, so the
 * work balances itself, and the calling thread blocks (Atomics.wait) only for the texts
 * a worker is still compiling. A worker that fails or hangs costs only speed: whatever it
 * did not finish is compiled on demand, as on a single core.
 */
import { availableParallelism } from 'node:os'
import { startModuleWorker } from './moduleWorker.js'
import { compileMarkdownCached, isCached } from './markdownCache.js'

/** Below this many uncompiled texts, starting a worker (about half a second) costs more than it saves. */
const MIN_TEXTS = 150
/** How long to wait for the text a worker is compiling (the pipeline's bound for one body is 2 s). */
const WORKER_GRACE_MS = 10_000

/** Slots of the shared counters. */
export const NEXT = 0
export const BUSY = 1

export function precompileMarkdown(texts: string[]): void {
  const pending = [...new Set(texts)].filter((text) => !isCached(text))
  const workers = Math.min(availableParallelism() - 1, 3)
  if (pending.length < MIN_TEXTS || workers < 1) return

  const counters = new Int32Array(new SharedArrayBuffer(8))
  const started = Array.from({ length: workers }, () =>
    startModuleWorker(new URL('./markdownWorker.ts', import.meta.url), { texts: pending, counters }),
  )
  for (;;) {
    const index = Atomics.add(counters, NEXT, 1)
    if (index >= pending.length) break
    compileMarkdownCached(pending[index])
  }
  const deadline = Date.now() + WORKER_GRACE_MS
  for (let busy = Atomics.load(counters, BUSY); busy > 0 && Date.now() < deadline; busy = Atomics.load(counters, BUSY)) {
    Atomics.wait(counters, BUSY, busy, deadline - Date.now())
  }
  for (const worker of started) void worker.terminate()
}
