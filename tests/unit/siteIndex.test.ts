/**
 * The site index (/admin/site-index.json, site/cms/siteIndex.ts): what the browser's check
 * and preview read, and what anyone can fetch from the published site, so it holds no page
 * that is not yet public.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { siteIndex } from '../../site/cms/siteIndex.js'

let contentDir: string
const write = (name: string, content: string) => {
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

  it('on this machine (npm run cms), holds every page', () => {
    const local = JSON.parse(siteIndex(contentDir)) as { texts: Record<string, string> }
    expect(Object.keys(local.texts)).toHaveLength(6)
  })
})
