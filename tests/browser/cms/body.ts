/**
 * A sentence typed into a page's text in the content manager's Rich Text mode (Decap's
 * default), in Chromium against `npm run cms`'s dev server: the file changes on that
 * paragraph's line only, though Decap sends the whole text written anew (`*` bullets, a
 * re-padded table). cms/bodyInPlace.ts keeps every block the editor did not touch.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { caretAtEnd } from '../../helpers/cmsArticle.js'
import { openAdmin, server } from './shared.js'
import { changedLines } from '../../helpers/lineDiff.js'

const ARTICLE = 'blog/data-analytics.md'
const read = () => readFileSync(path.join(server.contentDir, ARTICLE), 'utf8')
const bodyOf = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '')

async function openArticle(): Promise<Page> {
  const page = await openAdmin()
  // /admin is several megabytes of script, compiled on first request: slow on a busy machine.
  page.setDefaultTimeout(90_000)
  await page.getByTestId('blog').click()
  await page.getByText('Turning Data into Decisions: Data Analytics for Ugandan Organisations', { exact: true }).first().click()
  await page.locator('[data-slate-editor="true"]').last().waitFor()
  return page
}

describe('the content manager’s text editor', () => {
  it('changes only the line of the paragraph a sentence was typed into, in Rich Text mode', async () => {
    const before = read()
    const paragraph =
      'Analytics is not one tool. It is a ladder of questions, and most organisations gain the most from the first two steps.'
    expect(before.split('\n')).toContain(paragraph)
    // The body has what Decap writes differently: `-` bullets and a table padded its own way.
    expect(before).toMatch(/^- \*\*Consistent records/m)
    expect(before).toContain('| Type | Question it answers | Ugandan example |')

    const page = await openArticle()
    // Rich Text mode: the editor shows Decap's formatted text, not Markdown.
    expect(await page.locator('[data-slate-editor="true"]').last().locator('table').count()).toBe(1)
    await caretAtEnd(page, 'It is a ladder of questions')
    const sentence = ' Start with the first rung.'
    await page.keyboard.type(sentence)
    await page.getByRole('button', { name: 'Save', exact: true }).click()

    await expect.poll(() => existsSync(path.join(server.contentDir, ARTICLE)) && read().includes(sentence), { timeout: 60_000 }).toBe(true)
    const after = read()
    const diff = changedLines(before, after)
    console.log(
      `The file's diff:\n${diff.removed.map((line) => `- ${line}`).join('\n')}\n${diff.added.map((line) => `+ ${line}`).join('\n')}`,
    )
    // The text: that one line. The front matter: at most the page's date of change, which a save sets.
    expect(changedLines(bodyOf(before), bodyOf(after))).toEqual({ removed: [paragraph], added: [paragraph + sentence] })
    expect(diff.removed).toEqual([paragraph])
    expect(diff.added.filter((line) => !/^updated: \d{4}-\d{2}-\d{2}$/.test(line))).toEqual([paragraph + sentence])
    await page.close()
  }, 300_000)
})
