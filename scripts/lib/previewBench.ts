/**
 * `npm run bench -- --cms-preview`: the published content manager's preview, made in the
 * browser (cms/browserCheck/), as an editor meets it on `npm run serve -- --cms-test`
 * (dist/client: run `npm run build` first; DIST_DIR and CONTENT_DIR name another build).
 * Prints what it adds to /admin (gzip) and, on an article (a word typed into its text) and
 * on the home page (into its first block's heading):
 * - the time from the login to the first preview (the pipeline and the site index loading);
 * - keystroke to preview: from each keystroke until the preview shows it (median, 90th
 *   percentile, slowest);
 * - typing: the time for TYPED_KEYS keystrokes typed one after the other to be taken by the
 *   editor, with the preview shown and with it hidden (Decap's "Toggle preview"), in turns,
 *   and the time the page's main thread was busy meanwhile (Chromium's TaskDuration): the
 *   preview is to cost typing next to nothing.
 * Timings on a loaded machine are noisy: compare the figures of one run with each other.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { type CDPSession, chromium, type Page } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js'
import { withCmsTest } from './cmsTestRepo.js'
import { kB, median, percentile } from './figures.js'
import { createStaticServer, listen } from './staticServer.js'

/** Keystrokes each waited for until the preview shows them, on each page. */
const TYPED = 'kampalaclinicsgrowfaster'
/** Keystrokes typed one after the other for the typing figures, and how many turns of preview shown and hidden. */
const TYPED_KEYS = 'budgetsplanspoint'
const TURNS = 3

/** Where the editor types on a page, and what it holds there. */
type Editing = {
  name: string
  address: string
  /** Words the first preview shows. */
  shows: string
  /** Puts the caret at the end of the words typed into. */
  place(page: Page): Promise<void>
  /** The words typed into, as the editor holds them now. */
  words(page: Page): Promise<string>
}

const articleParagraph = (page: Page) => page.locator('[data-slate-editor="true"] p').filter({ hasText: 'the first two steps.' }).first()
/** The hero's heading (the first block's; in the form, opened or not). */
const homeHeading = (page: Page) => page.locator('input[id^="heading-field-"]').first()
const normal = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

const PAGES: Editing[] = [
  {
    name: 'article',
    address: '#/collections/blog/entries/data-analytics',
    shows: 'the first two steps.',
    async place(page) {
      // At the right of its last line: the caret at its end.
      const box = (await articleParagraph(page).boundingBox())!
      await articleParagraph(page).click({ position: { x: box.width - 2, y: box.height - 4 } })
      await page.keyboard.press('End')
    },
    words: async (page) => normal(await articleParagraph(page).textContent()),
  },
  {
    name: 'home page',
    address: '#/collections/pages/entries/index',
    shows: 'Innovative Tech Solutions with',
    async place(page) {
      // The hero, the first block, opened (Decap closes the blocks again when the preview is toggled).
      if (!(await homeHeading(page).isVisible())) {
        const label = page.locator('[class*="NestedObjectLabel"]').filter({ hasText: /^Innovative Tech Solutions with/ })
        await page.locator('[class*="ListItem"]').filter({ has: label }).first().locator('button').first().click()
      }
      await homeHeading(page).click()
      await page.keyboard.press('End')
    },
    words: async (page) => normal(await homeHeading(page).inputValue()),
  },
]

/** Milliseconds from the latest keystroke (or the login) until the preview's <main> holds `words`. */
const untilPreviewShows = (page: Page, words: string) =>
  page.evaluate(
    (expected) =>
      new Promise<number>((resolve) => {
        const held = window as unknown as { since: number }
        const pane = document.querySelector<HTMLIFrameElement>('#preview-pane')
        const shows = () => {
          const frame = pane?.contentDocument?.querySelector<HTMLIFrameElement>('iframe[title="Preview of the page"]')
          return (frame?.contentDocument?.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ').includes(expected)
        }
        const look = () => (shows() ? resolve(Date.now() - held.since) : requestAnimationFrame(look))
        look()
      }),
    words,
  )

/** Seconds the page's main thread has been busy so far. */
const busySeconds = async (cdp: CDPSession) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')!.value

/** TYPED_KEYS typed one after the other: ms until the editor holds them all, and ms of the main thread's work meanwhile. */
async function typeKeys(page: Page, cdp: CDPSession, editing: Editing): Promise<{ ms: number; busy: number }> {
  const before = await editing.words(page)
  const busyBefore = await busySeconds(cdp)
  const started = performance.now()
  for (const key of TYPED_KEYS) await page.keyboard.press(key)
  // Taken: the words are that many characters longer (the caret may not be at their very end).
  while ((await editing.words(page)).length < before.length + TYPED_KEYS.length) await page.waitForTimeout(5)
  const ms = performance.now() - started
  return { ms, busy: ((await busySeconds(cdp)) - busyBefore) * 1000 }
}

const togglePreview = (page: Page) => page.getByTitle('Toggle preview').click()
const previewShown = async (page: Page) => (await page.locator('#preview-pane').count()) > 0

async function benchPage(page: Page, editing: Editing, port: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
  await page.goto(`http://127.0.0.1:${port}/admin/${editing.address}`)
  await page.getByRole('button', { name: /login/i }).click()
  await page.evaluate(() => ((window as unknown as { since: number }).since = Date.now()))
  const first = await untilPreviewShows(page, editing.shows)
  console.log(
    `cms preview, ${editing.name}: login to the first preview ${first} ms (the pipeline and the site index loaded, then the page made)`,
  )
  await editing.place(page)
  // The editor takes the caret's new place from the page a moment later (Slate reads the selection at most every 100 ms).
  await page.waitForTimeout(500)
  const times: number[] = []
  for (const [index, letter] of [...TYPED].entries()) {
    await page.keyboard.press(letter)
    // The words as the editor now holds them (the caret may not be at their very end).
    const words = await editing.words(page)
    if (!words.includes(TYPED.slice(0, index + 1))) throw new Error(`the editor's words read "${words}"`)
    times.push(await untilPreviewShows(page, words))
  }
  console.log(
    `cms preview, ${editing.name}: keystroke to preview, ${times.length} keystrokes: median ${median(times)} ms, 90th percentile ${percentile(times, 0.9)} ms, slowest ${Math.max(...times)} ms (${times.join(', ')})`,
  )
  const typing = { shown: [] as { ms: number; busy: number }[], hidden: [] as { ms: number; busy: number }[] }
  for (let turn = 0; turn < TURNS; turn++)
    for (const shown of [true, false]) {
      if ((await previewShown(page)) !== shown) await togglePreview(page)
      if (shown) await untilPreviewShows(page, await editing.words(page))
      await page.waitForTimeout(300)
      // Toggling takes the caret away: back at the end of the words.
      await editing.place(page)
      await page.waitForTimeout(500)
      typing[shown ? 'shown' : 'hidden'].push(await typeKeys(page, cdp, editing))
      // What the preview still has to show is not counted in the next turn.
      if (shown) await untilPreviewShows(page, await editing.words(page))
    }
  const each = (runs: { ms: number }[]) => runs.map((run) => run.ms.toFixed(0)).join(', ')
  const [shown, hidden] = [typing.shown, typing.hidden].map((runs) => median(runs.map((run) => run.ms)))
  const [busyShown, busyHidden] = [typing.shown, typing.hidden].map((runs) => median(runs.map((run) => run.busy)))
  console.log(
    `cms preview, ${editing.name}: typing ${TYPED_KEYS.length} keys, median of ${TURNS}: preview shown ${shown.toFixed(0)} ms (${each(typing.shown)}), hidden ${hidden.toFixed(0)} ms (${each(typing.hidden)}): ${(shown / hidden).toFixed(2)}×; main thread busy ${busyShown.toFixed(0)} ms shown, ${busyHidden.toFixed(0)} ms hidden (${(busyShown / busyHidden).toFixed(2)}×)`,
  )
}

export async function benchCmsPreview(): Promise<void> {
  // DIST_DIR and CONTENT_DIR as the build takes them: a benchmark site (npm run bench -- --corpus DIR --keep) is measured the same way.
  const clientDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'client')
  const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content')
  if (!existsSync(path.join(clientDir, 'admin', 'pipeline.js'))) throw new Error(`No build in ${clientDir}: run npm run build first.`)
  const added = ['pipeline.js', 'site-index.json'].map(
    (name) => [name, gzipSync(readFileSync(path.join(clientDir, 'admin', name))).length] as const,
  )
  console.log(
    `cms preview: added to /admin, loaded when an entry is first previewed: ${added.map(([name, bytes]) => `${name} ${kB(bytes)}`).join(' + ')} = ${kB(added.reduce((sum, [, bytes]) => sum + bytes, 0))} gzip`,
  )
  const server = withCmsTest(createStaticServer(clientDir), clientDir, contentDir)
  const port = await listen(server, 0)
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true })
  try {
    for (const editing of PAGES) {
      // A context of its own for each page: nothing of the other's preview or typing left.
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
      const page = await context.newPage()
      // Every keystroke's moment, as the page receives it.
      await page.addInitScript(() => {
        const held = window as unknown as { since: number }
        held.since = Date.now()
        addEventListener('keydown', () => (held.since = Date.now()), true)
      })
      await benchPage(page, editing, port)
      await context.close()
    }
  } finally {
    await browser.close()
    server.close()
  }
}
