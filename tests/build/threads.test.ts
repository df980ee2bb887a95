/**
 * The render threads (site/renderPages.ts: one per 200 pages, up to one per core), on a
 * site large enough for two: a copy of the real site with 250 more articles. Every page
 * either thread rendered is written, whole, and passes the build's own link check.
 */
import { availableParallelism } from 'node:os'
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureDir } from '../helpers/fixtureBuilds.js'
import { buildSiteCopy } from '../helpers/siteCopy.js'

const ARTICLES = 250
let workDir: string
let output: string
const html = (file: string) => readFileSync(path.join(workDir, 'dist', 'client', file), 'utf8')

beforeAll(() => {
  workDir = fixtureDir('threads')
  const contentDir = path.join(workDir, 'content')
  cpSync('content', contentDir, { recursive: true })
  const template = readFileSync('content/blog/ai-tech-solutions.md', 'utf8')
  for (let n = 1; n <= ARTICLES; n++) {
    // Dated before the real articles, so the footer's latest articles stay as they are.
    const date = new Date(Date.UTC(2019, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)
    const text = template
      .replace(/^title: .*$/m, `title: "Archive article number ${n}"`)
      .replace(/^date: .*$/m, `date: ${date}`)
      .replace(/^related: .*$/m, 'related: []')
    writeFileSync(path.join(contentDir, 'blog', `archive-${n}.md`), text)
  }
  output = buildSiteCopy(workDir, contentDir)
}, 180_000)

afterAll(() => rmSync(workDir, { recursive: true, force: true }))

describe('a build with two render threads', () => {
  it('renders its pages in two threads (on a machine with two cores or more)', () => {
    expect(availableParallelism()).toBeGreaterThanOrEqual(2)
    expect(output).toMatch(/prerender [\d.]+ s \(2 render threads,/)
  })

  it('writes every new article whole, whichever thread rendered it', () => {
    for (const n of [1, 2, 125, 249, ARTICLES]) {
      const page = html(`blog/archive-${n}.html`)
      expect(page).toContain(`<h1`)
      expect(page).toContain(`Archive article number ${n}</h1>`)
      expect(page).toMatch(/<\/html>$/)
    }
  })

  it('lists the articles on listing pages up to the last one', () => {
    // 6 real articles and 250 more, 6 a page: 43 pages.
    expect(html('blog/page/43.html')).toContain('Archive article number 1<')
  })
})
