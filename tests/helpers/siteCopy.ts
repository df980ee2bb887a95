/**
 * A build of a fixture site beside the real one, from a copy of the real build: the bundle
 * (a function of the code alone) and every page whose data is unchanged are reused from
 * it, as a rebuild would, so a fixture costs its pipeline and its changed pages only.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs'
import path from 'node:path'
import { clientDir } from './site.js'

/** A fresh folder for a fixture build, inside the project (Vike writes relative to its root). */
export function fixtureDir(name: string): string {
  mkdirSync('.fixture-builds', { recursive: true })
  return mkdtempSync(path.resolve(`.fixture-builds/${name}-`))
}

/** Runs a build of `contentDir` into workDir/dist, starting from a copy of the real build. */
export function runBuildOfCopy(workDir: string, contentDir: string, env: Record<string, string> = {}) {
  const dist = path.join(workDir, 'dist')
  cpSync(path.dirname(clientDir), dist, { recursive: true })
  return spawnSync(process.execPath, ['scripts/run.mjs', 'build'], {
    env: { ...process.env, CONTENT_DIR: contentDir, DIST_DIR: dist, ...env },
    encoding: 'utf8',
  })
}

/** Builds `contentDir` as runBuildOfCopy does, and returns what the build printed; throws when it fails. */
export function buildSiteCopy(workDir: string, contentDir: string): string {
  const run = runBuildOfCopy(workDir, contentDir)
  if (run.status !== 0) throw new Error(`The fixture site did not build:\n${run.stdout}\n${run.stderr}`)
  return run.stdout
}
