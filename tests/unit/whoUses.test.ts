/**
 * Who uses a page or a picture, as the content manager asks before it deletes one or takes
 * it off the site (cms/browserCheck/siteCheck.ts, usersOf): the pages the check passes now
 * and would fail without it, found by the pipeline itself over the site index, this
 * session's saves and uploads, and texts not yet published (the editorial workflow's pull
 * requests). Run on /admin/pipeline.js as the browser runs it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Window } from 'happy-dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleBrowserPipeline } from '../../site/cms/browserBundle.js'
import { siteIndex } from '../../site/cms/siteIndex.js'

type User = { file: string; title: string; route?: string }
type Pipeline = {
  loadSiteIndex(index: unknown): void
  keepSaved(path: string, text: string): void
  addUpload(upload: { name: string; width?: number; height?: number }): void
  previewEntry(path: string, text: string): { problems: { check: string; error: boolean }[]; html?: string }
  usersOf(leaving: { files?: string[]; changed?: { path: string; text: string }[] }, overlay?: Record<string, string>): User[]
}

let pipeline: Pipeline
let folder: string

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'who-uses-'))
  writeFileSync(path.join(folder, 'pipeline.mjs'), await bundleBrowserPipeline())
  // Markdown's entity decoder asks the DOM in a browser build.
  globalThis.document = new Window().document as unknown as Document
  pipeline = (await import(pathToFileURL(path.join(folder, 'pipeline.mjs')).href)) as Pipeline
  // As npm run cms serves it: every page, drafts and pages of later days included.
  pipeline.loadSiteIndex(JSON.parse(siteIndex(path.resolve('content'))))
}, 240_000)

afterAll(() => rmSync(folder, { recursive: true, force: true }))

const read = (name: string) => readFileSync(path.join('content', name), 'utf8')
const titleOf = (name: string) => /^title: (.*)$/m.exec(read(name))![1]
const filesOf = (users: User[]) => users.map((user) => user.file).sort()

describe('who uses a page or a picture', () => {
  it('names the pages that link to an article, and the article that lists it as related, with their titles and routes', () => {
    const users = pipeline.usersOf({ files: ['content/blog/data-analytics.md'] })
    expect(filesOf(users)).toEqual([
      'content/blog/ai-tech-solutions.md',
      'content/blog/digital-transformation.md',
      'content/blog/web-development-trends.md',
      'content/services/data-analytics.md',
    ])
    expect(users.find((user) => user.file === 'content/services/data-analytics.md')).toEqual({
      file: 'content/services/data-analytics.md',
      title: titleOf('services/data-analytics.md'),
      route: '/services/data-analytics',
    })
  }, 60_000)

  it('names the article whose cover a picture is, and nobody for a picture no page shows', () => {
    expect(filesOf(pipeline.usersOf({ files: ['content/images/blog/ai-tech-solutions.svg'] }))).toEqual([
      'content/blog/ai-tech-solutions.md',
    ])
    pipeline.addUpload({ name: 'blog/nobody-uses-me.png', width: 10, height: 10 })
    expect(pipeline.usersOf({ files: ['content/images/blog/nobody-uses-me.png'] })).toEqual([])
  }, 60_000)

  it('knows this session: a picture uploaded and shown by an article saved in it, and a new page linked from a saved one', () => {
    pipeline.addUpload({ name: 'blog/solar-clinic.png', width: 1200, height: 630 })
    const article = read('blog/cybersecurity-practices.md').replace(/src: \/images\/blog\/[^\n]+/, 'src: /images/blog/solar-clinic.png')
    pipeline.keepSaved('content/blog/cybersecurity-practices.md', article)
    expect(filesOf(pipeline.usersOf({ files: ['content/images/blog/solar-clinic.png'] }))).toEqual([
      'content/blog/cybersecurity-practices.md',
    ])

    const fresh = read('blog/web-development-trends.md')
      .replace(/^title: .*$/m, 'title: Fresh Article')
      .replace(/^related: .*$/m, 'related: []')
    pipeline.keepSaved('content/blog/fresh-article.md', fresh)
    expect(pipeline.usersOf({ files: ['content/blog/fresh-article.md'] })).toEqual([])
    pipeline.keepSaved('content/about-us.md', `${read('about-us.md')}\nRead our [fresh article](/blog/fresh-article).\n`)
    expect(filesOf(pipeline.usersOf({ files: ['content/blog/fresh-article.md'] }))).toEqual(['content/about-us.md'])
  }, 60_000)

  it('knows changes not yet published (a pull request’s text), and leaves the site in memory as it was', () => {
    const unpublished = {
      'content/blog/new-in-review.md': read('blog/web-development-trends.md')
        .replace(/^title: .*$/m, 'title: New in Review')
        .replace(/^related: .*$/m, 'related: [content-marketing]'),
    }
    const shown = () => {
      const { problems, html } = pipeline.previewEntry('content/blog/new-in-review.md', unpublished['content/blog/new-in-review.md'])
      return { problems, html }
    }
    const before = shown()
    expect(filesOf(pipeline.usersOf({ files: ['content/blog/content-marketing.md'] }, unpublished))).toContain(
      'content/blog/new-in-review.md',
    )
    expect(filesOf(pipeline.usersOf({ files: ['content/blog/content-marketing.md'] }))).not.toContain('content/blog/new-in-review.md')
    // The deleted page and the pull request's text are gone from the site in memory again.
    expect(shown()).toEqual(before)
    // The fresh article saved above links to it too (a copy of web-development-trends' text).
    expect(pipeline.usersOf({ files: ['content/blog/data-analytics.md'] }).length).toBe(5)
  }, 60_000)

  it('judges an article taken off the site (draft: true) by the published site: its links break, a draft linking to it does not count', () => {
    const name = 'content/blog/data-analytics.md'
    const asDraft = read('blog/data-analytics.md').replace(/^---\n/, '---\ndraft: true\n')
    expect(filesOf(pipeline.usersOf({ changed: [{ path: name, text: asDraft }] }))).toEqual([
      'content/blog/ai-tech-solutions.md',
      'content/blog/digital-transformation.md',
      'content/blog/fresh-article.md',
      'content/blog/web-development-trends.md',
      'content/services/data-analytics.md',
    ])
    const draftLinking = `${read('blog/web-development-trends.md')
      .replace(/^---\n/, '---\ndraft: true\n')
      .replace(/^title: .*$/m, 'title: A Draft')}\nSee [the analytics guide](/blog/web-development-trends).\n`
    pipeline.keepSaved('content/blog/a-draft.md', draftLinking)
    const trends = read('blog/web-development-trends.md').replace(/^---\n/, '---\ndraft: true\n')
    expect(filesOf(pipeline.usersOf({ changed: [{ path: 'content/blog/web-development-trends.md', text: trends }] }))).not.toContain(
      'content/blog/a-draft.md',
    )
  }, 60_000)
})
