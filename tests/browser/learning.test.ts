/** The Skill Up Programme, course pages, opportunities and the application dialog. */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, carouselReady, openPage, startSession, VIEWPORTS, type OpenOptions, type Session } from '../helpers/browser.js'

let session: Session
beforeAll(async () => {
  session = await startSession()
})
afterAll(async () => {
  await session?.close()
})

const open = (path: string, options: OpenOptions = {}) => openPage(session, path, options)

const dialog = (page: Page) => page.locator('dialog[open]')

describe('the application dialog', () => {
  it.each([
    ['/internships-courses', /^Apply Now\s?: General IT Internship Program/, 'Apply for General IT Internship Program'],
    ['/internships-courses', /^Enroll Now\s?: Digital Marketing/, 'Enroll in Digital Marketing'],
    ['/skill-up-programme', /^Start Your Journey/, 'Enroll in General Programme'],
    ['/courses/cybersecurity', /^Enroll Now/, 'Enroll in Cybersecurity'],
  ])('on %s, %s opens "%s"', async (path, button, title) => {
    const page = await open(path)
    await page.getByRole('button', { name: button }).first().click()
    await expect.poll(() => dialog(page).count()).toBe(1)
    expect(await dialog(page).getByRole('heading', { level: 2 }).textContent()).toBe(title)
    const frame = dialog(page).locator('iframe')
    expect(await frame.getAttribute('height')).toBe('600')
    expect(await frame.getAttribute('title')).toContain(title)
    expect(
      await dialog(page)
        .getByRole('link', { name: /Open the form in a new tab/ })
        .getAttribute('target'),
    ).toBe('_blank')
    await page.close()
  })

  it('keeps focus inside, closes on Escape and on Close, and gives focus back to its opener', async () => {
    const page = await open('/internships-courses')
    const opener = page.getByRole('button', { name: /^Apply Now/ }).first()
    await opener.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog(page).count()).toBe(1)
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(
        () => !!document.activeElement?.closest('dialog[open]') || document.activeElement === document.body,
      )
      expect(inside).toBe(true)
    }
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog(page).count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Apply Now/)

    await opener.click()
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => dialog(page).count()).toBe(0)
    await page.close()
  })
})

describe('the opportunities page', () => {
  it('filters with its tabs and colours the difficulty badges', async () => {
    const page = await open('/internships-courses')
    const titles = () => page.getByRole('tabpanel').locator('h3').allTextContents()
    expect(await titles()).toHaveLength(4)
    await page.getByRole('tab', { name: 'Internships' }).click()
    expect(await titles()).toEqual(['General IT Internship Program'])
    await page.getByRole('tab', { name: 'Internships' }).press('ArrowRight')
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Short Courses')
    expect(await titles()).toHaveLength(3)
    const beginner = page
      .locator('[data-colour]')
      .filter({ hasText: /^Beginner$/ })
      .first()
    expect(await beginner.getAttribute('data-colour')).toBe('green')
    await page.close()
  })
})

describe('the Skill Up course carousel', () => {
  const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]')
  const index = async (page: Page) => Number(await carousel(page).getAttribute('data-index'))

  it('advances every 5000 ms and wraps after the fourth course', async () => {
    const page = await open('/skill-up-programme', { fakeClock: true })
    await carouselReady(carousel(page))
    await page.mouse.move(1, 1)
    await page.clock.runFor(4700)
    expect(await index(page)).toBe(0)
    await page.clock.runFor(900)
    await expect.poll(() => index(page)).toBe(1)
    for (const expected of [2, 3, 0]) {
      await page.clock.runFor(5600)
      await expect.poll(() => index(page)).toBe(expected)
    }
    await page.close()
  })

  it('wraps backwards, jumps on a dot, moves with arrow keys and shows its position', async () => {
    const page = await open('/skill-up-programme', { fakeClock: true })
    await carouselReady(carousel(page))
    const progress = carousel(page).getByRole('progressbar')
    expect(await progress.getAttribute('aria-valuenow')).toBe('1')
    await carousel(page).getByRole('button', { name: 'Previous slide' }).click()
    await page.clock.runFor(800)
    await expect.poll(() => index(page)).toBe(3)
    expect(await progress.getAttribute('aria-valuenow')).toBe('4')
    await carousel(page).getByRole('button', { name: 'Go to slide 2' }).click()
    await page.clock.runFor(800)
    await expect.poll(() => index(page)).toBe(1)
    expect(await carousel(page).getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true')
    await page.keyboard.press('ArrowRight')
    await page.clock.runFor(800)
    await expect.poll(() => index(page)).toBe(2)
    expect(await carousel(page).getAttribute('data-paused')).toBe('true') // focus is inside
    await page.close()
  })

  it('links every course card to its course page', async () => {
    const page = await open('/skill-up-programme')
    const links = await carousel(page)
      .getByRole('link', { name: /View Course/ })
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
    expect(links).toEqual([
      '/courses/digital-marketing',
      '/courses/content-creation',
      '/courses/cybersecurity',
      '/courses/software-development',
    ])
    await page.close()
  })
})

describe('Courses & Pricing', () => {
  it('is cards below 768 px and a table from 768 px', async () => {
    const page = await open('/skill-up-programme', { viewport: { width: 767, height: 900 } })
    expect(await page.getByTestId('pricing-cards').isVisible()).toBe(true)
    expect(await page.getByTestId('pricing-table').isVisible()).toBe(false)
    await page.setViewportSize({ width: 768, height: 900 })
    expect(await page.getByTestId('pricing-cards').isVisible()).toBe(false)
    expect(await page.getByTestId('pricing-table').isVisible()).toBe(true)
    const rows = await page.getByTestId('pricing-table').locator('tbody tr').allInnerTexts()
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      'Digital Marketing UGX 700,000 UGX 50,000 UGX 750,000 Enroll in Digital Marketing',
      'Advanced Content Creation UGX 1,000,000 UGX 50,000 UGX 1,050,000 Enroll in Advanced Content Creation',
      'Cybersecurity UGX 900,000 UGX 50,000 UGX 950,000 Enroll in Cybersecurity',
      'Software Development UGX 900,000 UGX 50,000 UGX 950,000 Enroll in Software Development',
    ])
    await page.getByTestId('pricing-table').getByRole('button', { name: 'Enroll in Advanced Content Creation' }).click()
    expect(await dialog(page).getByRole('heading', { level: 2 }).textContent()).toBe('Enroll in Advanced Content Creation')
    await page.close()
  })
})

describe('a course page', () => {
  it('shows the price on Enroll Now, asks on WhatsApp naming the course, and has the Skill Up breadcrumb', async () => {
    const page = await open('/courses/software-development', { viewport: VIEWPORTS.phone })
    expect(await page.getByRole('button', { name: /^Enroll Now/ }).textContent()).toContain('UGX 950,000')
    const whatsapp = new URL((await page.getByRole('link', { name: /Ask a Question on WhatsApp/ }).getAttribute('href'))!)
    expect(whatsapp.pathname).toBe('/256700123456')
    expect(whatsapp.searchParams.get('text')).toContain('Software Development')
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li').allTextContents()).toEqual([
      'Home',
      'Skill Up Programme',
      'Software Development',
    ])
    expect(
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Skill Up Programme' }).getAttribute('href'),
    ).toBe('/skill-up-programme')
    expect(await page.locator('main').textContent()).toContain('3+ live projects')
    await page.close()
  })
})
