/** Behaviour of the interactive blocks in Chromium, with the spec's timings on a fake clock. */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { carouselReady, openPage, startSession, VIEWPORTS, type OpenOptions, type Session } from '../helpers/browser.js'

let session: Session
beforeAll(async () => {
  session = await startSession()
})
afterAll(async () => {
  await session?.close()
})

const open = (path: string, options: OpenOptions = {}) => openPage(session, path, options)

describe('the Core Services carousel', () => {
  const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"][aria-label="Our Core Services"]')
  const index = async (page: Page) => Number(await carousel(page).getAttribute('data-index'))

  it('advances every 3 s and loops back to the first card', async () => {
    const page = await open('/', { fakeClock: true })
    await carouselReady(carousel(page))
    await page.mouse.move(1, 1)
    expect(await index(page)).toBe(0)
    await page.clock.runFor(2700) // (the clock ran for a moment before it paused)
    expect(await index(page)).toBe(0)
    await page.clock.runFor(900)
    await expect.poll(() => index(page)).toBe(1)
    const seen = [1]
    for (let step = 0; step < 3; step++) {
      await page.clock.runFor(3600)
      seen.push(await index(page))
    }
    expect(seen).toEqual([1, 2, 3, 0])
    await page.close()
  })

  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    const page = await open('/', { fakeClock: true })
    await carouselReady(carousel(page))
    await carousel(page).hover()
    await page.clock.runFor(10_000)
    expect(await index(page)).toBe(0)
    expect(await carousel(page).getAttribute('data-paused')).toBe('true')
    await page.mouse.move(1, 1)
    await page.clock.runFor(3600)
    await expect.poll(() => index(page)).toBe(1)
    await page.close()
  })

  it('pauses while it has keyboard focus, and moves with the arrow keys', async () => {
    const page = await open('/', { fakeClock: true })
    await carouselReady(carousel(page))
    await carousel(page).getByRole('link').first().focus()
    await page.clock.runFor(10_000)
    expect(await index(page)).toBe(0)
    await page.keyboard.press('ArrowRight')
    await page.clock.runFor(700)
    await expect.poll(() => index(page)).toBe(1)
    await page.keyboard.press('ArrowLeft')
    await page.clock.runFor(700)
    await expect.poll(() => index(page)).toBe(0)
    await carousel(page).getByRole('button', { name: 'Next slide' }).click()
    await page.clock.runFor(700)
    await expect.poll(() => index(page)).toBe(1)
    await page.close()
  })

  it('does not move by itself for visitors who prefer reduced motion', async () => {
    const page = await open('/', { fakeClock: true, reducedMotion: 'reduce' })
    await carouselReady(carousel(page))
    await page.mouse.move(1, 1)
    await page.clock.runFor(10_000)
    expect(await index(page)).toBe(0)
    await page.close()
  })
})

describe('the counters', () => {
  const counter = (page: Page) => page.locator('[data-counter-value]').first()
  const value = async (page: Page) => Number(await counter(page).getAttribute('data-counter-value'))

  it('count up over 2000 ms once in view, then restart after a 3000 ms pause', async () => {
    const page = await open('/', { fakeClock: true })
    expect(await value(page)).toBe(870) // the served value, before it is on screen
    await counter(page).scrollIntoViewIfNeeded()
    await expect.poll(() => value(page)).toBeLessThan(870)
    await page.clock.runFor(1000)
    const halfway = await value(page)
    expect(halfway).toBeGreaterThan(435) // eased: more than half way at half time
    expect(halfway).toBeLessThan(870)
    await page.clock.runFor(1050)
    expect(await value(page)).toBe(870)
    await page.clock.runFor(2900)
    expect(await value(page)).toBe(870)
    await page.clock.runFor(200)
    await expect.poll(() => value(page)).toBeLessThan(870)
    expect(await counter(page).locator('.visually-hidden').textContent()).toBe('870+')
    await page.close()
  })

  it('show the final values at once under reduced motion', async () => {
    const page = await open('/', { fakeClock: true, reducedMotion: 'reduce' })
    await counter(page).scrollIntoViewIfNeeded()
    await page.clock.runFor(500)
    expect(await value(page)).toBe(870)
    await page.close()
  })
})

describe('accordions and expandable cards', () => {
  it('the home FAQ keeps one item open, and a second click closes it', async () => {
    const page = await open('/')
    const faq = page.locator('#faq details')
    await faq.nth(0).locator('summary').click()
    expect(await faq.nth(0).getAttribute('open')).toBe('')
    await faq.nth(1).locator('summary').click()
    expect(await faq.nth(0).getAttribute('open')).toBeNull()
    expect(await faq.nth(1).getAttribute('open')).toBe('')
    await faq.nth(1).locator('summary').click()
    expect(await faq.nth(1).getAttribute('open')).toBeNull()
    await page.close()
  })

  it('the web development expertise cards open one at a time with Learn More / Show Less', async () => {
    const page = await open('/services/web-development')
    const cards = page.locator('details')
    const toggle = (n: number) => cards.nth(n).locator('summary')
    expect(await toggle(0).innerText()).toMatch(/^Learn More/)
    await toggle(0).click()
    expect(await toggle(0).innerText()).toMatch(/^Show Less/)
    expect(await cards.nth(0).locator('ul').isVisible()).toBe(true)
    await toggle(1).click()
    expect(await cards.nth(0).getAttribute('open')).toBeNull()
    expect(await toggle(0).innerText()).toMatch(/^Learn More/)
    expect(await toggle(1).innerText()).toMatch(/^Show Less/)
    await toggle(1).click()
    expect(await cards.nth(1).getAttribute('open')).toBeNull()
    await page.close()
  })
})

describe('Discover Insights', () => {
  it('scrolls the data analytics page to its services section', async () => {
    const page = await open('/services/data-analytics', { viewport: VIEWPORTS.phone })
    await page.getByRole('link', { name: 'Discover Insights' }).click()
    await page.waitForURL(/#services$/)
    await expect
      .poll(() => page.locator('#services').evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(120)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    await page.close()
  })
})
