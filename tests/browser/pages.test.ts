/**
 * Every page of the built site, in Chromium, at phone and desktop widths: it loads and
 * starts its islands with no console error or warning, and axe finds no WCAG 2.1 A/AA
 * violation. New pages are picked up from the content automatically.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, startSession, VIEWPORTS, waitForIslands, watchConsole, type Session } from '../helpers/browser.js'
import { realSite } from '../helpers/site.js'

const routes = [...realSite().pages.keys()]
let session: Session

beforeAll(async () => {
  session = await startSession()
})
afterAll(async () => {
  await session?.close()
})

describe.each(Object.entries(VIEWPORTS))('at %s width', (_name, viewport) => {
  it.each(routes)('%s loads with no console error and no accessibility violation', async (route) => {
    const page = await session.newPage()
    await page.setViewportSize(viewport)
    const messages = watchConsole(page)
    const response = await page.goto(session.baseUrl + route)
    expect(response?.status()).toBe(200)
    expect(response?.url()).toBe(session.baseUrl + route) // served without a redirect
    await waitForIslands(page)
    expect(await axeViolations(page)).toEqual([])
    expect(messages).toEqual([])
    await page.close()
  })

  it('an unknown path gets the not-found page with status 404, logging the path', async () => {
    const page = await session.newPage()
    await page.setViewportSize(viewport)
    const messages = watchConsole(page)
    const response = await page.goto(`${session.baseUrl}/no-such-page`)
    expect(response?.status()).toBe(404)
    await waitForIslands(page)
    await expect.poll(() => messages).toContain('warning: 404: no page at /no-such-page')
    expect(await page.locator('h1').textContent()).toContain('Oops! Page not found')
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
    // the 404 status itself is reported by Chromium as a failed resource: nothing else
    expect(messages.filter((message) => !message.includes('404'))).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })
})
