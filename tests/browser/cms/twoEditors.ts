/**
 * Two editors on one article (issue 55): two tabs open it, each adds a sentence, both
 * publish. Before, the second save wrote its tab's copy over the first's sentence, and both
 * said "Entry saved". Now the second save is merged with the first (cms/mergeSave.ts) where
 * they changed different paragraphs; where they changed the same one, nothing is written
 * until the second editor chooses (cms/saveChooser.ts): Keep mine, Keep theirs, or Copy
 * mine and reload, by mouse or keyboard. And the second tab says that someone saved the
 * page since it was opened, before its editor types (cms/othersAtWork.ts, polling every
 * second here through /admin/?savePoll=1 instead of every 30 s).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { VIEWPORTS } from '../../helpers/browser.js'
import { changedLines } from '../../helpers/lineDiff.js'
import { caretAtEnd } from '../../helpers/cmsArticle.js'
import { openAdmin, save, server } from './shared.js'

const ARTICLE = 'blog/ai-tech-solutions.md'
const read = () => readFileSync(path.join(server.contentDir, ARTICLE), 'utf8')
const FIRST = 'Artificial intelligence has moved from conference slides'
const LAST = 'AI is most valuable when it solves a specific, local problem'
/** The article's line that starts with `words`. */
const lineOf = (text: string, words: string) => text.split('\n').find((line) => line.startsWith(words)) ?? ''
/** A page's "Last updated" date, which a save may set: not the editors' sentences. */
const withoutDate = (lines: string[]) => lines.filter((line) => !/^updated: /.test(line))
const ENTRY = '#/collections/blog/entries/ai-tech-solutions'

/**
 * A tab with the article open in the text editor: the first may be a page an earlier test
 * left, the second is new, and reads the file every second to say when someone saved it.
 */
async function openArticle(fresh: boolean): Promise<Page> {
  const page = await openAdmin(VIEWPORTS.desktop, fresh ? `?savePoll=1${ENTRY}` : ENTRY, { fresh })
  page.setDefaultTimeout(90_000)
  await page.locator('[data-slate-editor="true"]').last().locator('p', { hasText: FIRST }).waitFor()
  return page
}

async function addSentence(page: Page, paragraph: string, sentence: string) {
  await caretAtEnd(page, paragraph)
  await page.keyboard.type(sentence)
}

/** Both tabs open, the first has saved `first` at the end of the first paragraph: the second, and the file as saved. */
async function firstSaved(first: string): Promise<{ one: Page; two: Page; saved: string }> {
  const one = await openArticle(false)
  const two = await openArticle(true)
  await addSentence(one, FIRST, first)
  await save(one)
  await expect.poll(read, { timeout: 60_000 }).toContain(first)
  return { one, two, saved: read() }
}

const chooser = (page: Page) => page.getByRole('alertdialog', { name: 'You both changed the same lines: choose what to keep' })
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')

describe('two editors on one article', () => {
  it('edits of different paragraphs: both published, the file holds both sentences, and the second editor is told', async () => {
    const before = read()
    const one = await openArticle(false)
    const two = await openArticle(true)
    await addSentence(one, FIRST, ' Added in the first tab.')
    await save(one)
    await expect.poll(read, { timeout: 60_000 }).toContain(' Added in the first tab.')
    // The second tab, opened before that save and not reloaded, changes the last paragraph.
    await addSentence(two, LAST, ' Added in the second tab.')
    await save(two)
    await expect.poll(read, { timeout: 60_000 }).toContain(' Added in the second tab.')
    const diff = changedLines(before, read())
    expect(withoutDate(diff.removed)).toEqual([lineOf(before, FIRST), lineOf(before, LAST)])
    expect(withoutDate(diff.added)).toEqual([
      `${lineOf(before, FIRST)} Added in the first tab.`,
      `${lineOf(before, LAST)} Added in the second tab.`,
    ])
    await expect
      .poll(() => two.getByText('Someone else saved a change to this page since you opened it, and theirs is kept too').count())
      .toBeGreaterThan(0)
    await one.close()
    await two.close()
  }, 300_000)

  it('the same paragraph: the second tab said someone saved before its editor typed; nothing is written until they choose; Keep theirs saves their text there and the editor’s other change', async () => {
    const { one, two, saved } = await firstSaved(' First tab, kept.')
    // The second tab, before its editor types: someone saved since it was opened.
    await two
      .getByRole('status')
      .filter({ hasText: /^Someone saved this page at \d\d:\d\d since you opened it: your save will keep their change where it can/ })
      .waitFor({ timeout: 30_000 })
    await addSentence(two, FIRST, ' Second tab, dropped.')
    await addSentence(two, LAST, ' Second tab, elsewhere.')
    await save(two)
    const dialog = chooser(two)
    await dialog.waitFor({ timeout: 60_000 })
    // Their text and the editor's, side by side, with the words that differ marked.
    expect(await dialog.locator('pre').allTextContents()).toEqual([
      `${lineOf(saved, FIRST)}\n`,
      `${lineOf(saved, FIRST).replace(' First tab, kept.', '')} Second tab, dropped.\n`,
    ])
    expect(await dialog.locator('mark').allTextContents()).toEqual(['First tab, kept.', 'Second tab, dropped.'])
    expect(read()).toBe(saved)
    await dialog.getByRole('button', { name: 'Keep theirs' }).click()
    await expect.poll(read, { timeout: 60_000 }).toContain(' Second tab, elsewhere.')
    const diff = changedLines(saved, read())
    expect(withoutDate(diff.removed)).toEqual([lineOf(saved, LAST)])
    expect(withoutDate(diff.added)).toEqual([`${lineOf(saved, LAST)} Second tab, elsewhere.`])
    await two.getByText('Saved with their text where you both changed the same lines, and your other changes.').waitFor()
    await one.close()
    await two.close()
  }, 300_000)

  it('by keyboard alone: the focus goes into the chooser; Escape writes nothing and gives the focus back to Save; Tab to Keep mine and Enter saves the editor’s text over theirs', async () => {
    const { one, two, saved } = await firstSaved(' First tab, replaced.')
    await addSentence(two, FIRST, ' Second tab, kept.')
    await save(two)
    const dialog = chooser(two)
    await dialog.waitFor({ timeout: 60_000 })
    expect(await two.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alertdialog')
    await two.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await two.getByText('Not saved: nothing was written, and your changes are still in the form.').waitFor()
    await expect.poll(() => focused(two)).toBe('Save')
    expect(read()).toBe(saved)

    await save(two)
    await dialog.waitFor({ timeout: 60_000 })
    expect(read()).toBe(saved)
    for (let tabs = 0; tabs < 10 && (await focused(two)) !== 'Keep mine'; tabs++) await two.keyboard.press('Tab')
    expect(await focused(two)).toBe('Keep mine')
    await two.keyboard.press('Enter')
    await expect.poll(read, { timeout: 60_000 }).toContain(' Second tab, kept.')
    const diff = changedLines(saved, read())
    expect(withoutDate(diff.removed)).toEqual([lineOf(saved, FIRST)])
    expect(withoutDate(diff.added)).toEqual([`${lineOf(saved, FIRST).replace(' First tab, replaced.', '')} Second tab, kept.`])
    await expect.poll(() => focused(two)).toBe('Save')
    await one.close()
    await two.close()
  }, 300_000)

  it('Copy mine and reload: the editor’s text of those lines is on the clipboard, nothing is written, and the entry opens again with theirs', async () => {
    const { one, two, saved } = await firstSaved(' First tab, shown after the reload.')
    await two.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await addSentence(two, FIRST, ' Second tab, copied.')
    await save(two)
    const dialog = chooser(two)
    await dialog.waitFor({ timeout: 60_000 })
    await dialog.getByRole('button', { name: 'Copy mine and reload' }).click()
    await two.getByText('Not saved: your text of the lines you both changed is copied.').waitFor()
    expect(await two.evaluate(() => navigator.clipboard.readText())).toBe(
      `${lineOf(saved, FIRST).replace(' First tab, shown after the reload.', '')} Second tab, copied.\n`,
    )
    const paragraph = two.locator('[data-slate-editor="true"]').last().locator('p', { hasText: FIRST })
    await expect.poll(() => paragraph.textContent().catch(() => ''), { timeout: 60_000 }).toContain('First tab, shown after the reload.')
    expect(await paragraph.textContent()).not.toContain('Second tab, copied.')
    expect(two.url()).toContain(ENTRY)
    expect(read()).toBe(saved)
    await one.close()
    await two.close()
  }, 300_000)
})
