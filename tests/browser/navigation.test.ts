/**
 * Pages are HTML-only: a link to another page is an ordinary page load (no client router),
 * behind the route transition, and the new page brings its own head.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession, waitForIslands, watchConsole, type Session } from '../helpers/browser.js'

let session: Session

beforeAll(async () => {
  session = await startSession()
})
afterAll(async () => {
  await session?.close()
})

describe('navigation between pages', () => {
  it('loads /services from the home page as a new document with its own head, and goes back', async () => {
    const page = await session.newPage()
    const messages = watchConsole(page)
    await page.goto(`${session.baseUrl}/`)
    await waitForIslands(page)
    await page.evaluate(() => {
      ;(window as unknown as { previousDocument: boolean }).previousDocument = true
    })

    await page.getByRole('link', { name: 'Our Services', exact: true }).click()
    await page.waitForURL(`${session.baseUrl}/services`)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Technology services that grow with you')

    expect(await page.evaluate(() => (window as unknown as { previousDocument?: boolean }).previousDocument)).toBeUndefined()
    expect(await page.title()).toBe('Technology Services in Uganda | Nile Ridge')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://www.nileridge.example/services')
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1)

    await page.goBack()
    await page.waitForURL(`${session.baseUrl}/`)
    await expect.poll(() => page.title()).toBe('Nile Ridge Technologies | Tech Solutions in Uganda')
    // A page restored from the back/forward cache is shown as it was, not half faded out.
    expect(await page.locator('.route-transition').getAttribute('class')).toBe('route-transition')
    expect(messages).toEqual([])
    await page.close()
  })
})
