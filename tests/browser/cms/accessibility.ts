/**
 * Every editor can use /admin (issue 56, item 1): axe-core finds no WCAG 2.1 A or AA
 * violation on the screens an editor meets, at 1366 and 390 px, on `npm run cms`'s dev
 * server (the published /admin: tests/browser/cmsPublished.test.ts). Much of the markup is
 * Decap's, mended from our side (cms/accessibleMarkup.ts): a Decap upgrade that brings a
 * violation back fails here, naming the screen, the rule and the elements. The screens of
 * one address are shown one after another on one kept page (tests/helpers/adminAxe.ts).
 */
import { describe, expect, it } from 'vitest'
import { adminVisits, axeOnEveryScreen, nothingOn } from '../../helpers/adminAxe.js'
import { VIEWPORTS } from '../../helpers/browser.js'
import { openAdmin } from './shared.js'

describe('/admin for every editor (axe, WCAG 2.1 AA)', () => {
  // npm run cms has its own Save and Publish in the top bar: the menu there is the account's.
  for (const visit of adminVisits({ takeOff: 'Delete entry', menu: 'Account options dropdown' }))
    it(`axe finds nothing at 1366 and 390 px: ${visit.screens.map((screen) => screen.name).join(', ')}`, async () => {
      const page = await openAdmin(VIEWPORTS.desktop, visit.at)
      // A screen that leaves unsaved changes: the next address asks to leave them.
      page.on('dialog', (dialog) => void dialog.accept().catch(() => {}))
      expect(await axeOnEveryScreen(page, visit)).toEqual(nothingOn(visit))
      await page.close()
    }, 240_000)
})
