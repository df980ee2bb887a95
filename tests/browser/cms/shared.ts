/**
 * The content-manager dev server (npm run cms, on a throw-away copy of content/) and
 * browser that the content manager's suites share. Each of the two test files that import
 * suites of this folder (tests/browser/cms.test.ts, cmsEditing.test.ts) starts one with
 * runOnCmsServer(); its suites run one after the other on it (each edits entries of its
 * own), and the two files run side by side, one on each test worker.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { type Session, startSession, VIEWPORTS } from '../../helpers/browser.js'
import { type DevServer, serverOutput, startDevServer } from '../../helpers/devServer.js'
import { keptAdminPages } from '../../helpers/keptAdminPages.js'

let live: { server: DevServer; session: Session } | undefined

/**
 * The dev server and browser of this test file's suites: started before them, stopped after.
 * `firstPage: 'background'` when no test of the file opens a page of the site before an
 * entry (tests/helpers/devServer.ts).
 */
export function runOnCmsServer({ firstPage = 'wait' }: { firstPage?: 'wait' | 'background' } = {}): void {
  beforeAll(async () => {
    live = { server: await startDevServer({ firstPage }), session: await startSession() }
  }, 300_000)
  // A test that fails, a time-out included, prints what the server said meanwhile (a page it
  // was slow to compile, an error it answered): its log goes with the run's temporary folder.
  // And the pages then open, each with whether it still answers: what a time-out waited on.
  beforeEach(({ onTestFailed }) =>
    onTestFailed(async () => console.log(`${serverOutput(started().server.log)}\n${await started().session.pagesNow()}`)),
  )
  afterAll(async () => {
    await keptPages.closeAll()
    const started = live
    live = undefined
    started?.server.stop()
    await started?.session.close()
  })
}

/** An object that reads every property of the live one, once runOnCmsServer() has started it. */
function forward<T extends object>(pick: () => T): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = pick()
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

const started = () => {
  if (!live) throw new Error('the content manager suites run from a test file that calls runOnCmsServer()')
  return live
}
export const server: DevServer = forward(() => started().server)
export const session: Session = forward(() => started().session)

/** The logged-in pages this file's tests have closed, for the next test (tests/helpers/keptAdminPages.ts). */
const keptPages = keptAdminPages()

/**
 * /admin logged in (on the local backend: one click), at `at` (an entry's `#/…` address) or
 * the collections: a page an earlier test of the same size closed, if any (keptAdminPages).
 * `fresh` opens a new one, for a test that watches the start itself; `touch`, a phone's
 * (touch, mobile viewport).
 */
export async function openAdmin(
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  at = '',
  { fresh = false, touch = false } = {},
): Promise<Page> {
  const kind = `${viewport.width}x${viewport.height}${touch ? ' touch' : ''}`
  const kept = fresh ? undefined : await keptPages.take(kind, at)
  if (kept) return kept
  const page = await session.newPage({ viewport, ...(touch && { hasTouch: true, isMobile: true }) })
  await page.goto(`${server.url}/admin/${at}`)
  await page.getByRole('button', { name: /login/i }).click()
  if (!at) await page.getByTestId('pages').waitFor()
  keptPages.keepOnClose(page, kind)
  return page
}

/** Opens the collapsed block or list item that shows `summary` (its heading or title). */
export async function expand(page: Page, summary: string) {
  const label = page
    .locator('[class*="NestedObjectLabel"]')
    .filter({ hasText: new RegExp(`^${summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .filter({ visible: true })
  await page.locator('[class*="ListItem"]').filter({ has: label }).last().locator('button').first().click()
}

/** An entry of a folder collection opened by its address, once its form is drawn. */
export async function openEntryBySlug(page: Page, collection: string, slug: string) {
  await page.goto(`${server.url}/admin/#/collections/${collection}/entries/${slug}`)
  await page.locator('[id^="title-field-"]').first().waitFor({ timeout: 30_000 })
}

/** Save, on the entry open: on npm run cms it writes the file (cms/toolbarSteps.ts). */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
}
