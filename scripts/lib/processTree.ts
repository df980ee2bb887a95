/**
 * A process and all its descendants as they are now, read from /proc (Linux only;
 * elsewhere the list is empty). The bench sums their memory (treeMemory.ts); the build
 * tests check which process started which.
 */
import { readdirSync, readFileSync } from 'node:fs'

export type TreeProcess = {
  pid: number
  /** Its parent's PID. */
  parent: number
  /** The name of its program (/proc/PID/comm, at most 15 characters: "pagefind_extend"). */
  name: string
  /** Its command line, the arguments joined by spaces; empty for a moment after it started. */
  command: string
  residentKB: number
}

/** `root` and every process that descends from it. */
export function processTree(root: number): TreeProcess[] {
  let names: string[] = []
  try {
    names = readdirSync('/proc')
  } catch {
    return []
  }
  const all: Omit<TreeProcess, 'command'>[] = []
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8')
      all.push({
        pid: Number(name),
        parent: Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]),
        name: /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '',
        residentKB: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0),
      })
    } catch {
      // ended meanwhile
    }
  }
  const inTree = new Set([root])
  for (let grew = true; grew; ) {
    grew = false
    for (const found of all) if (!inTree.has(found.pid) && inTree.has(found.parent)) grew = Boolean(inTree.add(found.pid))
  }
  // Command lines are read for the tree only: the bench samples it every 20 ms.
  return all.filter((found) => inTree.has(found.pid)).map((found) => ({ ...found, command: commandOf(found.pid) }))
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
  } catch {
    return ''
  }
}
