/**
 * The content manager's check in the browser (/admin/pipeline.js) says what `npm run check`
 * says, word for word: the same pipeline, bundled for the browser over the site index.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite } from '../../site/buildSite.js'
import type { Problem } from '../../pipeline/shared/problems.js'
import { formatProblem } from '../../pipeline/check/report.js'
import { bundleBrowserPipeline } from '../../site/cms/browserBundle.js'
import { siteIndex } from '../../site/cms/siteIndex.js'

type Pipeline = {
  loadSiteIndex(index: unknown): void
  previewEntry(
    path: string,
    text: string,
  ): { problems: { check: string; error: boolean; field?: string }[]; html?: string; milliseconds: number }
}

const ARTICLE = 'content/blog/ai-tech-solutions.md'
const original = readFileSync(ARTICLE, 'utf8')
const edits: Record<string, string> = {
  'a broken link': `${original}\nSee [our page](/no-such-page).\n`,
  'a missing #anchor': `${original}\nSee [the policy](/privacy-policy#no-such-part).\n`,
  'a 219-character description': original.replace(/^description: .*$/m, `description: ${'a'.repeat(219)}`),
  'a missing picture': `${original}\n![A chart](/images/blog/no-such-picture.png)\n`,
  'an unknown author': original.replace(/^author: .*$/m, 'author: nobody'),
  'an unknown field': original.replace(/^title: /m, 'colour: red\ntitle: '),
  'a {{site.*}} value that does not exist': `${original}\nCall {{site.nope}}.\n`,
}

let pipeline: Pipeline
let folder: string
let bundleBytes = 0
let indexBytes = 0

beforeAll(async () => {
  const bundle = await bundleBrowserPipeline()
  bundleBytes = gzipSync(bundle).length
  folder = mkdtempSync(path.join(os.tmpdir(), 'browser-check-'))
  writeFileSync(path.join(folder, 'pipeline.mjs'), bundle)
  // No DOM here, as in the preview's Web Worker (cms/browserCheck/worker.ts): the bundle must not need one.
  pipeline = (await import(pathToFileURL(path.join(folder, 'pipeline.mjs')).href)) as Pipeline
  const index = siteIndex(path.resolve('content'), { publicOnly: true })
  indexBytes = gzipSync(index).length
  pipeline.loadSiteIndex(JSON.parse(index))
}, 240_000)

afterAll(() => rmSync(folder, { recursive: true, force: true }))

const checkLines = (text: string) => {
  const build = buildSite({
    contentDir: path.resolve('content'),
    includeDrafts: false,
    unsaved: { path: ARTICLE.slice('content/'.length), text },
  })
  return ((build.files.find((file) => file.path === ARTICLE)?.messages ?? []) as Problem[]).map(formatProblem)
}

describe('the check in the browser', () => {
  for (const [name, text] of Object.entries(edits))
    it(`words ${name} as npm run check does`, () => {
      const expected = checkLines(text)
      expect(expected.length).toBeGreaterThan(0)
      expect(pipeline.previewEntry(ARTICLE, text).problems.map((problem) => problem.check)).toEqual(expected)
    }, 60_000)

  it('refuses the long description and the broken link as errors', () => {
    for (const name of ['a broken link', 'a 219-character description'])
      expect(pipeline.previewEntry(ARTICLE, edits[name]).problems.some((problem) => problem.error)).toBe(true)
  }, 60_000)

  it("renders the unchanged article as the site's page, with its title and pictures", () => {
    const { html, problems } = pipeline.previewEntry(ARTICLE, original)
    expect(problems.filter((problem) => problem.error)).toEqual([])
    const title = /^title: ["']?(.*?)["']?$/m.exec(original)![1]
    expect(html).toContain(title)
    expect(html).toMatch(/<main[^>]*id="main"/)
    expect(html).toMatch(/<img [^>]*src="\/images\//)
    // the site's class names (Vite's CSS modules), which the site's stylesheet styles
    expect(html).toMatch(/class="_header_[a-z0-9]{5}_\d+"/)
  }, 60_000)

  it('previews a draft and a page scheduled for a later day, which the site as it stands leaves out', () => {
    for (const text of [
      original.replace(/^title: /m, 'draft: true\ntitle: '),
      original.replace(/^title: /m, 'publishDate: 2099-01-01\ntitle: '),
    ]) {
      const { problems, html } = pipeline.previewEntry(ARTICLE, text)
      expect(problems.filter((problem) => problem.error)).toEqual([])
      expect(html).toMatch(/<main[^>]*id="main"/)
      expect(html).toContain('The Role of AI in Modern Tech Solutions')
    }
  }, 60_000)

  it('needs no DOM, as in the preview’s Web Worker: named character references are decoded by a table', () => {
    expect(typeof document).toBe('undefined')
    const { problems, html } = pipeline.previewEntry(
      ARTICLE,
      `${original}\nFees &amp; terms &copy; 2025 &hellip; &ne; &CounterClockwiseContourIntegral;\n`,
    )
    expect(problems.filter((problem) => problem.error)).toEqual([])
    expect(html).toContain('Fees &amp; terms © 2025 … ≠ ∳')
  }, 60_000)

  it('runs without Node’s Buffer, as in a page without Decap’s or in a worker', () => {
    const nodeBuffer = globalThis.Buffer
    try {
      Reflect.deleteProperty(globalThis, 'Buffer')
      const { problems, html } = pipeline.previewEntry(ARTICLE, `${original}\nOne more sentence.\n`)
      expect(problems.filter((problem) => problem.error)).toEqual([])
      expect(html).toContain('One more sentence.')
    } finally {
      globalThis.Buffer = nodeBuffer
    }
  }, 60_000)

  it('adds at most 300 kB gzip to /admin: the pipeline and the site index', () => {
    const times = Array.from({ length: 5 }, (_, index) => pipeline.previewEntry(ARTICLE, `${original}\nword ${index}\n`).milliseconds)
    console.log(
      `pipeline.js ${(bundleBytes / 1024).toFixed(0)} kB + site-index.json ${(indexBytes / 1024).toFixed(0)} kB gzip; check and page: ${times.map((time) => time.toFixed(0)).join(', ')} ms`,
    )
    expect(bundleBytes + indexBytes).toBeLessThanOrEqual(300 * 1024)
  }, 60_000)
})
