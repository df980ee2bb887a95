/**
 * Links and paste in the text editor's Rich Text mode (issue 42, items 2 and 5), in Chromium
 * against `npm run cms`'s dev server on a throw-away copy of content/, at 1366 px with a
 * mouse and at 390 px with touch: the link button takes the selected words as the link's
 * words, edits the link the caret is in (its address and words, in place), and text typed at
 * a link's end goes after it; pasting from Word and Google Docs keeps headings, bold,
 * italic, links, lists and tables, uploads a pasted picture and names beside the text what
 * Markdown cannot hold, and a `|` in a pasted table cell stays in its cell (issue 55, item 4).
 * Each test saves and reads the file: exactly the lines meant change.
 * Screenshots of the link picker and of a pasted table at both widths go to $CMS_SCREENSHOTS
 * (else the run's temporary folder, removed at its end).
 */
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { VIEWPORTS } from '../../helpers/browser.js'
import { changedLines } from '../../helpers/lineDiff.js'
import { pasteFixture, pasteHtml, untilSlateTakes } from '../../helpers/cmsArticle.js'
import { openAdmin, server, session } from './shared.js'

const read = (name: string) => readFileSync(path.join(server.contentDir, name), 'utf8')
const UPDATED = /^updated: \d{4}-\d{2}-\d{2}$/
const screenshot = (name: string) => path.join(process.env.CMS_SCREENSHOTS ?? os.tmpdir(), name)

type Device = { name: 'desktop' | 'phone'; touch: boolean }
const DEVICES: Device[] = [
  { name: 'desktop', touch: false },
  { name: 'phone', touch: true },
]

/** An entry's form, logged in, in a page of the device's size (a phone's with touch). */
async function openEntry(device: Device, entry: string): Promise<Page> {
  const page = await openAdmin(VIEWPORTS[device.name], `#/collections/${entry}`, { touch: device.touch })
  page.setDefaultTimeout(120_000)
  await page.locator('.cms-editor-visual [data-slate-editor="true"]').waitFor()
  return page
}

/** Runs `steps` in an entry's form; the page is closed after, and photographed first if a step failed. */
async function inEntry(device: Device, entry: string, steps: (page: Page) => Promise<void>) {
  const page = await openEntry(device, entry)
  try {
    await steps(page)
  } catch (error) {
    await page.screenshot({ path: screenshot(`cms-failed-${device.name}-${Date.now()}.png`) }).catch(() => {})
    throw error
  } finally {
    await page.close()
  }
}

/** A click with the mouse, or a tap on a phone. */
const press = async (device: Device, target: ReturnType<Page['locator']>) => (device.touch ? target.tap() : target.click())

const richText = (page: Page) => page.locator('.cms-editor-visual [data-slate-editor="true"]')

/**
 * Selects `words` (or puts the caret at `offset` in them) in the Rich Text paragraph holding
 * them, as a drag, a double-click or a long press would, once the editor has the focus.
 */
async function select(device: Device, page: Page, words: string, { caretAt }: { caretAt?: number } = {}) {
  await untilSlateTakes(richText(page), () => selectOnce(device, page, words, caretAt))
}

async function selectOnce(device: Device, page: Page, words: string, caretAt: number | undefined) {
  const paragraph = richText(page).locator('p', { hasText: words }).first()
  await paragraph.scrollIntoViewIfNeeded()
  await press(device, paragraph)
  return paragraph.evaluate(
    (element, [words, caretAt]) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      const texts: Text[] = []
      while (walker.nextNode()) texts.push(walker.currentNode as Text)
      const whole = texts.map((text) => text.data).join('')
      const from = whole.indexOf(words as string)
      const to = caretAt === null ? from + (words as string).length : from + (caretAt as number)
      const start = caretAt === null ? from : to
      const at = (offset: number, preferNext: boolean): [Text, number] => {
        let passed = 0
        for (const [index, text] of texts.entries()) {
          const end = passed + text.data.length
          if (offset < end || (offset === end && !(preferNext && texts[index + 1]))) return [text, offset - passed]
          passed = end
        }
        return [texts.at(-1)!, texts.at(-1)!.data.length]
      }
      const [startNode, startOffset] = at(start, true)
      const [endNode, endOffset] = at(to, false)
      document.getSelection()!.setBaseAndExtent(startNode, startOffset, endNode, endOffset)
      // The same places in Slate's text, which has none of the zero-width characters it draws beside a link.
      const inSlate = (offset: number) => whole.slice(0, offset).replaceAll('\uFEFF', '').length
      return { block: whole.replaceAll('\uFEFF', ''), anchor: inSlate(start), focus: inSlate(to) }
    },
    [words, caretAt ?? null] as const,
  )
}

async function openLinkPicker(device: Device, page: Page) {
  await press(device, page.locator('button[title="Link"]').first())
  const picker = page.getByRole('dialog', { name: 'Link to' })
  await picker.waitFor()
  return picker
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
}

/** The file once the save has written something other than `before`. */
async function saved(name: string, before: string): Promise<string> {
  await expect.poll(() => read(name) !== before, { timeout: 30_000 }).toBe(true)
  return read(name)
}

/** The lines a save changed, but for the page's date of change, which a save sets. */
function changed(before: string, after: string) {
  const diff = changedLines(before, after)
  return { removed: diff.removed.filter((line) => !UPDATED.test(line)), added: diff.added.filter((line) => !UPDATED.test(line)) }
}

describe('links in the Rich Text editor', () => {
  const ARTICLE = 'blog/digital-transformation.md'
  const cases = {
    desktop: {
      paragraph:
        'Neglect one layer and results disappoint: a portal that still needs a stamped letter from the LC1 chairperson saves nobody a trip.',
      words: 'a stamped letter',
      // The existing link edited: the caret inside its words.
      link: 'Our article on [cybersecurity practices](/blog/cybersecurity-practices) covers the basics every agency should have in place.',
      linkWords: 'cybersecurity practices',
      newLink: 'Our article on [security for public bodies](/services/cybersecurity) covers the basics every agency should have in place.',
    },
    phone: {
      paragraph: 'Projects move faster when they share common foundations.',
      words: 'common foundations',
      // The existing link edited: some of its words selected.
      link: '5. **Data for decisions.** Digital services show volumes, delays and bottlenecks. Our guide to [data analytics](/blog/data-analytics) explains how to turn it into better planning.',
      linkWords: 'data analytics',
      newLink:
        '5. **Data for decisions.** Digital services show volumes, delays and bottlenecks. Our guide to [analytics for planning](/services/data-analytics) explains how to turn it into better planning.',
    },
  }

  for (const device of DEVICES) {
    const sample = cases[device.name]

    it(`makes the selected words a link, and edits a link’s address and words in place (${device.name})`, async () => {
      const before = read(ARTICLE)
      expect(before.split('\n')).toContain(sample.paragraph)
      expect(before.split('\n')).toContain(sample.link)
      await inEntry(device, `blog/entries/${path.basename(ARTICLE, '.md')}`, async (page) => {
        const dialogs: string[] = []
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message())
          void dialog.dismiss()
        })

        await select(device, page, sample.words)
        let picker = await openLinkPicker(device, page)
        // The selected words are the link's words from the start.
        expect(await picker.getByLabel(/^Link text/).inputValue()).toBe(sample.words)
        await page.screenshot({ path: screenshot(`cms-link-picker-${device.name}.png`) })
        await picker.getByLabel(/^Address/).fill('/contact')
        await press(device, picker.getByRole('button', { name: 'Add link' }))
        await picker.waitFor({ state: 'detached' })
        await expect.poll(() => richText(page).locator('a', { hasText: sample.words }).count()).toBe(1)

        // The link already there: on a phone some of its words selected, on a desktop the caret inside them.
        await select(device, page, sample.linkWords, device.touch ? {} : { caretAt: 5 })
        picker = await openLinkPicker(device, page)
        expect(await picker.getByLabel(/^Link text/).inputValue()).toBe(sample.linkWords)
        expect(await picker.getByLabel(/^Address/).inputValue()).toBe(/\]\(([^)]+)\)/.exec(sample.link)![1])
        const [, newWords, newAddress] = /\[([^\]]+)\]\(([^)]+)\)/.exec(sample.newLink)!
        await picker.getByLabel(/^Link text/).fill(newWords)
        await picker.getByLabel(/^Address/).fill(newAddress)
        await press(device, picker.getByRole('button', { name: 'Change link' }))
        await picker.waitFor({ state: 'detached' })
        await expect.poll(() => richText(page).locator('a', { hasText: newWords }).count()).toBe(1)

        await save(page)
        const after = await saved(ARTICLE, before)
        const [start, end] = [sample.paragraph.indexOf(sample.words), sample.paragraph.indexOf(sample.words) + sample.words.length]
        expect(changed(before, after)).toEqual({
          removed: [sample.paragraph, sample.link],
          added: [`${sample.paragraph.slice(0, start)}[${sample.words}](/contact)${sample.paragraph.slice(end)}`, sample.newLink],
        })
        expect(dialogs).toEqual([]) // the browser's own prompt never opened
      })
    }, 400_000)
  }

  for (const device of DEVICES) {
    it(`keeps text typed after a link at the end of a paragraph out of the link (${device.name})`, async () => {
      const line = device.touch
        ? 'Mobile money reaches far beyond the banked population. Linking fees to payment reference numbers lets citizens pay from anywhere and gives districts cleaner records.'
        : 'The best candidates are high-volume, rule-based services where delays cost people time and money.'
      const before = read(ARTICLE)
      expect(before.split('\n')).toContain(line)
      await inEntry(device, `blog/entries/${path.basename(ARTICLE, '.md')}`, async (page) => {
        // A link made at the end of the paragraph from words typed there…
        await select(device, page, line, { caretAt: line.length })
        // Words of each device's own (the file keeps the other's link from before).
        const words = device.touch ? 'Browse our services' : 'See our services'
        await page.keyboard.type(` ${words}`)
        await select(device, page, words)
        const picker = await openLinkPicker(device, page)
        await picker.getByLabel(/^Address/).fill('/services')
        await press(device, picker.getByRole('button', { name: 'Add link' }))
        await picker.waitFor({ state: 'detached' })
        // …then the caret put back at the very end of the link's words, and more typed there.
        await select(device, page, words, { caretAt: words.length })
        await page.keyboard.type(' More words.')
        await expect.poll(() => richText(page).locator('a', { hasText: words }).textContent()).toBe(words)

        await save(page)
        const after = await saved(ARTICLE, before)
        expect(changed(before, after)).toEqual({ removed: [line], added: [`${line} [${words}](/services) More words.`] })
      })
    }, 400_000)
  }
})

/** A paste of `html` (and Word's `rtf`) where the caret is, as the browser dispatches Ctrl+V or a long press's Paste. */
const pasteNote = (page: Page) => page.locator('.nile-paste-note')

const WORD_SAVED = [
  '# Quarterly report for the board',
  '',
  '# Highlights',
  '',
  'Revenue grew in every district. The **Kampala office** led the year, and *mobile money* payments passed cash for the first time. Read the [Bank of Uganda guidance](https://www.bou.or.ug/bouwebsite/Supervision/) before the next audit.',
  '',
  'Two things to remember: ***bold and italic together***, and underlined words as a note.',
  '',
  '## What we did',
  '',
  // Decap writes bullets with * and a blank line before a nested list.
  '* Opened two offices',
  '',
  '  * Gulu, in **March**',
  '  * Mbarara, in June',
  '* Trained 40 staff in data protection',
  '',
  'Next steps, in order:',
  '',
  '1. Agree the budget',
  '2. Hire a data officer',
  '3. Report to the board in *October*',
  '',
  '| Quarter | Revenue |',
  '| ------- | ------- |',
  '| Q1      | UGX 10m |',
  '| Q2      | UGX 14m |',
  '',
  '![Revenue by quarter, rising from UGX 10m to UGX 14m](/images/blog/revenue-by-quarter-rising-from-ugx.png)',
  '',
]
const DOCS_SAVED = [
  '# Field visit notes',
  '',
  'We met **twelve health centres** in *three weeks*. See the [Ministry of Health](https://www.health.go.ug/) for the list, and our [contact page](https://nileridge.example/contact) for visits. Stock counts were ~~monthly~~ weekly, and CO2 fridges are still missing.',
  '',
  '## What we found',
  '',
  '* Records are kept on paper',
  '',
  '  * in **nine** of the twelve',
  '* Staff want training',
  '',
  '1. Digitise the stock register',
  '2. Train one officer per centre',
  '',
  '| District      | Centres visited |',
  '| ------------- | --------------- |',
  '| Gulu \\| Amuru | 5               |',
  '| Lira          | 7               |',
  '',
]
/** The bytes of the picture in Word's RTF copy (tests/fixtures/paste/word-windows.rtf). */
const WORD_PICTURE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPgL8uDIwacHADZ0QtllttJ8wAAAABJRU5ErkJggg=='

describe('a paste from Word or Google Docs into the Rich Text editor', () => {
  const ARTICLE = 'blog/digital-transformation.md'

  it('keeps Word’s headings, bold, italic, link, lists and table, uploads its picture, and says what it left out (desktop)', async () => {
    const device = DEVICES[0]
    const before = read(ARTICLE)
    const line =
      'Birth registration, land searches and certificates of good conduct depend on paper-bound records. Digitising the register first makes every later service faster.'
    expect(before.split('\n')).toContain(line)
    const sentence = before.split('\n').find((text) => text.startsWith('Scanning forms into PDFs'))!
    await inEntry(device, `blog/entries/${path.basename(ARTICLE, '.md')}`, async (page) => {
      // A few words from Google Docs into a sentence: into it, with their bold and italic and the space after them.
      await select(device, page, 'Scanning forms into PDFs', { caretAt: 'Scanning '.length })
      await pasteHtml(page, {
        html: '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-0a1b2c3d"><span style="font-weight:700;">paper</span><span style="font-weight:400;"> and </span><span style="font-style:italic;">printed</span><span style="font-weight:400;"> </span></b>',
      })
      await expect.poll(() => richText(page).locator('p', { hasText: 'Scanning paper and printed forms' }).count()).toBe(1)
      // A document from Word as a paragraph of its own, after another.
      await select(device, page, line, { caretAt: line.length })
      await page.keyboard.press('Enter')
      await pasteHtml(page, { html: pasteFixture('word-windows.html'), rtf: pasteFixture('word-windows.rtf') })
      await expect.poll(() => pasteNote(page).textContent(), { timeout: 30_000 }).toContain('is uploaded to')
      expect(await pasteNote(page).locator('li').allTextContents()).toEqual([
        'Left out: underlining (Markdown has none: the words are kept, use bold or italic instead).',
        'The picture “Revenue by quarter, rising from UGX 10m to UGX 14m” is uploaded to content/images/blog/revenue-by-quarter-rising-from-ugx.png.',
      ])
      const table = richText(page).locator('table', { hasText: 'UGX 14m' })
      expect(await table.locator('tr').count()).toBe(3)
      await table.scrollIntoViewIfNeeded()
      await page.screenshot({ path: screenshot(`cms-pasted-table-${device.name}.png`) })
      await save(page)
      const after = await saved(ARTICLE, before)
      // Saved after the paragraph where the caret was, and no other line changed.
      expect(changed(before, after)).toEqual({
        removed: [sentence],
        added: [sentence.replace('Scanning ', 'Scanning **paper** and *printed* '), ...WORD_SAVED],
      })
      expect(after).toContain(`${line}\n\n${WORD_SAVED[0]}\n`)
      const picture = path.join(server.contentDir, 'images/blog/revenue-by-quarter-rising-from-ugx.png')
      expect(readFileSync(picture).toString('base64')).toBe(WORD_PICTURE_PNG)
    })
  }, 400_000)

  it('keeps a "|" in a pasted Word table cell: in the editor’s cell, in the saved file, opened again, and on the page (desktop)', async () => {
    const device = DEVICES[0]
    const before = read(ARTICLE)
    const line = before.split('\n').find((text) => text.startsWith('Programmes that try to change everything'))!
    // Each row of the editor's table: its cells' words.
    const rowsOf = (page: Page) =>
      richText(page)
        .locator('table', { hasText: 'Staff training' })
        .locator('tr')
        .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').replace(/\uFEFF/g, ''))))
    const rows = [
      ['Line', 'Amount'],
      ['Staff training', 'UGX 40m | net'],
      ['Field visits', 'UGX 12m'],
    ]
    await inEntry(device, `blog/entries/${path.basename(ARTICLE, '.md')}`, async (page) => {
      await select(device, page, line, { caretAt: line.length })
      await page.keyboard.press('Enter')
      await pasteHtml(page, { html: pasteFixture('word-table.html') })
      await expect.poll(() => rowsOf(page), { timeout: 30_000 }).toEqual(rows)
      await save(page)
      const after = await saved(ARTICLE, before)
      expect(changed(before, after)).toEqual({
        removed: [],
        added: [
          'The budget for the second half, by line:',
          '',
          '| Line           | Amount         |',
          '| -------------- | -------------- |',
          '| Staff training | UGX 40m \\| net |',
          '| Field visits   | UGX 12m        |',
          '',
        ],
      })
      // The entry opened again from the file: Decap reads the cell back whole.
      await page.reload()
      await richText(page).waitFor()
      await expect.poll(() => rowsOf(page), { timeout: 30_000 }).toEqual(rows)
    })
    const article = await session.newPage({ viewport: VIEWPORTS.desktop })
    try {
      // Polled: the dev server reloads its pages when content/ changes.
      await expect
        .poll(
          async () => {
            await article.goto(`${server.url}/${ARTICLE.replace(/\.md$/, '')}`)
            return article
              .locator('main table', { hasText: 'Staff training' })
              .locator('tr')
              .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim())))
          },
          { timeout: 30_000 },
        )
        .toEqual(rows)
    } finally {
      await article.close()
    }
  }, 400_000)

  it('keeps Google Docs’ formatting, refuses its picture with words, and says what it left out (phone)', async () => {
    const device = DEVICES[1]
    const before = read(ARTICLE)
    const paragraph = 'Trading licences and building approvals follow clear rules.'
    await inEntry(device, `blog/entries/${path.basename(ARTICLE, '.md')}`, async (page) => {
      const line = before.split('\n').find((text) => text.startsWith(paragraph))!
      await select(device, page, line, { caretAt: line.length })
      await page.keyboard.press('Enter')
      await pasteHtml(page, { html: pasteFixture('google-docs.html') })
      await expect.poll(() => pasteNote(page).locator('li').count(), { timeout: 30_000 }).toBe(4)
      expect(await pasteNote(page).locator('li').allTextContents()).toEqual([
        'Left out: raised or lowered letters (superscript, subscript: kept as ordinary letters).',
        'Left out: underlining (Markdown has none: the words are kept, use bold or italic instead).',
        'Left out: highlighting (the words are kept).',
        'The picture “A nurse entering stock counts on a tablet” is not pasted: it is stored at lh7-rt.googleusercontent.com (Google Docs keeps pictures on Google’s servers), and the content manager fetches nothing from other sites: download the picture, then add it with the picture library.',
      ])
      await pasteNote(page).scrollIntoViewIfNeeded()
      await page.screenshot({ path: screenshot(`cms-paste-note-${device.name}.png`) })
      const table = richText(page).locator('table', { hasText: 'Centres visited' })
      expect(await table.locator('tr').count()).toBe(3)
      // The "|" in a cell stays in that cell.
      expect(await table.locator('tr').nth(1).locator('td, th').allTextContents()).toEqual(['Gulu | Amuru', '5'])
      await table.scrollIntoViewIfNeeded()
      await page.screenshot({ path: screenshot(`cms-pasted-table-${device.name}.png`) })
      await save(page)
      const after = await saved(ARTICLE, before)
      expect(changed(before, after)).toEqual({ removed: [], added: DOCS_SAVED })
      expect(after).toContain(`${line}\n\n${DOCS_SAVED[0]}\n`)
    })
  }, 400_000)
})
