// @vitest-environment happy-dom
// (Decap's serialiser, tests/helpers/decapRichText.ts, needs a window; the clipboard's HTML
// is parsed by jsdom, whose parser is the HTML standard's, as a browser's DOMParser.)
/**
 * A paste from Word and from Google Docs (issue 42, item 5) as Markdown: headings, bold,
 * italic, links, nested bulleted and numbered lists, tables and pictures kept, each program's
 * quirks undone (Word's "·" list paragraphs, Google Docs' wrapper that is not bold), and
 * what Markdown cannot hold named. The clipboard HTML of tests/fixtures/paste/ (how each was
 * made is said at its top) gives exactly the Markdown below; the Rich Text editor's nodes
 * made from it are the ones Decap makes from that Markdown.
 */
import { readFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { clipboardMarkdown, DROPPED, picturesInRtf } from '../../cms/paste/clipboardMarkdown.js'
import { markdownSlate } from '../../cms/paste/markdownSlate.js'
import { fromSlate, toSlate } from '../helpers/decapRichText.js'

const { DOMParser } = new JSDOM('').window
const fixture = (name: string) => readFileSync(`tests/fixtures/paste/${name}`, 'utf8')
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html') as unknown as Document

const WORD_PICTURE = 'file:///C:/Users/amina/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png'
const DOCS_PICTURE =
  'https://lh7-rt.googleusercontent.com/docsz/AD_4nXcT9r2vKq8mQ0bLr5oN3yZ1wE7uH4pA6sD8fG0jK2lX9cV1bN3mQ5wE7rT9yU1iO3pA5sD7fG9hJ1kL3zX5cV7bN9mQ1wE3rT5yU7iO9pA?key=Zx8Yw7Vu6Ts5Rq4Po3Nm2L'

const WORD_MARKDOWN = `# Quarterly report for the board

# Highlights

Revenue grew in every district. The **Kampala office** led the year, and *mobile money* payments passed cash for the first time. Read the [Bank of Uganda guidance](https://www.bou.or.ug/bouwebsite/Supervision/) before the next audit.

Two things to remember: **_bold and italic together_**, and underlined words as a note.

## What we did

- Opened two offices
  - Gulu, in **March**
  - Mbarara, in June
- Trained 40 staff in data protection

Next steps, in order:

1. Agree the budget
2. Hire a data officer
3. Report to the board in *October*

| Quarter | Revenue |
| ------- | ------- |
| Q1      | UGX 10m |
| Q2      | UGX 14m |

![Revenue by quarter, rising from UGX 10m to UGX 14m](/images/blog/revenue-by-quarter-rising-from-ugx.png)`

const DOCS_MARKDOWN = `# Field visit notes

We met **twelve health centres** in *three weeks*. See the [Ministry of Health](https://www.health.go.ug/) for the list, and our [contact page](https://nileridge.example/contact) for visits. Stock counts were ~~monthly~~ weekly, and CO2 fridges are still missing.

## What we found

- Records are kept on paper
  - in **nine** of the twelve
- Staff want training

1. Digitise the stock register
2. Train one officer per centre

| District | Centres visited |
| -------- | --------------- |
| Gulu     | 5               |
| Lira     | 7               |`

describe('a paste from Word (Windows)', () => {
  it('keeps the title, headings, bold, italic, link, nested bullets, numbers, the table and the uploaded picture', () => {
    const pasted = clipboardMarkdown(
      parse(fixture('word-windows.html')),
      new Map([[WORD_PICTURE, '/images/blog/revenue-by-quarter-rising-from-ugx.png']]),
    )
    expect(pasted.markdown).toBe(WORD_MARKDOWN)
    expect(pasted.dropped).toEqual([DROPPED.underline])
    expect(pasted.pictures).toEqual([{ src: WORD_PICTURE, alt: 'Revenue by quarter, rising from UGX 10m to UGX 14m' }])
  })

  it('leaves out a picture that was not uploaded, and never writes Word’s bullets, comments or empty paragraphs', () => {
    const { markdown } = clipboardMarkdown(parse(fixture('word-windows.html')))
    expect(markdown).toBe(WORD_MARKDOWN.replace(/\n\n!\[.*$/, ''))
    expect(markdown).not.toMatch(/·|<!--|StartFragment|mso-|&nbsp;|\u00a0/)
    // The run-on line of Decap's own paste.
    expect(markdown).not.toContain('QuarterRevenueQ1')
  })

  it('finds the picture’s bytes in Word’s RTF copy (the PNG, not the metafile Word adds for older programs)', () => {
    const pictures = picturesInRtf(fixture('word-windows.rtf'))
    expect(pictures.map((picture) => picture.type)).toEqual(['image/png'])
    expect(Buffer.from(pictures[0].bytes).toString('base64')).toBe(
      'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPgL8uDIwacHADZ0QtllttJ8wAAAABJRU5ErkJggg==',
    )
    expect(picturesInRtf('{\\rtf1 no pictures}')).toEqual([])
  })

  it('numbers a list from its first number, nests lettered levels, and keeps two lists of different kinds apart', () => {
    const item = (level: number, list: number, marker: string, words: string) =>
      `<p class=MsoListParagraph style='mso-list:l${list} level${level} lfo${list + 1}'><![if !supportLists]><span><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>${words}<o:p></o:p></p>`
    const html = [
      item(1, 0, '3.', 'Third'),
      item(2, 0, 'a.', 'First part'),
      item(2, 0, 'b)', 'Second part'),
      item(1, 0, '4.', 'Fourth'),
      item(1, 1, '§', 'A bullet after'),
    ].join('\n')
    expect(clipboardMarkdown(parse(html)).markdown).toBe(
      ['3. Third', '   1. First part', '   2. Second part', '4. Fourth', '', '- A bullet after'].join('\n'),
    )
  })

  it('makes headings of Word’s heading paragraphs, and names merged cells and a table inside a table', () => {
    const html =
      '<p class=MsoHeading7>Deep heading</p><table><tr><td colspan=2>Both</td></tr><tr><td>One<table><tr><td>inner</td></tr></table></td><td>Two</td></tr></table>'
    const pasted = clipboardMarkdown(parse(html))
    expect(pasted.markdown.split('\n')[0]).toBe('###### Deep heading')
    expect(pasted.dropped).toEqual([DROPPED.merged, DROPPED.nested])
    expect(pasted.markdown).toContain('One inner')
  })
})

describe('a paste from Google Docs', () => {
  it('keeps headings, bold and italic spans, links (without Google’s redirect), strikethrough, nested lists and the table', () => {
    const pasted = clipboardMarkdown(parse(fixture('google-docs.html')))
    expect(pasted.markdown).toBe(DOCS_MARKDOWN)
    expect(pasted.dropped).toEqual([DROPPED.script, DROPPED.underline, DROPPED.highlight])
    expect(pasted.pictures).toEqual([{ src: DOCS_PICTURE, alt: 'A nurse entering stock counts on a tablet' }])
  })

  it('does not make everything bold for the <b> wrapper Google Docs puts around a copy', () => {
    const html =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><span style="font-weight:400;">Plain words, </span><span style="font-weight:700;">bold ones</span></b>'
    expect(clipboardMarkdown(parse(html)).markdown).toBe('Plain words, **bold ones**')
  })
})

describe('the Rich Text editor’s nodes of a paste', () => {
  it('are Decap’s own nodes for that Markdown, which Decap writes back as the same text', () => {
    for (const markdown of [WORD_MARKDOWN, DOCS_MARKDOWN]) expect(fromSlate(markdownSlate(markdown))).toBe(fromSlate(toSlate(markdown)))
    // Without a picture (which Decap opens as its image component), node for node.
    expect(markdownSlate(DOCS_MARKDOWN)).toEqual(toSlate(DOCS_MARKDOWN))
    expect(markdownSlate(WORD_MARKDOWN.replace(/\n\n!\[.*$/, ''))).toEqual(toSlate(WORD_MARKDOWN.replace(/\n\n!\[.*$/, '')))
  })
})
