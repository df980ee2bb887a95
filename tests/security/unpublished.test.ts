/**
 * Nothing unpublished leaves the build (README, Security). Anyone can fetch every file of
 * the published site, /admin's included, so a page not yet public (a draft, a page of a
 * later day) must give away nothing there: no title, text or file name, and no name of a
 * picture only such pages use. A copy of the site gets a scheduled article and a scheduled
 * page whose titles announce an acquisition, a draft saved with a byte-order mark and
 * Windows line endings (the way Notepad saves it), and a picture each that only they use;
 * then every file the build writes is searched for each of their words.
 *
 * Against the code before this test: config.yml listed the scheduled page's title and
 * file, site-index.json held the whole draft (its byte-order mark hid `draft: true` from
 * the "not yet public" rule), and pictures.json listed both pictures by name.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { fixtureDir } from '../helpers/fixtureBuilds.js'
import { buildSiteCopy } from '../helpers/siteCopy.js'

/** Words that appear only in the unpublished files and their pictures' names. */
const SECRETS = [
  'Kampala Cloudworks',
  'zebrafinch',
  'acquisition-plans',
  'acquisition-faq',
  'cloudworks-deal',
  'Falconridge',
  'falconridge-draft',
  'falconridge-pricing',
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
`.replace(/\n/g, '\r\n')}`

/** Every file under `dir`, by path below it. */
const filesUnder = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))

let client: string

beforeAll(() => {
  const work = fixtureDir('unpublished')
  const content = path.join(work, 'content')
  cpSync('content', content, { recursive: true })
  const svg = readFileSync('content/images/blog/data-analytics.svg')
  writeFileSync(path.join(content, 'images/blog/cloudworks-deal.svg'), svg)
  writeFileSync(path.join(content, 'images/blog/falconridge-pricing.svg'), svg)
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

  it('lets the content manager know the hidden pictures by their address alone, to check a draft and keep them from deletion', async () => {
    const { createHash } = await import('node:crypto')
    const hash = (address: string) => createHash('sha256').update(address).digest('hex')
    const index = JSON.parse(readFileSync(path.join(client, 'admin/site-index.json'), 'utf8')) as { hidden: Record<string, unknown> }
    expect(Object.keys(index.hidden)).toContain(hash('/images/blog/falconridge-pricing.svg'))
    const library = JSON.parse(readFileSync(path.join(client, 'admin/pictures.json'), 'utf8')) as { inUse: string[] }
    expect(library.inUse).toContain(hash('/images/blog/cloudworks-deal.svg'))
  })
})
