/**
 * Nothing unpublished leaves the build (SECURITY.md). Anyone can fetch every file of
 * the published site, /admin's included, so a page not yet public (a draft, a page of a
 * later day) must give away nothing there: no title, text or file name, and no name of a
 * picture only such pages use. A copy of the site gets a scheduled article and a scheduled
 * page whose titles announce an acquisition, a draft saved with a byte-order mark and
 * Windows line endings (the way Notepad saves it), and pictures that only they use (SVGs,
 * and a photo each, big enough to get sized copies); then every file the build writes is
 * searched, by its name and its bytes, for each of their words.
 *
 * Against the code before this test: config.yml listed the scheduled page's title and
 * file, site-index.json held the whole draft (its byte-order mark hid `draft: true` from
 * the "not yet public" rule), and pictures.json listed both pictures by name. Later
 * (issue 54), site-index.json still named the photos, in the addresses of their sized
 * copies (/images/sized/blog/cloudworks-signing-<hash>-480.jpg). The published content
 * manager must still check and preview those pages with their photos, and on the article's
 * day the morning build must publish its photo as any other.
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { fixtureDir } from '../helpers/fixtureBuilds.js'
import { buildSiteCopy, runBuildOfCopy } from '../helpers/siteCopy.js'
import { syntheticPhoto } from '../../scripts/lib/syntheticPhoto.js'
import type { SiteIndex } from '../../cms/browserCheck/siteIndex.js'
import sharp from 'sharp'

/** Words that appear only in the unpublished files and their pictures' names. */
const SECRETS = [
  'Kampala Cloudworks',
  'zebrafinch',
  'acquisition-plans',
  'acquisition-faq',
  'cloudworks-deal',
  'cloudworks-signing',
  'Falconridge',
  'falconridge-draft',
  'falconridge-pricing',
  'falconridge-chart',
  '42 million',
]

const ARTICLE = `---
title: "Confidential: Nile Ridge to acquire Kampala Cloudworks"
description: "Our plans to acquire Kampala Cloudworks, announced on the day the deal closes; until then nobody outside the company may read this."
keywords: [zebrafinch]
image:
  src: /images/blog/cloudworks-deal.svg
  alt: The zebrafinch deal in one chart
date: 2030-06-01
publishDate: 2030-06-01
category: News
author: editorial-team
---

The zebrafinch deal: Kampala Cloudworks joins Nile Ridge.

![The signing](/images/blog/cloudworks-signing.jpg)
`

const PAGE = `---
title: Kampala Cloudworks questions
description: "Questions and answers about Kampala Cloudworks joining Nile Ridge, for customers of both companies, published when the deal closes."
publishDate: 2030-06-01
---

What the zebrafinch deal means for you.
`

/** A draft as Notepad saves it: a byte-order mark and Windows line endings. */
const DRAFT = `\uFEFF${`---
title: "Falconridge pricing"
description: "The Falconridge price list for the coming year, for the sales team only until the board approves it; not for anyone outside yet."
image:
  src: /images/blog/falconridge-pricing.svg
  alt: Falconridge prices as bars
date: 2026-11-01
category: News
author: editorial-team
draft: true
---

The Falconridge package costs 42 million.

![The prices](/images/blog/falconridge-chart.png)
`.replace(/\n/g, '\r\n')}`

/** How the published files name a picture they must not name: the SHA-256 of its address (hiddenName). */
const hash = (address: string) => createHash('sha256').update(address).digest('hex')

/** Every file under `dir`, by path below it. */
const filesUnder = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))

let content: string
let client: string

beforeAll(async () => {
  const work = fixtureDir('unpublished')
  content = path.join(work, 'content')
  cpSync('content', content, { recursive: true })
  const svg = readFileSync('content/images/blog/data-analytics.svg')
  writeFileSync(path.join(content, 'images/blog/cloudworks-deal.svg'), svg)
  writeFileSync(path.join(content, 'images/blog/falconridge-pricing.svg'), svg)
  // Raster pictures wider than 480 px: each gets sized copies (pipeline/pictures/renditions.ts).
  const photo = await syntheticPhoto(1200, 800, 54)
  writeFileSync(path.join(content, 'images/blog/cloudworks-signing.jpg'), photo)
  writeFileSync(path.join(content, 'images/blog/falconridge-chart.png'), await sharp(photo).png().toBuffer())
  writeFileSync(path.join(content, 'blog/acquisition-plans.md'), ARTICLE)
  writeFileSync(path.join(content, 'acquisition-faq.md'), PAGE)
  writeFileSync(path.join(content, 'blog/falconridge-draft.md'), DRAFT)
  buildSiteCopy(work, content)
  client = path.join(work, 'dist/client')
}, 300_000)

describe('a build with pages not yet public', () => {
  it('writes none of their titles, texts, file names or pictures’ names into any file', () => {
    const found: string[] = []
    for (const file of filesUnder(client)) {
      // Latin-1 reads every byte, so a word is found in a binary file (the search index) too.
      const text = readFileSync(path.join(client, file), 'latin1')
      for (const secret of SECRETS) if (text.toLowerCase().includes(secret.toLowerCase())) found.push(`${file}: ${secret}`)
      if (file.toLowerCase().includes('cloudworks') || file.toLowerCase().includes('falconridge')) found.push(file)
    }
    expect(found).toEqual([])
  })

  it('still publishes what is public, in the files searched (a control: the search above can find words)', () => {
    const index = readFileSync(path.join(client, 'admin/site-index.json'), 'utf8')
    expect(index).toContain('Turning Data into Decisions')
    expect(readFileSync(path.join(client, 'admin/config.yml'), 'utf8')).toContain('content/about-us.md')
    expect(readFileSync(path.join(client, 'admin/pictures.json'), 'utf8')).toContain('/images/blog/data-analytics.svg')
    expect(readFileSync(path.join(client, 'sitemap.xml'), 'utf8')).toContain('/blog/data-analytics')
  })

  it('lets the content manager know the hidden pictures by their address alone, to check a draft and keep them from deletion', () => {
    const index = JSON.parse(readFileSync(path.join(client, 'admin/site-index.json'), 'utf8')) as { hidden: Record<string, unknown> }
    expect(Object.keys(index.hidden)).toContain(hash('/images/blog/falconridge-pricing.svg'))
    // The photos with their size and sized copies, the copies named by the hash too.
    for (const address of ['/images/blog/cloudworks-signing.jpg', '/images/blog/falconridge-chart.png'])
      expect(index.hidden[hash(address)]).toMatchObject({
        width: 480,
        height: 320,
        srcset: { webp: expect.stringContaining(`/images/sized/${hash(address)}-`) },
      })
    const library = JSON.parse(readFileSync(path.join(client, 'admin/pictures.json'), 'utf8')) as { inUse: string[] }
    expect(library.inUse).toContain(hash('/images/blog/cloudworks-deal.svg'))
  })

  it('lets the published content manager check and preview them with their photos, the copies named by the hash', async () => {
    // The published /admin/pipeline.js over the published site index, as the preview's worker runs them (no DOM).
    const pipeline = (await import(pathToFileURL(path.join(client, 'admin/pipeline.js')).href)) as {
      loadSiteIndex(index: unknown): void
      previewEntry(path: string, text: string): { problems: { check: string; error: boolean }[]; html?: string }
    }
    pipeline.loadSiteIndex(JSON.parse(readFileSync(path.join(client, 'admin/site-index.json'), 'utf8')))
    for (const [file, text, photo] of [
      ['content/blog/acquisition-plans.md', ARTICLE, '/images/blog/cloudworks-signing.jpg'],
      ['content/blog/falconridge-draft.md', DRAFT, '/images/blog/falconridge-chart.png'],
    ]) {
      const { problems, html } = pipeline.previewEntry(file, text)
      expect(problems.filter((problem) => problem.error)).toEqual([])
      expect(html).toMatch(new RegExp(`<source[^>]*srcSet="/images/sized/${hash(photo)}-[0-9a-f]+-480\\.webp 480w`, 'i'))
    }
  }, 60_000)
})

describe('the morning build of the scheduled article’s day', () => {
  it('publishes its photo’s sized copies by name, those its page links, and lists the photo by name for the content manager', () => {
    const work = fixtureDir('unpublished-day')
    const run = runBuildOfCopy(work, content, { SITE_TODAY: '2030-06-01' })
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)
    const dayClient = path.join(work, 'dist/client')
    const page = readFileSync(path.join(dayClient, 'blog/acquisition-plans.html'), 'utf8')
    const linked = new Set(page.match(/\/images\/sized\/blog\/cloudworks-signing-[0-9a-f]+-\d+\.(?:webp|jpg)/g))
    expect(linked.size).toBeGreaterThan(0)
    for (const copy of linked) expect(existsSync(path.join(dayClient, copy)), copy).toBe(true)
    const index = JSON.parse(readFileSync(path.join(dayClient, 'admin/site-index.json'), 'utf8')) as SiteIndex
    const listed = index.pictures['blog/cloudworks-signing.jpg']
    for (const copy of linked) expect(`${listed?.srcset?.webp} ${listed?.srcset?.fallback}`).toContain(copy)
    // The draft is a draft still.
    expect(JSON.stringify(index).toLowerCase()).not.toContain('falconridge')
  }, 300_000)
})
