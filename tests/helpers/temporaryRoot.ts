/**
 * Global set-up of every test project: the temporary folders that tests, the builds they
 * start and their Chromiums make (os.tmpdir()) go into one fresh folder, and the fixture
 * builds inside the project (fixtureDir, tests/helpers/fixtureBuilds.ts) into another, both
 * removed when the run ends. Without it each `npm test` left a few hundred folders in /tmp,
 * and a fixture build or two (tens of MB each) in .fixture-builds/.
 *
 * Workers inherit the variables from this process. Every project runs this set-up, so the
 * first one makes the folders and the others keep them.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { FIXTURE_BUILDS, FIXTURE_BUILDS_OF_RUN } from './fixtureBuilds.js'

const MARK = 'NILE_TEST_TMPDIR'

export default function setup(): (() => void) | undefined {
  if (process.env[MARK]) return undefined
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nile-tests-'))
  process.env[MARK] = dir
  process.env.TMPDIR = dir
  mkdirSync(FIXTURE_BUILDS, { recursive: true })
  const fixtures = mkdtempSync(path.resolve(FIXTURE_BUILDS, 'run-'))
  process.env[FIXTURE_BUILDS_OF_RUN] = fixtures
  // Retried: a child process still ending (a dev server, Node 22's compile cache) may add a
  // file while the folder is being removed, which fails the whole run with ENOTEMPTY.
  return () => {
    for (const made of [dir, fixtures]) rmSync(made, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}
