/** The site search: the header control, the /search page and its Pagefind index, in Chromium. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, openPage, startSession, VIEWPORTS, watchConsole, type Session } from '../helpers/browser.js'

let session: Session
beforeAll(async () => {
  session = await startSession()
})
afterAll(async () => {
  await session?.close()
})

// In one article only (a table cell of /blog/ai-tech-solutions).
const UNIQUE_WORD = 'agronomists'
// Loading the index and searching takes a moment, longer while other tests load the machine.
const SEARCHED = { timeout: 10_000 }

describe('the site search', () => {
  it('runs from the header control on a phone and finds the one article with a word first', async () => {
    const page = await openPage(session, '/services', { viewport: VIEWPORTS.phone })
    const messages = watchConsole(page)
    await page.locator('header').getByRole('button', { name: 'Search' }).click()
    const field = page.getByRole('searchbox', { name: 'Search this site' })
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true)
    await field.fill(UNIQUE_WORD)
    await field.press('Enter')
    await page.waitForURL(`**/search?q=${UNIQUE_WORD}`)
    const results = page.locator('[data-search-results] li')
    await expect.poll(() => results.count(), SEARCHED).toBeGreaterThan(0)
    expect(await results.first().getByRole('link').getAttribute('href')).toBe('/blog/ai-tech-solutions')
    expect(await results.first().locator('mark').first().textContent()).toMatch(new RegExp(UNIQUE_WORD, 'i'))
    expect(await page.getByRole('status').textContent()).toBe(`1 page matches “${UNIQUE_WORD}”.`)
    expect(await page.getByRole('searchbox', { name: 'What are you looking for?' }).inputValue()).toBe(UNIQUE_WORD)
    expect(await axeViolations(page)).toEqual([])
    expect(messages).toEqual([])
    await page.close()
  })

  it('searches again from its own form, keeps the words in the address, and says when nothing matches', async () => {
    const page = await openPage(session, '/search', { viewport: VIEWPORTS.desktop })
    const field = page.getByRole('searchbox', { name: 'What are you looking for?' })
    await field.fill('zzqxnotaword')
    await field.press('Enter')
    await expect
      .poll(() => page.getByRole('status').textContent(), SEARCHED)
      .toBe('No page matches “zzqxnotaword”. Try another word, or fewer words.')
    expect(new URL(page.url()).search).toBe('?q=zzqxnotaword')
    expect(await page.locator('[data-search-results]').isHidden()).toBe(true)
    await field.fill('cybersecurity')
    await field.press('Enter')
    await expect.poll(() => page.locator('[data-search-results] li').count(), SEARCHED).toBeGreaterThan(1)
    // Header and footer are not indexed: the legal pages (noindex) never appear, though the footer links them.
    const hrefs = await page.locator('[data-search-results] a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).not.toContain('/privacy-policy')
    await page.close()
  })

  it('loads nothing of the search on other pages until it is used', async () => {
    const page = await session.newPage({ viewport: VIEWPORTS.desktop })
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(`${session.baseUrl}/blog/ai-tech-solutions`)
    await page.waitForLoadState('networkidle')
    expect(requested.filter((path) => path.startsWith('/pagefind/') || /search\.island/.test(path))).toEqual([])
    const button = page.locator('header').getByRole('button', { name: 'Search' })
    expect(await button.isVisible()).toBe(true)
    await page.close()
  })

  it('fits the header at 768 px beside the pill menu', async () => {
    const page = await openPage(session, '/', { viewport: { width: 768, height: 800 } })
    const box = await page.locator('header').getByRole('button', { name: 'Search' }).boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(768)
    await page.close()
  })

  it('says without JavaScript that search needs it, and links to the sitemap and the main sections', async () => {
    const page = await session.newPage({ viewport: VIEWPORTS.phone, javaScriptEnabled: false })
    await page.goto(`${session.baseUrl}/search?q=${UNIQUE_WORD}`)
    // (Playwright's text locators skip <noscript>, so CSS finds the message.)
    const message = page.locator('main noscript p')
    expect(await message.isVisible()).toBe(true)
    expect(await message.textContent()).toContain('Search needs JavaScript')
    expect(await message.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/sitemap.xml',
      '/services',
      '/internships-courses',
      '/blog',
      '/contact',
    ])
    await page.close()
  })
})
