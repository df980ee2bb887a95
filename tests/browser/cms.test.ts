/**
 * The content manager at /admin (Decap CMS) as an editor uses it: `npm run cms`'s dev
 * server (which saves through its own backend) on a throw-away copy of content/, driven in
 * Chromium, one server for this file and the suites of tests/browser/cms/ it imports. Saves
 * change only what was edited, a save with content errors is refused with the check's
 * words, the preview is the real page, and a broken file never takes the site down.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Frame, FrameLocator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { VIEWPORTS } from '../helpers/browser.js'
import { changedLines } from '../helpers/lineDiff.js'
import { newArticle, toMarkdownMode } from '../helpers/cmsArticle.js'
import { clientDir } from '../helpers/site.js'
import { expand, openAdmin, save, server, session, runOnCmsServer } from './cms/shared.js'
// The content manager's other suites on this file's dev server, one after the other (cms/shared.ts);
// cmsEditing.test.ts runs the rest on a server of its own, beside this file. The load suite
// goes first, on a server no other suite has used yet.
import './cms/load.js'
import './cms/body.js'
import './cms/media.js'
import './cms/widgets.js'
import './cms/accessibility.js'

runOnCmsServer()

const read = (name: string) => readFileSync(path.join(server.contentDir, name), 'utf8')
/** The file once the save has written it (whole: the backend writes beside it, then renames). */
async function savedText(name: string, newWords: string): Promise<string> {
  await expect.poll(() => existsSync(path.join(server.contentDir, name)) && read(name).includes(newWords), { timeout: 20_000 }).toBe(true)
  return read(name)
}
// A page's front matter, read for the names the editor sees.
const frontMatter = (text: string): any => parse(text.split(/^---$/m)[1])

async function openEntry(page: Page, collection: string, title: string) {
  await page.getByTestId(collection).click()
  await page.getByText(title, { exact: true }).first().click()
  await page.getByLabel('Title', { exact: true }).or(page.locator('label[for^="phone-field-"]')).first().waitFor()
}

/** The frame of the real page inside Decap's preview pane, once it shows a page. */
async function previewFrame(page: Page): Promise<FrameLocator> {
  await expect.poll(async () => Boolean(await pageFrame(page)), { timeout: 20_000 }).toBe(true)
  return page.frameLocator('#preview-pane').frameLocator('iframe[title="Preview of the page"]')
}
/** The frame holding the site's <main>, if any yet. */
async function pageFrame(page: Page): Promise<Frame | undefined> {
  for (const frame of page.frames())
    if (await frame.evaluate(() => Boolean(document.querySelector('main#main'))).catch(() => false)) return frame
  return undefined
}

/** What the preview pane shows, for a failure's message: a flaky preview is hard to see afterwards. */
async function previewState(page: Page): Promise<string> {
  const frame = await pageFrame(page)
  const pictures = frame
    ? await frame
        .locator('main img')
        .evaluateAll((images) =>
          images.map((image) => `${(image as HTMLImageElement).currentSrc} ${(image as HTMLImageElement).naturalWidth}px`),
        )
        .catch(String)
    : []
  const pane = await page
    .frameLocator('#preview-pane')
    .locator('ul[aria-label="Problems in this page"], p:has-text("The page shows here"), p:has-text("The preview could not be made")')
    .allTextContents()
  const shown = frame ? await frame.evaluate(() => `h1 "${document.querySelector('h1')?.textContent ?? ''}"`).catch(String) : 'no page'
  return `The preview pane: ${shown}; its pictures: ${JSON.stringify(pictures)}; above it: ${JSON.stringify(pane)}`
}

describe('the content manager', () => {
  it('changes only the edited lines when one block text and one icon of a service change', async () => {
    const before = read('services/web-development.md')
    const page = await openAdmin()
    const block = frontMatter(before).sections[1]
    await openEntry(page, 'services', 'Web Development Services in Uganda')
    // Collapsed blocks and list items are named by their heading or title: open the second block and its first card.
    await expand(page, block.heading)
    await expand(page, block.items[0].title)
    await page.locator('input[id^="heading-field-"]:visible').first().fill('What we build')
    const icon = page.locator('fieldset[data-icon-grid]:visible').first()
    expect(await icon.getByRole('radio', { checked: true }).getAttribute('value')).toBe(block.items[0].icon)
    // Chosen as an editor does, by its picture and name (the radio itself is hidden behind its label).
    await icon.locator('label[data-icon="rocket"]').click()
    expect(await icon.getByRole('radio', { checked: true }).getAttribute('value')).toBe('rocket')
    // The icon grid shows each icon as itself.
    expect(await icon.locator('label[data-icon="rocket"] svg').count()).toBe(1)
    await save(page)
    const diff = changedLines(before, await savedText('services/web-development.md', 'heading: What we build'))
    expect(diff.removed).toEqual([`    heading: ${block.heading}`, `        icon: ${block.items[0].icon}`])
    expect(diff.added).toEqual(['    heading: What we build', '        icon: rocket'])
    await page.close()
  }, 90_000)

  it('changes only the phone line of site.yaml, and keeps its comments', async () => {
    const before = read('site.yaml')
    const page = await openAdmin()
    await page.getByTestId('settings').click()
    await page.getByText('Company facts and navigation').click()
    const phone = page.locator('input[id^="phone-field-"]').first()
    await phone.waitFor()
    await phone.fill('+256 700 999 888')
    await save(page)
    const after = await savedText('site.yaml', '+256 700 999 888')
    expect(changedLines(before, after)).toEqual({ removed: ['phone: "+256 700 123 456"'], added: ['phone: "+256 700 999 888"'] })
    expect(after.split('\n').filter((line) => line.trim().startsWith('#'))).toEqual(
      before.split('\n').filter((line) => line.trim().startsWith('#')),
    )
    await page.close()
  }, 90_000)

  it('shows the check’s messages at the fields and refuses to save a 219-character description, then a link to /contcat', async () => {
    const before = read('services/cloud-solutions.md')
    const page = await openAdmin()
    await openEntry(page, 'services', 'Cloud Solutions in Uganda')
    const description = page.locator('[id^="description-field-"]').first()
    await description.fill(`${'A'.repeat(30)} ${'b'.repeat(188)}`)
    // While editing: the message sits in the description's own field.
    const descriptionField = page
      .locator('label[for^="description-field-"]')
      .first()
      .locator('xpath=ancestor::*[contains(@class, "ControlContainer")][1]')
    await expect
      .poll(() => descriptionField.locator('.nile-check-message').allInnerTexts(), { timeout: 20_000 })
      .toEqual(['Description is longer than 170 characters: search engines cut it off, shorten it'])
    await save(page)
    await expect
      .poll(() => page.getByText('Not saved: one problem to fix first. Description is longer than 170 characters').count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0)
    expect(read('services/cloud-solutions.md')).toBe(before)

    // With the description fixed, the link of the hero's first button is checked, and its
    // message sits in that button's Link field.
    // Typed as an editor types (after a refused save, Playwright's fill() adds to the old text).
    await description.click()
    await page.keyboard.press('Control+A')
    await page.keyboard.type('Cloud hosting, migration and backup for organisations in Uganda.')
    // A page hint (a warning, which does not stop a save) sits in its field too.
    await expect
      .poll(() => descriptionField.locator('.nile-check-message').allInnerTexts(), { timeout: 20_000 })
      .toEqual([
        'Description is 64 characters: search results show about 150, so say more of what the page offers (at least 70 characters)',
      ])
    const hero = frontMatter(before).sections[0]
    await expand(page, hero.heading)
    await expand(page, hero.actions[0].label)
    const href = page.locator('input[id^="href-field-"]:visible').first()
    await href.fill('/contcat')
    const hrefField = href.locator('xpath=ancestor::*[contains(@class, "ControlContainer")][1]')
    await expect
      .poll(() => hrefField.locator('.nile-check-message').allInnerTexts(), { timeout: 20_000 })
      .toEqual([expect.stringContaining('The link "/contcat" points to a page that does not exist. Did you mean /contact?')])
    await save(page)
    await expect
      .poll(() => page.getByText(/Not saved: one problem to fix first\. The link "\/contcat"/).count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0)
    expect(read('services/cloud-solutions.md')).toBe(before)
    await page.close()
  }, 120_000)

  it('previews an article as the real page: its title is the page’s <h1>, in the site’s font and colours', async () => {
    const page = await openAdmin()
    await openEntry(page, 'blog', 'Turning Data into Decisions: Data Analytics for Ugandan Organisations')
    const frame = await previewFrame(page)
    const heading = frame.locator('h1')
    await expect.poll(() => heading.textContent()).toBe('Turning Data into Decisions: Data Analytics for Ugandan Organisations')
    const site = await session.newPage({ viewport: VIEWPORTS.desktop })
    await site.goto(`${server.url}/blog/data-analytics`)
    const style = (element: Element) => {
      const computed = getComputedStyle(element)
      return { font: computed.fontFamily, color: computed.color, background: getComputedStyle(document.body).backgroundColor }
    }
    // Polled: the dev server reloads its pages when content/ changes (an earlier test's save may land now).
    let live: ReturnType<typeof style> | undefined
    await expect
      .poll(
        async () =>
          (live = await site
            .locator('h1')
            .evaluate(style)
            .catch(() => undefined)),
      )
      .toBeDefined()
    await expect.poll(() => heading.evaluate(style).catch(() => undefined)).toEqual(live)
    await site.close()
    await page.close()
  }, 90_000)

  it('previews the home page with its hero heading and its blocks', async () => {
    const page = await openAdmin()
    await page.getByText('Home (home page)', { exact: false }).first().click()
    const frame = await previewFrame(page)
    await expect.poll(() => frame.locator('h1').textContent()).toContain('Innovative Tech Solutions')
    // Polled too: the pane may load the page once more while Decap settles the entry.
    await expect.poll(() => frame.locator('main section').count()).toBeGreaterThan(4)
    await page.close()
  }, 90_000)

  it('creates an article with an uploaded cover and a link to /contact: the file, the picture and the page', async () => {
    const page = await openAdmin()
    // The address is made from the title when the entry is first saved.
    await newArticle(page, {
      title: 'Mobile Money APIs for Small Shops',
      description:
        'How a small shop in Kampala can take mobile money payments on its website, from choosing a provider to testing the checkout.',
      date: '2026-11-20',
      category: 'Web Development',
      picture: 'mobile-money.png',
      alt: 'A shopkeeper in Kampala holding a phone showing a mobile money payment',
    })
    expect(await page.locator('[id^="webAddress-field-"]').getAttribute('placeholder')).toBe('made from the title when you save')
    // The text, typed as Markdown.
    await toMarkdownMode(page)
    await page.locator('[data-slate-editor="true"]').last().click()
    await page.keyboard.type('Read how we can help, then [talk to us](/contact).')
    // The preview shows the picture just uploaded, before anything is saved.
    const preview = await previewFrame(page)
    const cover = preview.locator('main img[alt^="A shopkeeper in Kampala"]')
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth).catch(() => 0), { timeout: 30_000 })
      .toBeGreaterThan(0)
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await previewState(page)}`)
      })
    await save(page)
    expect(await savedText('blog/mobile-money-apis-for-small-shops.md', 'talk to us](/contact).\n')).toBe(
      [
        '---',
        'title: Mobile Money APIs for Small Shops',
        'description: How a small shop in Kampala can take mobile money payments on its website, from choosing a provider to testing the checkout.',
        'image:',
        '  src: /images/blog/mobile-money.png',
        '  alt: A shopkeeper in Kampala holding a phone showing a mobile money payment',
        'date: 2026-11-20',
        'category: Web Development',
        'author: editorial-team',
        '---',
        'Read how we can help, then [talk to us](/contact).',
        '',
      ].join('\n'),
    )
    // Into the folder of the blog's covers, where the media library opened.
    expect(existsSync(path.join(server.contentDir, 'images/blog/mobile-money.png'))).toBe(true)
    const article = await session.newPage({ viewport: VIEWPORTS.phone })
    await expect
      .poll(async () => (await article.goto(`${server.url}/blog/mobile-money-apis-for-small-shops`))?.status(), { timeout: 20_000 })
      .toBe(200)
    // Polled: the dev server reloads its pages when content/ changes (the save's own change may
    // land after the first visit), and the page shows its cover once its script has started.
    await expect.poll(() => article.locator('h1').textContent()).toBe('Mobile Money APIs for Small Shops')
    await expect.poll(() => article.locator('main a[href="/contact"]', { hasText: 'talk to us' }).count()).toBe(1)
    await expect.poll(() => article.locator('main img[alt^="A shopkeeper in Kampala"]').count()).toBe(1)
    await article.close()
    await page.close()
  }, 120_000)

  it('refuses a new article at an address another article has', async () => {
    const before = read('blog/data-analytics.md')
    const page = await openAdmin()
    await newArticle(page, {
      title: 'Data Analytics Again',
      address: 'data-analytics',
      description: 'A second article that asks for the address of the first one, which the content manager must refuse.',
      date: '2026-11-21',
      category: 'Data Analytics',
      picture: 'again.png',
      alt: 'A chart',
    })
    await save(page)
    await expect
      .poll(() => page.getByText('Not saved: there is already a page at /blog/data-analytics. Choose another address.').count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0)
    expect(read('blog/data-analytics.md')).toBe(before)
    expect(existsSync(path.join(server.contentDir, 'blog/data-analytics-1.md'))).toBe(false)
    await page.close()
  }, 120_000)

  it('shows a broken page’s messages in its place while the other pages and /admin/ work, and brings it back once fixed', async () => {
    const file = path.join(server.contentDir, 'about-us.md')
    const good = readFileSync(file, 'utf8')
    writeFileSync(file, good.replace(/^title: .*$/m, 'title:'))
    const get = (route: string) => fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } })
    await expect.poll(async () => (await get('/about-us')).status).toBe(500)
    const page = await (await get('/about-us')).text()
    expect(page).toContain('content/about-us.md:2:')
    expect((await get('/contact')).status).toBe(200)
    expect((await get('/admin/')).status).toBe(200)
    writeFileSync(file, good)
    await expect.poll(async () => (await get('/about-us')).status).toBe(200)
    expect(await (await get('/about-us')).text()).toContain('<h1')
  }, 60_000)

  it('shows site.yaml’s messages on the pages while it has a mistake, keeps /admin/ working, and recovers once fixed', async () => {
    const file = path.join(server.contentDir, 'site.yaml')
    const good = readFileSync(file, 'utf8')
    writeFileSync(file, good.replace(/^phone: .*$/m, 'phone:'))
    const get = (route: string) => fetch(`${server.url}${route}`, { headers: { accept: 'text/html' } })
    await expect.poll(async () => (await get('/contact')).status).toBe(500)
    const page = await (await get('/contact')).text()
    expect(page).toMatch(/content\/site\.yaml:\d+:\d+ {2}phone/)
    expect((await get('/admin/')).status).toBe(200)
    expect((await get('/admin/config.yml')).status).toBe(200)
    writeFileSync(file, good)
    await expect.poll(async () => (await get('/contact')).status).toBe(200)
  }, 60_000)

  it('is kept out of search engines, the sitemap and the visitor pages', () => {
    expect(readFileSync(path.join(clientDir, 'admin/index.html'), 'utf8')).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(readFileSync(path.join(clientDir, 'sitemap.xml'), 'utf8')).not.toContain('/admin')
    expect(readFileSync(path.join(clientDir, 'index.html'), 'utf8')).not.toContain('/admin')
  })
})
