/** A worker of markdownPool.ts: compiles texts into the Markdown cache until none are left. */
import { workerData } from 'node:worker_threads'
import { compileMarkdownCached } from './markdownCache.js'
import { BUSY, NEXT } from './markdownPool.js'

const { texts, counters } = workerData as { texts: string[]; counters: Int32Array }
for (;;) {
  // Counted as busy before taking a text, so the calling thread never misses one in flight.
  Atomics.add(counters, BUSY, 1)
  const index = Atomics.add(counters, NEXT, 1)
  try {
    if (index >= texts.length) break
    compileMarkdownCached(texts[index])
  } finally {
    Atomics.sub(counters, BUSY, 1)
    Atomics.notify(counters, BUSY)
  }
}
