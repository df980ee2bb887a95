/**
 * The content manager's picture library (cms/mediaLibrary.ts) as an editor uses it, on
 * `npm run cms`'s dev server over a throw-away copy of content/: every picture of
 * content/images by folder with the pages that use it, choosing one for an article's
 * picture, uploading into the blog's folder, and deleting (refused while a page uses it).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { VIEWPORTS } from '../../helpers/browser.js'
import { openFromPictureField } from '../../helpers/cmsArticle.js'
import { openAdmin, server } from './shared.js'

const PNG = readFileSync('content/images/share-default.png')
const imagesDir = () => path.join(server.contentDir, 'images')
const titleOf = (name: string): string => parse(readFileSync(path.join(server.contentDir, name), 'utf8').split(/^---$/m)[1]).title

/** The pictures of the copy's content/images, by folder ('' for content/images itself). */
function picturesOnDisk(): Map<string, string[]> {
  const folders = new Map<string, string[]>()
  for (const entry of readdirSync(imagesDir(), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(jpe?g|png|gif|webp|avif|svg)$/i.test(entry.name)) continue
    const folder = path.relative(imagesDir(), entry.parentPath).split(path.sep).join('/')
    folders.set(folder, [...(folders.get(folder) ?? []), entry.name].sort())
  }
  return folders
}

/** The library as the header's Media button opens it. */
async function openMediaPage(page: Page) {
  await page.getByRole('button', { name: 'Media' }).click()
  const library = page.getByRole('dialog', { name: 'Pictures' })
  await library.locator('li.card').first().waitFor()
  return library
}

async function openArticle(page: Page, file: string) {
  await page.getByTestId('blog').click()
  await page.getByText(titleOf(file), { exact: true }).first().click()
  await page.getByLabel('Title', { exact: true }).first().waitFor()
}

const card = (library: ReturnType<Page['getByRole']>, address: string) => library.locator(`li.card[data-address="${address}"]`)

describe('the picture library', () => {
  it('shows every picture of content/images folder by folder, each with its address, size and the pages that use it', async () => {
    const page = await openAdmin()
    const library = await openMediaPage(page)
    const folders = picturesOnDisk()
    expect([...folders.keys()].sort()).toEqual(['', 'blog'])
    const total = [...folders.values()].flat().length
    expect(await library.locator('li.card').count()).toBe(total)
    for (const [folder, names] of folders) {
      const heading = `content/images${folder ? `/${folder}` : ''} (${names.length} pictures)`
      const section = library.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
      expect(await section.locator('li.card .name').allTextContents()).toEqual(names)
      for (const name of names) {
        const address = `/images/${folder ? `${folder}/` : ''}${name}`
        expect(await card(library, address).locator('code').textContent()).toBe(address)
        const bytes = readFileSync(path.join(imagesDir(), folder, name)).length
        expect(await card(library, address).locator('.size').textContent()).toMatch(
          new RegExp(`^${Math.max(1, Math.round(bytes / 1024))} kB`),
        )
      }
    }
    // A blog cover: used on its article, linked to its page.
    const cover = card(library, '/images/blog/data-analytics.svg')
    expect(await cover.locator('.uses').textContent()).toBe(`Used on: ${titleOf('blog/data-analytics.md')}`)
    expect(await cover.locator('.uses a').getAttribute('href')).toBe('/blog/data-analytics')
    expect(await card(library, '/images/logo.svg').locator('.uses').textContent()).toBe('Used on: Site settings (logo)')
    // The thumbnails load (the dev server serves every picture of content/images).
    await expect
      .poll(() => cover.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0)
    // Standalone, there is no field to choose for; a real modal dialog that Escape closes.
    expect(await library.getByRole('button', { name: /choose selected/i }).count()).toBe(0)
    expect(await library.evaluate((dialog: HTMLDialogElement) => dialog.open && dialog.matches(':modal'))).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
    await page.keyboard.press('Escape')
    await library.waitFor({ state: 'detached' })
    await page.close()
  }, 90_000)

  it('fits a phone’s screen: no sideways scrolling, two pictures a row', async () => {
    const page = await openAdmin(VIEWPORTS.phone)
    const library = await openMediaPage(page)
    const box = (await library.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width)
    expect(await library.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true)
    const [first, second] = await library
      .locator('li.card')
      .evaluateAll((cards) => cards.slice(0, 2).map((each) => each.getBoundingClientRect().top))
    expect(first).toBe(second)
    await page.close()
  }, 60_000)

  it('inserts the chosen picture’s address into an article’s picture field, which the save writes', async () => {
    const page = await openAdmin()
    await openArticle(page, 'blog/web-development-trends.md')
    const library = await openFromPictureField(page)
    // The article's own cover is the one selected.
    expect(await card(library, '/images/blog/web-development-trends.svg').locator('.thumb').getAttribute('aria-pressed')).toBe('true')
    await library.getByRole('button', { name: 'Select cybersecurity-practices.svg' }).click()
    await library.getByRole('button', { name: 'Choose selected picture' }).click()
    await library.waitFor({ state: 'detached' })
    const before = readFileSync(path.join(server.contentDir, 'blog/web-development-trends.md'), 'utf8')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const file = path.join(server.contentDir, 'blog/web-development-trends.md')
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 20_000 }).not.toBe(before)
    // Only the picture's line changed (and the date the page was updated, which every save sets).
    const withoutUpdated = (text: string) => text.replace(/^updated: .*\n/m, '')
    expect(withoutUpdated(readFileSync(file, 'utf8'))).toBe(
      withoutUpdated(before).replace('src: /images/blog/web-development-trends.svg', 'src: /images/blog/cybersecurity-practices.svg'),
    )
    await page.close()
  }, 90_000)

  it('uploads from an article into content/images/blog, selected for the field; refuses what is no picture or too large, in plain words', async () => {
    const page = await openAdmin()
    await openArticle(page, 'blog/content-marketing.md')
    const library = await openFromPictureField(page)
    expect(await library.getByLabel('Upload into').inputValue()).toBe('blog')
    expect(await library.locator('#site-pictures-limits').textContent()).toContain('at most 5 MB and 5,000 px wide')
    const upload = library.getByLabel('Picture file')
    await upload.setInputFiles({ name: 'Team Photo.PNG', mimeType: 'image/png', buffer: PNG })
    await expect.poll(() => library.getByRole('status').textContent()).toContain('team-photo.png is uploaded to content/images/blog')
    expect(readFileSync(path.join(imagesDir(), 'blog/team-photo.png'))).toEqual(PNG)
    const uploaded = card(library, '/images/blog/team-photo.png')
    expect(await uploaded.locator('.uses').textContent()).toBe('Not used on any page')
    expect(await uploaded.locator('.thumb').getAttribute('aria-pressed')).toBe('true')
    // Too large, not a picture, a name taken: refused, and nothing written.
    const before = picturesOnDisk()
    await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) })
    await expect
      .poll(() => library.getByRole('alert').textContent())
      .toMatch(/^huge\.png is 5\.\d MB, more than the 5 MB a picture may have: make it smaller/)
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') })
    await expect
      .poll(() => library.getByRole('alert').textContent())
      .toBe(
        'content/images/blog/notes.txt: this file is not a picture (its bytes are not JPEG, PNG, WebP, AVIF, GIF or SVG), so it cannot be published: remove it.',
      )
    await upload.setInputFiles({
      name: 'data-analytics.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    })
    await expect
      .poll(() => library.getByRole('alert').textContent())
      .toBe(
        'There is already a picture named data-analytics.svg in content/images/blog: choose it below, or rename your file and upload it again.',
      )
    expect(picturesOnDisk()).toEqual(before)
    await library.getByRole('button', { name: 'Choose selected picture' }).click()
    await library.waitFor({ state: 'detached' })
    await page.close()
  }, 90_000)

  it('refuses to delete a picture in use, naming its page, and keeps the file; deletes one no page uses', async () => {
    writeFileSync(path.join(imagesDir(), 'unused.png'), PNG)
    const page = await openAdmin()
    const library = await openMediaPage(page)
    const title = titleOf('blog/ai-tech-solutions.md')
    let asked = 0
    page.on('dialog', (question) => {
      asked++
      void question.accept()
    })
    await library.getByRole('button', { name: 'Delete ai-tech-solutions.svg' }).click()
    // Said on the picture itself.
    expect(await card(library, '/images/blog/ai-tech-solutions.svg').getByRole('alert').textContent()).toBe(
      `ai-tech-solutions.svg is not deleted: it is used on ${title} (/blog/ai-tech-solutions). Choose another picture there first, then delete it.`,
    )
    expect(asked).toBe(0)
    expect(existsSync(path.join(imagesDir(), 'blog/ai-tech-solutions.svg'))).toBe(true)
    // The backend refuses it too, whatever asks.
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/cms/backend', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'deleteFiles', params: { paths: ['content/images/blog/ai-tech-solutions.svg'] } }),
      })
      return { status: response.status, body: await response.json() }
    })
    expect(answer).toEqual({
      status: 409,
      body: {
        error: `ai-tech-solutions.svg is still in use on ${title} (/blog/ai-tech-solutions): choose another picture there first, then delete it`,
      },
    })
    expect(existsSync(path.join(imagesDir(), 'blog/ai-tech-solutions.svg'))).toBe(true)
    await library.getByRole('button', { name: 'Delete unused.png' }).click()
    await expect.poll(() => library.getByRole('status').textContent()).toBe('unused.png is deleted.')
    expect(asked).toBe(1)
    expect(existsSync(path.join(imagesDir(), 'unused.png'))).toBe(false)
    await card(library, '/images/unused.png').waitFor({ state: 'detached' })
    await page.close()
  }, 90_000)
})
