import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import matter from 'gray-matter'
import rehypeSlug from 'rehype-slug'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { locate, parseFrontMatter } from '../../pipeline/frontMatter/frontmatter.js'
import { compileMarkdown } from '../../pipeline/markdown/markdown.js'
import { normaliseRemoteImage } from '../../pipeline/pictures/images.js'
import { formatGithubAnnotation, formatReport } from '../../pipeline/check/report.js'
import { closest } from '../../pipeline/shared/suggest.js'
import { derivedValues } from '../../pipeline/frontMatter/siteValues.js'
import { blockTypes } from '../../model/blocks/index.js'
import { blockComponents } from '../../components/blocks/index.js'
import { renderHeadTag, serializeJsonLd, type HeadTag } from '../../pipeline/head/tags.js'
import { toString as textOf } from 'hast-util-to-string'
import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'

const file = (value: string) => new VFile({ path: 'content/x.md', value })

describe('front matter', () => {
  const source = '---\ntitle: Hello\nsections:\n  - type: hero\n    heading: Hi\n---\n\n# Body\n'
  it('keeps dates as text (no Date objects, no time zones)', () => {
    const front = parseFrontMatter(file('---\ndate: 2025-04-28\n---\n'))!
    expect(front.data).toEqual({ date: '2025-04-28' })
  })
  it('maps a field path to the line and column of its value or key', () => {
    const front = parseFrontMatter(file(source))!
    expect(locate(front, ['title'])).toEqual({ line: 2, column: 8 })
    expect(locate(front, ['sections', 0, 'heading'])).toEqual({ line: 5, column: 14 })
    expect(locate(front, ['sections', 0, 'heading'], { key: true })).toEqual({ line: 5, column: 5 })
    // a missing field points at the mapping that should hold it
    expect(locate(front, ['sections', 0, 'text'])).toEqual({ line: 4, column: 5 })
  })
  it('pads the body so Markdown lines are file lines', () => {
    const front = parseFrontMatter(file(source))!
    expect(front.body.split('\n')[7]).toBe('# Body')
  })
})

describe('Markdown to hast', () => {
  const html = (markdown: string) => {
    const tags: string[] = []
    visit(compileMarkdown(markdown).tree, 'element', (node: Element) => {
      tags.push(node.tagName)
    })
    return tags
  }
  it('drops raw HTML instead of passing it through', () => {
    const { tree } = compileMarkdown(
      'Hi <script>alert(1)</script> <b onclick="x()">there</b>\n\n<iframe src="https://evil.example"></iframe>',
    )
    expect(html('<script>alert(1)</script>')).not.toContain('script')
    expect(JSON.stringify(tree)).not.toMatch(/script|iframe|onclick/)
  })
  it('keeps phone and e-mail links (tel: and mailto:) through the sanitizer', () => {
    const hrefs: unknown[] = []
    visit(compileMarkdown('[+256 700 123 456](tel:+256700123456) [mail](mailto:info@test.example)').tree, 'element', (node: Element) => {
      if (node.tagName === 'a') hrefs.push(node.properties.href)
    })
    expect(hrefs).toEqual(['tel:+256700123456', 'mailto:info@test.example'])
  })
  it('removes javascript: URLs but reports them as references first', () => {
    const { tree, references } = compileMarkdown('[x](javascript:alert(1)) [y](JAVASCRIPT:alert(2))')
    expect(references.map((reference) => reference.url)).toEqual(['javascript:alert(1)', 'JAVASCRIPT:alert(2)'])
    expect(JSON.stringify(tree)).not.toMatch(/javascript/i)
  })
  it('gives headings ids that links can target', () => {
    const { anchors } = compileMarkdown('## Our Story\n\n### Data & Privacy')
    expect(anchors.map((anchor) => anchor.id)).toEqual(['our-story', 'data--privacy'])
  })
  it('gives every heading the id rehype-slug gives it, on every page of the site and every CommonMark example', () => {
    const reference = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSlug)
    const idsOf = (tree: Root) => {
      const found: string[] = []
      visit(tree, 'element', (node: Element) => void (typeof node.properties.id === 'string' && found.push(node.properties.id)))
      return found
    }
    const pages = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md'))
    const texts = [
      ...pages.map((name) => matter(readFileSync(path.join('content', name), 'utf8')).content),
      ...createRequire(import.meta.url)('commonmark-spec').tests.map((example: { markdown: string }) => example.markdown),
      '# Intro\n\n## Intro\n\n### Intro 1\n\n## Intro\n\n# Café & “quotes” — 2024!\n\n## `code` *and* [a link](/x) ![pic](/p.png)\n\n## 🇺🇬 Kampala',
    ]
    let headings = 0
    for (const text of texts) {
      const expected = idsOf(reference.runSync(reference.parse(text)) as Root)
      const { anchors, headings: found } = compileMarkdown(text)
      expect(
        anchors.map((anchor) => anchor.id),
        text,
      ).toEqual(expected)
      headings += found.length
    }
    expect(headings).toBeGreaterThan(150)
  })
  it("keeps every id of the published tree with its words, for the content manager's link picker", () => {
    const { anchors } = compileMarkdown('## Our *Story*\n\n### ![](/images/a.png)\n\nA note[^1].\n\n[^1]: The note.')
    expect(anchors).toEqual([
      { id: 'our-story', text: 'Our Story' },
      // A heading without words: the picker names it by its id (site/cms/linkTargets.ts).
      { id: '', text: '' },
      { id: 'user-content-fnref-1', text: '1' },
      { id: 'footnote-label', text: 'Footnotes' },
      { id: 'user-content-fn-1', text: 'The note. ↩' },
    ])
  })
  it('supports GFM tables, task lists and autolinks', () => {
    const tags = html('| a | b |\n|---|---|\n| 1 | 2 |\n\nhttps://example.com')
    expect(tags).toEqual(expect.arrayContaining(['table', 'thead', 'tbody', 'td', 'a']))
  })
  it('records link and picture places in the source', () => {
    const { references } = compileMarkdown('Line one\n\nSee [here](/a) and ![pic](/images/p.svg)')
    expect(references).toEqual([
      { kind: 'link', url: '/a', text: 'here', place: { line: 3, column: 5 } },
      { kind: 'image', url: '/images/p.svg', alt: 'pic', place: { line: 3, column: 20 } },
    ])
  })
})

describe('structured data and head tags', () => {
  it('escapes JSON-LD so no front-matter string can close the script element', () => {
    const evil = { description: '</script><script>alert(1)</script> & <!-- \u2028' }
    const json = serializeJsonLd(evil)
    expect(json).not.toMatch(/<|>|&|\u2028/)
    expect(JSON.parse(json)).toEqual(evil)
    const tag = renderHeadTag({ tag: 'script', attrs: { type: 'application/ld+json' }, json: evil })
    expect(tag.match(/<\/script/g)).toHaveLength(1)
  })
  it('escapes attribute values', () => {
    expect(renderHeadTag({ tag: 'meta', attrs: { name: 'description', content: '"><script>' } })).toBe(
      '<meta name="description" content="&quot;&gt;&lt;script&gt;">',
    )
  })
  it('throws when a void head tag is given children', () => {
    const bad = { tag: 'meta', attrs: { name: 'x' }, text: 'child' } as unknown as HeadTag
    expect(() => renderHeadTag(bad)).toThrow('<meta> is a void element and cannot have children')
  })
})

describe('reports', () => {
  const [problem] = (() => {
    const f = file('')
    const message = f.message('is empty, 100%: write text', { place: { line: 3, column: 7 } }) as ReturnType<typeof f.message> & {
      field?: string
    }
    message.fatal = true
    message.field = 'sections[0].heading'
    return [message]
  })()
  it('prints file:line:col, the field and the reason', () => {
    expect(formatReport([problem])).toContain('content/x.md:3:7  sections[0].heading  is empty, 100%: write text')
  })
  it('prints GitHub annotations with escaped values', () => {
    expect(formatGithubAnnotation(problem)).toBe(
      '::error file=content/x.md,line=3,col=7,title=sections[0].heading::is empty, 100%25: write text',
    )
  })
})

describe('helpers', () => {
  it('suggests the closest word only when it is a likely typo', () => {
    expect(closest('sheild', ['shield', 'code'])).toBe('shield')
    expect(closest('banana', ['shield', 'code'])).toBeUndefined()
  })
  it('normalises stock-photo URLs to width 1000 and quality 80', () => {
    expect(normaliseRemoteImage('https://images.unsplash.com/photo-1?w=400&q=50&fit=crop')).toBe(
      'https://images.unsplash.com/photo-1?w=1000&q=80&fit=crop',
    )
    expect(normaliseRemoteImage('https://example.com/a.jpg')).toBe('https://example.com/a.jpg')
  })
  it('derives the tel: and WhatsApp links from the phone number', () => {
    const values = derivedValues({ phone: '+256 700 123 456', whatsappGreeting: 'Hello! I want to learn more.' })
    expect(values.phoneHref).toBe('tel:+256700123456')
    expect(values.whatsappHref).toBe('https://wa.me/256700123456?text=Hello!%20I%20want%20to%20learn%20more.')
  })
  it('has a component for every block type and a type for every component', () => {
    expect(Object.keys(blockComponents).sort()).toEqual([...blockTypes].sort())
  })
  it('reads text out of a hast tree for structured data', () => {
    expect(textOf(compileMarkdown('Call **us** [now](/contact).').tree).trim()).toBe('Call us now.')
  })
})
