/**
 * The same steps on both hosts (issue 56, item 3), on `npm run cms`'s dev server: the entry's
 * top bar reads Save, then Publish (Decap's Publish → Publish now is gone); Save writes the
 * file; Publish says in the page how a saved change goes on the site (with Git), never in a
 * dialog; and each entry's text opens in Rich Text unless the editor switched that entry to
 * Markdown. (The published /admin's side: tests/browser/cmsPublished.test.ts, "the same steps".)
 */
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { VIEWPORTS } from '../../helpers/browser.js'
import { toMarkdownMode } from '../../helpers/cmsArticle.js'
import { openAdmin, openEntryBySlug, server } from './shared.js'

const read = (name: string) => readFileSync(path.join(server.contentDir, name), 'utf8')
/** The editor's top bar, Decap's and ours. */
const topBar = (page: Page) => page.locator('[class*="-EditorContainer"] > [class*="-ToolbarContainer"]')
/** The names of the top bar's buttons an editor sees, left to right (the preview's and the account's aside). */
const barButtons = (page: Page) =>
  topBar(page)
    .locator('[class*="-ToolbarSectionMain"]')
    .locator('button, a, [role="button"]')
    .evaluateAll((elements) =>
      elements.filter((element) => (element as HTMLElement).offsetParent !== null).map((element) => element.textContent?.trim() ?? ''),
    )
/** A dialog of the browser's fails the test: every step is said in the page. */
function noDialogs(page: Page): string[] {
  const shown: string[] = []
  page.on('dialog', (dialog) => {
    shown.push(dialog.message())
    void dialog.dismiss()
  })
  return shown
}
/** The Markdown switch of the entry's (last) text: on in Markdown mode. */
const markdownSwitch = (page: Page) =>
  page
    .locator('span', { hasText: /^Markdown$/ })
    .last()
    .locator('xpath=..')
    .getByRole('switch')

/** Screenshots of the top bar, for a person to look at (reports/, not compared). */
async function shootTopBar(page: Page, name: string) {
  mkdirSync('reports/screens', { recursive: true })
  await page.screenshot({ path: `reports/screens/${name}.png`, clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: 200 } })
}

describe('the same steps on both hosts (npm run cms)', () => {
  it('the top bar reads Save, then Publish; Save writes the file; Publish says how to publish with Git, in the page', async () => {
    const page = await openAdmin()
    const dialogs = noDialogs(page)
    await openEntryBySlug(page, 'blog', 'data-analytics')
    await expect.poll(() => barButtons(page), { timeout: 30_000 }).toEqual(expect.arrayContaining(['Save', 'Publish']))
    const names = await barButtons(page)
    expect(names.slice(0, 2)).toEqual(['Save', 'Publish'])
    expect(names).not.toContain('Published')
    // No site check runs on a change saved on this computer: none is shown.
    expect(names.filter((name) => /site check|preview/i.test(name))).toEqual([])
    expect(await page.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('true')

    const title = page.locator('[id^="title-field-"]').first()
    await title.click()
    await page.keyboard.press('End')
    await page.keyboard.type(' Saved with Save')
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('false')
    // Publish before saving: what to do first.
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Save first.' }).count()).toBe(1)
    await shootTopBar(page, 'steps-npm-run-cms-1366')

    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => read('blog/data-analytics.md'), { timeout: 30_000 }).toContain(' Saved with Save')
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled'), { timeout: 30_000 }).toBe('true')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const said = page.getByRole('alert').filter({ hasText: 'Saved in content/ on this computer' })
    await expect.poll(() => said.textContent()).toContain('publish it with Git')
    expect(await page.getByText('Publish now').count()).toBe(0)
    expect(dialogs).toEqual([])
    await page.close()

    const phone = await openAdmin(VIEWPORTS.phone, '#/collections/blog/entries/data-analytics')
    await expect.poll(() => barButtons(phone), { timeout: 30_000 }).toEqual(expect.arrayContaining(['Save', 'Publish']))
    expect((await barButtons(phone)).slice(0, 2)).toEqual(['Save', 'Publish'])
    await shootTopBar(phone, 'steps-npm-run-cms-390')
    await phone.close()
  }, 180_000)

  it('each entry opens in Rich Text unless the editor switched that entry to Markdown, whose buttons are not shown greyed out', async () => {
    const page = await openAdmin()
    const asked = noDialogs(page)
    await openEntryBySlug(page, 'blog', 'content-marketing')
    await markdownSwitch(page).waitFor()
    expect(await markdownSwitch(page).getAttribute('aria-checked')).toBe('false')
    await toMarkdownMode(page)
    await expect.poll(() => markdownSwitch(page).getAttribute('aria-checked')).toBe('true')
    // In Markdown the formatting buttons would do nothing: hidden, and the bar says how to write.
    expect(await page.getByRole('button', { name: 'Bold' }).filter({ visible: true }).count()).toBe(0)

    // Another entry, and a new one: Rich Text, with the buttons.
    await openEntryBySlug(page, 'blog', 'cybersecurity-practices')
    await markdownSwitch(page).waitFor()
    expect(await markdownSwitch(page).getAttribute('aria-checked')).toBe('false')
    expect(await page.getByRole('button', { name: 'Bold' }).filter({ visible: true }).count()).toBeGreaterThan(0)
    await page.goto(`${server.url}/admin/#/collections/blog/new`)
    await markdownSwitch(page).waitFor({ timeout: 30_000 })
    expect(await markdownSwitch(page).getAttribute('aria-checked')).toBe('false')
    // The entry switched keeps its choice.
    await openEntryBySlug(page, 'blog', 'content-marketing')
    // (The new entry's form may still be on the page for a moment.)
    await expect.poll(() => markdownSwitch(page).getAttribute('aria-checked'), { timeout: 30_000 }).toBe('true')
    // Entries already read, and a new one after an entry in Markdown.
    for (const [address, markdown] of [
      ['new', 'false'],
      ['entries/content-marketing', 'true'],
      ['entries/cybersecurity-practices', 'false'],
    ]) {
      await page.goto(`${server.url}/admin/#/collections/blog/${address}`)
      await expect.poll(() => markdownSwitch(page).getAttribute('aria-checked'), { message: address, timeout: 10_000 }).toBe(markdown)
    }
    // Nothing was typed: leaving an entry, the new one included, asks nothing.
    expect(asked).toEqual([])
    await page.close()
  }, 180_000)
})
