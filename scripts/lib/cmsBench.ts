/**
 * `npm run bench -- --cms`: what the content manager at /admin costs an editor, cold (an
 * empty browser cache) and warm (the same browser again), in the dev server of `npm run cms`
 * and in the built site served as `npm run serve` serves it (gzip, ETags; GitHub's API
 * answered by the bench for an editor already logged in). Prints kB transferred from the
 * site and the time until the collection list shows, each run and their median.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { type BrowserContext, type CDPSession, chromium } from 'playwright-core'
import { type AdminLoad, measureAdminLoad } from './adminLoad.js'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js'
import { kB, median } from './figures.js'
import { createStaticServer, listen } from './staticServer.js'

const RUNS = 3

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

async function waitFor(url: string) {
  for (let tries = 0; tries < 1200; tries++) {
    if ((await fetch(url).catch(() => undefined))?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer`)
}

/**
 * GitHub's API for an editor with push rights on an empty repository (Decap's GitHub
 * backend), answered through the DevTools protocol: Playwright's own routing would turn the
 * browser's cache off, and with it the warm visit.
 */
async function fakeGitHub(cdp: CDPSession) {
  cdp.on('Fetch.requestPaused', ({ requestId, request }: { requestId: string; request: { url: string; method: string } }) => {
    const url = new URL(request.url)
    const answer = (status: number, body?: unknown) =>
      cdp
        .send('Fetch.fulfillRequest', {
          requestId,
          responseCode: status,
          responseHeaders: [
            { name: 'Access-Control-Allow-Origin', value: '*' },
            { name: 'Access-Control-Allow-Headers', value: '*' },
            { name: 'Access-Control-Allow-Methods', value: '*' },
            { name: 'Content-Type', value: 'application/json' },
          ],
          body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)).toString('base64'),
        })
        .catch(() => {})
    const repo = /^\/repos\/([^/]+)\/([^/]+)$/.exec(url.pathname)
    if (request.method === 'OPTIONS') return answer(204)
    if (url.host === 'www.githubstatus.com') return answer(200, { components: [{ name: 'API Requests', status: 'operational' }] })
    if (url.pathname === '/user') return answer(200, { login: 'editor', name: 'Editor' })
    if (repo) return answer(200, { full_name: `${repo[1]}/${repo[2]}`, owner: { login: repo[1] }, permissions: { push: true } })
    if (url.pathname.endsWith('/pulls')) return answer(200, [])
    if (url.pathname.includes('/branches/')) return answer(200, { name: 'main', commit: { sha: '0'.repeat(40) } })
    if (url.pathname.includes('/git/trees/')) return answer(200, { sha: '0'.repeat(40), tree: [], truncated: false })
    return answer(404, { message: 'Not Found' })
  })
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: 'https://api.github.com/*' }, { urlPattern: 'https://www.githubstatus.com/*' }],
  })
}

/** Cold then warm, RUNS times, each cold run in a fresh browser context (its own empty cache). */
async function measure(
  label: string,
  adminUrl: string,
  prepare: (context: BrowserContext) => Promise<void>,
  prepareSession?: (cdp: CDPSession) => Promise<void>,
) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true })
  const runs: { cold: AdminLoad; warm: AdminLoad }[] = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
      await prepare(context)
      const first = await measureAdminLoad(context, adminUrl, prepareSession)
      await first.page.close()
      const second = await measureAdminLoad(context, adminUrl, prepareSession)
      runs.push({ cold: first.load, warm: second.load })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  for (const kind of ['cold', 'warm'] as const) {
    const loads = runs.map((run) => run[kind])
    const each = loads.map((load) => `${kB(load.bytes)} ${(load.ms / 1000).toFixed(2)} s`).join(' · ')
    console.log(
      `${label.padEnd(11)} ${kind}  ${kB(median(loads.map((load) => load.bytes))).padStart(8)}  ${(median(loads.map((load) => load.ms)) / 1000).toFixed(2)} s until the collections show   (${each})`,
    )
  }
  const largest = [...runs[0].cold.requests].sort((a, b) => b.bytes - a.bytes).slice(0, 4)
  console.log(
    `            cold, largest: ${largest.map((request) => `${path.basename(request.path) || request.path} ${kB(request.bytes)}${request.encoding ? ` ${request.encoding}` : ''}`).join(', ')}`,
  )
  const warm = runs[0].warm.requests
  console.log(
    `            warm: ${warm.length} requests, ${warm.filter((request) => request.cached).length} from the cache, ${warm.filter((request) => request.status === 304).length} answered 304`,
  )
}

/** The dev server of `npm run cms` on a copy of content/. */
async function devServer(root: string): Promise<{ url: string; child: ChildProcess }> {
  const contentDir = path.join(root, 'dev-content')
  cpSync('content', contentDir, { recursive: true })
  const port = await freePort()
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')))
  const child = spawn(path.resolve('node_modules/.bin/vite'), ['--config', 'vite.dev.config.ts', '--port', String(port), '--strictPort'], {
    env: { ...environment, CONTENT_DIR: contentDir },
    stdio: 'ignore',
  })
  const url = `http://localhost:${port}`
  await waitFor(`${url}/admin/`)
  await waitFor(`${url}/contact`)
  return { url, child }
}

export async function benchCms(): Promise<void> {
  const root = path.resolve('.bench-cms')
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  console.log(`cms: /admin in Chromium, ${RUNS} runs (median, then each run); cold = empty cache, warm = the same browser again`)
  try {
    const dev = await devServer(root)
    try {
      await measure('dev server', `${dev.url}/admin/`, async () => {})
    } finally {
      dev.child.kill()
    }
    // The built site, as npm run build writes it and npm run serve serves it.
    const distDir = path.join(root, 'dist')
    const build = spawnSync(process.execPath, ['scripts/run.mjs', 'build'], {
      env: { ...process.env, DIST_DIR: distDir },
      encoding: 'utf8',
    })
    if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout.slice(-2000)}${build.stderr.slice(-2000)}`)
    const server = createStaticServer(path.join(distDir, 'client'))
    const port = await listen(server, 0)
    try {
      await measure(
        'built site',
        `http://127.0.0.1:${port}/admin/`,
        async (context) => {
          // A token from an earlier login: Decap restores the editor and asks GitHub.
          await context.addInitScript(() =>
            localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'github', token: 'bench', login: 'editor' })),
          )
        },
        fakeGitHub,
      )
    } finally {
      server.close()
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
