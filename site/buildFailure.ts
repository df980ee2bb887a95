/** How a build that fails says so, in each of its processes (scripts/build.ts, site/buildPages.ts). */
import path from 'node:path'

/** Stops the build's helpers (`stop`), prints why and exits with 1: dist/ is not touched. */
export function failBuild(message: string, dist: string, stop: () => void): never {
  stop()
  console.error(`\n✖ ${message}\nThe previous build in ${path.relative(process.cwd(), dist)}/ was left as it was.`)
  process.exit(1)
}
