import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtPage, findBrokenLinks, htmlFiles } from '../../site/builtSite.js'

const readBuiltPages = (dir: string) => htmlFiles(dir).map((name) => builtPage(name, readFileSync(path.join(dir, name), 'utf8')))

describe('the check of the written HTML', () => {
  it('finds links to missing pages and missing #anchors, and accepts the rest', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'built-'))
    mkdirSync(path.join(dir, 'blog'))
    writeFileSync(
      path.join(dir, 'index.html'),
      '<main id="main"><a class="x" href="/blog/post#intro">ok</a><a href="/blog/post#outro">bad anchor</a><a href="/nowhere">missing</a><a href="/search?q=a&amp;b=c#main">x</a><a href="https://example.com/x">out</a><a href="#main">top</a></main>',
    )
    writeFileSync(
      path.join(dir, 'blog/post.html'),
      '<h2 id="intro">Intro</h2><div data-props="{&quot;href&quot;:&quot;/nowhere&quot;}"></div>',
    )
    writeFileSync(path.join(dir, 'search.html'), '<p>search</p>')
    const pages = readBuiltPages(dir)
    expect(pages.map((page) => page.route)).toEqual(['/blog/post', '/', '/search'])
    expect(findBrokenLinks(dir, pages)).toEqual([
      'index.html: link to /blog/post#outro: no element with id "outro" on /blog/post',
      'index.html: link to /nowhere: no such page or file in the build',
      'index.html: link to /search?q=a&b=c#main: no element with id "main" on /search',
    ])
  })

  it('finds pictures the build did not write, in src and in every srcset candidate', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'built-'))
    mkdirSync(path.join(dir, 'images/sized'), { recursive: true })
    for (const name of ['logo.svg', 'sized/a-480.webp', 'sized/a-960.jpg']) writeFileSync(path.join(dir, 'images', name), '')
    writeFileSync(
      path.join(dir, 'index.html'),
      '<img src="/images/logo.svg" alt=""><picture><source type="image/webp" srcset="/images/sized/a-480.webp 480w, /images/sized/a-960.webp 960w"><img src="/images/sized/a-960.jpg" srcset="/images/sized/a-960.jpg 960w" alt="A"></picture><img src="https://example.com/x.png" alt="">',
    )
    expect(findBrokenLinks(dir, readBuiltPages(dir))).toEqual(['index.html: picture /images/sized/a-960.webp: no such file in the build'])
  })

  it('reads what the page weights count: scripts, stylesheets and islands with their directives', () => {
    const page = builtPage(
      'index.html',
      '<link rel="stylesheet" type="text/css" href="/assets/static/site.abc.css"><link rel="preload" href="/x.woff2"><script type="module" src="/assets/entries/entry.js" async=""></script><header class="h" data-island="header" data-hydrate="load"></header><div data-island="counters" data-hydrate="visible" data-props="{}"></div>',
    )
    expect(page.stylesheets).toEqual(['/assets/static/site.abc.css'])
    expect(page.scripts).toEqual(['/assets/entries/entry.js'])
    expect(page.islands).toEqual([
      { name: 'header', hydrate: 'load' },
      { name: 'counters', hydrate: 'visible' },
    ])
  })
})
