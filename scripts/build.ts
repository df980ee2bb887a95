/**
 * npm run build: check the content, prerender into a fresh folder, check every link of
 * the written HTML, and only then replace dist/. Any failure leaves the previous dist/
 * untouched, so a broken edit never takes the last good site down.
 *
 * The content pipeline runs once, in this process, while Vike bundles the code in another;
 * then render threads turn each page's data into HTML with the server bundle
 * (site/renderPages.ts).
 * A rebuild copies what cannot have changed from the previous build: the bundle when no
 * code changed, unchanged pages, an unchanged search index. It prints where the time
 * went and the peak memory. DIST_DIR builds somewhere else than dist/ (the bench).
 */
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { checkContent } from '../site/contentCheck.js'
import { builtPage, findBrokenLinks, htmlFiles } from '../site/builtSite.js'
import { bundleKey, recordBundle, reuseBundle, startBundling } from '../site/bundle.js'
import { pageWeights } from '../site/pageWeights.js'
import { overBudget, readBudgets } from '../site/budgets.js'
import { ADMIN_PATH } from '../pipeline/addresses.js'
import { renderPages } from '../site/renderPages.js'
import { writeSearchIndex } from '../site/searchIndex.js'
import { writeSiteFiles } from '../site/siteFiles.js'

const started = performance.now()
const seconds = (from: number, to = performance.now()) => `${((to - from) / 1000).toFixed(1)} s`
// The bundler runs beside the pipeline, and Pagefind beside the pictures and the link check.
const stopHelpers = new AbortController()
const fail = (message: string): never => {
  stopHelpers.abort()
  console.error(`\n✖ ${message}\nThe previous build in ${path.relative(process.cwd(), dist)}/ was left as it was.`)
  process.exit(1)
}

const dist = path.resolve(process.env.DIST_DIR ?? 'dist')
const next = `${dist}-next`
const old = `${dist}-old`

const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content')
rmSync(next, { recursive: true, force: true })
// The swap keeps the previous build in dist-old/ (its files mostly shared with dist/ as
// hard links), and the next build removes it beside its own work: removing a large
// site's files takes seconds, which no build then waits for.
const removingOld = rm(old, { recursive: true, force: true })
// A rebuild reuses the bundle when no code changed (site/bundle.ts); otherwise the
// code is bundled in a process of its own while this one runs the content pipeline.
const code = bundleKey(process.cwd(), contentDir)
const bundleReused = reuseBundle(dist, next, code)
const bundling = bundleReused ? undefined : startBundling(next, stopHelpers.signal)

const pipelineStarted = performance.now()
const checked = checkContent('text')
if (!checked.ok) fail('Build stopped: fix the content problems above.')
const site = checked.site!
const pipelineDone = performance.now()

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
const indexing = writeSearchIndex(next, dist, rendered.pages, stopHelpers.signal).then(
  (record) => ({ ...record, done: performance.now() }),
  (error: Error) => fail(`The search index failed: ${error.message}`),
)
const clientDir = path.join(next, 'client')
const pictures = await writeSiteFiles(clientDir, site, contentDir)
const picturesDone = performance.now()
// The rendered pages, and the HTML among the site's files (the CMS at /admin).
const renderedFiles = new Set(rendered.pages.map((page) => page.file))
const siteFilePages = htmlFiles(clientDir)
  .filter((file) => !renderedFiles.has(file))
  .map((file) => builtPage(file, readFileSync(path.join(clientDir, file), 'utf8')))
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

const search = await indexing
const allDone = performance.now()

// The build before last, kept by the last swap, was removed while this one worked.
await removingOld
if (existsSync(dist)) renameSync(dist, old)
renameSync(next, dist)

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
console.log(
  `\nTime: pipeline ${seconds(pipelineStarted, pipelineDone)}, bundling ${bundlingTime}, prerender ${seconds(bundleDone, renderDone)} (${rendered.threads} render thread${rendered.threads === 1 ? '' : 's'}, ${rendered.linked} pages unchanged, linked), pictures ${seconds(renderDone, picturesDone)} (${pictures.encoded} sized copies made, ${pictures.cached} from the cache), link check ${seconds(picturesDone, checkDone)}, search index ${seconds(renderDone, search.done)} (${search.pages} pages${search.reused ? ', what it indexes unchanged, linked' : ''}; beside the pictures and the link check), swap ${seconds(allDone)}`,
)
// Each process's own peak; npm run bench measures all of them together (scripts/lib/treeMemory.ts).
const peakMB = Math.round(process.resourceUsage().maxRSS / 1024)
console.log(`Peak memory (RSS): this process ${peakMB} MB${bundled ? `, the bundler's process ${bundled.peakMB} MB` : ''}`)
console.log(`✔ ${pages.length} pages built into ${path.relative(process.cwd(), dist)}/client in ${seconds(started)}`)
