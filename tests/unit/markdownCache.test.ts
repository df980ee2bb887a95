/** Compiled Markdown is cached by content hash, and a changed file is never served stale. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { toString as textOf } from 'hast-util-to-string'
import { bodyTree } from '../../pipeline/resolve/resolve.js'
import { describe, expect, it } from 'vitest'
import { temporaryCacheDirs } from '../helpers/cacheDir.js'
import { buildSite } from '../../site/buildSite.js'
import { makeContent } from '../helpers/contentFixture.js'

const page = (body: string) => `---\ntitle: About\ndescription: About us.\n---\n\n${body}\n`
const cached = (dir: string) => readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.json')).length

const cacheDir = temporaryCacheDirs('markdown-cache')

describe('the Markdown cache', () => {
  it('keeps each compiled text, reuses it when nothing changed, and sees a changed file', () => {
    const contentDir = makeContent({ 'about.md': page('We are **Test**. See [us](/about).') })
    const first = buildSite({ contentDir, cwd: contentDir })
    expect(textOf(bodyTree(first.site!.pages.get('/about')!.body!))).toContain('We are Test.')
    const entries = cached(cacheDir())
    expect(entries).toBeGreaterThan(0)

    const again = buildSite({ contentDir, cwd: contentDir })
    expect(cached(cacheDir())).toBe(entries) // nothing new compiled
    expect(again.site!.pages.get('/about')!.body).toEqual(first.site!.pages.get('/about')!.body)

    writeFileSync(path.join(contentDir, 'about.md'), page('We are **changed**.'))
    const changed = buildSite({ contentDir, cwd: contentDir })
    expect(textOf(bodyTree(changed.site!.pages.get('/about')!.body!))).toContain('We are changed.')
    expect(cached(cacheDir())).toBe(entries + 1)
  })

  it('keeps no tree in the built site: a body is its text, pictures and word count, its tree read from the cache', () => {
    const text = 'We are **Test**, five words here.'
    const contentDir = makeContent({ 'about.md': page(text) })
    const { site } = buildSite({ contentDir, cwd: contentDir })
    const body = site!.pages.get('/about')!.body!
    expect(body).toEqual({ markdown: expect.stringContaining(text), pictures: {}, words: 6 })
    expect(Object.keys(body)).toEqual(['markdown', 'pictures', 'words'])
    // The cache file: the outline the check reads on its first line, the tree on the second.
    // (Compiled texts sit in folders by their hash's first two characters; front matter beside them.)
    // The fixture's home page has a text of its own: this page's is the one that holds its words.
    const [cachedText] = readdirSync(cacheDir(), { recursive: true })
      .filter((name) => String(name).endsWith('.json') && String(name).includes(path.sep))
      .map((name) => readFileSync(path.join(cacheDir(), String(name)), 'utf8'))
      .filter((content) => content.includes('five words here'))
    const [outline, tree, more] = cachedText.split('\n')
    expect(more).toBeUndefined()
    expect(JSON.parse(outline)).toMatchObject({ words: 6, references: [] })
    expect(JSON.parse(outline).tree).toBeUndefined()
    expect(textOf(JSON.parse(tree))).toBe('We are Test, five words here.')
    expect(textOf(bodyTree(body))).toBe('We are Test, five words here.')
  })

  it('still reports problems found while compiling, from a cached text too', () => {
    const contentDir = makeContent({ 'about.md': page('A [broken link](/nowhere).') })
    for (let run = 0; run < 2; run++) {
      const { problems } = buildSite({ contentDir, cwd: contentDir })
      expect(problems.map((problem) => problem.message)).toContainEqual(
        expect.stringContaining('"/nowhere" points to a page that does not exist'),
      )
    }
  })
})
