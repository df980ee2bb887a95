/**
 * Two editors on one article (issue 55): two tabs open it, each adds a sentence, both
 * publish. Before, the second save wrote its tab's copy over the first's sentence, and both
 * said "Entry saved". Now the second save is merged with the first (cms/mergeSave.ts) where
 * they changed different paragraphs, and refused, with both texts shown, where they changed
 * the same one.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { VIEWPORTS } from '../../helpers/browser.js'
import { changedLines } from '../../helpers/lineDiff.js'
import { caretAtEnd, openAdmin, publish, server } from './shared.js'

const ARTICLE = 'blog/ai-tech-solutions.md'
const read = () => readFileSync(path.join(server.contentDir, ARTICLE), 'utf8')
const FIRST = 'Artificial intelligence has moved from conference slides'
const LAST = 'AI is most valuable when it solves a specific, local problem'
/** The article's line that starts with `words`. */
const lineOf = (text: string, words: string) => text.split('\n').find((line) => line.startsWith(words)) ?? ''
/** A page's "Last updated" date, which a save may set: not the editors' sentences. */
const withoutDate = (lines: string[]) => lines.filter((line) => !/^updated: /.test(line))

/** A tab with the article open in the text editor (the first may be a page an earlier test left, the second is new). */
async function openArticle(fresh: boolean): Promise<Page> {
  const page = await openAdmin(VIEWPORTS.desktop, '#/collections/blog/entries/ai-tech-solutions', { fresh })
  page.setDefaultTimeout(90_000)
  await page.locator('[data-slate-editor="true"]').last().locator('p', { hasText: FIRST }).waitFor()
  return page
}

async function addSentence(page: Page, paragraph: string, sentence: string) {
  await caretAtEnd(page, paragraph)
  await page.keyboard.type(sentence)
  await publish(page)
}

describe('two editors on one article', () => {
  it('edits of different paragraphs: both published, the file holds both sentences, and the second editor is told', async () => {
    const before = read()
    const one = await openArticle(false)
    const two = await openArticle(true)
    await addSentence(one, FIRST, ' Added in the first tab.')
    await expect.poll(read, { timeout: 60_000 }).toContain(' Added in the first tab.')
    // The second tab, opened before that save and not reloaded, changes the last paragraph.
    await addSentence(two, LAST, ' Added in the second tab.')
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

  it('edits of the same paragraph: the second save is refused, showing their text and its own, and the file holds only the first', async () => {
    const one = await openArticle(false)
    const two = await openArticle(true)
    await addSentence(one, FIRST, ' First tab again.')
    await expect.poll(read, { timeout: 60_000 }).toContain(' First tab again.')
    const saved = read()
    await addSentence(two, FIRST, ' Second tab, same paragraph.')
    await expect
      .poll(() => two.getByText('Not saved: someone else changed the same lines of this page since you opened it.').count(), {
        timeout: 60_000,
      })
      .toBeGreaterThan(0)
    // Both texts, where the editor looks after pressing Publish: nothing chosen for anyone.
    const conflict = two.getByRole('alert').filter({ hasText: 'Not saved: someone else changed the same lines' })
    expect(await conflict.locator('pre').allTextContents()).toEqual([
      `${lineOf(saved, FIRST)}\n`,
      `${lineOf(saved, FIRST).replace(' First tab again.', '')} Second tab, same paragraph.\n`,
    ])
    expect(read()).toBe(saved)
    await one.close()
    await two.close()
  }, 300_000)
})
