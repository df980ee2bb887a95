/**
 * Undo where the editors' guide says it is (issue 55, item 6), in Chromium against `npm run
 * cms`'s dev server on a throw-away copy of content/: a removed item of a list of short
 * texts comes back with Undo or Ctrl+Z; Ctrl+Z goes on across the switch between Rich Text
 * and Markdown; and the changes this browser kept but never saved are offered in the page
 * ("Put back" or "Discard", which asks once more), never in the browser's OK/Cancel box.
 * Screenshots of that question at 1366 and 390 px go to $CMS_SCREENSHOTS (else the run's
 * temporary folder).
 */
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { VIEWPORTS } from '../../helpers/browser.js'
import { openAdmin, server } from './shared.js'

const screenshot = (name: string) => path.join(process.env.CMS_SCREENSHOTS ?? os.tmpdir(), name)

/** The browser's own dialogs (confirm, alert) a page opens: none is expected. */
function browserDialogs(page: Page): string[] {
  const opened: string[] = []
  page.on('dialog', (dialog) => {
    opened.push(dialog.message())
    void dialog.dismiss()
  })
  return opened
}

describe('a removed item of a list of short texts', () => {
  it('comes back in its place with Undo, and with Ctrl+Z', async () => {
    const page = await openAdmin(VIEWPORTS.desktop, '#/collections/services/entries/ai-solutions')
    const dialogs = browserDialogs(page)
    const keywords = page.locator('[data-text-list="keywords"]')
    const values = () => keywords.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
    const message = page.locator('#nile-undo')
    await keywords.waitFor({ timeout: 60_000 })
    const before = await values()
    expect(before).toContain('chatbots Uganda')

    // By the Undo button.
    await keywords.getByRole('button', { name: 'Remove “chatbots Uganda”' }).click()
    await expect.poll(values).toEqual(before.filter((value) => value !== 'chatbots Uganda'))
    expect(await message.innerText()).toContain('Removed “chatbots Uganda” from Keywords.')
    await message.getByRole('button', { name: 'Undo' }).click()
    await expect.poll(values).toEqual(before)
    expect(await message.innerText()).toContain('Put back “chatbots Uganda”.')
    // The item put back has the focus.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('chatbots Uganda')

    // By Ctrl+Z: the focus is on the × of the item that took its place, not in a text box.
    await keywords.getByRole('button', { name: 'Remove “chatbots Uganda”' }).click()
    await expect.poll(values).toEqual(before.filter((value) => value !== 'chatbots Uganda'))
    await page.keyboard.press('Control+z')
    await expect.poll(values).toEqual(before)
    expect(dialogs).toEqual([])
    await page.close()
  }, 180_000)
})

describe('Ctrl+Z and the switch between Rich Text and Markdown', () => {
  const HEADING = 'Who we are'
  const modeSwitch = (page: Page) =>
    page
      .locator('span', { hasText: /^Markdown$/ })
      .last()
      .locator('xpath=..')
      .getByRole('switch')
  const editable = (page: Page) => page.locator('[data-slate-editor="true"]').last()
  /** Which mode the text is in, and whether it holds the words typed. */
  const shown = async (page: Page, words: string) =>
    `${(await page.locator('.cms-editor-raw').count()) ? 'Markdown' : 'Rich Text'}, ${(await editable(page).innerText()).includes(words) ? 'with' : 'without'} the words`
  const turn = async (page: Page, to: 'Markdown' | 'Rich Text') => {
    await modeSwitch(page).click()
    await page.locator(to === 'Markdown' ? '.cms-editor-raw [data-slate-editor]' : '.cms-editor-visual [data-slate-editor]').waitFor()
  }

  it('undoes what was typed before switching to Markdown and back, and undoes the switch itself', async () => {
    const page = await openAdmin(VIEWPORTS.desktop, '#/collections/pages/entries/terms-of-service')
    page.setDefaultTimeout(60_000)
    const words = ' (in short)'
    const heading = page.locator('.cms-editor-visual [data-slate-editor="true"] h2', { hasText: HEADING })
    await heading.click()
    await page.keyboard.press('End')
    await page.keyboard.type(words)
    await expect.poll(() => shown(page, words)).toBe('Rich Text, with the words')

    // To Markdown and back, then Ctrl+Z: the words typed before go.
    await turn(page, 'Markdown')
    await turn(page, 'Rich Text')
    await editable(page).click()
    await page.keyboard.press('Control+z')
    await expect.poll(() => shown(page, words)).toBe('Rich Text, without the words')

    // Typed again, then to Markdown: Ctrl+Z there undoes the switch, the next one the words.
    await heading.click()
    await page.keyboard.press('End')
    await page.keyboard.type(words)
    await turn(page, 'Markdown')
    await page.keyboard.press('Control+z')
    await expect.poll(() => shown(page, words)).toBe('Rich Text, with the words')
    await page.keyboard.press('Control+z')
    await expect.poll(() => shown(page, words)).toBe('Rich Text, without the words')
    expect(await heading.innerText()).toBe(HEADING)

    // Both Ctrl+Z at once, the second before the text switched back has the focus (slate-react
    // gives it 10 ms or more later): it still undoes the words, never lost to the page.
    await heading.click()
    await page.keyboard.press('End')
    await page.keyboard.type(words)
    await turn(page, 'Markdown')
    await page.keyboard.press('Control+z')
    await page.keyboard.press('Control+z')
    await expect.poll(() => shown(page, words)).toBe('Rich Text, without the words')
    expect(await heading.innerText()).toBe(HEADING)
    await page.close()
  }, 180_000)
})

/** The keys of Decap's local backups of unsaved edits (`backup…` in localforage's store); run in the page. */
async function localBackups(): Promise<string[]> {
  if (!(await indexedDB.databases()).some((database) => database.name === 'localforage')) return []
  return new Promise<string[]>((resolve, reject) => {
    const opened = indexedDB.open('localforage')
    opened.onerror = () => reject(opened.error)
    opened.onsuccess = () => {
      const database = opened.result
      if (!database.objectStoreNames.contains('keyvaluepairs')) {
        database.close()
        return resolve([])
      }
      const keys = database.transaction('keyvaluepairs').objectStore('keyvaluepairs').getAllKeys()
      keys.onerror = () => reject(keys.error)
      keys.onsuccess = () => {
        database.close()
        resolve(keys.result.map(String).filter((key) => key.startsWith('backup')))
      }
    }
  })
}

describe('the changes this browser kept but never saved', () => {
  const ENTRY = '#/collections/services/entries/tech-solutions'
  const BACKUP = 'backup.services.tech-solutions'
  const menuTitle = (page: Page) => page.locator('[id^="menuTitle-field-"]').first()

  it('are offered in the page: Discard asks once more, Put back restores them, Throw them away deletes them', async () => {
    const page = await openAdmin(VIEWPORTS.desktop, ENTRY)
    const dialogs = browserDialogs(page)
    await menuTitle(page).waitFor({ timeout: 60_000 })
    const saved = await menuTitle(page).inputValue()
    await menuTitle(page).fill(`${saved} (unsaved)`)
    // Decap keeps a backup of unsaved edits two seconds after the last one (in IndexedDB,
    // localforage's store): the second tab opens once it is there.
    await expect.poll(() => page.evaluate(localBackups), { timeout: 20_000 }).toContain(BACKUP)

    const second = await page.context().newPage()
    const secondDialogs = browserDialogs(second)
    await second.goto(`${server.url}/admin/${ENTRY}`)
    const question = second.getByRole('dialog', { name: 'Unsaved changes to this entry' })
    await question.waitFor({ timeout: 60_000 })
    // The form shows the entry as saved while it asks.
    expect(await menuTitle(second).inputValue()).toBe(saved)
    await second.screenshot({ path: screenshot('cms-kept-changes-desktop.png') })
    await second.setViewportSize(VIEWPORTS.phone)
    await second.screenshot({ path: screenshot('cms-kept-changes-phone.png') })
    await second.setViewportSize(VIEWPORTS.desktop)

    await question.getByRole('button', { name: 'Discard them' }).click()
    const again = second.getByRole('dialog', { name: 'Throw the changes away?' })
    await again.waitFor()
    await again.getByRole('button', { name: 'Keep them' }).click()
    await question.getByRole('button', { name: 'Put back the changes' }).click()
    await question.waitFor({ state: 'detached' })
    await expect.poll(() => menuTitle(second).inputValue()).toBe(`${saved} (unsaved)`)
    await second.close()

    // Asked again in a third tab (the changes are still kept): thrown away this time.
    const third = await page.context().newPage()
    const thirdDialogs = browserDialogs(third)
    await third.goto(`${server.url}/admin/${ENTRY}`)
    await third.getByRole('dialog', { name: 'Unsaved changes to this entry' }).getByRole('button', { name: 'Discard them' }).click()
    await third.getByRole('dialog', { name: 'Throw the changes away?' }).getByRole('button', { name: 'Throw them away' }).click()
    await third.getByRole('dialog').waitFor({ state: 'detached' })
    await expect.poll(() => third.evaluate(localBackups), { timeout: 20_000 }).not.toContain(BACKUP)
    expect(await menuTitle(third).inputValue()).toBe(saved)
    await third.close()

    expect([...dialogs, ...secondDialogs, ...thirdDialogs]).toEqual([])
    await page.close()
  }, 240_000)
})
