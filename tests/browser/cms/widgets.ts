/**
 * The fields editors expect in the content manager (issue 33, item 6), in Chromium against
 * `npm run cms`'s dev server on a throw-away copy of content/ (one server for the file):
 * the date picker with Today, the counters, the link pickers (Link fields and the Markdown
 * link button), the icon grid, the category suggestions, "New article", and `updated` set
 * by a save that changes the page. Screenshots of an article's form at both widths go to
 * the temporary folder (the path is printed).
 */
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { todayInKampala } from '../../../cms/fields/values.js'
import { VIEWPORTS } from '../../helpers/browser.js'
import { expand, openAdmin, server } from './shared.js'

const read = (name: string) => readFileSync(path.join(server.contentDir, name), 'utf8')
const frontMatter = (text: string) => parse(text.split(/^---$/m)[1]) as Record<string, unknown>

async function openArticle(page: Page, slug: string) {
  await page.goto(`${server.url}/admin/#/collections/blog/entries/${slug}`)
  await page.locator('[id^="description-field-"]').first().waitFor({ timeout: 30_000 })
}

describe('the fields editors expect', () => {
  it('shows an article with the date picker, counters and icon grid at 390 and 1366 px', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await openAdmin(viewport)
      await page.getByTestId('blog').waitFor()
      await openArticle(page, 'data-analytics')
      await page.locator('[id^="date-field-"]').first().scrollIntoViewIfNeeded()
      await page.screenshot({ path: path.join(os.tmpdir(), `cms-article-${name}.png`) })
      await page.goto(`${server.url}/admin/#/collections/services/entries/web-development`)
      await page.locator('[data-icon-grid]:visible').first().scrollIntoViewIfNeeded()
      await page.screenshot({ path: path.join(os.tmpdir(), `cms-service-${name}.png`) })
      // Our fields fit inside Decap's form. (Decap's editor itself is at least 800 px wide, so on
      // a phone its page scrolls sideways: a limit of Decap's, said in the README.)
      const overflowing = await page.evaluate(() => {
        const pane = document.querySelector('[class*="ControlPaneContainer"]')!.getBoundingClientRect()
        return [...document.querySelectorAll('[data-icon-grid], input[type="date"], [data-counter]')].filter(
          (field) => field.getBoundingClientRect().right > pane.right + 1,
        ).length
      })
      expect(overflowing).toBe(0)
      await page.close()
    }
  })

  it('picks a date with the calendar or Today, stored as 2025-04-28, and starts a new article at today', async () => {
    const page = await openAdmin()
    await page.getByTestId('blog').click()
    await page.getByRole('link', { name: 'New article' }).click()
    const date = page.locator('input[type="date"][id^="date-field-"]')
    await expect.poll(() => date.inputValue()).toBe(todayInKampala())
    await date.fill('2025-04-28')
    expect(await date.inputValue()).toBe('2025-04-28')
    const today = date.locator('xpath=..').getByRole('button', { name: 'Today' })
    await today.click()
    await expect.poll(() => date.inputValue()).toBe(todayInKampala())
    expect(await today.isDisabled()).toBe(true)
    await page.close()
  })

  it('counts the characters of limited fields: amber near the limit, red past it', async () => {
    const page = await openAdmin()
    await openArticle(page, 'data-analytics')
    const description = page.locator('textarea[id^="description-field-"]').first()
    const count = page.locator(`[id="${await description.getAttribute('id')}-counter"]`)
    await description.fill('x'.repeat(142))
    await expect.poll(() => count.textContent()).toBe('142 of 170 characters')
    await description.fill('x'.repeat(160))
    await expect.poll(() => description.locator('xpath=..').getAttribute('data-counter-tone')).toBe('near')
    const amber = await count.evaluate((element) => getComputedStyle(element).color)
    await description.fill('x'.repeat(175))
    await expect.poll(() => count.textContent()).toBe('175 of 170 characters: 5 characters too many')
    expect(await description.getAttribute('aria-invalid')).toBe('true')
    const red = await count.evaluate((element) => getComputedStyle(element).color)
    expect([amber, red]).toEqual(['rgb(122, 77, 0)', 'rgb(161, 27, 27)'])
    await page.close()
  })

  it("offers the site's pages and #anchors on a Link field, and still takes https://", async () => {
    const page = await openAdmin()
    await page.goto(`${server.url}/admin/#/collections/pages/entries/index`)
    await page.locator('input[id^="href-field-"]').first().waitFor({ state: 'attached', timeout: 30_000 })
    // The Link fields sit in collapsed blocks: open the hero and its first button.
    const hero = (frontMatter(read('index.md')).sections as { heading: string; actions: { label: string }[] }[])[0]
    await expand(page, hero.heading)
    await expand(page, hero.actions[0].label)
    const link = page.locator('input[id^="href-field-"]:visible').first()
    // The datalist holds the real pages and anchors (suggestions.json, made from the built site).
    const listed = await page
      .locator(`datalist#${await link.getAttribute('list')} option`)
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    expect(listed).toEqual(expect.arrayContaining(['/contact', '/about-us', '/about-us#our-story']))
    await link.scrollIntoViewIfNeeded()
    await link.locator('xpath=..').getByRole('button', { name: 'Pick a page' }).click()
    const dialog = page.getByRole('dialog', { name: 'Link to' })
    await dialog.getByLabel(/^Address/).fill('our story')
    await dialog
      .getByRole('button', { name: /Our Story/ })
      .first()
      .click()
    await dialog.getByRole('button', { name: 'Change link' }).click()
    await expect.poll(() => link.inputValue()).toBe('/about-us#our-story')
    await link.fill('https://example.com/page')
    expect(await link.inputValue()).toBe('https://example.com/page')
    await page.close()
  })

  it('makes a Markdown link with its own words from the picker, not the address as text', async () => {
    const page = await openAdmin()
    await openArticle(page, 'data-analytics')
    const editor = page.locator('[data-slate-editor="true"]').last()
    await editor.scrollIntoViewIfNeeded()
    await editor.locator('p').first().click()
    await page.keyboard.press('End')
    await page.keyboard.type(' Read ')
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await editor.locator('xpath=ancestor::*[contains(@class,"ControlContainer")][1]').locator('button[title="Link"]').click()
    const picker = page.getByRole('dialog', { name: 'Link to' })
    await picker.getByLabel(/^Address/).fill('/contact')
    await picker
      .getByRole('button', { name: /^Contact/ })
      .first()
      .click()
    await picker.getByLabel(/^Link text/).fill('our contact page')
    await picker.getByRole('button', { name: 'Add link' }).click()
    await expect.poll(() => editor.locator('a', { hasText: 'our contact page' }).count(), { timeout: 10_000 }).toBe(1)
    expect(await editor.locator('a', { hasText: '/contact' }).count()).toBe(0)
    expect(dialogs).toEqual([]) // the browser's prompt never opened
    await page.close()
  })

  it('shows each icon in a grid of named buttons, chosen with the keyboard', async () => {
    const page = await openAdmin()
    await page.goto(`${server.url}/admin/#/collections/services/entries/web-development`)
    const grid = page.locator('[data-icon-grid]:visible').first()
    await grid.waitFor({ timeout: 30_000 })
    const current = frontMatter(read('services/web-development.md')).icon as string
    // The pictures arrive with icons.json, after the grid itself.
    await expect.poll(() => grid.locator('label svg').count(), { timeout: 10_000 }).toBeGreaterThan(50)
    const chosen = grid.getByRole('radio', { checked: true })
    expect(await chosen.getAttribute('value')).toBe(current)
    await chosen.focus()
    await page.keyboard.press('ArrowRight')
    const next = await grid.getByRole('radio', { checked: true }).getAttribute('value')
    expect(next).not.toBe(current)
    expect(await grid.getByRole('radio', { name: next!.replace(/-/g, ' ') }).isChecked()).toBe(true)
    await page.close()
  })

  it('suggests the categories already used', async () => {
    const page = await openAdmin()
    await openArticle(page, 'data-analytics')
    const category = page.locator('input[id^="category-field-"]')
    const suggested = await page
      .locator(`datalist#${await category.getAttribute('list')} option`)
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    expect(suggested).toEqual(expect.arrayContaining(['Cybersecurity', 'Data Analytics', 'Web Development']))
    await page.close()
  })

  it('reads "New article", "New service" and "New course"', async () => {
    const page = await openAdmin()
    for (const [collection, words] of [
      ['blog', 'New article'],
      ['services', 'New service'],
      ['courses', 'New course'],
    ]) {
      await page.getByTestId(collection).click()
      await expect.poll(() => page.getByRole('link', { name: /^New / }).first().textContent()).toBe(words)
    }
    await page.close()
  })

  it("sets a page's updated date to today when its content changes on save", async () => {
    const before = frontMatter(read('privacy-policy.md')).updated
    expect(before).not.toBe(todayInKampala())
    const page = await openAdmin()
    await page.goto(`${server.url}/admin/#/collections/pages/entries/privacy-policy`)
    const description = page.locator('textarea[id^="description-field-"]').first()
    await description.waitFor({ timeout: 30_000 })
    await description.fill('How Nile Tech collects, uses and protects the personal data of visitors, clients and course applicants.')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => frontMatter(read('privacy-policy.md')).description, { timeout: 20_000 }).toMatch(/^How Nile Tech collects/)
    expect(frontMatter(read('privacy-policy.md')).updated).toBe(todayInKampala())
    await page.close()
  })
})
