/**
 * A page's history (issue 55, item 7), in Chromium against `npm run cms`'s dev server on a
 * throw-away copy of content/, made a Git repository here: History lists the changes
 * committed to an article, newest first, as words added and removed; "Put this version
 * back" puts an earlier version into the form, and only Save writes it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { todayInKampala } from '../../../cms/fields/values.js'
import { openAdmin, openEntryBySlug, save, server } from './shared.js'
import { gitAs } from '../../helpers/gitAuthor.js'

const ARTICLE = 'blog/content-marketing.md'
const read = () => readFileSync(path.join(server.contentDir, ARTICLE), 'utf8')

/** Git in the test's repository (tests/helpers/gitAuthor.ts). */
const git = (args: string[], author?: string, date?: string) => gitAs(path.dirname(server.contentDir), args, author, date)

/** The words of the page in the preview pane (the frame that holds the site's <main>). */
async function previewText(page: Page): Promise<string> {
  for (const frame of page.frames()) {
    const text = await frame.evaluate(() => document.querySelector('main#main')?.textContent ?? '').catch(() => '')
    if (text) return text
  }
  return ''
}

describe('a page’s history', () => {
  it('lists the changes committed to an article newest first, as words added and removed; puts an earlier version into the form, and Save writes it', async () => {
    // The copy of content/ as the site's repository: its files as they are now, then an editor's change.
    if (!existsSync(path.join(path.dirname(server.contentDir), '.git')))
      git(['init', '--quiet'], 'Amina Okello', '2025-12-01T10:00:00+03:00')
    git(['add', 'content'], 'Amina Okello', '2025-12-01T10:00:00+03:00')
    git(['commit', '--quiet', '--allow-empty', '-m', 'The article as it was'], 'Amina Okello', '2025-12-01T10:00:00+03:00')
    const first = read()
    writeFileSync(
      path.join(server.contentDir, ARTICLE),
      first.replace('publish consistently', 'publish every week').replace('a bakery in Ntinda', 'a bakery in Kireka'),
    )
    git(['commit', '--quiet', '-am', 'Say how often\n\nEvery week, as the manager asked.'], 'Brian Ssemakula', '2025-12-03T14:05:00+03:00')

    const page = await openAdmin()
    await openEntryBySlug(page, 'blog', 'content-marketing')
    const button = page.getByRole('button', { name: 'History' })
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'History of “Content Marketing Strategies That Drive Results”' })
    await dialog.waitFor()
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    const changes = dialog.getByRole('listitem')
    await expect.poll(() => changes.count(), { timeout: 30_000 }).toBe(2)
    // The newest first: when (in Kampala), who, the commit's words.
    expect(await changes.nth(0).locator('h3').textContent()).toBe('3 Dec 2025, 14:05 · Brian Ssemakula')
    expect(await changes.nth(0).locator('.message').innerText()).toBe('Say how often\nEvery week, as the manager asked.')
    expect(await changes.nth(1).locator('h3').textContent()).toBe('1 Dec 2025, 10:00 · Amina Okello')
    // What it changed, in words, each place with a few words around it: never the whole file.
    await expect.poll(() => changes.nth(0).locator('.counts').textContent(), { timeout: 30_000 }).toBe('3 words added, 2 words removed:')
    expect(await changes.nth(0).locator('ins').allTextContents()).toEqual(['every week', 'Kireka'])
    expect(await changes.nth(0).locator('del').allTextContents()).toEqual(['consistently', 'Ntinda'])
    expect(await changes.nth(0).locator('.place').allTextContents()).toEqual([
      '… pick the right channels, publish consistentlyevery week and measure what drives sales." …',
      '… in Mbarara, a bakery in NtindaKireka and a school in Wakiso …',
    ])
    // Escape closes it, and the editor is back on the button.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)

    // The earlier version into the form: nothing written until Save.
    await button.click()
    await changes.nth(1).getByRole('button', { name: 'Put this version back' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await page.locator('#nile-history-notice').getByRole('paragraph').textContent()).toBe(
      'The version of 1 Dec 2025, 10:00 is in the form: save to put it back. Until then nothing has changed on the site.',
    )
    await expect.poll(() => page.locator('[id^="description-field-"]').first().inputValue()).toContain('publish consistently')
    // The preview shows that version's page.
    await expect.poll(() => previewText(page), { timeout: 30_000 }).toContain('a bakery in Ntinda')
    expect(read()).toContain('publish every week')
    await save(page)
    // That version again, as a new change: its "Last updated" today, as any change's.
    await expect.poll(read, { timeout: 30_000 }).toBe(first.replace(/^date: .*\n/m, `$&updated: ${todayInKampala()}\n`))
    // Saved: "save to put it back" no longer holds.
    await expect.poll(() => page.locator('#nile-history-notice').count(), { timeout: 30_000 }).toBe(0)
    await page.close()
  }, 120_000)
})
