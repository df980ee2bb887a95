/**
 * npm run build: check the content, prerender into a fresh folder, check every link of
 * the written HTML, and only then replace dist/. Any failure leaves the previous dist/
 * untouched, so a broken edit never takes the last good site down.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { checkContent } from './lib/contentCheck.js'
import { findBrokenLinks, htmlFiles, readBuiltPages } from './lib/builtSite.js'
import { pageWeights } from './lib/pageWeights.js'
import { mergeStylesheets } from './lib/stylesheets.js'

const started = performance.now()
const fail = (message: string): never => {
  console.error(`\n✖ ${message}\nThe previous build in dist/ was left as it was.`)
  process.exit(1)
}

const { ok } = checkContent('text')
if (!ok) fail('Build stopped: fix the content problems above.')

const next = path.resolve('dist-next')
rmSync(next, { recursive: true, force: true })
const vike = spawnSync(path.resolve('node_modules/.bin/vike'), ['build'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, BUILD_OUT_DIR: next, NODE_ENV: 'production' },
})
if (vike.status !== 0) fail('vike build failed (see above).')

const clientDir = path.join(next, 'client')
mergeStylesheets(clientDir, htmlFiles(clientDir))
const pages = readBuiltPages(clientDir)
const broken = findBrokenLinks(clientDir, pages)
if (broken.length) fail(`Broken links in the built pages:\n${broken.join('\n')}`)

const old = path.resolve('dist-old')
rmSync(old, { recursive: true, force: true })
if (existsSync('dist')) renameSync('dist', old)
renameSync(next, 'dist')
rmSync(old, { recursive: true, force: true })

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
console.log('\nWeight per page (gzip): CSS, JS at start (entry and the islands due without scrolling), JS the islands further down add:')
for (const { route, css, jsAtStart, jsOnScroll } of pageWeights(path.resolve('dist'), pages)) {
  console.log(`  ${route.padEnd(36)} CSS ${kb(css).padStart(8)}   JS at start ${kb(jsAtStart).padStart(9)}   on scroll +${kb(jsOnScroll).padStart(8)}`)
}
console.log(`\n✔ ${pages.length} pages built into dist/client in ${((performance.now() - started) / 1000).toFixed(1)} s`)
