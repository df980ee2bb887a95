import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
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
  ]
  // Texts where GFM finds bare addresses, written plainly or in disguise.
  const withAddresses = [
    ['Visit www.example.com today.', ['http://www.example.com']],
    ['See https://example.com/path?q=1 and HTTP://EXAMPLE.COM.', ['https://example.com/path?q=1', 'HTTP://EXAMPLE.COM']],
    ['Write to info@example.co.ug or mailto:sales@example.com.', ['mailto:info@example.co.ug', 'mailto:sales@example.com']],
    ['An escaped dot: www\\.example.com', ['http://www.example.com']],
    ['A character reference: info&#64;example.com', ['mailto:info@example.com']],
    ['WWW.EXAMPLE.COM in capitals', ['http://WWW.EXAMPLE.COM']],
  ] as const

  it.each(withoutAddresses)("gives remark-gfm's tree for %j", (text) => {
    expect(parseGfm(text)).toEqual(gfm.parse(text))
  })

  it.each(withAddresses)('links the bare addresses of %j as remark-gfm does', (text, urls) => {
    expect(links(parseGfm(text))).toEqual(urls)
    expect(parseGfm(text)).toEqual(gfm.parse(text))
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
