/**
 * Every editor can use /admin (issue 56, item 1): axe-core finds no WCAG 2.1 A or AA
 * violation on the screens an editor meets, at 1366 and 390 px, on `npm run cms`'s dev
 * server (the published /admin: tests/browser/cmsPublished.test.ts). Much of the markup is
 * Decap's, mended from our side (cms/accessibleMarkup.ts): a Decap upgrade that brings a
 * violation back fails here, naming the screen, the rule and the elements. The screens of
 * one address are shown one after another on one kept page (tests/helpers/adminAxe.ts).
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { type AdminScreen, adminVisits, axeOnEveryScreen, nothingOn } from '../../helpers/adminAxe.js'
import { VIEWPORTS } from '../../helpers/browser.js'
import { openAdmin } from './shared.js'

/** The blocks' drag handles, by the names cms/accessibleMarkup.ts gives them, in the form's order. */
const blockHandles = (page: Page) =>
  page
    .locator('[data-nile-moves]')
    .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label') ?? '').filter((name) => / block /.test(name)))

/** A block moved down, then up, by the arrow keys on its drag handle (Decap gives dnd-kit no keyboard sensor). */
const movedByKeys: AdminScreen = {
  name: 'a block moved down and back up with the arrow keys',
  async show(page) {
    const before = await blockHandles(page)
    const first = page.getByRole('button', { name: before[0], exact: true })
    await first.focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => blockHandles(page)).toEqual([before[1], before[0], ...before.slice(2)])
    // The focus stays on the block moved, and where it went is said.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(before[0])
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /^Moved / })
        .textContent(),
    ).toBe(`Moved ${before[0].replace(/^Move /, '')} to place 2 of ${before.length}.`)
    await page.keyboard.press('ArrowUp')
    await expect.poll(() => blockHandles(page)).toEqual(before)
  },
}

describe('/admin for every editor (axe, WCAG 2.1 AA)', () => {
  // npm run cms has its own Save and Publish in the top bar: the menu there is the account's.
  const visits = adminVisits({ takeOff: 'Delete entry', menu: 'Account options dropdown' })
  const service = visits.find((visit) => visit.at.includes('/services/'))!
  service.screens.push(movedByKeys)
  for (const visit of visits)
    it(`axe finds nothing at 1366 and 390 px: ${visit.screens.map((screen) => screen.name).join(', ')}`, async () => {
      const page = await openAdmin(VIEWPORTS.desktop, visit.at)
      // A screen that leaves unsaved changes: the next address asks to leave them.
      page.on('dialog', (dialog) => void dialog.accept().catch(() => {}))
      expect(await axeOnEveryScreen(page, visit)).toEqual(nothingOn(visit))
      await page.close()
    }, 240_000)
})
