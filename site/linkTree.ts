/**
 * Brings what a rebuild reuses from the previous build into the new one as hard links:
 * one call per file and no bytes copied, where a copy reads and writes every byte (on the
 * build machine a link costs a fraction of a copy). The previous build stays whole: the
 * build never writes into a file it linked (a new build folder only gains new files), and
 * the swap removes the old folder's names, not the files the new one shares.
 */
import { copyFileSync, linkSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** Links one file (a copy where the disk has no hard links, or across disks). */
export function linkFile(from: string, to: string): void {
  try {
    linkSync(from, to)
  } catch {
    copyFileSync(from, to)
  }
}

/** Links every file under the folder `from` into `to` (or the file `from` to `to`). */
export function linkTree(from: string, to: string): void {
  if (!statSync(from).isDirectory()) {
    linkFile(from, to)
    return
  }
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) linkTree(path.join(from, entry.name), path.join(to, entry.name))
    else if (entry.isFile()) linkFile(path.join(from, entry.name), path.join(to, entry.name))
  }
}
