/**
 * Markdown means the same at any length (issue 24): every example of the CommonMark spec,
 * alone and inside texts long enough that the old code cut them in pieces (over 16 kB),
 * gives the tree that remark-parse with remark-gfm gives the whole text; and the whole
 * compile step (references, ids, headings, messages, the sanitized tree) is what that
 * tree compiles to. The GFM-only shortcut of gfmParser.ts is held to the same.
 */
import { createRequire } from 'node:module'
import { toString as hastToString } from 'hast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { parseGfm } from '../../pipeline/markdown/gfmParser.js'
import { compileMarkdown, compileTree } from '../../pipeline/markdown/markdown.js'
import { MAX_TEXT_BYTES } from '../../pipeline/markdown/markdownLimits.js'

const reference = unified().use(remarkParse).use(remarkGfm)
/** Texts without these take the parser without GFM's bare-address links (so do most others: gfmParser.ts). */
const TAKES_SHORTCUT = (text: string) => !/www|http|@|&/i.test(text)

// The spec writes a tab as →.
const examples: string[] = createRequire(import.meta.url)('commonmark-spec').tests.map((example: { markdown: string }) =>
  example.markdown.replace(/→/g, '\t'),
)

/** About 1.5 kB of an ordinary article: headings, emphasis, a list, and a reference link defined at the end of the text. */
const filler = (index: number) => `## Section ${index}

Our team in **Kampala** builds _websites_ and apps for small businesses. We plan, design,
build and test with you, then train your staff so that they can run it themselves, and we
stay with you after launch. See [our services][services] or read on.

- Planning and design, with a written estimate
- Building and testing, one release every two weeks
- Training and support, in English and Luganda

Most projects take between six and twelve weeks. A small website takes less; an online
shop with mobile money payments takes more, because the payment provider checks it too.
Every week you see what was built, and you can change your mind before it is finished.

> A good website answers the questions your customers ask on the phone.

`

const ending = '\n\n[services]: /services\n'

/** The examples packed into documents of about 24 kB, each example between filler. */
function documents(): { text: string; count: number }[] {
  const out: { text: string; count: number }[] = []
  let text = ''
  let count = 0
  for (const [index, example] of examples.entries()) {
    text += `${filler(index)}${example}\n\n`
    count++
    if (text.length > 24_000 || index === examples.length - 1) {
      out.push({ text: text + ending, count })
      text = ''
      count = 0
    }
  }
  return out
}

describe('Markdown means the same at any length', () => {
  it(`every CommonMark example alone (${examples.length}) gives remark-gfm's tree, with and without the shortcut`, () => {
    expect(examples.length).toBe(652)
    let identical = 0
    for (const example of examples) {
      expect(parseGfm(example), JSON.stringify(example)).toEqual(reference.parse(example))
      identical++
    }
    expect(identical).toBe(652)
    // The shortcut is really taken: most examples hold no www, http, @ or &.
    expect(examples.filter(TAKES_SHORTCUT).length).toBe(603)
  })

  const packed = documents()
  it(`every example inside long texts (${packed.length} documents of 16 to 26 kB) parses and compiles as the whole text does`, () => {
    expect(packed.length).toBeGreaterThan(20)
    let compared = 0
    for (const { text } of packed) {
      expect(text.length).toBeGreaterThan(16 * 1024)
      const whole = reference.parse(text)
      expect(parseGfm(text)).toEqual(whole)
      // Under the size bound, so it is compiled, not refused for its length.
      if (Buffer.byteLength(text) <= MAX_TEXT_BYTES) {
        expect(compileMarkdown(text)).toEqual(compileTree(whole))
        compared++
      }
    }
    expect(compared).toBe(packed.length)
    expect(packed.reduce((sum, document) => sum + document.count, 0)).toBe(examples.length)
  }, 120_000)

  it('long texts without www, http, @ or & (the shortcut) parse as remark-gfm does', () => {
    const plain = documents()
      .map(({ text }) => text)
      .filter(TAKES_SHORTCUT)
    const built =
      examples
        .filter(TAKES_SHORTCUT)
        .map((example, index) => `${filler(index)}${example}`)
        .join('\n\n') + ending
    for (const text of [...plain, built.slice(0, 40_000)]) expect(parseGfm(text)).toEqual(reference.parse(text))
    expect(TAKES_SHORTCUT(built)).toBe(true)
  }, 120_000)

  // The three ways the pieces once changed meaning, each 20 kB from where it matters.
  const far = filler(0).repeat(24)
  const linkTexts = (markdown: string) => {
    const found: string[] = []
    const walk = (node: { type: string; tagName?: string; children?: unknown[] }) => {
      if (node.type === 'element' && node.tagName === 'a') found.push(hastToString(node as never))
      for (const child of node.children ?? []) walk(child as typeof node)
    }
    walk(compileMarkdown(markdown).tree)
    return found
  }

  const compilesWhole = (text: string) => {
    expect(text.length).toBeGreaterThan(16 * 1024)
    expect(compileMarkdown(text)).toEqual(compileTree(reference.parse(text)))
  }

  it('a definition inside a fenced code block defines nothing, however far away its use', () => {
    const text = `[Home][ghost]\n\n${far}\`\`\`\n[ghost]: /contact\n\`\`\`\n`
    compilesWhole(text)
    expect(linkTexts(text)).not.toContain('Home')
  })

  it('a definition whose address is on the next line links a use 20 kB away', () => {
    const text = `Talk to [our team][team].\n\n${far}[team]:\n/contact\n`
    compilesWhole(text)
    expect(linkTexts(text)).toContain('our team')
    expect(compileMarkdown(text).references.filter((ref) => ref.url === '/contact')).toHaveLength(1)
  })

  it('an HTML block with a blank line inside stays one block (and one warning), even when it is long', () => {
    const text = `${far}<pre>\n${'a line of preformatted text\n'.repeat(400)}\nsecond\n</pre>\n\nAfter.\n`
    compilesWhole(text)
    expect(parseGfm(text).children.filter((node) => node.type === 'html')).toHaveLength(1)
    expect(compileMarkdown(text).rawHtml).toHaveLength(1)
  })
})
