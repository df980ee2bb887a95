/** Links between pages navigate on the client: no reload, new content, new <head>. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession, waitForHydration, watchConsole, type Session } from '../helpers/browser.js'

let session: Session

beforeAll(async () => {
  session = await startSession()
})
afterAll(async () => {
  await session?.close()
})

describe('client-side navigation', () => {
  it('moves from the home page to /services without reloading, and updates the head', async () => {
    const page = await session.newPage()
    const messages = watchConsole(page)
    await page.goto(`${session.baseUrl}/`)
    await waitForHydration(page)
    await page.evaluate(() => {
      ;(window as unknown as { notReloaded: boolean }).notReloaded = true
    })

    await page.getByRole('link', { name: 'Our Services', exact: true }).click()
    await page.waitForURL(`${session.baseUrl}/services`)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Technology services that grow with you')

    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
    expect(await page.title()).toBe('Technology Services in Uganda | Nile Ridge')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://www.nileridge.example/services')
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1)

    await page.goBack()
    await page.waitForURL(`${session.baseUrl}/`)
    await expect.poll(() => page.title()).toBe('Nile Ridge Technologies | Tech Solutions in Uganda')
    expect(messages).toEqual([])
    await page.close()
  })
})
