/**
 * `npm run bench -- --cms-preview`: the published content manager's preview, made in the
 * browser (cms/browserCheck/), as an editor meets it on `npm run serve -- --cms-test`
 * (dist/client: run `npm run build` first; DIST_DIR and CONTENT_DIR name another build). Prints what it adds to /admin (gzip), the time
 * from the login to the first preview of an article (the pipeline and the site index
 * loading), and from each keystroke in the article's text to the preview showing it.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js'
import { withCmsTest } from './cmsTestRepo.js'
import { kB, median, percentile } from './figures.js'
import { createStaticServer, listen } from './staticServer.js'

const ARTICLE = '#/collections/blog/entries/data-analytics'
/** The end of the article's first paragraph, where the words are typed. */
const PARAGRAPH_END = 'the first two steps.'
const TYPED = 'kampalaclinicsgrowfaster'

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
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    // Every keystroke's moment, as the page receives it.
    await page.addInitScript(() => {
      const held = window as unknown as { since: number }
      held.since = Date.now()
      addEventListener('keydown', () => (held.since = Date.now()), true)
    })
    await page.goto(`http://127.0.0.1:${port}/admin/${ARTICLE}`)
    await page.getByRole('button', { name: /login/i }).click()
    await page.evaluate(() => ((window as unknown as { since: number }).since = Date.now()))
    const first = await untilPreviewShows(page, PARAGRAPH_END)
    console.log(
      `cms preview: login to the article's first preview ${first} ms (the pipeline and the site index loaded, then the page made)`,
    )
    // The caret at the end of the first paragraph, in the rich-text editor.
    const editedParagraph = page.locator('[data-slate-editor="true"] p').filter({ hasText: PARAGRAPH_END }).first()
    await editedParagraph.click()
    await page.keyboard.press('End')
    // The editor takes the caret's new place from the page a moment later (it reads the selection at most every 100 ms).
    await page.waitForTimeout(500)
    const times: number[] = []
    for (const [index, letter] of [...TYPED].entries()) {
      await page.keyboard.press(letter)
      // The paragraph as the editor now holds it (the caret may not be at its very end).
      const paragraph = (await editedParagraph.textContent())!.replace(/\s+/g, ' ').trim()
      if (!paragraph.includes(TYPED.slice(0, index + 1))) throw new Error(`the editor's paragraph reads "${paragraph}"`)
      times.push(await untilPreviewShows(page, paragraph))
    }
    console.log(
      `cms preview: keystroke to preview, ${times.length} keystrokes in the article's text: median ${median(times)} ms, 90th percentile ${percentile(times, 0.9)} ms, slowest ${Math.max(...times)} ms (${times.join(', ')})`,
    )
  } finally {
    await browser.close()
    server.close()
  }
}
