/** Testimonials, careers and contact in Chromium. */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { carouselReady, startSession, VIEWPORTS, waitForIslands, type Session } from '../helpers/browser.js'

let session: Session
beforeAll(async () => {
  session = await startSession()
})
afterAll(async () => {
  await session?.close()
})

describe('the testimonials carousel', () => {
  const index = async (page: Page) => Number(await page.locator('[aria-roledescription="carousel"]').getAttribute('data-index'))
  it('advances every 5 s, loops, and pauses while hovered', async () => {
    const page = await session.newPage({ viewport: VIEWPORTS.desktop })
    await page.clock.install()
    await page.goto(`${session.baseUrl}/testimonials`)
    await waitForIslands(page)
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
    await carouselReady(page.locator('[aria-roledescription="carousel"]'))
    await page.mouse.move(1, 1)
    await page.clock.runFor(4700)
    expect(await index(page)).toBe(0)
    await page.clock.runFor(900)
    await expect.poll(() => index(page)).toBe(1)
    await page.locator('[aria-roledescription="carousel"]').hover()
    await page.clock.runFor(12_000)
    expect(await index(page)).toBe(1)
    await page.mouse.move(1, 1)
    await page.clock.runFor(5600)
    await expect.poll(() => index(page)).toBe(2)
    for (let step = 0; step < 4; step++) await page.clock.runFor(5600)
    await expect.poll(() => index(page)).toBe(0) // six testimonials: back to the first
    await page.close()
  })
})

describe('the careers page', () => {
  it('filters by location and shows No Current Openings with the careers mailbox and LinkedIn', async () => {
    const page = await session.newPage({ viewport: VIEWPORTS.phone })
    await page.goto(`${session.baseUrl}/careers`)
    await waitForIslands(page)
    const select = page.getByLabel('Location')
    expect(await select.inputValue()).toBe('all')
    expect(await select.locator('option').allTextContents()).toEqual(['All Locations', 'Kampala Uganda', 'Remote', 'Nairobi Kenya'])
    await select.selectOption('nairobi')
    await page.locator('main').getByRole('button', { name: 'Search' }).click()
    expect(await page.getByRole('heading', { name: 'No Current Openings' }).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'careers@nileridge.example' }).getAttribute('href')).toBe(
      'mailto:careers@nileridge.example',
    )
    expect(
      await page
        .locator('main')
        .getByRole('link', { name: /^LinkedIn/ })
        .first()
        .getAttribute('target'),
    ).toBe('_blank')
    await page.close()
  })
})

describe('the contact page', () => {
  it('embeds the enquiry form lazily at 1000 px under #contactForm, and Schedule a Consultation goes there', async () => {
    const page = await session.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${session.baseUrl}/contact`)
    await waitForIslands(page)
    const frame = page.locator('#contactForm iframe')
    expect(await frame.getAttribute('height')).toBe('1000')
    expect(await frame.getAttribute('loading')).toBe('lazy')
    expect(await frame.getAttribute('title')).toBe('Project enquiry form')
    await page.getByRole('link', { name: 'Schedule a Consultation' }).click()
    await page.waitForURL(/#contactForm$/)
    await expect.poll(() => page.locator('#contactForm').evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(150)
    expect(await page.getByRole('link', { name: 'Get Directions (opens in a new tab)' }).getAttribute('href')).toContain(
      'google.com/maps/dir',
    )
    expect(await page.locator('main').textContent()).toContain('Mon-Fri 9:00 AM - 5:00 PM')
    await page.close()
  })
})
