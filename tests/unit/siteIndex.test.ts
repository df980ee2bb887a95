/**
 * The site index (/admin/site-index.json, site/cms/siteIndex.ts): what the browser's check
 * and preview read, and what anyone can fetch from the published site, so it holds no page
 * that is not yet public.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isNotYetPublic } from '../../site/cms/notYetPublic.js'
import { siteIndex } from '../../site/cms/siteIndex.js'
import { hiddenName } from '../../site/cms/pictureUses.js'
import { nodePictureFiles } from '../../site/pictureFiles.js'
import type { SiteIndex } from '../../cms/browserCheck/siteIndex.js'

let contentDir: string
const write = (name: string, content: string | Buffer) => {
  mkdirSync(path.dirname(path.join(contentDir, name)), { recursive: true })
  writeFileSync(path.join(contentDir, name), content)
}

beforeEach(() => {
  contentDir = mkdtempSync(path.join(os.tmpdir(), 'site-index-'))
  write('site.yaml', 'name: Test\n')
  write('index.md', '---\ntitle: Home\n---\n')
  write('blog/draft.md', '---\ntitle: Our Secret Launch\ndraft: true\n---\nThe price is 10.\n')
  write('blog/later.md', '---\ntitle: Next Week\npublishDate: 2999-01-01\n---\nSoon.\n')
  write('blog/today.md', '---\ntitle: Today\npublishDate: 2020-01-01\n---\nNow.\n')
  write('blog/not-a-draft.md', '---\ntitle: Not a draft\ndraft: false\n---\nHere.\n')
})
afterEach(() => rmSync(contentDir, { recursive: true, force: true }))

describe('the site index', () => {
  it('published, leaves out drafts and pages of later days, whose words anyone could read there', () => {
    const published = JSON.parse(siteIndex(contentDir, { publicOnly: true })) as { texts: Record<string, string> }
    expect(Object.keys(published.texts).sort()).toEqual(['blog/not-a-draft.md', 'blog/today.md', 'index.md', 'site.yaml'])
    expect(JSON.stringify(published)).not.toContain('Secret')
  })

  it('published, names only the pictures public pages use; the others by the hash of their address alone', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="1" height="1"/></svg>'
    write('blog/draft.md', '---\ntitle: Our Secret Launch\ndraft: true\nimage: { src: /images/blog/launch.svg }\n---\n')
    write('index.md', '---\ntitle: Home\n---\n![Logo](/images/logo.svg)\n')
    for (const name of ['blog/launch.svg', 'logo.svg', 'unused.svg']) write(`images/${name}`, svg)
    const published = JSON.parse(siteIndex(contentDir, { publicOnly: true })) as SiteIndex
    expect(published.pictures).toEqual({ 'logo.svg': { width: 40, height: 20 } })
    expect(published.hidden).toEqual({
      [hiddenName('/images/blog/launch.svg')]: { width: 40, height: 20 },
      [hiddenName('/images/unused.svg')]: { width: 40, height: 20 },
    })
    expect(JSON.stringify(published)).not.toMatch(/launch|unused/)
    // On this machine, every picture by name.
    expect(Object.keys((JSON.parse(siteIndex(contentDir)) as SiteIndex).pictures).sort()).toEqual([
      'blog/launch.svg',
      'logo.svg',
      'unused.svg',
    ])
    expect((JSON.parse(siteIndex(contentDir)) as SiteIndex).hidden).toBeUndefined()
  })

  it('published, names the sized copies of a hidden photo by the hash too, and on its page’s day by name, as its page links them', async () => {
    const photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer()
    write('images/blog/secret-launch.png', photo)
    write('images/team.png', photo)
    write('blog/launch.md', '---\ntitle: Launch\npublishDate: 2030-06-01\n---\n![The launch](/images/blog/secret-launch.png)\n')
    write('index.md', '---\ntitle: Home\n---\n![The team](/images/team.png)\n')
    const onDay = (today: string) =>
      JSON.parse(siteIndex(contentDir, { publicOnly: true, notYetPublic: (text) => isNotYetPublic(text, today) })) as SiteIndex
    const address = '/images/blog/secret-launch.png'
    // What the build measures for the pages that show it (site/pictureFiles.ts), with its copies' addresses.
    const measured = nodePictureFiles.measure(path.join(contentDir, 'images/blog/secret-launch.png'), 'blog/secret-launch.png')
    expect(JSON.stringify(measured)).toContain('/images/sized/blog/secret-launch-')

    const before = onDay('2030-05-31')
    expect(JSON.stringify(before)).not.toContain('secret-launch')
    // The same size, formats and widths for the preview, under the hash.
    expect(before.hidden?.[hiddenName(address)]).toEqual(
      JSON.parse(JSON.stringify(measured).replaceAll('/images/sized/blog/secret-launch-', `/images/sized/${hiddenName(address)}-`)),
    )
    // A public photo keeps its name.
    expect(before.pictures['team.png'].srcset?.webp).toContain('/images/sized/team-')

    const onItsDay = onDay('2030-06-01')
    expect(onItsDay.pictures['blog/secret-launch.png']).toEqual(measured)
    expect(onItsDay.hidden).toEqual({})
  })

  it('on this machine (npm run cms), holds every page', () => {
    const local = JSON.parse(siteIndex(contentDir)) as { texts: Record<string, string> }
    expect(Object.keys(local.texts)).toHaveLength(6)
  })

  it('holds every text of content/ word for word, in order of their paths, and every picture as the build measures it', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="1" height="1"/></svg>'
    write('images/blog/chart.svg', svg)
    write('images/logo.svg', svg)
    write('menus.yml', 'items: []\n')
    write('notes.txt', 'not a page')
    write('.hidden/secret.md', '---\ntitle: Hidden\n---\n')
    write('blog/.draft-copy.md', '---\ntitle: Hidden too\n---\n')
    write('images/notes.md', 'a Markdown file among the pictures')
    const index = JSON.parse(siteIndex(contentDir)) as { texts: Record<string, string>; pictures: Record<string, unknown> }
    expect(Object.keys(index.texts)).toEqual([
      'blog/draft.md',
      'blog/later.md',
      'blog/not-a-draft.md',
      'blog/today.md',
      'index.md',
      'menus.yml',
      'site.yaml',
    ])
    expect(index.texts['index.md']).toBe('---\ntitle: Home\n---\n')
    expect(index.texts['menus.yml']).toBe('items: []\n')
    expect(index.pictures).toEqual({
      'blog/chart.svg': { width: 40, height: 20 },
      'logo.svg': { width: 40, height: 20 },
      'notes.md': {},
    })
  })
})

describe('the site index of a build', () => {
  it("takes the texts the build's pipeline read instead of reading them again, the files it did not read from the disk", () => {
    write('menus.yml', 'items: []\n')
    const read = new Map(
      ['site.yaml', 'index.md', 'blog/draft.md', 'blog/later.md', 'blog/today.md', 'blog/not-a-draft.md'].map((name) => [
        name,
        readFileSync(path.join(contentDir, name), 'utf8'),
      ]),
    )
    expect(siteIndex(contentDir, { publicOnly: true, texts: read })).toBe(siteIndex(contentDir, { publicOnly: true }))
    // What it publishes is the pipeline's text, and it decides on that text what is not yet public.
    read.set('index.md', '---\ntitle: Home, as the pipeline read it\n---\n')
    read.set('blog/today.md', '---\ntitle: Today\ndraft: true\n---\nNot yet.\n')
    const texts = (JSON.parse(siteIndex(contentDir, { publicOnly: true, texts: read })) as SiteIndex).texts
    expect(texts['index.md']).toContain('as the pipeline read it')
    expect(Object.keys(texts).sort()).toEqual(['blog/not-a-draft.md', 'index.md', 'menus.yml', 'site.yaml'])
    expect(texts['menus.yml']).toBe('items: []\n')
  })
})

describe('a page not yet public', () => {
  const page = (front: string) => `---\ntitle: A page\n${front}---\nText.\n`
  it('is a draft, or one whose publishDate is after the day in Kampala; on its day it is public', () => {
    const today = '2026-12-01'
    expect(isNotYetPublic(page('draft: true\n'), today)).toBe(true)
    expect(isNotYetPublic(page('publishDate: 2026-12-02\n'), today)).toBe(true)
    expect(isNotYetPublic(page('publishDate: "2027-01-01"\n'), today)).toBe(true)
    expect(isNotYetPublic(page('publishDate: 2026-12-01\n'), today)).toBe(false)
    expect(isNotYetPublic(page('publishDate: 2026-11-30\n'), today)).toBe(false)
    expect(isNotYetPublic(page('draft: false\npublishDate:\n'), today)).toBe(false)
    expect(isNotYetPublic(page(''), today)).toBe(false)
  })

  it('is read as the pipeline reads it: a byte-order mark, Windows line endings and every form YAML allows', () => {
    const today = '2026-12-01'
    expect(isNotYetPublic(`\uFEFF${page('draft: true\n')}`, today)).toBe(true)
    expect(isNotYetPublic(page('draft: true\n').replace(/\n/g, '\r\n'), today)).toBe(true)
    expect(isNotYetPublic(`\uFEFF${page('publishDate: 2030-06-01\n')}`.replace(/\n/g, '\r\n'), today)).toBe(true)
    expect(isNotYetPublic(page('draft: True\n'), today)).toBe(true)
    expect(isNotYetPublic(page('draft: !!bool true\n'), today)).toBe(true)
    expect(isNotYetPublic(page("publishDate: '2030-06-01'\n"), today)).toBe(true)
    expect(isNotYetPublic(page('publishDate: 2030-06-01T08:00:00Z\n'), today)).toBe(true)
    expect(isNotYetPublic(page('day: &later 2030-06-01\npublishDate: *later\n'), today)).toBe(true)
    expect(isNotYetPublic('---\n{title: A page, draft: true}\n---\nText.\n', today)).toBe(true)
    expect(isNotYetPublic('---\n"draft": true\n---\nText.\n', today)).toBe(true)
  })

  it('is what the pipeline cannot read either, which the build would not publish', () => {
    const today = '2026-12-01'
    expect(isNotYetPublic('no front matter at all', today)).toBe(true)
    expect(isNotYetPublic('---\ntitle: [unclosed\ndraft: false\n---\nText.\n', today)).toBe(true)
    expect(isNotYetPublic(page('draft: "no"\n'), today)).toBe(true)
    expect(isNotYetPublic(page('publishDate: 20300601\n'), today)).toBe(true)
    expect(isNotYetPublic('---\n- a list\n---\nText.\n', today)).toBe(true)
  })
})
