/**
 * The build's pages process, started by scripts/build.ts with the previous and the next
 * build folder as its arguments: checks the content (the pipeline runs once, here) while
 * Vike bundles the code in a process of its own, renders every page into the next build
 * (render threads, site/renderPages.ts), writes the files made from content, then checks
 * every link, #anchor and picture of the written HTML and the weight budgets.
 *
 * It is a process of its own so that its memory is given back before Pagefind, the
 * build's largest process (about 350 kB a page), reaches its peak: a process that has
 * parsed a site's Markdown keeps most of the heap it grew to, and Pagefind's peak comes at
 * the end of its run, after this process has ended (scripts/build.ts).
 *
 * Messages to scripts/build.ts: { index: key } as soon as the pages are written and the
 * search index must be made again, so that Pagefind runs beside the pictures and the link
 * check; { done: PagesReport } when all passed. A failure prints why and exits with 1.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { ADMIN_PATH } from '../pipeline/shared/addresses.js'
import { siteBasePath } from './siteBasePath.js'
import { failBuild } from './buildFailure.js'
import { bundleKey, recordBundle, reuseBundle, startBundling } from './bundle.js'
import type { IndexRecord } from './searchIndex.js'
import { guardRunnerOutput } from './runnerOutput.js'

// Its output goes straight to the build's (inherited): the check's report, failures, the
// bundler's log, the render workers' console, none of it readable as a workflow command
// (site/runnerOutput.ts).
guardRunnerOutput()

export type PagesMessage = { index: string } | { done: PagesReport }

export type PagesReport = {
  /** Where the time went, up to the link check: "pipeline 3.1 s, …, link check 0.1 s". */
  phases: string
  /** The previous build's index, linked, when no page's searchable part changed. */
  searchReused?: IndexRecord
  pages: number
  peakMB: number
  bundlerPeakMB?: number
}

const [dist, next] = process.argv.slice(2)
const started = performance.now()
const seconds = (from: number, to = performance.now()) => `${((to - from) / 1000).toFixed(1)} s`
// scripts/build.ts stopped (a failure of its own, Ctrl-C, a killed CI job): stop too.
process.on('disconnect', () => process.exit(1))
// The bundler runs beside the pipeline.
const stopBundler = new AbortController()
const fail = (message: string): never => failBuild(message, dist, () => stopBundler.abort())

const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content')
// A rebuild reuses the bundle when no code changed (site/bundle.ts); otherwise the
// code is bundled in a process of its own while this one runs the content pipeline.
const code = bundleKey(process.cwd(), contentDir)
const bundleReused = reuseBundle(dist, next, code)
const bundling = bundleReused ? undefined : startBundling(next, stopBundler.signal)
/**
 * A failure while the bundler runs: it is stopped and its end awaited (at most 10 s) before
 * this process exits. Exited at once, the build left a bundler still writing into the next
 * build's folder for a moment, where a build started right after would find it.
 */
async function failWhileBundling(message: string): Promise<never> {
  stopBundler.abort()
  await Promise.race([bundling?.catch(() => undefined), sleep(10_000)])
  return fail(message)
}

// Loaded once the bundler has started, not before: the pipeline, the renderer and /admin's
// files take this process about 0.65 s to load, which the bundler spends working beside
// them instead of waiting (the first second of a cold build left a core idle).
const [
  { checkContent },
  { svgCleaning },
  { renderPages },
  { writeSiteFiles },
  { ADMIN_BUNDLES, prepareAdminBundles },
  { reuseSearchIndex },
  { builtPage, findBrokenLinks, htmlFiles },
  { overBudget, readBudgets },
  { pageWeights },
] = await Promise.all([
  import('./contentCheck.js'),
  import('./svgCache.js'),
  import('./renderPages.js'),
  import('./siteFiles.js'),
  import('./cms/adminBundles.js'),
  import('./searchIndex.js'),
  import('./builtSite.js'),
  import('./budgets.js'),
  import('./pageWeights.js'),
])

const pipelineStarted = performance.now()
const checked = checkContent('text')
if (!checked.ok) await failWhileBundling('Build stopped: fix the content problems above.')
// What the check spent cleaning SVGs (jsdom): none when each was cleaned before (svgCache.ts).
const { cleaned: svgsCleaned, seconds: svgSeconds } = svgCleaning
const site = checked.site!
// The bundle was made for the base path read before the check (site/bundle.ts); the pages
// get the one the check resolved. They are read from the same settings, so they agree.
if (site.settings.basePath !== siteBasePath())
  await failWhileBundling(
    `The base path of the pages (${site.settings.basePath}) is not the bundle's (${siteBasePath()}): ask a developer.`,
  )
const pipelineDone = performance.now()
// /admin's bundles likewise, in a process of their own once the content passed, beside the
// render (site/cms/adminBundles.ts says why not beside the pipeline).
const adminBundles = prepareAdminBundles(dist, next, code, stopBundler.signal)

const bundled = await bundling?.catch((error: Error) => fail(`vike build failed: ${error.message}`))
if (bundled) process.stdout.write(bundled.output)
recordBundle(next, code)
const bundleDone = performance.now()

process.env.NODE_ENV = 'production'
// Each page whose data and bundle are as before is linked from the previous build (site/renderPages.ts).
const rendered = await renderPages(site, next, dist).catch((error: Error) => fail(`The prerender failed: ${error.message}`))
const renderDone = performance.now()

// Pagefind reads only the rendered pages: it indexes them while this process writes the
// pictures and checks the links. (The CMS page among the site's files is not indexed.)
const search = reuseSearchIndex(next, dist, rendered.pages)
if ('key' in search) process.send!({ index: search.key } satisfies PagesMessage)
const clientDir = path.join(next, 'client')
const adminBundled = await adminBundles.place()
if (adminBundled instanceof Error) fail(`/admin's bundles failed: ${adminBundled.message}`)
const adminBundlesDone = performance.now()
const siteFiles = await writeSiteFiles(clientDir, site, contentDir, { read: checked.files, made: ADMIN_BUNDLES })
const picturesDone = performance.now()
// The rendered pages, and the HTML among the site's files (the CMS at /admin).
const renderedFiles = new Set(rendered.pages.map((page) => page.file))
const siteFilePages = htmlFiles(clientDir)
  .filter((file) => !renderedFiles.has(file))
  .map((file) => builtPage(file, readFileSync(path.join(clientDir, file), 'utf8'), site.settings.basePath))
const pages = [...rendered.pages, ...siteFilePages].sort((a, b) => a.file.localeCompare(b.file))
const broken = findBrokenLinks(clientDir, pages)
if (broken.length) fail(`Broken links in the built pages:\n${broken.join('\n')}`)
const checkDone = performance.now()

// Budgets (budgets.json): a page that downloads too much fails the build like a broken link.
// Visitor pages only: /admin is the editors' CMS, which loads Decap's own scripts.
const weights = pageWeights(
  next,
  pages.filter((page) => !page.route.startsWith(ADMIN_PATH)),
)
const over = overBudget(weights, readBudgets())
if (over.length) fail(`Over the weight budgets of ${process.env.BUDGETS_FILE ?? 'budgets.json'}:\n${over.join('\n')}`)

if (pages.length <= 100) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  console.log('\nWeight per page (gzip): CSS, JS at start (entry and the islands due without scrolling), JS the islands further down add:')
  for (const { route, css, jsAtStart, jsOnScroll } of weights) {
    console.log(
      `  ${route.padEnd(36)} CSS ${kb(css).padStart(8)}   JS at start ${kb(jsAtStart).padStart(9)}   on scroll +${kb(jsOnScroll).padStart(8)}`,
    )
  }
}
const bundlingTime = bundled
  ? `${bundled.seconds.toFixed(1)} s (beside the pipeline; waited ${seconds(pipelineDone, bundleDone)} more)`
  : `${seconds(started, pipelineStarted)} (code unchanged, linked)`
const adminBundlesTime =
  !adminBundles.reused && !(adminBundled instanceof Error)
    ? `${adminBundled.seconds.toFixed(1)} s (beside the render; waited ${seconds(renderDone, adminBundlesDone)} more)`
    : '0.0 s (code unchanged, linked)'
const { seconds: files } = siteFiles
const phases = [
  `pipeline ${seconds(pipelineStarted, pipelineDone)} (${svgsCleaned ? `SVG cleaning ${svgSeconds.toFixed(1)} s of it: ${svgsCleaned} SVG${svgsCleaned === 1 ? '' : 's'} cleaned in jsdom` : 'SVG cleaning 0.0 s: each from the cache'})`,
  `bundling ${bundlingTime}`,
  `/admin's bundles ${adminBundlesTime}`,
  `prerender ${seconds(bundleDone, renderDone)} (${rendered.threads} render thread${rendered.threads === 1 ? '' : 's'}, ${rendered.linked} pages unchanged, linked)`,
  `pictures ${files.pictures.toFixed(1)} s`,
  `/admin's files ${files.admin.toFixed(1)} s (site index ${files.siteIndex.toFixed(1)} s)`,
  `sitemap and feed ${files.generated.toFixed(1)} s`,
  `sized copies ${files.sizedCopies.toFixed(1)} s (${siteFiles.encoded} made, ${siteFiles.cached} from the cache)`,
  `link check ${seconds(picturesDone, checkDone)}`,
]
const report: PagesReport = {
  phases: phases.join(', '),
  ...('reused' in search && { searchReused: search.reused }),
  pages: pages.length,
  peakMB: Math.round(process.resourceUsage().maxRSS / 1024),
  ...(bundled && { bundlerPeakMB: bundled.peakMB }),
}
process.send!({ done: report } satisfies PagesMessage, () => process.exit(0))
