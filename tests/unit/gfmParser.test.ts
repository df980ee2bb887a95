import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import matter from 'gray-matter'
import type { Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { parseGfm } from '../../pipeline/markdown/gfmParser.js'

// The reference: remark-gfm as it is, on every text.
const gfm = unified().use(remarkParse).use(remarkGfm)

const links = (tree: Root) => {
  const found: string[] = []
  visit(tree, 'link', (node) => void found.push(node.url))
  return found
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? markdownFiles(file) : file.endsWith('.md') ? [file] : []
  })
}

describe('parsing GitHub Flavored Markdown', () => {
  // Texts with every GFM construct but bare addresses, which take the cheaper parser.
  const withoutAddresses = [
    '| a | b |\n|---|--:|\n| 1 | ~~2~~ |',
    '- [x] done\n- [ ] to do\n\n1. one\n2. two',
    'A note[^1].\n\n[^1]: The note, *emphasised*.',
    '~one~ ~~two~~ **strong** _em_ `code` [a link](/contact) ![a picture](/images/a.png)',
    '```js\nconst a = 1\n```\n\n> quoted\n> - listed',
    'wwx.example.com ftp://example.com example.com name at example.com',
    'A [reference][ref] and <ftp://example.com>.\n\n[ref]: /services',
    // "www", "http" and "@" where GFM never looks for a bare address: a link's address and
    // title, code, HTML, a definition, a footnote's name.
    'Read [the guide](https://www.example.com/guide "www.example.com") or [write](mailto:info@example.com).',
    '`https://example.com` and ```www.example.com```\n\n    http://indented.example.com\n\n```\nname@example.com\n```',
    '<a href="https://www.example.com">a</a> <span title="x@example.com">b</span>\n\n<div>\nwww.example.com\n</div>',
    'A [reference][ref] and a note[^www].\n\n[ref]: https://www.example.com "name@example.com"\n\n[^www]: The note.',
    '<https://example.com> and <name@example.com>, both written as links.',
  ]
  // Texts where GFM finds bare addresses, written plainly or in disguise.
  const withAddresses = [
    ['Visit www.example.com today.', ['http://www.example.com']],
    ['See https://example.com/path?q=1 and HTTP://EXAMPLE.COM.', ['https://example.com/path?q=1', 'HTTP://EXAMPLE.COM']],
    ['Write to info@example.co.ug or mailto:sales@example.com.', ['mailto:info@example.co.ug', 'mailto:sales@example.com']],
    ['An escaped dot: www\\.example.com', ['http://www.example.com']],
    ['A character reference: info&#64;example.com', ['mailto:info@example.com']],
    ['WWW.EXAMPLE.COM in capitals', ['http://WWW.EXAMPLE.COM']],
    // Beside a written link, whose address holds "https" too.
    [
      'See [the guide](https://example.com/guide) at https://example.com/guide.',
      ['https://example.com/guide', 'https://example.com/guide'],
    ],
    [
      'Characters written as references: &#104;ttps://example.com and &#119;ww.example.com',
      ['https://example.com', 'http://www.example.com'],
    ],
    ['In emphasis: **www.example.com** and _https://example.com_', ['http://www.example.com', 'https://example.com']],
    ['| Site | Mail |\n|---|---|\n| www.example.com | a@example.com |', ['http://www.example.com', 'mailto:a@example.com']],
    ['A note[^1].\n\n[^1]: At https://example.com.', ['https://example.com']],
    ['# Write to info@example.com', ['mailto:info@example.com']],
    ['An escaped "@": info\\@example.com', ['mailto:info@example.com']],
  ] as const

  it.each(withoutAddresses)("gives remark-gfm's tree for %j", (text) => {
    expect(parseGfm(text)).toEqual(gfm.parse(text))
  })

  it.each(withAddresses)('links the bare addresses of %j as remark-gfm does', (text, urls) => {
    expect(links(parseGfm(text))).toEqual(urls)
    expect(parseGfm(text)).toEqual(gfm.parse(text))
  })

  // GFM's links inside a picture's description leave only their text: nothing to parse again.
  it("gives remark-gfm's tree for a picture whose description holds an address", () => {
    for (const text of [
      '![www.example.com](/images/a.png)',
      '![Mail a@example.com][pic]\n\n[pic]: /images/a.png',
      '[![https://example.com](/a.png)](/b)',
    ])
      expect(parseGfm(text), text).toEqual(gfm.parse(text))
  })

  // Texts made of the pieces that start, end, hide or disguise a bare address: whatever
  // the order, the tree is remark-gfm's.
  const PIECES = [
    ...'www www. http https:// :// example .com . / @ a@b.co &#64; &#119; &#104; &amp; mailto: a 1'.split(' '),
    ...'[ ] ( ) ![ ]( < > ` * _ ~ \\ ^ | - : "'.split(' '),
    ' ',
    '\n',
    '\n\n',
  ]
  it("gives remark-gfm's tree for any text made of the pieces of addresses and links", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }), (pieces) => {
        const text = pieces.join('')
        expect(parseGfm(text)).toEqual(gfm.parse(text))
      }),
      { numRuns: 3000 },
    )
  })

  it("gives remark-gfm's tree for every page of the site", () => {
    const files = markdownFiles('content')
    expect(files.length).toBeGreaterThan(30)
    for (const file of files) {
      const { content } = matter(readFileSync(file, 'utf8'))
      expect(parseGfm(content), file).toEqual(gfm.parse(content))
    }
    // Two parsers over every page: about 2 s alone, more beside the other unit files.
  }, 120_000)
})
