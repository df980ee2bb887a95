/**
 * Text stays where it is typed in the Rich Text editor (issue 55, item 2), typed as a fast
 * typist does: no pause between the keys, and none for Slate, which reads the page's caret
 * on a timer (at most every 100 ms). Words typed just after a link is made go after it, at
 * 1366 px with a mouse and at 390 px with touch (they went before the article's first
 * paragraph); End and the words typed at once land together at the paragraph's end, on a
 * slow phone's processor (they were split between the old caret and the new). Each test
 * saves and reads the file. No helper that waits for Slate's selection is used here: these
 * tests are there to show that no such wait is needed.
 */
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { VIEWPORTS } from '../../helpers/browser.js'
import { changedLines } from '../../helpers/lineDiff.js'
import { openAdmin, save, server } from './shared.js'

const ARTICLE = 'blog/content-marketing.md'
const read = () => readFileSync(path.join(server.contentDir, ARTICLE), 'utf8')
const UPDATED = /^updated: \d{4}-\d{2}-\d{2}$/

type Device = { name: 'desktop' | 'phone'; touch: boolean }
const DEVICES: Device[] = [
  { name: 'desktop', touch: false },
  { name: 'phone', touch: true },
]

const richText = (page: Page) => page.locator('.cms-editor-visual [data-slate-editor="true"]')
/** A click with the mouse, or a tap on a phone, at `position` (else the middle). */
const press = (device: Device, target: Locator, position?: { x: number; y: number }) =>
  device.touch ? target.tap({ position }) : target.click({ position })

/** Runs `steps` in the article's form; the page is closed after, and photographed first if a step failed. */
async function inArticle(device: Device, steps: (page: Page) => Promise<void>) {
  const page = await openAdmin(VIEWPORTS[device.name], '#/collections/blog/entries/content-marketing', { touch: device.touch })
  page.setDefaultTimeout(120_000)
  try {
    await richText(page).waitFor()
    await steps(page)
  } catch (error) {
    const name = `cms-typing-failed-${device.name}-${Date.now()}.png`
    await page.screenshot({ path: path.join(process.env.CMS_SCREENSHOTS ?? os.tmpdir(), name) }).catch(() => {})
    throw error
  } finally {
    await page.close()
  }
}

/** The file once the save has written something other than `before`, and the lines it changed but for the date of change. */
async function savedChanges(before: string) {
  await expect.poll(() => read() !== before, { timeout: 30_000 }).toBe(true)
  const after = read()
  const { removed, added } = changedLines(before, after)
  return { after, removed: removed.filter((line) => !UPDATED.test(line)), added: added.filter((line) => !UPDATED.test(line)) }
}

describe('text typed in the Rich Text editor', () => {
  // Each device its own words: both add a paragraph after the same one.
  const words = { desktop: 'write to us', phone: 'send us a message' }

  for (const device of DEVICES) {
    it(`stays where it was typed after a link is added (${device.name})`, async () => {
      const before = read()
      const first = before.split('\n').find((line) => line.startsWith('A hardware shop in Mbarara'))!
      expect(before).toContain('\nIt is not:\n')
      await inArticle(device, async (page) => {
        const paragraph = richText(page).locator('p', { hasText: /^It is not:$/ })
        await paragraph.scrollIntoViewIfNeeded()
        // The caret at the paragraph's start, End, a new paragraph and words, at once.
        await press(device, paragraph, { x: 2, y: 4 })
        await page.keyboard.press('End')
        await page.keyboard.press('Enter')
        await page.keyboard.type('To ask us, ')
        await press(device, page.locator('button[title="Link"]').first())
        const picker = page.getByRole('dialog', { name: 'Link to' })
        await picker.getByLabel(/^Link text/).fill(words[device.name])
        await picker.getByLabel(/^Address/).fill('/contact')
        await press(device, picker.getByRole('button', { name: 'Add link' }))
        await page.keyboard.type(' or call us')
        await expect.poll(() => richText(page).locator('p', { hasText: 'or call us' }).count()).toBeGreaterThan(0)

        await save(page)
        const { after, removed, added } = await savedChanges(before)
        const line = `To ask us, [${words[device.name]}](/contact) or call us`
        expect({ removed, added: added.filter(Boolean) }).toEqual({ removed: [], added: [line] })
        expect(after).toContain(`\nIt is not:\n\n${line}\n\n`)
        expect(after.split('\n')).toContain(first)
      })
    }, 400_000)
  }

  it('goes to the end of the paragraph when End is pressed just before it, on a slow processor (desktop)', async () => {
    const device = DEVICES[0]
    const line = 'Each profile suggests the right topics, tone and channels.'
    const before = read()
    expect(before.split('\n')).toContain(line)
    await inArticle(device, async (page) => {
      // Six times slower, as a phone or a loaded laptop: the browser handles the keys before
      // it tells Slate that the caret moved (its selectionchange event), as on a busy machine.
      const devtools = await page.context().newCDPSession(page)
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 6 })
      try {
        const paragraph = richText(page).locator('p', { hasText: line })
        await paragraph.scrollIntoViewIfNeeded()
        await press(device, paragraph, { x: 30, y: 4 })
        await page.keyboard.press('End')
        await page.keyboard.type(' Keep them short.')
      } finally {
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      }
      await save(page)
      const { removed, added } = await savedChanges(before)
      expect({ removed, added }).toEqual({ removed: [line], added: [`${line} Keep them short.`] })
    })
  }, 400_000)
})
