/**
 * The published content manager (a static host, no dev server), as `npm run serve --
 * --cms-test` serves it: /admin on Decap's test-repo backend, seeded from content/. Its
 * preview is the built page, made in the browser (its check's words: tests/unit/browserCheck.test.ts).
 * Runs on a copy of the build with this tree's /admin files written in.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildSync } from 'esbuild'
import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testRepoConfig, testRepoPage, testRepoScript } from '../../scripts/lib/cmsTestRepo.js'
import { bundleBrowserPipeline } from '../../site/cms/browserBundle.js'
import { siteIndex } from '../../site/cms/siteIndex.js'
import { type Session, startSession } from '../helpers/browser.js'

let root: string
let session: Session

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'cms-published-'))
  cpSync('dist/client', root, { recursive: true })
  const admin = path.join(root, 'admin')
  writeFileSync(path.join(admin, 'pipeline.js'), await bundleBrowserPipeline())
  writeFileSync(path.join(admin, 'site-index.json'), siteIndex(path.resolve('content')))
  const cms = buildSync({ entryPoints: ['cms/admin.ts'], bundle: true, format: 'iife', minify: true, write: false, target: 'es2022' })
  writeFileSync(path.join(admin, 'cms.js'), cms.outputFiles[0].text)
  writeFileSync(path.join(admin, 'index.html'), testRepoPage(readFileSync(path.join(admin, 'index.html'), 'utf8')))
  writeFileSync(path.join(admin, 'config.yml'), testRepoConfig(readFileSync(path.join(admin, 'config.yml'), 'utf8')))
  writeFileSync(path.join(admin, 'test-repo.js'), testRepoScript(path.resolve('content')))
  session = await startSession(root)
}, 240_000)

afterAll(async () => {
  await session?.close()
  rmSync(root, { recursive: true, force: true })
})

async function openEntry(address: string): Promise<Page> {
  const page = await session.newPage({ viewport: { width: 1600, height: 1000 } })
  await page.goto(`${session.baseUrl}/admin/#${address}`, { waitUntil: 'commit' })
  await page.getByRole('button', { name: /login/i }).click({ timeout: 60_000 })
  return page
}

/** The frame showing the page: the one holding the site's <main>. */
async function previewFrame(page: Page): Promise<Frame> {
  await expect.poll(async () => (await framesWithMain(page)).length, { timeout: 60_000 }).toBeGreaterThan(0)
  return (await framesWithMain(page))[0]
}
const framesWithMain = async (page: Page) => {
  const found: Frame[] = []
  for (const frame of page.frames())
    if (await frame.evaluate(() => Boolean(document.querySelector('main#main'))).catch(() => false)) found.push(frame)
  return found
}

/** What a reader sees of a page's <main>: its headings, its words, the pictures it has. */
const mainOf = (frame: Frame | Page) =>
  frame.evaluate(() => {
    const main = document.querySelector('main#main')!
    return {
      headings: [...main.querySelectorAll('h1, h2, h3')].map((heading) => heading.textContent?.trim()),
      text: (main.textContent ?? '').replace(/\s+/g, ' ').trim(),
      pictures: main.querySelectorAll('img').length,
    }
  })

async function builtMain(route: string) {
  const page = await session.newPage()
  await page.goto(`${session.baseUrl}${route}`)
  const main = await mainOf(page)
  await page.close()
  return main
}

describe('the published content manager', () => {
  for (const [name, address, route] of [
    ['an article', '/collections/blog/entries/ai-tech-solutions', '/blog/ai-tech-solutions'],
    ['the home page', '/collections/pages/entries/index', '/'],
  ])
    it(`previews ${name} as the built page's main content`, async () => {
      const page = await openEntry(address)
      const preview = await mainOf(await previewFrame(page))
      const built = await builtMain(route)
      expect(preview.headings).toEqual(built.headings)
      expect(preview.text).toBe(built.text)
      expect(preview.pictures).toBe(built.pictures)
      expect(built.headings.length).toBeGreaterThan(1)
      // Of /admin's origin, where the GitHub token lives: nothing an entry holds may run script there.
      // (Our frame sits inside Decap's own preview frame.)
      const sandboxes = await Promise.all(
        page
          .frames()
          .map((frame) =>
            frame
              .locator('iframe[title="Preview of the page"]')
              .evaluateAll((frames) => frames.map((element) => element.getAttribute('sandbox'))),
          ),
      )
      expect(sandboxes.flat()).toEqual(['allow-same-origin'])
      await page.close()
    }, 180_000)
})
