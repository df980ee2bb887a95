/**
 * Where fixture builds go: inside the project (Vike writes relative to its root), in a
 * folder of this test run's (tests/helpers/temporaryRoot.ts), removed when the run ends.
 */
import { mkdirSync, mkdtempSync } from 'node:fs'
import path from 'node:path'

export const FIXTURE_BUILDS = '.fixture-builds'
/** The variable naming this run's folder, set by the global set-up. */
export const FIXTURE_BUILDS_OF_RUN = 'NILE_FIXTURE_BUILDS'

/** A fresh folder for a fixture build (outside a test run: directly in .fixture-builds/). */
export function fixtureDir(name: string): string {
  const parent = process.env[FIXTURE_BUILDS_OF_RUN] ?? path.resolve(FIXTURE_BUILDS)
  mkdirSync(parent, { recursive: true })
  return mkdtempSync(path.join(parent, `${name}-`))
}
