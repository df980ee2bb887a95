/**
 * Lists as editors expect them (issue 42, items 1, 6 and 9), in Chromium against `npm run
 * cms`'s dev server on a throw-away copy of content/: every list of short texts is one box
 * per item (typed key by key, an item holding a comma stays one item, moved by keyboard,
 * a pasted list split into items, suggestions in every box), a save rewrites only the
 * items that changed; a removed block comes back with Undo or Ctrl+Z, in its place and
 * whole. (The changes this browser kept but never saved: tests/browser/cms/undo.ts.)
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { VIEWPORTS } from '../../helpers/browser.js'
import { changedLines } from '../../helpers/lineDiff.js'
import { openAdmin, openEntryBySlug as openEntry, save, server } from './shared.js'

const read = (name: string) => readFileSync(path.join(server.contentDir, name), 'utf8')
const frontMatter = (text: string) => parse(text.split(/^---$/m)[1]) as Record<string, any>

/** The file once the save has written something other than `before`. */
async function saved(name: string, before: string): Promise<string> {
  await expect.poll(() => read(name) !== before, { timeout: 20_000 }).toBe(true)
  return read(name)
}

/** A list of texts by its field name, its boxes, and what they hold. */
const textList = (page: Page, name: string) => page.locator(`[data-text-list="${name}"]`).first()
const boxes = (list: Locator) => list.locator('input[data-part="input"]')
const values = (list: Locator) => boxes(list).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null
    return element?.tagName === 'INPUT' ? `input “${element.value}”` : (element?.getAttribute('aria-label') ?? element?.tagName)
  })

describe('lists of short texts', () => {
  it('takes “Budgets, plans and roadmaps”, typed key by key into a new Highlights item, as one item: one line added', async () => {
    const name = 'services/data-analytics.md'
    const before = read(name)
    const page = await openAdmin()
    await openEntry(page, 'services', 'data-analytics')
    const highlights = textList(page, 'highlights')
    await highlights.scrollIntoViewIfNeeded()
    expect(await values(highlights)).toEqual(frontMatter(before).highlights)
    // One box per item, never one line of items separated by commas.
    expect(await page.locator('input[id^="highlights-field-"]').count()).toBe(frontMatter(before).highlights.length)
    await highlights.getByRole('button', { name: 'Add highlight' }).click()
    // The new box has the focus: typed into as an editor types, a key at a time.
    await expect.poll(() => focused(page)).toBe('input “”')
    await page.keyboard.type('Budgets, plans and roadmaps', { delay: 20 })
    expect(await values(highlights)).toEqual([...frontMatter(before).highlights, 'Budgets, plans and roadmaps'])
    await save(page)
    const after = await saved(name, before)
    expect(frontMatter(after).highlights).toEqual([...frontMatter(before).highlights, 'Budgets, plans and roadmaps'])
    expect(changedLines(before, after)).toEqual({ removed: [], added: ['  - Budgets, plans and roadmaps'] })
    await page.close()
  }, 120_000)

  it('edits an item beside one holding a comma, and moves items with the keyboard: only the list’s lines change', async () => {
    const name = 'services/web-development.md'
    const before = read(name)
    const written = frontMatter(before).highlights as string[]
    expect(written).toEqual([
      'Custom web applications',
      'Responsive, mobile-first sites',
      'Enterprise and government systems',
      'Ongoing support and maintenance',
    ])
    const page = await openAdmin()
    await openEntry(page, 'services', 'web-development')
    const highlights = textList(page, 'highlights')
    await highlights.scrollIntoViewIfNeeded()
    // The item holding a comma is one box.
    expect(await values(highlights)).toEqual(written)
    const first = highlights.getByRole('textbox', { name: 'Highlight 1 of 4' })
    await first.click()
    await page.keyboard.press('End')
    await page.keyboard.press('Control+ArrowLeft')
    await page.keyboard.type('and mobile ')
    expect(await values(highlights)).toEqual(['Custom web and mobile applications', ...written.slice(1)])
    // Alt+↑ in a box moves its item up, and the box keeps the focus.
    await highlights.getByRole('textbox', { name: 'Highlight 4 of 4' }).focus()
    await page.keyboard.press('Alt+ArrowUp')
    await expect
      .poll(() => values(highlights))
      .toEqual([
        'Custom web and mobile applications',
        'Responsive, mobile-first sites',
        'Ongoing support and maintenance',
        'Enterprise and government systems',
      ])
    expect(await focused(page)).toBe('input “Ongoing support and maintenance”')
    // Tab to its named "Move … up" button, then Enter: moved again, the focus still on that button.
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('Move “Ongoing support and maintenance” up')
    await page.keyboard.press('Enter')
    await expect
      .poll(() => values(highlights))
      .toEqual([
        'Custom web and mobile applications',
        'Ongoing support and maintenance',
        'Responsive, mobile-first sites',
        'Enterprise and government systems',
      ])
    await expect.poll(() => focused(page)).toBe('Move “Ongoing support and maintenance” up')
    // A screen reader hears where it went.
    expect(await highlights.getByRole('status').textContent()).toBe('“Ongoing support and maintenance” moved to place 2 of 4.')
    // Nothing goes past either end: the first item's "Move up" does nothing.
    const top = highlights.getByRole('button', { name: 'Move “Custom web and mobile applications” up' })
    expect(await top.getAttribute('aria-disabled')).toBe('true') // dimmed, yet it keeps the focus it may have
    await top.click({ force: true })
    expect((await values(highlights))[0]).toBe('Custom web and mobile applications')
    await save(page)
    const after = await saved(name, before)
    const list = (items: string[]) => items.map((item) => `  - ${item}\n`).join('')
    expect(after).toBe(
      before.replace(
        list(written),
        list([
          'Custom web and mobile applications',
          'Ongoing support and maintenance',
          'Responsive, mobile-first sites',
          'Enterprise and government systems',
        ]),
      ),
    )
    expect(frontMatter(after).highlights).toHaveLength(4)
    await page.close()
  }, 120_000)

  it('adds with Enter, removes an empty item with Backspace, splits a pasted list into items, and suggests values in every box', async () => {
    const page = await openAdmin(VIEWPORTS.phone)
    await openEntry(page, 'courses', 'digital-marketing')
    const tools = textList(page, 'tools')
    await tools.scrollIntoViewIfNeeded()
    const written = await values(tools)
    const last = boxes(tools).last()
    await last.focus()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await expect.poll(() => values(tools)).toEqual([...written, ''])
    expect(await focused(page)).toBe('input “”')
    // A list pasted from Word (bullets and a tab, one item a line) into the empty box.
    await page.evaluate(() => {
      const data = new DataTransfer()
      data.setData('text/plain', '·\tCapCut\r\n·\tNotion, for plans\r\n')
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    })
    await expect.poll(() => values(tools)).toEqual([...written, 'CapCut', 'Notion, for plans'])
    // Enter, then Backspace in the empty box: removed again, the focus back at the end of the item above.
    await page.keyboard.press('Enter')
    await expect.poll(() => values(tools)).toEqual([...written, 'CapCut', 'Notion, for plans', ''])
    await page.keyboard.press('Backspace')
    await expect.poll(() => values(tools)).toEqual([...written, 'CapCut', 'Notion, for plans'])
    expect(await focused(page)).toBe('input “Notion, for plans”')
    // The tools of the other courses are offered in every box, but not those already in this list.
    const listId = await boxes(tools).first().getAttribute('list')
    expect(listId).toBeTruthy()
    for (const box of await boxes(tools).all()) expect(await box.getAttribute('list')).toBe(listId)
    const offered = await page
      .locator(`datalist[id="${listId}"] option`)
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    expect(offered).toEqual(expect.arrayContaining(['Kali Linux', 'Wireshark']))
    expect(offered).not.toContain('Canva')
    expect(offered).not.toContain('CapCut')
    // Remove by its named button: the focus goes to the item that took its place.
    await tools.getByRole('button', { name: 'Remove “CapCut”' }).click()
    await expect.poll(() => values(tools)).toEqual([...written, 'Notion, for plans'])
    await expect.poll(() => focused(page)).toBe('Remove “Notion, for plans”')
    // The list fits the form at 390 px (Decap's form itself is at least 800 px wide).
    const overflowing = await tools.evaluate((list) => {
      const right = list.getBoundingClientRect().right
      return [...list.querySelectorAll('input, button')].filter((element) => element.getBoundingClientRect().right > right + 1).length
    })
    expect(overflowing).toBe(0)
    await page.close()
  }, 120_000)
})

describe('a list of choices', () => {
  it('is one select taking several, in words (opening days): a day added changes its one line', async () => {
    const name = 'site.yaml'
    const before = read(name)
    expect(before).toContain('  - days: [Mo, Tu, We, Th, Fr]\n')
    const page = await openAdmin()
    await page.goto(`${server.url}/admin/#/collections/settings/entries/site`)
    const hours = page.locator('[id^="openingHours-field-"]').first()
    await hours.waitFor({ timeout: 30_000 })
    // The × and arrow of each item say which item they are for, by its days.
    const open = page.getByRole('button', { name: 'Open “Mo, Tu, We, Th, Fr”' })
    await open.scrollIntoViewIfNeeded()
    await open.click()
    const days = hours.locator('[id^="days-field-"]').first().locator('xpath=ancestor::*[contains(@class, "ControlContainer")][1]')
    await expect.poll(() => days.innerText()).toMatch(/Monday[\s\S]*Tuesday[\s\S]*Wednesday[\s\S]*Thursday[\s\S]*Friday/)
    await days.locator('input').first().focus()
    await page.keyboard.type('Satur')
    await page.keyboard.press('Enter')
    await expect.poll(() => days.innerText()).toContain('Saturday')
    await save(page)
    const after = await saved(name, before)
    expect(changedLines(before, after)).toEqual({
      removed: ['  - days: [Mo, Tu, We, Th, Fr]'],
      added: ['  - days: [Mo, Tu, We, Th, Fr, Sa]'],
    })
    await page.close()
  }, 120_000)
})

describe('a removed block', () => {
  /** The top-level blocks in order, by the names of their × buttons. */
  const blocks = (page: Page) =>
    page
      .locator('[id^="sections-field-"]')
      .first()
      .locator('button[aria-label^="Remove the "]')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')!.replace(/^Remove /, '')))

  it('comes back in its place, whole, with Undo or Ctrl+Z; the save changes only what else was edited', async () => {
    const name = 'services/it-consulting.md'
    const before = read(name)
    const page = await openAdmin()
    await openEntry(page, 'services', 'it-consulting')
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const written = [
      'the Hero block “Technology decisions you can stand behind”',
      'the Cards block “Our Expertise”',
      'the Prose block',
      "the Call to action block “Let's plan your next step together”",
    ]
    await expect.poll(() => blocks(page), { timeout: 20_000 }).toEqual(written)
    // The × says what it removes.
    const remove = page.getByRole('button', { name: 'Remove the Cards block “Our Expertise”' })
    await remove.scrollIntoViewIfNeeded()
    await remove.click()
    await expect.poll(() => blocks(page)).toEqual([written[0], written[2], written[3]])
    const status = page.locator('#nile-undo[role="status"][aria-live="polite"]')
    expect(await status.innerText()).toContain('Removed the Cards block “Our Expertise”.')
    // Undo has the focus the × had: Enter puts the block back, in its place.
    expect(await focused(page)).toBe('BUTTON')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Undo')
    await page.keyboard.press('Enter')
    await expect.poll(() => blocks(page)).toEqual(written)
    await expect.poll(() => status.innerText()).toContain('Put back the Cards block “Our Expertise”.')
    // Whole: its cards came back with it.
    await page.getByRole('button', { name: 'Open the Cards block “Our Expertise”' }).click()
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /^Remove “/ })
          .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))),
      )
      .toEqual(expect.arrayContaining(['Remove “IT Strategy”']))

    // Ctrl+Z outside a text box puts the last removed block back too.
    await page.getByRole('button', { name: "Remove the Call to action block “Let's plan your next step together”" }).click()
    await expect.poll(() => blocks(page)).toEqual(written.slice(0, 3))
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+z')
    await expect.poll(() => blocks(page)).toEqual(written)
    expect(dialogs).toEqual([]) // nothing asked: the removal is quick, and undone

    // The blocks put back are saved as they were written: only the edited description changes.
    const description = page.locator('[id^="description-field-"]').first()
    await description.fill('Independent IT strategy and technology roadmaps for businesses, NGOs and government bodies in Uganda.')
    await save(page)
    const after = await saved(name, before)
    expect(changedLines(before, after)).toEqual({
      removed: [before.split('\n').find((line) => line.startsWith('description:'))],
      // (In the quotes it was written in.)
      added: ['description: "Independent IT strategy and technology roadmaps for businesses, NGOs and government bodies in Uganda."'],
    })
    await page.close()
  }, 120_000)
})
