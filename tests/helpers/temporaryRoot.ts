/**
 * Global set-up of every test project: the temporary folders that tests, the builds they
 * start and their Chromiums make (os.tmpdir()) go into one fresh folder, removed when the
 * run ends. Without it each `npm test` left a few hundred folders in /tmp.
 *
 * Workers inherit TMPDIR from this process. Every project runs this set-up, so the first
 * one makes the folder and the others keep it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const MARK = 'NILE_TEST_TMPDIR'

export default function setup(): (() => void) | undefined {
  if (process.env[MARK]) return undefined
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nile-tests-'))
  process.env[MARK] = dir
  process.env.TMPDIR = dir
  // Retried: a child process still ending (a dev server, Node 22's compile cache) may add a
  // file while the folder is being removed, which fails the whole run with ENOTEMPTY.
  return () => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
}
