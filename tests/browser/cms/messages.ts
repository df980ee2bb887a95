/**
 * The content manager speaks to editors where they look (`npm run cms`'s dev server on a
 * throw-away copy of content/, in Chromium): an entry opened by its address shows exactly
 * that entry after any other; the check's problems stand beside their fields in the form's
 * words (a body's beside the body, its words quoted), a new entry's only once the editor
 * leaves a field or tries to save; a refused save says why in a plain toast; the preview
 * keeps the last page it could show, with the problems over it; and the form says of a
 * problem what `npm run check` says.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { toMarkdownMode, typeAtEndOfMarkdown } from '../../helpers/cmsArticle.js'
import { openAdmin, server } from './shared.js'

const read = (name: string) => readFileSync(path.join(server.contentDir, name), 'utf8')
const dataOf = (name: string): Record<string, any> => parse(name.endsWith('.yaml') ? read(name) : read(name).split(/^---$/m)[1])

/** Goes to an address of the content manager as a typed address or a bookmark does: the hash changes, no reload. */
const go = (page: Page, address: string) => page.evaluate((hash) => (location.hash = hash), address)

/** The field whose own label is `name` (its ControlContainer), and the check's messages placed in it. */
const fieldOf = (page: Page, name: string) =>
  page.locator(`label[for^="${name}-field-"]`).first().locator('xpath=ancestor::*[contains(@class, "ControlContainer")][1]')
const messagesAt = (page: Page, name: string) => fieldOf(page, name).locator(':scope > .nile-check-message').allInnerTexts()
const allMessages = (page: Page) => page.locator('.nile-check-message').allInnerTexts()
/** What Decap shows of its own errors (its required message, when the check has none there). */
const decapErrors = (page: Page) => page.locator('[class*="ControlTopbar"] ul li').filter({ visible: true }).allInnerTexts()
/** Types into a field as an editor does: everything selected, then the new words (or none). */
async function retype(page: Page, selector: string, words: string) {
  await page.locator(selector).first().click()
  await page.keyboard.press('Control+A')
  if (words) await page.keyboard.type(words)
  else await page.keyboard.press('Delete')
}

describe('an entry opened by its address', () => {
  it('shows exactly that entry after any other: a page, an article, a service and the site settings, in every order', async () => {
    const entries = [
      { address: '#/collections/pages/entries/about-us', file: 'about-us.md', key: 'title', route: '/about-us' },
      { address: '#/collections/blog/entries/data-analytics', file: 'blog/data-analytics.md', key: 'title', route: '/blog/data-analytics' },
      {
        address: '#/collections/services/entries/cloud-solutions',
        file: 'services/cloud-solutions.md',
        key: 'title',
        route: '/services/cloud-solutions',
      },
      { address: '#/collections/settings/entries/site', file: 'site.yaml', key: 'name', route: '' },
    ].map((entry) => ({ ...entry, data: dataOf(entry.file) }))
    // Every ordered pair once: 0→1→2→3→0→2→1→3→2→0→3→1→0.
    const visits = [0, 1, 2, 3, 0, 2, 1, 3, 2, 0, 3, 1, 0]
    const page = await openAdmin()
    for (const [step, index] of visits.entries()) {
      const entry = entries[index]
      const before = step > 0 ? entries[visits[step - 1]] : undefined
      await go(page, entry.address)
      const field = page.locator(`[id^="${entry.key}-field-"]`).first()
      await expect.poll(() => field.inputValue().catch(() => ''), { timeout: 30_000 }).toBe(entry.data[entry.key])
      // Its description (site.yaml: its short name) is its own, not the one of the entry before.
      const second = entry.file === 'site.yaml' ? 'shortName' : 'description'
      await expect.poll(() => page.locator(`[id^="${second}-field-"]`).first().inputValue()).toBe(entry.data[second])
      // Every field of the form is one of this entry's, and no box holds the entry before's description.
      const names = await page
        .locator('[class*="ControlPaneContainer"] label[for]')
        .evaluateAll((labels) => labels.map((label) => label.getAttribute('for')!.replace(/-field-\d+$/, '')))
      expect(names).toContain(entry.key)
      if (before && before.file !== entry.file) {
        const values = await page
          .locator('[class*="ControlPaneContainer"] input, [class*="ControlPaneContainer"] textarea')
          .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))
        expect(values).not.toContain(before.data.description)
      }
      // The messages are this entry's own: each at a field it has (or at the top of the form).
      await expect
        .poll(
          async () => {
            const fields = await page
              .locator('.nile-check-message')
              .evaluateAll((placed) => placed.map((message) => (message as HTMLElement).dataset.field))
            return fields.filter((name) => name && name !== 'body' && !(name.replace(/[.[].*$/, '') in entry.data))
          },
          { timeout: 20_000 },
        )
        .toEqual([])
      // The preview is this entry's page (site.yaml's: the home page).
      await expect
        .poll(
          () =>
            page
              .frameLocator('#preview-pane')
              .locator('iframe[title="Preview of the page"]')
              .getAttribute('data-route', { timeout: 1000 })
              .catch(() => ''),
          {
            timeout: 30_000,
          },
        )
        .toBe(entry.route || '/')
    }
    await page.close()
  }, 300_000)
})

describe('the check’s messages in editors’ words', () => {
  it('shows a new article no red before anything is typed, then the required message beside the title once the editor leaves it', async () => {
    const page = await openAdmin()
    await go(page, '#/collections/blog/new')
    // The check has answered: the pane waits for the fields the page needs.
    await page
      .frameLocator('#preview-pane')
      .getByText('The page shows here once the fields it needs are filled in.')
      .waitFor({ timeout: 30_000 })
    expect(await allMessages(page)).toEqual([])
    expect(await decapErrors(page)).toEqual([])
    expect(await page.frameLocator('#preview-pane').locator('ul[aria-label="Problems in this page"]').count()).toBe(0)
    // The editor goes into the title and leaves it empty.
    await page.locator('[id^="title-field-"]').first().click()
    await page.locator('[id^="description-field-"]').first().click()
    await expect.poll(() => messagesAt(page, 'title'), { timeout: 20_000 }).toEqual(['Title is required: fill it in'])
    // Only the field left: the description, still being typed in, shows nothing yet.
    expect(await allMessages(page)).toEqual(['Title is required: fill it in'])
    // Nothing typed yet: nothing to save (a new entry's date is its default, not the editor's change).
    expect(await page.getByRole('button', { name: 'Save', exact: true }).getAttribute('aria-disabled')).toBe('true')
    // A word typed and taken back: a save is refused with a plain toast; every required field then says so once.
    await page.keyboard.type('x')
    await page.keyboard.press('Backspace')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.getByText('Not saved: fill in the fields marked in red first.').count()).toBeGreaterThan(0)
    await expect.poll(() => messagesAt(page, 'description')).toEqual(['Description is required: fill it in'])
    expect(await messagesAt(page, 'title')).toEqual(['Title is required: fill it in'])
    // Decap's own "is required" says the same words, so it is not shown a second time.
    const ours = (await allMessages(page)).map((words) => words.toLowerCase())
    expect(ours.length).toBeGreaterThanOrEqual(4)
    expect((await decapErrors(page)).filter((words) => ours.includes(words.toLowerCase()))).toEqual([])
    expect(await page.getByText(/Failed to persist|Error:|line \d/).count()).toBe(0)
    await page.close()
  }, 120_000)

  it('shows a broken link of the text beside the body with its words, and keeps the page in the preview with the problem over it', async () => {
    const title = dataOf('blog/data-analytics.md').title
    const page = await openAdmin()
    await go(page, '#/collections/blog/entries/data-analytics')
    const frame = page.frameLocator('#preview-pane').frameLocator('iframe[title="Preview of the page"]')
    await expect
      .poll(
        () =>
          frame
            .locator('h1')
            .textContent({ timeout: 1000 })
            .catch(() => ''),
        { timeout: 30_000 },
      )
      .toBe(title)
    // The text, as Markdown.
    await toMarkdownMode(page)
    // The caret at the end of the text: once the Markdown editor has replaced the rich one (its
    // table is text then), on the last paragraph's words, not wherever the editor's middle is.
    const editor = page.locator('[data-slate-editor="true"]').last()
    await expect.poll(() => editor.locator('table').count(), { timeout: 20_000 }).toBe(0)
    await typeAtEndOfMarkdown(page, '\nAsk us about [a data audit](/contcat) today.', 'to discuss your needs.')
    await expect
      .poll(() => messagesAt(page, 'body'), { timeout: 30_000 })
      .toEqual([
        'In “Ask us about [a data audit](/contcat) today.”: the link "/contcat" points to a page that does not exist. Did you mean /contact?',
      ])
    // The preview still shows the article (not "This page cannot be shown"), with the problem over it.
    const problems = page.frameLocator('#preview-pane').locator('ul[aria-label="Problems in this page"]')
    await expect
      .poll(() => problems.innerText().catch(() => ''), { timeout: 30_000 })
      .toContain('In “Ask us about [a data audit](/contcat) today.”')
    expect(await frame.locator('h1').textContent()).toBe(title)
    expect(await frame.getByText('This page cannot be shown').count()).toBe(0)
    const over = await problems.evaluate((list) => getComputedStyle(list).position)
    expect(over).toBe('absolute')
    const listBox = (await problems.boundingBox())!
    const pageBox = (await page.frameLocator('#preview-pane').locator('iframe[title="Preview of the page"]').boundingBox())!
    expect(listBox.y).toBeLessThan(pageBox.y + pageBox.height)
    expect(listBox.y + listBox.height).toBeGreaterThan(pageBox.y)
    // A save with the error is refused, in plain words.
    const before = read('blog/data-analytics.md')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const toast = page.getByText(/^Not saved: one problem to fix first\./)
    await expect.poll(() => toast.count(), { timeout: 30_000 }).toBeGreaterThan(0)
    expect(await toast.first().innerText()).toBe(
      'Not saved: one problem to fix first. In “Ask us about [a data audit](/contcat) today.”: the link "/contcat" points to a page that does not exist. Did you mean /contact?',
    )
    expect(await page.getByText(/Failed to persist|Error:/).count()).toBe(0)
    expect(read('blog/data-analytics.md')).toBe(before)
    await page.close()
  }, 150_000)

  it('says of an emptied title what npm run check says of it', async () => {
    const page = await openAdmin()
    await go(page, '#/collections/services/entries/cloud-solutions')
    await expect
      .poll(() => page.locator('[id^="title-field-"]').first().inputValue(), { timeout: 30_000 })
      .toBe('Cloud Solutions in Uganda')
    await retype(page, '[id^="title-field-"]', '')
    await page.locator('[id^="description-field-"]').first().click()
    await expect.poll(() => messagesAt(page, 'title'), { timeout: 20_000 }).toHaveLength(1)
    const [shown] = await messagesAt(page, 'title')
    // Each message carries the check's own line: the file's place, the field, the reason.
    const check = await fieldOf(page, 'title').locator(':scope > .nile-check-message').getAttribute('data-check')
    const [, reason] = /^\S+\/services\/cloud-solutions\.md:\d+:\d+ {2}title {2}(.*)$/.exec(check ?? '')!
    // The same words, or the check's words for a value the form's box holds (pipeline/check/report.ts, formMessage).
    expect([`Title ${reason}`, 'Title is required: fill it in']).toContain(shown)
    if (shown !== `Title ${reason}`) expect(reason).toMatch(/^(is missing|should be text, not empty)/)
    expect(await fieldOf(page, 'title').locator(':scope > .nile-check-message').getAttribute('data-kind')).toBe('error')
    await page.close()
  }, 120_000)
})
