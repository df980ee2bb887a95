/**
 * The build's peak memory together with a helper process that runs beside it (the
 * bundler, beside the content pipeline). maxRSS (process.resourceUsage) is one process's
 * own peak, and the sum of two peaks overstates, since they need not come at once. So a
 * thread of its own reads the resident memory of this process and of the helpers from
 * /proc every 20 ms: a thread, because the pipeline keeps the main thread busy for
 * seconds. Linux only; elsewhere the peak reads 0 and the build reports each process's
 * own peak.
 */
import { Worker } from 'node:worker_threads'

/** Slot 0: the peak in kB; the other slots: the helpers' process ids (0 when free). */
const SAMPLER = `
const { workerData } = require('node:worker_threads')
const { readFileSync } = require('node:fs')
const slots = new Int32Array(workerData)
const residentKB = (pid) => {
  try { return Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync('/proc/' + pid + '/status', 'utf8'))[1]) } catch { return 0 }
}
setInterval(() => {
  let total = residentKB(process.pid)
  for (let slot = 1; slot < slots.length; slot++) if (Atomics.load(slots, slot)) total += residentKB(Atomics.load(slots, slot))
  if (total > Atomics.load(slots, 0)) Atomics.store(slots, 0, total)
}, 20)
`

type MemorySampler = {
  /** Counts this process's memory in from now on, until it exits. */
  track(pid: number): void
  /** The highest sum seen so far, in MB. */
  peakMB(): number
}

export function startMemorySampler(helpers = 2): MemorySampler {
  const slots = new Int32Array(new SharedArrayBuffer(4 * (1 + helpers)))
  new Worker(SAMPLER, { eval: true, workerData: slots.buffer }).unref()
  let free = 1
  return {
    track: (pid) => {
      if (free < slots.length) Atomics.store(slots, free++, pid)
    },
    peakMB: () => Math.round(Atomics.load(slots, 0) / 1024),
  }
}
