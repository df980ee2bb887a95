/**
 * Deleting, the address and the console (issue 42, items 3, 4 and 8), in Chromium against
 * `npm run cms`'s dev server on a throw-away copy of content/:
 * - nothing a page uses is deleted (a page another links to, a photo uploaded and shown by
 *   an article saved in the same visit): refused before Decap asks, naming the pages; what
 *   no page uses is deleted as before;
 * - the form, the top bar and the address show one entry: a new entry's first save asks
 *   nothing and goes to its address; a typed address, Back with unsaved edits (Cancel, then
 *   OK) each end on one entry;
 * - a normal visit (open, type, a refused save, a good save, an upload) leaves no uncaught
 *   error, no request that fails and no error said twice.
 * (The published /admin's side: tests/browser/cmsPublished.test.ts.)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { VIEWPORTS, watchConsole } from '../../helpers/browser.js'
import { serverOutput } from '../../helpers/devServer.js'
import { newArticle, openFromPictureField } from '../../helpers/cmsArticle.js'
import { openAdmin, openEntryBySlug as openEntry, save, server } from './shared.js'

const PNG = readFileSync('content/images/share-default.png')
const read = (name: string) => readFileSync(path.join(server.contentDir, name), 'utf8')
const titleOf = (name: string): string => parse(read(name).split(/^---$/m)[1]).title

/** Every question the page asks (confirm, alert), answered in turn from `answers` (OK when none is left). */
function questions(page: Page) {
  const asked: string[] = []
  const answers: boolean[] = []
  page.on('dialog', (dialog) => {
    asked.push(dialog.message())
    void (answers.shift() === false ? dialog.dismiss() : dialog.accept())
  })
  return { asked, answers }
}

/** The pages of content/ that link to or name the article `slug` (its address in a text, or its slug among `related`). */
function pagesNaming(slug: string): string[] {
  return (readdirSync(server.contentDir, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.md') && name !== 'README.md' && name !== `blog/${slug}.md`)
    .filter((name) => read(name).includes(`/blog/${slug})`) || new RegExp(`^related:.*\\b${slug}\\b`, 'm').test(read(name)))
    .sort()
}

/** What the editor sees: the address, the Title field, and whether the top bar says the changes are saved. */
const shown = (page: Page) =>
  page.evaluate(() => ({
    address: location.hash,
    title: document.querySelector<HTMLInputElement>('[class*="ControlPaneContainer"] input[id^="title-field-"]')?.value,
    saved: document.querySelector('[class*="ToolbarContainer"]')?.textContent?.includes('Changes saved') ?? false,
  }))

/** Until Decap's top bar says the entry is saved (the file is written a moment before Decap hears so). */
const changesSaved = (page: Page) => expect.poll(async () => (await shown(page)).saved, { timeout: 30_000 }).toBe(true)

/** Until the form shows the entry at `slug`, with the top bar and the address agreeing. */
async function showing(page: Page, slug: string, title: string, saved: boolean) {
  await expect.poll(() => shown(page), { timeout: 30_000 }).toEqual({ address: `#/collections/blog/entries/${slug}`, title, saved })
}

describe('deleting in the content manager', () => {
  it('refuses to delete an article other pages link to, naming them before Decap asks anything, and keeps the file', async () => {
    const users = pagesNaming('cybersecurity-practices')
    expect(users).toContain('services/cybersecurity.md')
    const page = await openAdmin()
    const { asked } = questions(page)
    await openEntry(page, 'blog', 'cybersecurity-practices')
    await page.getByRole('button', { name: 'Delete entry' }).click()
    const refusal = page.getByRole('alert').filter({ hasText: 'is not deleted' })
    await expect.poll(() => refusal.count(), { timeout: 30_000 }).toBe(1)
    expect(await refusal.locator('p').first().textContent()).toBe(
      `“${titleOf('blog/cybersecurity-practices.md')}” is not deleted: ${users.length === 1 ? 'this page links to it or names it:' : `these ${users.length} pages link to it or name it:`}`,
    )
    // Each page by its title and address, a link to its entry in the content manager.
    expect((await refusal.locator('li').allTextContents()).sort()).toEqual(
      users.map((name) => `${titleOf(name)} (/${name.replace(/\.md$/, '').replace(/(^|\/)index$/, '')})`).sort(),
    )
    expect(await refusal.getByRole('link', { name: titleOf('services/cybersecurity.md') }).getAttribute('href')).toBe(
      '#/collections/services/entries/cybersecurity',
    )
    expect(asked, asked.join(' | ')).toEqual([])
    expect(existsSync(path.join(server.contentDir, 'blog/cybersecurity-practices.md'))).toBe(true)
    await page.close()
  }, 90_000)

  it('deletes an article no page uses, once Decap has asked', async () => {
    const name = 'blog/old-announcement.md'
    writeFileSync(
      path.join(server.contentDir, name),
      read('blog/cybersecurity-practices.md')
        .replace(/^title: .*$/m, 'title: An Old Announcement')
        .replace(/^related: .*$/m, 'related: []'),
    )
    const page = await openAdmin()
    const { asked } = questions(page)
    await openEntry(page, 'blog', 'old-announcement')
    await page.getByRole('button', { name: 'Delete entry' }).click()
    await expect.poll(() => existsSync(path.join(server.contentDir, name)), { timeout: 30_000 }).toBe(false)
    expect(asked).toEqual(['Are you sure you want to delete this published entry?'])
    await page.close()
  }, 90_000)

  it('refuses to delete a photo uploaded and shown by an article saved in the same visit: “Used on” that article, the file kept', async () => {
    const page = await openAdmin()
    const { asked } = questions(page)
    await openEntry(page, 'blog', 'cybersecurity-practices')
    const library = await openFromPictureField(page)
    await library.getByLabel('Picture file').setInputFiles({ name: 'team-day.png', mimeType: 'image/png', buffer: PNG })
    await expect
      .poll(() => library.getByRole('status').textContent(), { timeout: 20_000 })
      .toContain('team-day.png is uploaded to content/images/blog')
    await library.getByRole('button', { name: 'Choose selected picture' }).click()
    await library.waitFor({ state: 'detached' })
    await save(page)
    await expect.poll(() => read('blog/cybersecurity-practices.md'), { timeout: 20_000 }).toContain('src: /images/blog/team-day.png')

    // The header's Media, over the list of articles, once Decap has the save.
    await changesSaved(page)
    await page.getByRole('link', { name: /Writing in Blog collection/ }).click()
    await page.getByRole('button', { name: 'Media' }).click()
    const media = page.getByRole('dialog', { name: 'Pictures' })
    const card = media.locator('li.card[data-address="/images/blog/team-day.png"]')
    await card.waitFor()
    const title = titleOf('blog/cybersecurity-practices.md')
    expect(await card.locator('.uses').textContent()).toBe(`Used on: ${title}`)
    await media.getByRole('button', { name: 'Delete team-day.png' }).click()
    await expect
      .poll(() => card.getByRole('alert').textContent(), { timeout: 30_000 })
      .toBe(
        `team-day.png is not deleted: it is used on ${title} (/blog/cybersecurity-practices). Choose another picture there first, then delete it.`,
      )
    expect(asked, asked.join(' | ')).toEqual([])
    expect(existsSync(path.join(server.contentDir, 'images/blog/team-day.png'))).toBe(true)
    await page.close()
  }, 120_000)
})

describe('the address and the form', () => {
  it('saves a new article without asking to leave, and goes to its address with its top bar; a typed address then opens that entry', async () => {
    const page = await openAdmin()
    const { asked } = questions(page)
    await newArticle(page, {
      title: 'Address Follows the Form',
      description: 'A new article whose first save must not ask to leave the page, and whose address must follow its form.',
      date: '2026-11-22',
      category: 'Web Development',
      picture: 'address-follows.png',
      alt: 'A browser address bar',
    })
    await save(page)
    await showing(page, 'address-follows-the-form', 'Address Follows the Form', true)
    // Decap's controls for a saved entry, not a new one's.
    await page.getByRole('button', { name: 'Delete entry' }).waitFor()
    expect(asked, asked.join(' | ')).toEqual([])

    await page.evaluate(() => {
      location.hash = '#/collections/blog/entries/ai-tech-solutions'
    })
    await showing(page, 'ai-tech-solutions', titleOf('blog/ai-tech-solutions.md'), true)
    expect(asked, asked.join(' | ')).toEqual([])
    await page.close()
  }, 120_000)

  it('Back with unsaved edits asks: Cancel keeps the entry, its address and its top bar; Back again, OK, shows the one before', async () => {
    const page = await openAdmin()
    const { asked, answers } = questions(page)
    await openEntry(page, 'blog', 'ai-tech-solutions')
    // Typed, as an editor follows a bookmark.
    await page.evaluate(() => {
      location.hash = '#/collections/blog/entries/data-analytics'
    })
    const analytics = titleOf('blog/data-analytics.md')
    await showing(page, 'data-analytics', analytics, true)
    await page
      .locator('[id^="description-field-"]')
      .first()
      .fill('Edited, not saved: a description long enough for the check to let it be, about data.')
    await showing(page, 'data-analytics', analytics, false)

    answers.push(false)
    await page.goBack()
    await expect.poll(() => asked.length).toBe(1)
    await showing(page, 'data-analytics', analytics, false)
    expect(await page.locator('[id^="description-field-"]').first().inputValue()).toMatch(/^Edited, not saved/)

    answers.push(true)
    await page.goBack()
    await showing(page, 'ai-tech-solutions', titleOf('blog/ai-tech-solutions.md'), true)
    // Asked once each time, in the content manager's words.
    expect(asked).toEqual([
      'Leave this page? Your changes to it are not saved yet.',
      'Leave this page? Your changes to it are not saved yet.',
    ])
    expect(read('blog/data-analytics.md')).not.toContain('Edited, not saved')
    await page.close()
  }, 120_000)

  it('an address typed over a new entry with unsaved edits asks: Cancel keeps the new entry at /new, OK opens the typed one', async () => {
    const page = await openAdmin()
    const { asked, answers } = questions(page)
    await page.getByTestId('blog').click()
    await page.getByRole('link', { name: 'New article' }).click()
    await page.getByLabel('Title', { exact: true }).first().fill('Not Saved Yet')
    const typed = () =>
      page.evaluate(() => {
        location.hash = '#/collections/blog/entries/web-development-trends'
      })
    answers.push(false)
    await typed()
    await expect.poll(() => asked.length).toBe(1)
    await expect
      .poll(() => shown(page), { timeout: 30_000 })
      .toEqual({ address: '#/collections/blog/new', title: 'Not Saved Yet', saved: false })
    answers.push(true)
    await typed()
    await showing(page, 'web-development-trends', titleOf('blog/web-development-trends.md'), true)
    expect(asked.length).toBe(2)
    await page.close()
  }, 120_000)
})

describe('a clean console', () => {
  it('a normal visit (open, type, a refused save, a good save, an upload) leaves no uncaught error, no failed request and no error twice', async () => {
    // Decap's start is part of the visit: a page of its own, not one an earlier test kept.
    const page = await openAdmin(VIEWPORTS.desktop, '', { fresh: true })
    const messages = watchConsole(page)
    const failed: string[] = []
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${response.url()}`)
    })
    page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`))
    await openEntry(page, 'courses', 'cybersecurity')
    const description = page.locator('[id^="description-field-"]').first()
    await description.click()
    await page.keyboard.press('End')
    await page.keyboard.type(' More.')
    await description.fill('a'.repeat(219))
    await save(page)
    await expect.poll(() => page.getByText(/^Not saved: one problem to fix first\./).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    await description.click()
    await page.keyboard.press('Control+A')
    await page.keyboard.type(
      'Hands-on cybersecurity training in Kampala: protect your organisation, its data and its customers from attack.',
    )
    await save(page)
    await expect.poll(() => read('courses/cybersecurity.md'), { timeout: 30_000 }).toContain('Hands-on cybersecurity training in Kampala')
    await changesSaved(page)
    await page.getByRole('link', { name: /Writing in Courses collection/ }).click()
    await page.getByRole('button', { name: 'Media' }).click()
    const media = page.getByRole('dialog', { name: 'Pictures' })
    await media.locator('li.card').first().waitFor()
    await media.getByLabel('Picture file').setInputFiles({ name: 'console-visit.png', mimeType: 'image/png', buffer: PNG })
    await expect.poll(() => media.getByRole('status').textContent(), { timeout: 20_000 }).toContain('console-visit.png is uploaded')
    // The new picture's thumbnail shows.
    await expect
      .poll(() =>
        media.locator('li.card[data-address="/images/console-visit.png"] img').evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0)
    await page.waitForTimeout(1000)
    // The requests first: a console's "Failed to load resource" names no address, they do.
    expect(failed, serverOutput(server.log)).toEqual([])
    expect(messages.filter((message) => message.startsWith('uncaught'))).toEqual([])
    expect(messages.filter((message) => /autofocus|favicon|api\/cms\/check|Failed to load resource/i.test(message))).toEqual([])
    expect(messages.filter((message, index) => messages.indexOf(message) !== index)).toEqual([])
    await page.close()
  }, 150_000)
})
