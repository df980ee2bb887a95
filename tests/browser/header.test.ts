/** The header, its Services dropdown and the mobile menu, in Chromium on the built site. */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, startSession, VIEWPORTS, waitForIslands, type Session } from '../helpers/browser.js'

let session: Session
beforeAll(async () => {
  session = await startSession()
})
afterAll(async () => {
  await session?.close()
})

async function open(path: string, viewport: { width: number; height: number }, options: { fakeClock?: boolean } = {}): Promise<Page> {
  const page = await session.newPage()
  await page.setViewportSize(viewport)
  if (options.fakeClock) await page.clock.install()
  await page.goto(session.baseUrl + path)
  await waitForIslands(page)
  // The fake clock runs in real time until paused; from here on only runFor moves it.
  if (options.fakeClock) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  return page
}

const panelVisible = (page: Page) => page.locator('header nav[aria-label="Main"] a:has-text("View all services")').isVisible()

describe('the header', () => {
  it('is transparent at 50 px of scroll and opaque at 51 px', async () => {
    const page = await open('/services/web-development', VIEWPORTS.desktop)
    const header = page.locator('header').first()
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor)
    await page.evaluate(() => window.scrollTo(0, 50))
    await expect.poll(() => header.getAttribute('data-opaque')).toBe('false')
    expect(await background()).toBe('rgba(0, 0, 0, 0)')
    await page.evaluate(() => window.scrollTo(0, 51))
    await expect.poll(() => header.getAttribute('data-opaque')).toBe('true')
    await expect.poll(background).toBe('rgb(11, 31, 58)')
    await page.close()
  })

  it('shows the pill menu from 768 px and the hamburger below', async () => {
    const page = await open('/', { width: 768, height: 800 })
    expect(await page.getByRole('button', { name: 'Services' }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false)
    const button = await page.locator('header nav').getByRole('link', { name: 'Skill Up Programme' }).boundingBox()
    expect(button!.x + button!.width).toBeLessThanOrEqual(768) // the whole menu fits at 768 px
    await page.setViewportSize({ width: 767, height: 800 })
    expect(await page.getByRole('button', { name: 'Services' }).isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true)
    await page.close()
  })
})

describe('the Services dropdown', () => {
  it('opens 200 ms after the pointer arrives and closes 150 ms after it leaves', async () => {
    const page = await open('/', VIEWPORTS.desktop, { fakeClock: true })
    const trigger = page.getByRole('button', { name: 'Services' })
    await trigger.hover()
    await page.clock.runFor(190)
    expect(await panelVisible(page)).toBe(false)
    await page.clock.runFor(20)
    await expect.poll(() => panelVisible(page)).toBe(true)
    expect(await trigger.getAttribute('aria-expanded')).toBe('true')

    await page.mouse.move(5, 600) // away, and not towards the panel
    await page.clock.runFor(140)
    expect(await panelVisible(page)).toBe(true)
    await page.clock.runFor(20)
    await expect.poll(() => panelVisible(page)).toBe(false)
    await page.close()
  })

  it('reopens at once when the pointer comes back within the 300 ms skip delay', async () => {
    const page = await open('/', VIEWPORTS.desktop, { fakeClock: true })
    const trigger = page.getByRole('button', { name: 'Services' })
    await trigger.hover()
    await page.clock.runFor(210)
    await expect.poll(() => panelVisible(page)).toBe(true)
    await page.mouse.move(5, 600)
    await page.clock.runFor(160)
    await expect.poll(() => panelVisible(page)).toBe(false)
    await page.clock.runFor(100) // 100 ms after closing: still inside the skip delay
    await trigger.hover()
    await page.clock.runFor(5)
    await expect.poll(() => panelVisible(page)).toBe(true)
    await page.close()
  })

  it('lists every service with icon, title and description, and View all services', async () => {
    const page = await open('/', VIEWPORTS.desktop)
    await page.getByRole('button', { name: 'Services' }).click()
    const panel = page.locator('[id][class*="panel"]').filter({ has: page.getByText('View all services') })
    expect(await panel.locator('li svg').count()).toBe(await panel.locator('li').count())
    expect(await panel.getByRole('link', { name: /Web Development/ }).getAttribute('href')).toBe('/services/web-development')
    expect(await panel.getByRole('link', { name: 'View all services' }).getAttribute('href')).toBe('/services')
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })

  it('works from the keyboard: Enter, Space and Arrow Down open it, Escape closes it', async () => {
    const page = await open('/', VIEWPORTS.desktop)
    const trigger = page.getByRole('button', { name: 'Services' })
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '')

    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => panelVisible(page)).toBe(true)
    await expect.poll(focusedText).toContain('Web Development')
    await page.keyboard.press('ArrowDown')
    await expect.poll(focusedText).toContain('Website Design')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp') // wraps round to the last link
    await expect.poll(focusedText).toBe('View all services')
    await page.keyboard.press('Escape')
    await expect.poll(() => panelVisible(page)).toBe(false)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false')

    await page.keyboard.press('Space')
    await expect.poll(() => panelVisible(page)).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => panelVisible(page)).toBe(false)

    await page.keyboard.press('ArrowDown')
    await expect.poll(() => panelVisible(page)).toBe(true)
    await expect.poll(focusedText).toContain('Web Development')
    await page.close()
  })
})

describe('the mobile menu', () => {
  it('opens a panel, locks page scrolling, and closes on a link click', async () => {
    const page = await open('/services/web-development', VIEWPORTS.phone)
    const toggle = page.getByRole('button', { name: 'Menu' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    const panelId = await toggle.getAttribute('aria-controls')
    expect(await page.locator(`#${panelId}`).isVisible()).toBe(false)

    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await page.locator(`#${panelId}`).isVisible()).toBe(true)
    // The lock itself, rather than a wheel and a wait for nothing to happen: the page's
    // scrolling element hides its overflow while the menu is open (the positive control,
    // a wheel that scrolls once it is closed, follows).
    const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY)
    expect(await rootOverflow()).toBe('hidden')
    expect(await axeViolations(page)).toEqual([])

    await page.locator(`#${panelId}`).getByRole('link', { name: 'Contact' }).click()
    await page.waitForURL(`${session.baseUrl}/contact`)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await rootOverflow()).not.toBe('hidden')
    await page.mouse.move(200, 700)
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.close()
  })

  it('closes on Escape and gives focus back to the toggle', async () => {
    const page = await open('/', VIEWPORTS.phone)
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu')
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')
    await page.close()
  })
})

describe('without JavaScript', () => {
  it('the Services menu and the mobile menu still open and close (native popovers)', async () => {
    const desktop = await session.newPage({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false })
    await desktop.goto(`${session.baseUrl}/`)
    await desktop.getByRole('button', { name: 'Services' }).click()
    expect(await panelVisible(desktop)).toBe(true)
    await desktop.keyboard.press('Escape')
    expect(await panelVisible(desktop)).toBe(false)
    await desktop.close()

    const phone = await session.newPage({ viewport: VIEWPORTS.phone, javaScriptEnabled: false })
    await phone.goto(`${session.baseUrl}/`)
    await phone.getByRole('button', { name: 'Menu' }).click()
    expect(await phone.locator('#mobile-menu').isVisible()).toBe(true)
    // The page behind does not scroll while the menu is open (a CSS rule, no script).
    expect(await phone.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await phone.keyboard.press('Escape')
    expect(await phone.locator('#mobile-menu').isVisible()).toBe(false)
    await phone.close()
  })
})
