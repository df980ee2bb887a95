/**
 * The peak resident memory of a process and all its descendants together, sampled from
 * /proc every 20 ms (Linux only; elsewhere it reads 0). For the bench: a build runs as
 * several processes at once (its own, the bundler beside the pipeline, Pagefind's), and
 * the sum of each one's own peak overstates, since the peaks need not come at once.
 */
import { readdirSync, readFileSync } from 'node:fs'

const SAMPLE_MS = 20

/** The parent of each process, and its resident memory in kB. */
function processTable(): Map<number, { parent: number; residentKB: number }> {
  const table = new Map<number, { parent: number; residentKB: number }>()
  let names: string[] = []
  try {
    names = readdirSync('/proc')
  } catch {
    return table
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8')
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1])
      const residentKB = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0)
      table.set(Number(name), { parent, residentKB })
    } catch {
      // ended meanwhile
    }
  }
  return table
}

/** The resident memory of `root` and its descendants now, in kB. */
function treeResidentKB(root: number): number {
  const table = processTable()
  const inTree = new Set([root])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, { parent }] of table) {
      if (!inTree.has(pid) && inTree.has(parent)) {
        inTree.add(pid)
        grew = true
      }
    }
  }
  let total = 0
  for (const pid of inTree) total += table.get(pid)?.residentKB ?? 0
  return total
}

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
