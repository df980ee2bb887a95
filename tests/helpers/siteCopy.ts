/**
 * A build of a fixture site beside the real one, from a copy of the real build: the bundle
 * (a function of the code alone) and every page whose data is unchanged are reused from
 * it, as a rebuild would, so a fixture costs its pipeline and its changed pages only.
 */
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { cpSync } from 'node:fs'
import path from 'node:path'
import { processTree, type TreeProcess } from '../../scripts/lib/processTree.js'
import { clientDir } from './site.js'

/** The arguments of a build of `contentDir` into workDir/dist, starting from a copy of the real build. */
function buildOfCopy(workDir: string, contentDir: string, env: Record<string, string> = {}) {
  const dist = path.join(workDir, 'dist')
  cpSync(path.dirname(clientDir), dist, { recursive: true })
  return [
    process.execPath,
    ['scripts/run.mjs', 'build'],
    { env: { ...process.env, CONTENT_DIR: contentDir, DIST_DIR: dist, ...env } },
  ] as const
}

/** Runs a build of `contentDir` into workDir/dist, starting from a copy of the real build. */
export function runBuildOfCopy(workDir: string, contentDir: string, env: Record<string, string> = {}) {
  const [command, args, options] = buildOfCopy(workDir, contentDir, env)
  return spawnSync(command, args, { ...options, encoding: 'utf8' })
}

/** Builds `contentDir` as runBuildOfCopy does, and returns what the build printed; throws when it fails. */
export function buildSiteCopy(workDir: string, contentDir: string): string {
  const run = runBuildOfCopy(workDir, contentDir)
  if (run.status !== 0) throw new Error(`The fixture site did not build:\n${run.stdout}\n${run.stderr}`)
  return run.stdout
}

/**
 * Builds as buildSiteCopy does, watching the build's processes meanwhile (every 10 ms):
 * what it printed, its PID, and every process that descended from it.
 */
export async function watchBuildOfCopy(
  workDir: string,
  contentDir: string,
): Promise<{ output: string; pid: number; processes: TreeProcess[] }> {
  const build = spawn(...buildOfCopy(workDir, contentDir))
  let output = ''
  build.stdout.on('data', (chunk) => (output += chunk))
  build.stderr.on('data', (chunk) => (output += chunk))
  const seen = new Map<number, TreeProcess>()
  const watching = setInterval(() => {
    // A process just started may not show its command yet: the later sighting wins.
    for (const found of processTree(build.pid!))
      if (found.pid !== build.pid && (found.command || !seen.has(found.pid))) seen.set(found.pid, found)
  }, 10)
  const [status] = (await once(build, 'close')) as [number | null]
  clearInterval(watching)
  if (status !== 0) throw new Error(`The fixture site did not build:\n${output}`)
  return { output, pid: build.pid!, processes: [...seen.values()] }
}
