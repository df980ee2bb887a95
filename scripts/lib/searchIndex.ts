/**
 * The site search's index: Pagefind reads the written pages and writes its index and its
 * search script to /pagefind/. Only the <main> of pages marked data-pagefind-body is
 * indexed (indexable pages; header, footer and breadcrumbs left out). Its result
 * addresses are file names (/about-us.html), which the search island turns into the
 * site's addresses.
 *
 * Pagefind's binary comes from its npm package for this platform (@pagefind/linux-x64):
 * the registry this project installs from holds no other platform's build, so the
 * `pagefind` wrapper, which lists them all, cannot be locked for `npm ci`.
 */
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

const binary = () => path.join(path.dirname(createRequire(import.meta.url).resolve('@pagefind/linux-x64/package.json')), 'bin', 'pagefind_extended')

/** Indexes the written site and writes the index; returns how many pages it holds. */
export function writeSearchIndex(clientDir: string): number {
  const run = spawnSync(binary(), ['--site', clientDir, '--output-subdir', 'pagefind', '--force-language', 'en'], { encoding: 'utf8' })
  if (run.error || run.status !== 0) throw new Error(`Pagefind failed: ${run.error?.message ?? run.stderr.trim() ?? run.stdout.trim()}`)
  // "Indexed 30 pages" in Pagefind's summary.
  return Number(/Indexed (\d+) pages?/.exec(run.stdout)?.[1] ?? 0)
}
