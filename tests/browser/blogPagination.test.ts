/**
 * The blog listing paginates into real pages, and "Load More Articles" brings the next
 * page's cards in: this builds a copy of the site with three extra articles (nine, with
 * six a page), then drives its blog listing in Chromium.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureDir } from '../helpers/fixtureBuilds.js'
import { buildSiteCopy } from '../helpers/siteCopy.js'
import { axeViolations, startSession, VIEWPORTS, waitForIsland, waitForIslands, type Session } from '../helpers/browser.js'

let session: Session
let workDir: string

beforeAll(async () => {
  workDir = fixtureDir('blog')
  const contentDir = path.join(workDir, 'content')
  cpSync('content', contentDir, { recursive: true })
  const template = readFileSync('content/blog/ai-tech-solutions.md', 'utf8')
  for (const n of [1, 2, 3]) {
    const text = template
      .replace(/^title: .*$/m, `title: "Archive article ${n}"`)
      .replace(/^date: .*$/m, `date: 2024-0${n}-01`)
      .replace(/^related: .*$/m, 'related: []')
    writeFileSync(path.join(contentDir, 'blog', `archive-${n}.md`), text)
  }
  buildSiteCopy(workDir, contentDir)
  session = await startSession(path.join(workDir, 'dist', 'client'))
}, 180_000)

afterAll(async () => {
  await session?.close()
  rmSync(workDir, { recursive: true, force: true })
})

describe('Load More Articles', () => {
  it('shows the next page of articles, then disappears when none are left', async () => {
    const page = await session.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${session.baseUrl}/blog`)
    await waitForIslands(page)
    const titles = page.locator('main h3 a')
    expect(await titles.count()).toBe(6)
    const button = page.getByRole('link', { name: 'Load More Articles' })
    await button.scrollIntoViewIfNeeded()
    await waitForIsland(page, '[data-island="load-more"]')
    await button.click()
    await expect.poll(() => titles.count()).toBe(9)
    expect(await titles.nth(8).textContent()).toBe('Archive article 1') // oldest last
    expect(await button.count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Archive article 3')
    expect(await axeViolations(page)).toEqual([])
    await page.goto(`${session.baseUrl}/blog/page/2`)
    await waitForIslands(page)
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })

  it('reaches every article without JavaScript, through /blog/page/2 and back', async () => {
    const page = await session.newPage({ viewport: VIEWPORTS.phone, javaScriptEnabled: false })
    await page.goto(`${session.baseUrl}/blog`)
    expect(await page.locator('main h3 a').count()).toBe(6)
    expect(await page.locator('link[rel="next"]').getAttribute('href')).toBe('https://www.nileridge.example/blog/page/2')
    await page.getByRole('link', { name: 'Load More Articles' }).click()
    await page.waitForURL(`${session.baseUrl}/blog/page/2`)
    expect(await page.locator('main h3 a').allTextContents()).toEqual(['Archive article 3', 'Archive article 2', 'Archive article 1'])
    expect(await page.getByRole('link', { name: 'Load More Articles' }).count()).toBe(0)
    expect(await page.locator('link[rel="prev"]').getAttribute('href')).toBe('https://www.nileridge.example/blog')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://www.nileridge.example/blog/page/2')
    expect(await page.title()).toContain('(page 2)')
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li').allTextContents()).toEqual(['Home', 'Blog', 'Page 2'])
    await page.getByRole('link', { name: 'Newer Articles' }).click()
    await page.waitForURL(`${session.baseUrl}/blog`)
    await page.close()
  })

  it('lists the listing pages in the sitemap, and no page repeats the whole blog', async () => {
    const sitemap = await (await fetch(`${session.baseUrl}/sitemap.xml`)).text()
    expect(sitemap).toContain('<loc>https://www.nileridge.example/blog/page/2</loc>')
    const article = await (await fetch(`${session.baseUrl}/blog/ai-tech-solutions`)).text()
    expect(article).not.toContain('Archive article 1') // the footer lists only the latest few
  })
})
