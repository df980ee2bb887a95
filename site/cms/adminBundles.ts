/**
 * /admin's bundles, cms.js and cms-later.js (our additions to Decap: cmsScript.ts) and
 * pipeline.js (the site's pipeline and page renderer for the browser: browserBundle.ts), as
 * the build makes them. Like the site's bundle (site/bundle.ts) they are made of the code alone, nothing of
 * the content: a build whose code is the previous build's (dist/bundle.json's key) links
 * them from it (site/linkTree.ts); any other build makes them in a process of its own that
 * starts once the content check passed, beside the render (site/buildPages.ts), instead of
 * after it, where they held up the build for seconds (esbuild, and Sass for the
 * components' class names). Not beside the pipeline: there it and the site's bundler
 * slowed each other down far beyond its own CPU (on ../shared/bench's 1,000 articles, the
 * pipeline took 26.5 s instead of 15.8 s, the bundling 14.9 s instead of 5.2 s).
 * The dev server makes them on demand (adminFiles.ts).
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ADMIN_PATH } from '../../pipeline/shared/addresses.js'
import { madeOfCode } from '../bundle.js'
import { linkFile } from '../linkTree.js'
import { bundleBrowserPipeline } from './browserBundle.js'
import { CMS_SCRIPTS, cmsScript } from './cmsScript.js'

/** The files of /admin that are bundles of code. */
export const ADMIN_BUNDLES = [...CMS_SCRIPTS, 'pipeline.js'] as const

/** Where they are published in a build folder. */
const adminDir = (buildDir: string) => path.join(buildDir, 'client', ADMIN_PATH.slice(1))
/** Where their process writes them, beside client/: Vike empties client/ as it bundles. */
const stagingDir = (buildDir: string) => path.join(buildDir, 'admin-bundles')

export type AdminBundles = {
  /** Linked from the previous build, made of the same code. */
  reused: boolean
  /**
   * Puts them into the new build's /admin (once the site's bundling is done): linked, or
   * moved from where their process wrote them; how long that process ran, or why it failed.
   */
  place(): Promise<{ seconds: number } | Error>
}

/**
 * /admin's bundles for the build folder `nextDir`: the previous build's (`previousDir`)
 * when it was made of the code whose key is `key` (site/bundle.ts), else made by a
 * process that starts now. `signal` stops it (the build failed).
 */
export function prepareAdminBundles(previousDir: string, nextDir: string, key: string, signal: AbortSignal): AdminBundles {
  const reused = madeOfCode(previousDir, key) && ADMIN_BUNDLES.every((name) => existsSync(path.join(adminDir(previousDir), name)))
  if (reused)
    return {
      reused,
      place: async () => {
        mkdirSync(adminDir(nextDir), { recursive: true })
        for (const name of ADMIN_BUNDLES) linkFile(path.join(adminDir(previousDir), name), path.join(adminDir(nextDir), name))
        return { seconds: 0 }
      },
    }
  // A failure is kept until placed: not an unhandled rejection while the pipeline runs.
  const made = bundleInProcess(stagingDir(nextDir), signal).catch((error: Error) => error)
  return {
    reused,
    place: async () => {
      const result = await made
      if (result instanceof Error) return result
      mkdirSync(adminDir(nextDir), { recursive: true })
      for (const name of ADMIN_BUNDLES) renameSync(path.join(stagingDir(nextDir), name), path.join(adminDir(nextDir), name))
      rmSync(stagingDir(nextDir), { recursive: true, force: true })
      return result
    },
  }
}

const self = fileURLToPath(import.meta.url)

/**
 * The bundles, written into `folder` by a process of its own; resolves with how long that
 * process ran (it says so itself: this one, busy with the pipeline, hears of its end late).
 */
function bundleInProcess(folder: string, signal: AbortSignal): Promise<{ seconds: number }> {
  // From source (the tests) the process needs a TypeScript loader; compiled (scripts/run.mjs) it does not.
  const loader = self.endsWith('.ts') ? ['--import', 'tsx'] : []
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [...loader, self, folder], { signal, maxBuffer: 16 * 1024 * 1024 }, (error, output, errors) => {
      if (error) reject(new Error(`${error.message}${errors ? `\n${errors}` : ''}`))
      else resolve({ seconds: Number(/^took ([\d.]+) s$/m.exec(output)?.[1] ?? 0) })
    })
  })
}

/** Run as that process: the bundles, written into the folder given, and how long it took. */
async function writeAdminBundles(folder: string): Promise<void> {
  const pipeline = bundleBrowserPipeline()
  mkdirSync(folder, { recursive: true })
  for (const name of CMS_SCRIPTS) writeFileSync(path.join(folder, name), cmsScript(name))
  writeFileSync(path.join(folder, 'pipeline.js'), await pipeline)
  process.stdout.write(`took ${(performance.now() / 1000).toFixed(2)} s\n`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await writeAdminBundles(process.argv[2])
