/**
 * Every page of the built site, in Chromium: it loads and starts its islands with no
 * console error or warning, never scrolls sideways at 320, 390 or 768 px, and axe finds no
 * WCAG 2.1 A/AA violation at 390 px and then, in the same visit, at 1366 px (where the
 * desktop menu's island starts). New pages are
 * picked up from the content automatically. The pages are split in two files, `part` 0
 * and 1, which run side by side.
 *
 * Each file visits its routes one after another in one browser tab, as a visitor going
 * from page to page would: a new tab for each route took twice as long (a renderer
 * process to start, axe and the site's scripts compiled again; 105 s against 46 s). The site keeps no state
 * a visit by address could carry to the next route (its one sessionStorage flag is set
 * by a click), and each route's console messages are its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { axeViolations, startSession, VIEWPORTS, waitForIsland, waitForIslands, watchConsole, type Session } from './browser.js'
import { realSite } from './site.js'

/** Widths at which no page may scroll sideways (issue 12: phones and the breakpoint). */
const NARROW_WIDTHS = [320, 390, 768]

async function sidewaysScroll(page: Page): Promise<string[]> {
  const overflowing: string[] = []
  for (const width of NARROW_WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    if (scrollWidth > width) overflowing.push(`${width} px wide: scrolls to ${scrollWidth} px`)
  }
  return overflowing
}

async function atEachWidth(page: Page, check: () => Promise<void>) {
  await page.setViewportSize(VIEWPORTS.phone)
  await check()
  await page.setViewportSize(VIEWPORTS.desktop)
  await waitForIsland(page, '[data-island="services-menu"]')
  await check()
}

export function describeEveryPage(part: 0 | 1) {
  const routes = [...realSite().pages.keys()].filter((_route, index) => index % 2 === part)
  let session: Session
  let page: Page
  let messages: string[]

  beforeAll(async () => {
    session = await startSession()
    page = await session.newPage()
    messages = watchConsole(page)
  })
  afterAll(async () => {
    await session?.close()
  })
  /** Leaves the route visited before, so nothing it still logs counts against the next one. */
  const leavePreviousRoute = async () => {
    await page.goto('about:blank')
    messages.length = 0
    await page.setViewportSize(VIEWPORTS.phone)
  }

  describe('at 390 px, then 1366 px', () => {
    it.each(routes)('%s loads with no console error and no accessibility violation', async (route) => {
      await leavePreviousRoute()
      const response = await page.goto(session.baseUrl + route)
      expect(response?.status()).toBe(200)
      expect(response?.url()).toBe(session.baseUrl + route) // served without a redirect
      await waitForIslands(page)
      expect(await sidewaysScroll(page)).toEqual([])
      await atEachWidth(page, async () => {
        expect(await axeViolations(page)).toEqual([])
        expect(messages).toEqual([])
      })
    })

    if (part === 1) {
      it('an unknown path gets the not-found page with status 404, logging the path', async () => {
        await leavePreviousRoute()
        const response = await page.goto(`${session.baseUrl}/no-such-page`)
        expect(response?.status()).toBe(404)
        await waitForIslands(page)
        await expect.poll(() => messages).toContain('warning: 404: no page at /no-such-page')
        expect(await page.locator('h1').textContent()).toContain('Oops! Page not found')
        expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
        // the 404 status itself is reported by Chromium as a failed resource: nothing else
        await atEachWidth(page, async () => {
          expect(messages.filter((message) => !message.includes('404'))).toEqual([])
          expect(await axeViolations(page)).toEqual([])
        })
      })
    }
  })
}
