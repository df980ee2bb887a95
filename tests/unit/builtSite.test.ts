import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findBrokenLinks, readBuiltPages } from '../../scripts/lib/builtSite.js'

describe('the check of the written HTML', () => {
  it('finds links to missing pages and missing #anchors, and accepts the rest', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'built-'))
    mkdirSync(path.join(dir, 'blog'))
    writeFileSync(path.join(dir, 'index.html'), '<main id="main"><a class="x" href="/blog/post#intro">ok</a><a href="/blog/post#outro">bad anchor</a><a href="/nowhere">missing</a><a href="/search?q=a&amp;b=c#main">x</a><a href="https://example.com/x">out</a><a href="#main">top</a></main>')
    writeFileSync(path.join(dir, 'blog/post.html'), '<h2 id="intro">Intro</h2><div data-props="{&quot;href&quot;:&quot;/nowhere&quot;}"></div>')
    writeFileSync(path.join(dir, 'search.html'), '<p>search</p>')
    const pages = readBuiltPages(dir)
    expect(pages.map((page) => page.route)).toEqual(['/blog/post', '/', '/search'])
    expect(findBrokenLinks(dir, pages)).toEqual([
      'index.html: link to /blog/post#outro: no element with id "outro" on /blog/post',
      'index.html: link to /nowhere: no such page or file in the build',
      'index.html: link to /search?q=a&b=c#main: no element with id "main" on /search',
    ])
  })
})
