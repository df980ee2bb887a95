/**
 * Every editor can use /admin (issue 56, item 1): axe-core finds no WCAG 2.1 A or AA
 * violation on the screens an editor meets, at 1366 and 390 px, on `npm run cms`'s dev
 * server (the published /admin: tests/browser/cmsPublished.test.ts). Much of the markup is
 * Decap's, mended from our side (cms/accessibleMarkup.ts): a Decap upgrade that brings a
 * violation back fails here, naming the rule and the elements.
 */
import { describe, expect, it } from 'vitest'
import { adminAxeAtBothWidths, adminScreens } from '../../helpers/adminAxe.js'
import { VIEWPORTS } from '../../helpers/browser.js'
import { openAdmin, server, session } from './shared.js'

describe('/admin for every editor (axe, WCAG 2.1 AA)', () => {
  it('the login page: axe finds nothing at 1366 and 390 px', async () => {
    const page = await session.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${server.url}/admin/`)
    await page.getByRole('button', { name: /login/i }).waitFor({ timeout: 60_000 })
    expect(await adminAxeAtBothWidths(page)).toEqual({ 1366: [], 390: [] })
    await page.close()
  }, 120_000)

  for (const screen of adminScreens({ takeOff: 'Delete entry', menu: 'Account options dropdown' }))
    it(`${screen.name}: axe finds nothing at 1366 and 390 px`, async () => {
      const page = await openAdmin(VIEWPORTS.desktop, screen.at)
      // A screen that leaves unsaved changes: the next address asks to leave them.
      page.on('dialog', (dialog) => void dialog.accept().catch(() => {}))
      await screen.show(page)
      expect(await adminAxeAtBothWidths(page)).toEqual({ 1366: [], 390: [] })
      await page.close()
    }, 180_000)
})
