/**
 * Debian's Chromium driven by playwright-core, against the built site served the way a
 * static host serves it. Never downloads a browser.
 */
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.js'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createServer, type Server, type ServerResponse } from 'node:http'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core'
import { keepWhenClosed } from './keptPages.js'
import { listen, staticFiles } from '../../scripts/lib/staticServer.js'
import { clientDir } from './site.js'

export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const

export type Session = {
  baseUrl: string
  /**
   * A page in a context of its own (own clock, own storage), closed with the page; or a page
   * an earlier test closed with the same options, put back as new (keepSitePage).
   */
  newPage: (options?: BrowserContextOptions) => Promise<Page>
  /**
   * Every Content-Security-Policy violation on any page of the session, as Chromium
   * reports it (a console error, or the exception of a refused eval). close() fails the
   * test file on any left here: a test that provokes one on purpose takes it out.
   */
  violations: string[]
  /**
   * Each open page's address, and whether it still answers a script within 2 s (a page
   * held by a question, a busy script or a navigation that never ends does not): what a
   * test that timed out was waiting on.
   */
  pagesNow: () => Promise<string>
  close: () => Promise<void>
}

/** How Chromium words a violation ("… violates the following Content Security Policy directive …"). */
const POLICY_VIOLATION = /Content Security Policy/i

/**
 * Serve `root` (the built site by default) to pages of the worker's Chromium, each in a
 * context of its own that close() closes (workerBrowser). Pages are visited under
 * Save-Data, which skips the decorative robot, unless `robot` is set: drawing it in
 * software GL on every page would slow every test, and tests/browser/layout.test.ts
 * covers it. With `headers`, every file is sent with the headers of the site's `_headers`
 * as Netlify and Cloudflare Pages would; without, as GitHub Pages does (none).
 */
export async function startSession(root = clientDir, { robot = false, headers = false } = {}): Promise<Session> {
  const site = staticFiles(root)
  const headersOf = headers ? hostHeaders(root) : undefined
  const server: Server = createServer((req, res) => {
    if (req.url === AXE_PATH) return serveAxe(res)
    if (req.url === AT_REST_PATH) return serveAtRest(res)
    for (const [name, value] of Object.entries(headersOf?.(new URL(req.url ?? '/', 'http://host').pathname) ?? {}))
      res.setHeader(name, value)
    site(req, res)
  })
  const port = await listen(server, 0)
  const browser = await workerBrowser()
  const violations: string[] = []
  const keptPages = new Map<string, Page[]>()
  const contexts = new Set<BrowserContext>()
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    violations,
    newPage: async (options = {}) => {
      const kind = JSON.stringify(options)
      const kept = keptPages.get(kind)?.pop()
      if (kept) return kept
      const context = await browser.newContext(options)
      contexts.add(context)
      context.on('close', () => contexts.delete(context))
      if (!robot) await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))
      const page = await context.newPage()
      page.on('console', (message) => {
        if (message.type() === 'error' && POLICY_VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
      })
      // A refused eval() is thrown, not logged.
      page.on('pageerror', (error) => {
        if (POLICY_VIOLATION.test(error.message)) violations.push(`${page.url()}: ${error.message}`)
      })
      // The context goes with its page (it may already be gone when the browser closes).
      page.on('close', () => void context.close().catch(() => {}))
      keepSitePage(page, (page) => keptPages.set(kind, [...(keptPages.get(kind) ?? []), page]))
      return page
    },
    pagesNow: async () => {
      const pages = [...contexts].flatMap((context) => context.pages())
      const states = await Promise.all(
        pages.map(async (page) => {
          const answer = page.evaluate(() => document.readyState).catch((error: Error) => `failed: ${error.message.split('\n')[0]}`)
          const silent = new Promise<string>((resolve) => setTimeout(() => resolve('no answer within 2 s'), 2_000).unref())
          return `${page.url()}: ${await Promise.race([answer, silent])}`
        }),
      )
      return `the session's ${pages.length} open pages:\n${states.join('\n')}`
    },
    close: async () => {
      keptPages.clear()
      await Promise.all([...contexts].map((context) => context.close().catch(() => {})))
      server.close()
      if (violations.length) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`)
    },
  }
}

let launched: Promise<Browser> | undefined

/**
 * The Chromium of this test worker, which the sessions of its files share, one file after
 * another (the browser project shares its worker's modules): each page has a context of its
 * own, so they share nothing else, and a launch costs about 0.9 s of CPU, some fifteen of
 * them a run. It goes with the worker's process (playwright-core closes it on exit), or is
 * launched again if it went before. playwright-core gives it a fresh, empty --user-data-dir.
 */
export function workerBrowser(): Promise<Browser> {
  launched ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true }).then(
    (browser) => {
      browser.on('disconnected', () => {
        launched = undefined
      })
      return browser
    },
    (error: Error) => {
      launched = undefined
      throw error
    },
  )
  return launched
}

/**
 * A page a test closes is kept for the next test that asks for one with the same options, at
 * about:blank: a new tab costs a renderer process (0.6 s of CPU of the 0.9 s a visit costs
 * here), about a minute of `npm test` on two cores. A page is put back as a new one would be
 * (the test's listeners gone, its first viewport, the pointer in the corner, the site's
 * sessionStorage empty), and is closed for good when it holds what cannot be taken back:
 * a fake clock, a script added before each load, emulated media, routes, another tab of
 * its context, a page of /admin (whose login stays in the browser's storage).
 */
function keepSitePage(page: Page, keep: (page: Page) => void) {
  let reusable = true
  const spoil = () => {
    reusable = false
  }
  const context = page.context()
  const spoiledBy = <T extends object>(target: T, methods: (keyof T)[]) => {
    for (const method of methods) {
      const original = target[method] as (...args: unknown[]) => unknown
      target[method] = ((...args: unknown[]) => {
        spoil()
        return original.apply(target, args)
      }) as T[keyof T]
    }
  }
  spoiledBy(page, ['addInitScript', 'emulateMedia', 'route', 'routeFromHAR', 'setExtraHTTPHeaders', 'exposeFunction', 'exposeBinding'])
  spoiledBy(page.clock, ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'fastForward', 'runFor', 'resume'])
  spoiledBy(context, [
    'addInitScript',
    'route',
    'routeFromHAR',
    'grantPermissions',
    'setGeolocation',
    'setOffline',
    'addCookies',
    'newPage',
  ])
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && /^https?:.*\/admin(\/|$)/.test(frame.url())) spoil()
  })
  const firstViewport = page.viewportSize()
  keepWhenClosed(page, { putBack: async (page) => reusable && putBack(page, firstViewport), keep })
}

async function putBack(page: Page, viewport: { width: number; height: number } | null): Promise<boolean> {
  if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear())
  await page.mouse.move(0, 0)
  await page.goto('about:blank')
  if (viewport) await page.setViewportSize(viewport)
  return true
}

/**
 * The headers `_headers` gives a path: those of every rule whose pattern matches it, and a
 * header named by several rules with their values joined by ", " (Cloudflare Pages; a
 * joined Content-Security-Policy is two policies, both enforced).
 */
function hostHeaders(root: string): (pathname: string) => Record<string, string> {
  const rules: { pattern: RegExp; headers: [string, string][] }[] = []
  for (const line of readFileSync(path.join(root, '_headers'), 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      rules.push({ pattern: new RegExp(`^${pattern.join('.*')}$`), headers: [] })
    } else rules.at(-1)!.headers.push([line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()])
  }
  return (pathname) => {
    const headers: Record<string, string> = {}
    for (const rule of rules)
      if (rule.pattern.test(pathname))
        for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
    return headers
  }
}

// Chromium's software GL (no GPU here) reports its own performance notes as warnings. And
// it warns of every frame sandboxed with both allow-scripts and allow-same-origin, which
// hosted forms need (components/ui/formFrame.ts): the warning holds for a frame of the
// page's own origin only, and the policy's frame-src lets only the form hosts in.
const ENVIRONMENT_NOISE = /GL Driver Message|GPU stall due to ReadPixels|both allow-scripts and allow-same-origin/

/** Console errors, warnings and uncaught exceptions a page produces (policy violations among them: Chromium logs each as an error). */
export function watchConsole(page: Page) {
  const messages: string[] = []
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !ENVIRONMENT_NOISE.test(message.text()))
      messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`))
  return messages
}

/** Until every island due without a visitor's action (load, idle, matching media) has started. */
export async function waitForIslands(page: Page) {
  await page.waitForSelector('html[data-islands="ready"]', { timeout: 15_000 })
}

/** Until the island (a React root, or an enhanced element) `selector` has started. */
export async function waitForIsland(page: Page, selector: string) {
  await page.waitForSelector(`${selector}[data-island-state="started"]`, { state: 'attached', timeout: 15_000 })
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
/**
 * axe is loaded from the test server, as a cacheable script, not sent as text: Chromium
 * then keeps its compiled code, and a page that checks one route after another (the
 * every-page tests) compiles its 500 kB once, not at every route.
 */
const AXE_PATH = '/__tests__/axe.min.js'

function serveAxe(res: ServerResponse) {
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
  res.setHeader('Cache-Control', 'max-age=3600')
  res.end(axeSource)
}

/**
 * Stops every transition and animation, from the test server like axe: the pages' policy
 * refuses a <style> written into them.
 */
const AT_REST_PATH = '/__tests__/at-rest.css'

function serveAtRest(res: ServerResponse) {
  res.setHeader('Content-Type', 'text/css; charset=utf-8')
  res.setHeader('Cache-Control', 'max-age=3600')
  res.end('*, *::before, *::after { transition: none !important; animation: none !important; }')
}

/**
 * Run in the page (page.evaluate): axe-core's WCAG 2.1 A and AA rules on the document,
 * each violation as `rule: help (selector, selector…)`. Frames are another page's (the
 * embedded forms, /admin's preview): axe would wait for each; the <iframe> elements
 * themselves are checked (frame-title). Shared by the visitor pages' and /admin's checks.
 */
export async function wcagViolationsInPage(): Promise<string[]> {
  const axe = (
    window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ passes: unknown[]; violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>
      }
    }
  ).axe
  const result = await axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    iframes: false,
  })
  // An empty list must mean "checked and clean", not "nothing was checked".
  if (result.passes.length === 0) return ['axe checked no rule at all']
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}

/** WCAG 2.1 A and AA violations axe-core finds on the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Judge the page at rest: a fade caught half-way would read as low contrast.
  await page.addStyleTag({ url: AT_REST_PATH })
  // A second check of the same page (at another width) reuses the axe it loaded.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: AXE_PATH })
  return page.evaluate(wcagViolationsInPage)
}

/**
 * Bring a carousel on screen, so its island hydrates, and wait until keen-slider runs it.
 * A carousel in view at load may have started its autoplay timer before the test paused
 * the clock: a hover restarts the timer, so the next interval starts now.
 */
export async function carouselReady(carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded()
  await carousel.and(carousel.page().locator('[data-ready="true"]')).waitFor({ timeout: 15_000 })
  await carousel.hover()
  await carousel.page().mouse.move(1, 1)
}

/** The built scripts, as paths below dist/client/assets, with what they contain. */
function builtScripts(): { name: string; code: string }[] {
  const dir = path.join(clientDir, 'assets')
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ name: file.split(path.sep).join('/'), code: readFileSync(path.join(dir, file), 'utf8') }))
}

/** The file name of the script that holds three.js (the robot's worker). */
export function robotChunkName(): string {
  const script = builtScripts().find(({ code }) => code.includes('WebGLRenderer'))
  if (!script) throw new Error('No script holds three.js: is the robot built?')
  return path.basename(script.name)
}

export type OpenOptions = {
  viewport?: { width: number; height: number }
  reducedMotion?: 'reduce'
  /** Install Playwright's fake clock and pause it once the page is interactive. */
  fakeClock?: boolean
}

/** Open `path` in a page of its own and wait until its islands have started. */
export async function openPage(session: Session, path: string, options: OpenOptions = {}): Promise<Page> {
  const page = await session.newPage({ viewport: options.viewport ?? VIEWPORTS.desktop, reducedMotion: options.reducedMotion })
  if (options.fakeClock) await page.clock.install()
  await page.goto(session.baseUrl + path)
  await waitForIslands(page)
  // The fake clock runs in real time until paused; from here on only runFor moves it.
  // (A second ahead: on a busy machine a shorter lead can already be in the past.)
  if (options.fakeClock) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  return page
}
