// @vitest-environment happy-dom
// (Decap's serialiser, tests/helpers/decapRichText.ts, needs a window; the clipboard's HTML
// is parsed by jsdom, whose parser is the HTML standard's, as a browser's DOMParser.)
/**
 * A paste from Word, Google Docs and LibreOffice Writer (issue 42, item 5; issue 55, item 4)
 * as Markdown: headings, bold, italic, links, nested bulleted and numbered lists, tables and
 * pictures kept, each program's quirks undone (Word's "·" list paragraphs, Google Docs' wrapper that is not bold), and
 * what Markdown cannot hold named. The clipboard HTML of tests/fixtures/paste/ (how each was
 * made is said at its top) gives exactly the Markdown below; the Rich Text editor's nodes
 * made from it are the ones Decap makes from that Markdown.
 * Pastes that keep every word (issue 55, items 4 and 5): a `|` in a table cell stays in its
 * cell through the Markdown, the Rich Text editor, the file Decap writes (with the remark
 * plugin /admin registers, cms/fields/tableCellPipes.ts) and the built page; Word's list
 * markers go in every form Word writes them; a list in a table cell keeps its items apart.
 */
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import type { Element as HastElement, Nodes as HastNodes } from 'hast'
import { toString as hastText } from 'hast-util-to-string'
import { JSDOM } from 'jsdom'
import type { Table } from 'mdast'
import { toString as wordsOf } from 'mdast-util-to-string'
import { describe, expect, it } from 'vitest'
import { clipboardMarkdown, DROPPED, picturesInRtf } from '../../cms/paste/clipboardMarkdown.js'
import { markdownSlate } from '../../cms/paste/markdownSlate.js'
import { parseGfm } from '../../pipeline/markdown/gfmParser.js'
import { compileMarkdown } from '../../pipeline/markdown/markdown.js'
import { fromSlate, type SlateNode, toSlate } from '../helpers/decapRichText.js'

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

| District      | Centres visited |
| ------------- | --------------- |
| Gulu \\| Amuru | 5               |
| Lira          | 7               |`

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

describe('a paste from LibreOffice Writer', () => {
  it('keeps the heading, bold, italic, link, nested bullets, numbers and the table with a "|" in its cell', () => {
    const pasted = clipboardMarkdown(parse(fixture('libreoffice.html')))
    expect(pasted.markdown).toBe(`## Clinic stock report

Stock counts went **digital** in *nine* districts. Read the [ministry's guidance](https://www.health.go.ug/) first.

- Counts entered on tablets
  - in **nine** of the twelve
- Staff want training

1. Digitise the stock register
2. Train one officer per centre

| Line           | Amount         |
| -------------- | -------------- |
| Staff training | UGX 40m \\| net |
| Field visits   | UGX 12m        |`)
    // Its <style>, <title> and empty last paragraph of line breaks leave nothing behind.
    expect(pasted.dropped).toEqual([])
    expect(pasted.pictures).toEqual([])
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

/** The words of each cell of the first table in `markdown`, row by row, as the site's parser (GFM) reads them. */
function cells(markdown: string): string[][] {
  const table = parseGfm(markdown).children.find((node): node is Table => node.type === 'table')
  return table ? table.children.map((row) => row.children.map((cell) => wordsOf(cell))) : []
}
/** The same on the built page: the cells of the pipeline's HTML. */
function pageCells(markdown: string): string[][] {
  const rows: string[][] = []
  const visit = (node: HastNodes) => {
    if (node.type === 'element' && node.tagName === 'tr')
      rows.push(node.children.filter((cell): cell is HastElement => cell.type === 'element').map((cell) => hastText(cell)))
    else if ('children' in node) for (const child of node.children) visit(child)
  }
  visit(compileMarkdown(markdown).tree)
  return rows
}
/** The same in the Rich Text editor: the words of each table-cell node. */
function slateCells(nodes: SlateNode[]): string[][] {
  const words = (node: SlateNode): string => (typeof node.text === 'string' ? node.text : (node.children ?? []).map(words).join(''))
  const table = nodes.find((node) => node.type === 'table')
  return (table?.children ?? []).map((row) => (row.children ?? []).map(words))
}
/** What Decap writes into the file for the nodes a paste puts into the Rich Text editor. */
const savedByDecap = (markdown: string) => fromSlate(markdownSlate(markdown))
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
/** A cell's words as HTML and GFM both leave them: runs of spaces one, none at the ends. */
const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim()
const RUNS = { seed: 55, numRuns: 200 }

const TABLE_MARKDOWN = `The budget for the second half, by line:

| Line           | Amount         |
| -------------- | -------------- |
| Staff training | UGX 40m \\| net |
| Field visits   | UGX 12m        |`
const TABLE_CELLS = [
  ['Line', 'Amount'],
  ['Staff training', 'UGX 40m | net'],
  ['Field visits', 'UGX 12m'],
]

const BULLETS_MARKDOWN = `Highlights of the year:

- Revenue up 12%
  - Kampala office up **20%**
    - Mobile money passed cash
- Costs down 3%

Next steps:

1. Agree the budget
   1. Hire locally
2. Report to the board`

describe('a "|" in a pasted table cell (issue 55, item 4)', () => {
  it('is in one cell, "UGX 40m | net", in the Markdown, in the file Decap writes and on the built page', () => {
    const { markdown } = clipboardMarkdown(parse(fixture('word-table.html')))
    expect(markdown).toBe(TABLE_MARKDOWN)
    const saved = savedByDecap(markdown)
    // Decap wrote `| Staff training | UGX 40m | net |`: "net" in a third cell, which the site drops.
    expect(saved).toBe(TABLE_MARKDOWN)
    expect(cells(markdown)).toEqual(TABLE_CELLS)
    expect(cells(saved)).toEqual(TABLE_CELLS)
    expect(pageCells(saved)).toEqual(TABLE_CELLS)
  })

  it('is in the Rich Text editor’s cell with its words, and there again when Decap opens the text it wrote', () => {
    const nodes = markdownSlate(TABLE_MARKDOWN)
    expect(slateCells(nodes)).toEqual(TABLE_CELLS)
    // The same nodes as Decap's own for the Markdown, and for what Decap writes of them (the
    // entry opened again after a save): no cell outside the table.
    expect(toSlate(TABLE_MARKDOWN)).toEqual(nodes)
    expect(toSlate(fromSlate(nodes))).toEqual(nodes)
  })

  it('stays in its cell inside inline code, after a backslash (in words and in code) and in a link’s address', () => {
    const row = (cell: string) => `<tr><td>${cell}</td><td>end</td></tr>`
    const html = `<table>${row('Pattern')}${row('<code>Gulu|Lira</code>')}${row("<code>grep 'kla\\|ebb' visits.csv</code>")}${row('kla\\|ebb as a regular expression')}${row('<a href="https://www.ubos.org/search?q=Gulu|Lira">both districts</a>')}</table>`
    const expected = [
      ['Pattern', 'end'],
      ['Gulu|Lira', 'end'],
      ["grep 'kla\\|ebb' visits.csv", 'end'],
      ['kla\\|ebb as a regular expression', 'end'],
      ['both districts', 'end'],
    ]
    const { markdown } = clipboardMarkdown(parse(html))
    // GFM reads `\|` in a cell's code as `|`: code cannot hold a backslash just before a pipe,
    // so those two go between two pieces of code, as words.
    expect(markdown.split('\n').slice(2)).toEqual([
      '| `Gulu\\|Lira`                                               | end |',
      "| `grep 'kla`\\\\\\|`ebb' visits.csv`                           | end |",
      '| kla\\\\\\|ebb as a regular expression                         | end |',
      '| [both districts](https://www.ubos.org/search?q=Gulu\\|Lira) | end |',
    ])
    const saved = savedByDecap(markdown)
    expect(saved).toContain('[both districts](https://www.ubos.org/search?q=Gulu%7CLira)')
    for (const text of [markdown, saved]) expect(cells(text)).toEqual(expected)
    expect(pageCells(saved)).toEqual(expected)
    expect(slateCells(toSlate(saved))).toEqual(expected)
  })

  it('gives back any cell’s words, as words or as code, once GFM reads the Markdown of the paste (property)', () => {
    const words = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '|', '\\', '`', '*'), maxLength: 12 })
    fc.assert(
      fc.property(words, fc.boolean(), (text, asCode) => {
        const cell = asCode ? `<code>${escapeHtml(text)}</code>` : escapeHtml(text)
        const { markdown } = clipboardMarkdown(
          parse(`<table><tr><td>Head</td><td>Notes</td></tr><tr><td>${cell}</td><td>end</td></tr></table>`),
        )
        expect(cells(markdown)[1].map(collapsed)).toEqual([collapsed(text), 'end'])
      }),
      RUNS,
    )
  })

  it('gives back any cell’s words, as words or as code, from the file Decap writes for the pasted table (property)', () => {
    // A backslash before other punctuation Decap loses anywhere, in a table or not (it writes
    // words as they are), and one before a pipe at a cell's start (its own escape of a
    // leading pipe looks the same, cms/fields/tableCellPipes.ts): those are left out.
    const words = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '|', '\\|', '`', '*'), maxLength: 12 })
    fc.assert(
      fc.property(words, fc.boolean(), (text, asCode) => {
        fc.pre(!/^\s*\\\|/.test(text))
        const cell = asCode ? `<code>${escapeHtml(text)}</code>` : escapeHtml(text)
        const { markdown } = clipboardMarkdown(
          parse(`<table><tr><td>Head</td><td>Notes</td></tr><tr><td>${cell}</td><td>end</td></tr></table>`),
        )
        const saved = savedByDecap(markdown)
        expect(cells(saved)[1].map(collapsed)).toEqual([collapsed(text), 'end'])
        expect(slateCells(toSlate(saved))[1].map(collapsed)).toEqual([collapsed(text), 'end'])
      }),
      RUNS,
    )
  })
})

describe('Word’s list bullets and numbers (issue 55, item 5)', () => {
  it('go from a list Word writes with its markers in conditional comments only; the words and the nesting stay', () => {
    const { markdown, pictures } = clipboardMarkdown(parse(fixture('word-bullets.html')))
    expect(markdown).toBe(BULLETS_MARKDOWN)
    expect(pictures).toEqual([])
    const saved = savedByDecap(markdown)
    for (const text of [markdown, saved]) {
      expect(text).not.toMatch(/[·§]/)
      // Every item's words, as the site reads them, start with the item's own first word.
      const items: string[] = []
      const visit = (node: { type: string; children?: unknown[] }) => {
        if (node.type === 'listItem') items.push(wordsOf((node.children as never[])[0]))
        for (const child of (node.children ?? []) as (typeof node)[]) visit(child)
      }
      visit(parseGfm(text))
      expect(items).toEqual([
        'Revenue up 12%',
        'Kampala office up 20%',
        'Mobile money passed cash',
        'Costs down 3%',
        'Agree the budget',
        'Hire locally',
        'Report to the board',
      ])
    }
  })

  it('go in every form Word writes them, with Word for the web’s lists nested by their level', () => {
    const spacer = `<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span>`
    /** Two paragraphs of a Word list, the second a level deeper, each with its marker as `marked` writes it. */
    const word = (marked: (marker: string) => string, [first, second] = ['·', 'o']) =>
      [
        `<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'>${marked(first)}Revenue up 12%<o:p></o:p></p>`,
        `<p class=MsoListParagraphCxSpLast style='margin-left:72.0pt;mso-add-space:\nauto;text-indent:-18.0pt;mso-list:l0 level2 lfo1'>${marked(second)}Kampala office<o:p></o:p></p>`,
      ].join('\n')
    const web = (level: number, words: string) =>
      `<div class="ListContainerWrapper SCXW211942715 BCX8"><ul class="BulletListStyle1 SCXW211942715 BCX8" role="list"><li data-leveltext="${level === 1 ? '' : 'o'}" data-font="${level === 1 ? 'Symbol' : 'Courier New'}" data-listid="3" data-list-defn-props="{&quot;335552541&quot;:1}" aria-setsize="-1" data-aria-posinset="1" data-aria-level="${level}" role="listitem" class="OutlineElement Ltr SCXW211942715 BCX8"><p class="Paragraph SCXW211942715 BCX8" paraid="1306391523" paraeid="{5c8e3a0b-6d37-4b0b-9a43-1fa6f1b0c1d2}{12}"><span class="TextRun SCXW211942715 BCX8" lang="EN-GB" data-contrast="auto"><span class="NormalTextRun SCXW211942715 BCX8">${words}</span></span><span class="EOP SCXW211942715 BCX8" data-ccp-props="{}">&nbsp;</span></p></li></ul></div>`
    const nested = '- Revenue up 12%\n  - Kampala office'
    const forms: [string, string, string][] = [
      [
        'Word 365: a span styled mso-list:Ignore inside the conditional comments',
        word(
          (marker) =>
            `<![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>${marker}${spacer}</span></span><![endif]>`,
        ),
        nested,
      ],
      [
        'as Safari hands it over: the comments made ordinary ones',
        word(
          (marker) =>
            `<!--[if !supportLists]--><span style="font-family:Symbol"><span style="mso-list:Ignore">${marker}${spacer}</span></span><!--[endif]-->`,
        ),
        nested,
      ],
      ['the span alone', word((marker) => `<span style='mso-list:Ignore'>${marker}${spacer}</span>`), nested],
      [
        'older Word: the comments alone',
        word((marker) => `<![if !supportLists]><span style='font-family:Symbol'>${marker}${spacer}</span><![endif]>`),
        nested,
      ],
      [
        'neither: the marker and its spaces at the start',
        word((marker) => `<span style='font-family:Symbol'>${marker}${spacer}</span>`),
        nested,
      ],
      [
        'Wingdings’ square and a number, the comments alone',
        word((marker) => `<![if !supportLists]><span>${marker}${spacer}</span><![endif]>`, ['§', '1.']),
        '- Revenue up 12%\n  1. Kampala office',
      ],
      [
        'a picture as the bullet, which is no picture of the text',
        word(
          () =>
            `<![if !supportLists]><span><span style='mso-list:Ignore'><img width=12 height=12 src="file:///C:/Users/amina/AppData/Local/Temp/msohtmlclip1/01/clip_image001.gif" alt="*">${spacer}</span></span><![endif]>`,
        ),
        nested,
      ],
      [
        'Word for the web: each item a list of its own',
        [web(1, 'Revenue up 12%'), web(2, 'Kampala office'), web(1, 'Costs down 3%')].join('\n'),
        `${nested}\n- Costs down 3%`,
      ],
    ]
    for (const [form, html, markdown] of forms) {
      const pasted = clipboardMarkdown(parse(html))
      expect({ form, markdown: pasted.markdown, pictures: pasted.pictures }).toEqual({ form, markdown, pictures: [] })
    }
  })
})

describe('a list in a pasted table cell', () => {
  it('keeps its items apart (their words ran together), and the note says so', () => {
    const pasted = clipboardMarkdown(parse(fixture('google-docs-table.html')))
    expect(pasted.markdown).toBe(`Follow-up by district:

| District | What we found                                           | Next visit  |
| -------- | ------------------------------------------------------- | ----------- |
| Gulu     | Records kept on paper; Two fridges broken               | March       |
| Lira     | Stock counted weekly. Staff trained in the new register | April; June |`)
    expect(pasted.dropped).toEqual([DROPPED.cellList])
    expect(cells(savedByDecap(pasted.markdown))[1]).toEqual(['Gulu', 'Records kept on paper; Two fridges broken', 'March'])
  })
})
