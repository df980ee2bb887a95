/**
 * The content manager at /admin (Decap CMS), driven in Chromium with its local backend
 * (decap-server) on a copy of content/: an editor lists the articles, opens one, edits
 * its title, publishes, and the Markdown file on disk changes and still passes the check.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsConfig } from '../../renderer/admin/cmsConfig.js'
import { buildSite } from '../../renderer/pipeline/index.js'
import { formatProblem } from '../../renderer/pipeline/report.js'
import { startSession, VIEWPORTS, type Session } from '../helpers/browser.js'
import { clientDir, realSite } from '../helpers/site.js'

const repoDir = mkdtempSync(path.join(os.tmpdir(), 'cms-repo-'))
let server: ChildProcess
let serverUrl: string
let session: Session

/** A port nobody listens on now. */
const freePort = () => new Promise<number>((resolve) => {
  const probe = createServer().listen(0, () => {
    const { port } = probe.address() as { port: number }
    probe.close(() => resolve(port))
  })
})

beforeAll(async () => {
  cpSync('content', path.join(repoDir, 'content'), { recursive: true })
  const port = await freePort()
  serverUrl = `http://localhost:${port}/api/v1`
  const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/index.js')
  server = spawn(process.execPath, [decapServer], { env: { ...process.env, PORT: String(port), MODE: 'fs', GIT_REPO_DIRECTORY: repoDir, LOG_LEVEL: 'error' } })
  // Up once it answers (a few hundred milliseconds).
  for (let tries = 0; tries < 150; tries++) {
    const answer = await fetch(serverUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' }).catch(() => undefined)
    if (answer?.ok) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  session = await startSession()
})
afterAll(async () => {
  server?.kill()
  await session?.close()
})

describe('the content manager', () => {
  it('lists the articles, opens one with its fields, saves an edit into the Markdown file, and the file still passes the check', async () => {
    const page = await session.newPage({ viewport: VIEWPORTS.desktop })
    // The built configuration saves to GitHub; here it saves through the local server.
    const { cms, authors } = realSite().settings
    await page.route('**/admin/config.yml', (route) => route.fulfill({ contentType: 'text/yaml', body: cmsConfig({ ...cms!, localServer: serverUrl, authors: Object.keys(authors) }) }))
    await page.goto(`${session.baseUrl}/admin/`)
    await page.getByRole('button', { name: /login/i }).click()
    await page.getByRole('link', { name: 'Blog' }).click()
    for (const title of ['The Role of AI in Modern Tech Solutions', 'Web Development Trends to Watch in 2025']) {
      await expect.poll(() => page.getByText(title).count(), { timeout: 15_000 }).toBeGreaterThan(0)
    }
    await page.getByText('Turning Data into Decisions').first().click()
    const title = page.getByLabel('Title', { exact: true })
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe('Turning Data into Decisions: Data Analytics for Ugandan Organisations')
    const labels = (await page.locator('label').allInnerTexts()).map((text) => text.trim().toLowerCase())
    expect(labels).toEqual(expect.arrayContaining(['description', 'date', 'author', 'category', 'related (optional)', 'draft (optional)']))

    await title.fill('Turning Data into Decisions: Analytics for Ugandan Organisations')
    await page.getByRole('button', { name: 'Publish' }).first().click()
    await page.getByText('Publish now').click()
    const file = path.join(repoDir, 'content/blog/data-analytics.md')
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 15_000 }).toContain('title: "Turning Data into Decisions: Analytics for Ugandan Organisations"')
    const contentDir = path.join(repoDir, 'content')
    const { problems, site } = buildSite({ contentDir, cwd: contentDir })
    expect(problems.filter((problem) => problem.fatal).map(formatProblem)).toEqual([])
    expect(site!.pages.get('/blog/data-analytics')!.data.title).toBe('Turning Data into Decisions: Analytics for Ugandan Organisations')
    await page.close()
  }, 90_000)

  it('is kept out of search engines, the sitemap and the visitor pages', () => {
    expect(readFileSync(path.join(clientDir, 'admin/index.html'), 'utf8')).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(readFileSync(path.join(clientDir, 'sitemap.xml'), 'utf8')).not.toContain('/admin')
    expect(readFileSync(path.join(clientDir, 'index.html'), 'utf8')).not.toContain('/admin')
  })
})
