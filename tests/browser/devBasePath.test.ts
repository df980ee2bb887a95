/**
 * The dev server of `npm run cms` below a base path (issue 35): with BASE_PATH=/website/,
 * the pages, pictures, /admin and the content manager's backend answer below it and
 * nowhere else, and the content manager loads its configuration and lists the
 * collections from there (its page fetches relative to where it is served).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Session, startSession, VIEWPORTS } from '../helpers/browser.js'
import { type DevServer, startDevServer } from '../helpers/devServer.js'

let server: DevServer
let session: Session
const origin = () => `http://localhost:${server.port}`

beforeAll(async () => {
  server = await startDevServer({ environment: { BASE_PATH: '/website/' } })
  session = await startSession()
}, 300_000)

afterAll(async () => {
  server?.stop()
  await session?.close()
})

describe('the dev server below a base path', () => {
  it('serves pages, pictures and /admin below the base, with the base in their addresses', async () => {
    expect(server.url).toBe(`${origin()}/website`)
    const contact = await fetch(`${server.url}/contact`, { headers: { accept: 'text/html' } })
    expect(contact.status).toBe(200)
    const html = await contact.text()
    expect(html).toContain('href="/website/about-us"')
    expect(html).not.toMatch(/href="\/about-us"/)
    expect((await fetch(`${server.url}/images/logo.svg`)).status).toBe(200)
    const admin = await (await fetch(`${server.url}/admin/`)).text()
    expect(admin).toMatch(/src="\/website\/admin\/decap\//)
    expect(admin).toContain('src="/website/admin/cms.js"')
    expect((await fetch(`${server.url}/admin/config.yml`)).status).toBe(200)
    expect(await (await fetch(`${server.url}/admin/config.yml`)).text()).toContain(`${origin()}/website/api/cms/backend`)
  })

  it('answers nothing of the site outside the base', async () => {
    for (const address of ['/admin/config.yml', '/images/logo.svg', '/sitemap.xml'])
      expect((await fetch(`${origin()}${address}`)).status, address).not.toBe(200)
  })

  it('runs the content manager: its configuration loaded below the base, the collections listed, an entry opened', async () => {
    const page = await session.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${server.url}/admin/`)
    await page.getByRole('button', { name: /login/i }).click({ timeout: 60_000 })
    await page.getByTestId('blog').click({ timeout: 60_000 })
    await page.getByText('Data Analytics', { exact: false }).first().click({ timeout: 60_000 })
    await expect
      .poll(
        () =>
          page
            .locator('[id^="title-field-"]')
            .first()
            .inputValue()
            .catch(() => ''),
        { timeout: 60_000 },
      )
      .toMatch(/analytics/i)
    // Its preview, made in the browser, shows every picture and the site's styles from below the base.
    const preview = page.frameLocator('#preview-pane').frameLocator('iframe[title="Preview of the page"]')
    await preview.locator('main h1').waitFor({ timeout: 60_000 })
    const pictures = () =>
      preview
        .locator('img')
        .evaluateAll((images) => images.map((image) => [(image as HTMLImageElement).currentSrc, (image as HTMLImageElement).naturalWidth]))
    await expect.poll(async () => (await pictures()).filter(([, width]) => width === 0), { timeout: 30_000 }).toEqual([])
    const addresses = (await pictures()).map(([address]) => String(address)).filter((address) => !address.startsWith('blob:'))
    expect(addresses.length).toBeGreaterThan(0)
    for (const address of addresses) expect(new URL(address).pathname).toMatch(/^\/website\/images\//)
    expect(await preview.locator('h1').evaluate((heading) => getComputedStyle(heading).fontWeight)).not.toBe('400')
    await page.close()
  }, 240_000)
})
