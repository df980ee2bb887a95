/**
 * npm run lighthouse: Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU)
 * on one page of every template of the built site, served as a static host serves it
 * (compressed, /about-us from about-us.html). Builds first when there is no build.
 * A benchmark that prints figures, not a test. `-- --runs 3` takes the median of three;
 * `-- --page /` measures one template.
 */
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.js'
import { spawnSync } from 'node:child_process'
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { withBase } from '../pipeline/shared/basePath.js'
import { siteBasePath } from '../site/siteBasePath.js'
import { createStaticServer, listen } from './lib/staticServer.js'
import { median } from './lib/figures.js'

const TEMPLATES: [string, string][] = [
  ['home', '/'],
  ['services overview', '/services'],
  ['service', '/services/web-development'],
  ['blog listing', '/blog'],
  ['article', '/blog/ai-tech-solutions'],
  ['course', '/courses/cybersecurity'],
  ['Skill Up', '/skill-up-programme'],
  ['contact', '/contact'],
  ['legal', '/privacy-policy'],
  // The not-found page itself: Lighthouse measures no page served with status 404.
  ['404', '/404'],
]

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    dir: { type: 'string', default: 'dist/client' },
    page: { type: 'string', multiple: true },
    // CI on pull requests: fail when a template scores below this (and write the table to the job summary).
    'min-score': { type: 'string' },
  },
})
// `-- --page /` measures only the templates at these routes.
const templates = values.page ? TEMPLATES.filter(([, route]) => values.page!.includes(route)) : TEMPLATES
const clientDir = path.resolve(values.dir)
if (!existsSync(path.join(clientDir, '404.html'))) {
  console.log('No build yet: building first.')
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1)
}

// Served below the site's base path, where its pages' addresses point (pipeline/shared/basePath.ts).
const base = siteBasePath()
const server = createStaticServer(clientDir, base)
const port = await listen(server, 0)
const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'))
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`],
  userDataDir: false,
})

type Figures = { performance: number; tbt: number; lcp: number; cls: number; jsKb: number }
type Row = Figures & { template: string; route: string }

async function measure(route: string): Promise<Figures> {
  const result = await lighthouse(`http://127.0.0.1:${port}${withBase(base, route)}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  const { lhr } = result!
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${route}: ${lhr.runtimeError.message}`)
  const requests = (lhr.audits['network-requests'].details as { items: { resourceType?: string; transferSize?: number }[] }).items
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
    jsKb: scriptBytes / 1024,
  }
}

const rows: Row[] = []
try {
  for (const [template, route] of templates) {
    const runs: Figures[] = []
    for (let run = 0; run < Number(values.runs); run++) runs.push(await measure(route))
    const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]))
    rows.push({
      template,
      route,
      performance: pick('performance'),
      tbt: pick('tbt'),
      lcp: pick('lcp'),
      cls: pick('cls'),
      jsKb: pick('jsKb'),
    })
    console.error(`measured ${route}`)
  }
} finally {
  await chrome.kill()
  server.close()
  rmSync(userDataDir, { recursive: true, force: true })
}

const { version } = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8')) as {
  version: string
}
const table = [
  `Lighthouse ${version}, mobile defaults, ${values.runs} run(s) each (median)`,
  '',
  '| template | page | performance | TBT | LCP | CLS | JS kB gzip |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.template} | ${row.route} | ${row.performance} | ${Math.round(row.tbt)} ms | ${(row.lcp / 1000).toFixed(1)} s | ${row.cls.toFixed(3)} | ${row.jsKb.toFixed(1)} |`,
  ),
].join('\n')
console.log(`\n${table}`)
if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `### Lighthouse\n\n${table}\n`)
const minScore = values['min-score'] === undefined ? undefined : Number(values['min-score'])
const below = minScore === undefined ? [] : rows.filter((row) => row.performance < minScore)
if (below.length) {
  console.error(`\n✖ Below the performance score of ${minScore}: ${below.map((row) => `${row.route} (${row.performance})`).join(', ')}`)
  process.exit(1)
}
