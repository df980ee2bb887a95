/**
 * The peak resident memory of a process and all its descendants together, sampled from
 * /proc every 20 ms (Linux only; elsewhere it reads 0). For the bench: a build runs as
 * several processes at once (its own, the pages process, the bundler beside the
 * pipeline, Pagefind), and the sum of each one's own peak overstates, since the peaks
 * need not come at once.
 */
import { processTree } from './processTree.js'

const SAMPLE_MS = 20

/** The resident memory of `root` and its descendants now, in kB. */
const treeResidentKB = (root: number) => processTree(root).reduce((total, found) => total + found.residentKB, 0)

/** Samples the tree under `root` until stopped (and once more then); stop() returns the peak in MB. */
export function sampleTreeMemory(root: number): { stop(): number } {
  let peakKB = 0
  const timer = setInterval(() => {
    peakKB = Math.max(peakKB, treeResidentKB(root))
  }, SAMPLE_MS)
  return {
    stop() {
      clearInterval(timer)
      // One last sample, so a tree that lives shorter than a sample is counted too.
      peakKB = Math.max(peakKB, treeResidentKB(root))
      return Math.round(peakKB / 1024)
    },
  }
}
