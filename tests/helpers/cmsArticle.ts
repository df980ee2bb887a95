/**
 * Steps in the content manager's form at /admin, taken as an editor does, the same on the
 * dev server (tests/browser/cms.test.ts, cms/*.ts) and on the published content manager
 * (cmsPublished.test.ts): a new article with its cover uploaded through the site's picture
 * library, the library opened from a picture field, the text in Markdown mode, a paste.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

export /** A new article's form filled in, its cover uploaded through the site's picture library. */
async function newArticle(
  page: Page,
  article: { title: string; address?: string; description: string; date: string; category: string; picture: string; alt: string },
) {
  await page.getByTestId('blog').click()
  await page.getByRole('link', { name: 'New article' }).click()
  await page.getByLabel('Title', { exact: true }).first().fill(article.title)
  if (article.address) await page.locator('[id^="webAddress-field-"]').fill(article.address)
  await page.locator('[id^="description-field-"]').first().fill(article.description)
  await page.locator('[id^="date-field-"]').fill(article.date)
  // The category is a text box that suggests the categories in use (a <datalist> beside it).
  await page.getByRole('combobox', { name: 'Category' }).fill(article.category)
  await page.locator('[id^="author-field-"]').click()
  // Authors are chosen by their name in site.yaml; the file gets their key (editorial-team).
  await page.getByText('Nile Ridge Editorial Team', { exact: true }).click()
  // The site's picture library (cms/mediaLibrary.ts): an upload goes into the blog's covers, selected for the field.
  const library = await openFromPictureField(page)
  await library
    .getByLabel('Picture file')
    .setInputFiles({ name: article.picture, mimeType: 'image/png', buffer: readFileSync('content/images/share-default.png') })
  await expect
    .poll(() => library.getByRole('status').textContent(), { timeout: 20_000 })
    .toContain(`${article.picture} is uploaded to content/images/blog`)
  await library.getByRole('button', { name: 'Choose selected picture' }).click()
  await library.waitFor({ state: 'detached' })
  await page.locator('[id^="alt-field-"]').first().fill(article.alt)
}

/** The site's picture library, as an entry's picture field opens it. */
export async function openFromPictureField(page: Page) {
  await page
    .getByRole('button', { name: /^Choose (an|different) image$/ })
    .first()
    .click()
  const library = page.getByRole('dialog', { name: 'Pictures' })
  await library.locator('li.card').first().waitFor()
  return library
}

/** The entry's text editor switched from Rich Text to Markdown. */
export async function toMarkdownMode(page: Page) {
  const toggle = page
    .locator('span', { hasText: /^Markdown$/ })
    .last()
    .locator('xpath=..')
    .getByRole('switch')
  // Decap remembers the mode in the browser: a page kept from an earlier test may be in it already.
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click()
}

/**
 * Save, on a site with the editorial workflow: the entry ends as a change for review, with
 * Decap's Status control. A save that never gets there fails with what the page showed (the
 * address and Decap's notices), which a timeout alone would not tell.
 */
export async function saveForReview(page: Page, press: 'click' | 'tap' = 'click') {
  // Every notice shown from now on, kept: Decap closes them after a few seconds, long before
  // a failed save below is reported (twice a save ended with none left on the page).
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { nileNotices: string[] }).nileNotices = seen
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.Toastify__toast'))
        if (!seen.includes(toast.textContent ?? '')) seen.push(toast.textContent ?? '')
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page
    .getByRole('button', { name: /^Save$/ })
    .first()
    [press]()
  const status = page.getByRole('button', { name: /^Status/ }).first()
  // The first save's check loads the site's pipeline into the page: slow on two busy cores.
  await status.waitFor({ timeout: 120_000 }).catch(async (error: Error) => {
    const shown = await page.evaluate(() => ({
      address: location.hash,
      notices: (window as unknown as { nileNotices: string[] }).nileNotices,
      fieldMessages: [...document.querySelectorAll('[class*="ControlErrorsList"], .nile-check-message')].map(
        (message) => message.textContent,
      ),
      topBar: document.querySelector('[class*="ToolbarContainer"]')?.textContent,
    }))
    throw new Error(`The save did not end as a change for review: ${JSON.stringify(shown)} (${error.message})`)
  })
  return status
}

/**
 * The caret at the end of the entry's text in Markdown mode, as Slate holds it, then `words`
 * typed there. Slate takes the caret's place from the page's selection a moment later (at
 * most every 100 ms, on a timer): on two busy cores the browser runs the keys first, so words
 * typed after a fixed wait once went where the click had been. This waits for Slate itself.
 */
export async function typeAtEndOfMarkdown(page: Page, words: string, clickOn?: string) {
  const editor = page.locator('[data-slate-editor="true"]').last()
  await untilSlateTakes(editor, async () => {
    await (clickOn ? editor.getByText(clickOn, { exact: false }).last() : editor).click()
    await page.keyboard.press('Control+End')
    return { end: true }
  })
  await page.keyboard.type(words)
}

type SlateSelection = { end: true } | { block: string; anchor: number; focus: number }

/**
 * Does `act` (a click, a selection) and waits until the Slate editor of `editable` holds
 * what it returns; does it again when Slate has not taken it in 5 s, up to four times, as
 * an editor would. On a full run's loaded cores a click once came before the editor could
 * take it, and a render of Slate's, still tidying a paste, put its old selection back over
 * the one just made: Slate would never have read it.
 */
export async function untilSlateTakes(editable: Locator, act: () => Promise<SlateSelection>) {
  for (let attempt = 1; ; attempt++) {
    const wanted = await act()
    const taken = await untilSlateSelects(editable, wanted).then(
      () => true,
      (error: Error) => (attempt < 4 ? false : Promise.reject(error)),
    )
    if (taken) return
  }
}

/**
 * Waits until the Slate editor of `editable` holds, as its own selection, the one the page
 * has: the caret at the end of the text (`end`), or the selection from `anchor` to `focus`,
 * counted in characters of the block whose text is `block`. Slate reads the page's
 * selection on a timer (at most every 100 ms), which on two busy cores came after a fixed
 * wait of 300 ms: a link picker opened then read no selected words.
 */
async function untilSlateSelects(editable: Locator, wanted: SlateSelection) {
  await expect
    .poll(
      () =>
        editable.evaluate((element, wanted) => {
          type Point = { path: number[]; offset: number }
          type Range = { anchor: Point; focus: Point }
          type Editor = {
            selection: Range | null
            isEnd(point: Point, at: number[]): boolean
            start(at: number[]): Point
            string(at: Range | number[]): string
          }
          type Fiber = { return: Fiber | null; memoizedProps?: { editor?: Editor } }
          // Slate's editor is the `editor` prop of its <Slate> component (as cms/fields/slateEditor.ts finds it).
          const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'))
          let fiber = key ? ((element as unknown as Record<string, Fiber>)[key] ?? null) : null
          while (fiber && !fiber.memoizedProps?.editor) fiber = fiber.return
          const slate = fiber?.memoizedProps?.editor
          const selection = slate?.selection
          if (!slate || !selection) return false
          if ('end' in wanted) return slate.isEnd(selection.focus, [])
          // The block: the nearest node above the selection whose text is the paragraph's.
          const path = selection.focus.path
          const block = path.map((_, depth) => path.slice(0, path.length - depth)).find((at) => slate.string(at) === wanted.block)
          if (!block) return false
          const into = (point: Point) => slate.string({ anchor: slate.start(block), focus: point }).length
          return into(selection.anchor) === wanted.anchor && into(selection.focus) === wanted.focus
        }, wanted),
      { timeout: 5_000 },
    )
    .toBe(true)
}

/** Puts the caret at the end of the text editor's paragraph that holds `words`, as a click there would. */
export async function caretAtEnd(page: Page, words: string) {
  const paragraph = page.locator('[data-slate-editor="true"]').last().locator('p', { hasText: words })
  await paragraph.click()
  await paragraph.evaluate(async (element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    let last: Text | undefined
    while (walker.nextNode()) if ((walker.currentNode as Text).data.replace(/\uFEFF/g, '')) last = walker.currentNode as Text
    const range = document.createRange()
    range.setStart(last!, last!.length)
    range.collapse(true)
    document.getSelection()!.removeAllRanges()
    document.getSelection()!.addRange(range)
    // Slate reads the browser's selection at most every 100 ms (slate-react's throttled
    // selectionchange handler): keys typed sooner would go where the click put the caret.
    await new Promise((resolve) => setTimeout(resolve, 150))
  })
}

/** A paste of `clipboard` (text/html, and text/rtf as Word adds it) where the page's caret is, as the browser fires one. */
export async function pasteHtml(page: Page, clipboard: { html: string; rtf?: string }) {
  await page.evaluate(({ html, rtf }) => {
    const data = new DataTransfer()
    data.setData('text/html', html)
    data.setData('text/plain', 'the same words, without their formatting')
    if (rtf) data.setData('text/rtf', rtf)
    const target = document.getSelection()?.anchorNode?.parentElement ?? document.activeElement!
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, clipboard)
}

/** A clipboard's HTML (or RTF) as a program put it there: tests/fixtures/paste/, how each was made said at its top. */
export const pasteFixture = (name: string) => readFileSync(path.join('tests/fixtures/paste', name), 'utf8')
