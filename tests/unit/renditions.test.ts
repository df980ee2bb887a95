/** Raster pictures are published as sized copies, with warnings for heavy uploads (issue 15). */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Element } from 'hast'
import { bodyTree } from '../../pipeline/resolve/resolve.js'
import { planRenditions, renditionWidths } from '../../pipeline/pictures/renditions.js'
import { formatProblem } from '../../pipeline/check/report.js'
import { writeRenditions } from '../../site/renditionFiles.js'
import { syntheticPhoto } from '../../scripts/lib/syntheticPhoto.js'
import { buildFixture, makeContent } from '../helpers/contentFixture.js'

describe('the sized copies of a picture', () => {
  it('are 480, 960 and 1600 px wide for a phone photo, never wider than the upload', () => {
    expect(renditionWidths(4000)).toEqual([480, 960, 1600])
    expect(renditionWidths(1000)).toEqual([480, 1000])
    expect(renditionWidths(300)).toEqual([300])
  })

  it('come as WebP and in the original format, with a 1200 × 630 link preview, named by content', () => {
    const plan = planRenditions('blog/cover.jpg', 'abc123', 'jpeg', 4000, 3000)!
    expect(plan.srcset).toEqual({
      webp: '/images/sized/blog/cover-abc123-480.webp 480w, /images/sized/blog/cover-abc123-960.webp 960w, /images/sized/blog/cover-abc123-1600.webp 1600w',
      fallback:
        '/images/sized/blog/cover-abc123-480.jpg 480w, /images/sized/blog/cover-abc123-960.jpg 960w, /images/sized/blog/cover-abc123-1600.jpg 1600w',
    })
    expect(plan).toMatchObject({
      src: '/images/sized/blog/cover-abc123-960.jpg',
      width: 960,
      height: 720,
      share: '/images/sized/blog/cover-abc123-share.jpg',
    })
    expect(plan.files).toHaveLength(7)
  })

  it('have plain names whatever the upload is called, so a srcset reads every candidate', () => {
    const plan = planRenditions('blog/Solar Panels, Roof.JPG', 'abc123', 'jpeg', 4000, 3000)!
    expect(plan.src).toBe('/images/sized/blog/solar-panels-roof-abc123-960.jpg')
    // A srcset is candidates separated by ", ", each an address and a width.
    for (const srcset of Object.values(plan.srcset))
      expect(srcset.split(', ').map((candidate) => candidate.split(' '))).toEqual([
        [expect.stringMatching(/^\/images\/sized\/blog\/solar-panels-roof-abc123-480\.\w+$/), '480w'],
        [expect.stringMatching(/-960\.\w+$/), '960w'],
        [expect.stringMatching(/-1600\.\w+$/), '1600w'],
      ])
  })

  it('are not made of SVGs (they scale) nor GIFs (they may move)', () => {
    expect(planRenditions('logo.svg', 'a', 'svg', 40, 40)).toBeUndefined()
    expect(planRenditions('anim.gif', 'a', 'gif', 400, 300)).toBeUndefined()
  })
})

describe('making the copies', () => {
  let contentDir: string
  beforeAll(async () => {
    contentDir = makeContent({ 'images/cover.jpg': await syntheticPhoto(4000, 3000) })
  })

  it('resizes, converts and crops the preview, then takes unchanged pictures from the cache', async () => {
    const cache = mkdtempSync(path.join(os.tmpdir(), 'pictures-'))
    process.env.PICTURE_CACHE_DIR = cache
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'client-'))
    const first = await writeRenditions(contentDir, clientDir)
    expect(first.encoded).toBeGreaterThanOrEqual(7) // the cover's 7, and the fixture's share.png
    const sized = (name: string) => sharp(readFileSync(path.join(clientDir, 'images/sized', name))).metadata()
    const [hash] = /cover-(\w+)-960/.exec(readdirSync(path.join(clientDir, 'images/sized')).join(' '))!.slice(1)
    expect(await sized(`cover-${hash}-960.webp`)).toMatchObject({ format: 'webp', width: 960, height: 720 })
    expect(await sized(`cover-${hash}-1600.jpg`)).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 })
    expect(await sized(`cover-${hash}-share.jpg`)).toMatchObject({ width: 1200, height: 630 })
    expect(await writeRenditions(contentDir, mkdtempSync(path.join(os.tmpdir(), 'client-')))).toEqual({ encoded: 0, cached: first.encoded })

    writeFileSync(path.join(contentDir, 'images/cover.jpg'), await syntheticPhoto(4000, 3000, 2)) // replaced under the same name
    const again = mkdtempSync(path.join(os.tmpdir(), 'client-'))
    expect((await writeRenditions(contentDir, again)).encoded).toBe(7)
    expect(existsSync(path.join(again, `images/sized/cover-${hash}-960.webp`))).toBe(false)
    delete process.env.PICTURE_CACHE_DIR
  }, 60_000)
})

describe('pictures in pages', () => {
  it('become a <picture> with WebP first and the original format as fallback, in Markdown', async () => {
    const contentDir = makeContent({
      'images/cover.jpg': await syntheticPhoto(2000, 1000),
      'about.md': '---\ntitle: About\ndescription: About us.\n---\n\n![Our office](/images/cover.jpg)\n',
    })
    const { site } = buildFixture(contentDir)
    const body = bodyTree(site!.pages.get('/about')!.body!)
    const picture = (body.children[0] as Element).children[0] as Element
    expect(picture.tagName).toBe('picture')
    const [source, img] = picture.children as Element[]
    expect(source.properties).toMatchObject({
      type: 'image/webp',
      srcSet: expect.stringMatching(/-480\.webp 480w, .*-960\.webp 960w, .*-1600\.webp 1600w$/),
    })
    expect(img.properties).toMatchObject({
      src: expect.stringMatching(/^\/images\/sized\/cover-\w+-960\.jpg$/),
      width: 960,
      height: 480,
      alt: 'Our office',
    })
  })

  it('warns about a heavy upload and about pictures no page uses, once', async () => {
    const wide = await sharp({ create: { width: 5200, height: 200, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer()
    const contentDir = makeContent({
      'images/panorama.jpg': wide,
      'images/old.png': readFileSync('content/images/share-default.png'),
      'about.md': '---\ntitle: About\ndescription: About us.\n---\n\n![The view](/images/panorama.jpg)\n',
    })
    expect(buildFixture(contentDir).problems.map(formatProblem)).toEqual([
      'images/panorama.jpg:1:1  this picture is 5200 × 200 px: visitors get it resized, but uploading it is slow. Next time, make it at most 5,000 px wide and 5 MB',
      'images:1:1  a picture that no published page uses: old.png. It is not published; delete it if nothing needs it',
    ])
  })
})
