/**
 * A `|` in a table cell of the Rich Text editor, kept in its cell (issue 55, item 4).
 *
 * A GitHub table (the site's parser) splits a row at every `|` not written `\|`, inside inline
 * code and links too. Decap's serialiser (decap-cms-widget-markdown: remark-stringify 6, which
 * writes words as they are) wrote a cell "UGX 40m | net" as `| UGX 40m | net |`: three cells
 * in a row of two, the third of which the site drops and Decap, opening the text again, shows
 * outside the table. So each cell is escaped before Decap writes it, as GFM reads it back: in
 * words, `|` as `\|`, a backslash just before it doubled, and a backtick escaped; inline code
 * written here, its `|` as `\|` (GFM's rule for code in a cell) and cut where that cannot keep
 * it (codePieces); a `|` in a link's address as `%7C`, which is the same address.
 *
 * Registered with CMS.registerRemarkPlugin (cms/widgets.ts), it runs on Decap's own syntax
 * tree after Decap parses a text (remark-parse 6: this.Parser is set) and before it writes one
 * (this.Compiler is set). When reading, inline code in a cell gets GFM's `\|` → `|`, which
 * remark-parse 6 leaves out: the editor shows the code as the site does, and writes it back
 * the same. When writing, Decap's escaper has run first and has written a `|` that starts a
 * text as `\|`: that one is kept as it is, so a cell that starts with a backslash and a pipe
 * loses the backslash (as Decap loses one before any punctuation, in a table or not).
 */

type MdNode = { type: string; value?: string; url?: string; children?: MdNode[] }

/**
 * Inline code in a table cell, cut at each `|` that follows an odd number of backslashes,
 * which cannot be written in code: GFM reads `\|` in a cell's code as `|` and `\\` as itself,
 * so the row would break there. The pieces alternate: code, then the backslashes and the
 * pipe as words, then code… The backslashes go with the words (Decap's own parser reads code
 * that ends in one as escaping its closing backtick, and the row breaks there), and so do the
 * spaces around them (Decap trims the ends of inline code).
 */
export function codePieces(code: string): string[] {
  return code.split(/((?<![\\\s])\s+(?:\\\\)*\\\|\s*|(?<!\\)(?:\\\\)*\\\|\s*)/)
}

/**
 * Words of a cell as GFM reads them back: `|` escaped, a run of backslashes before it doubled;
 * and a backtick escaped (Decap's parser takes a lone one in a table for the start of code
 * that swallows the rest of the row).
 */
const escapeWords = (words: string) =>
  words.replace(/(\\*)\|/g, (_, backslashes: string) => `${backslashes}${backslashes}\\|`).replace(/(?<!\\)((?:\\\\)*)`/g, '$1\\`')

/**
 * Inline code in a cell, written here (Decap writes an `html` node as it is): its `|` as `\|`,
 * its fence a backtick longer than any run in it, and a space inside both ends when it starts
 * or ends with a backtick (remark-stringify 6 pads only that end, and GFM keeps a lone space).
 */
function writeCode(code: string): string {
  const fence = '`'.repeat(Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length)) + 1)
  const pad = /^`|`$/.test(code) ? ' ' : ''
  return `${fence}${pad}${code.replace(/\|/g, '\\|')}${pad}${fence}`
}

function writeChildren(parent: MdNode) {
  parent.children = parent.children!.flatMap((child, index): MdNode[] => {
    if ((child.type === 'text' || child.type === 'html') && child.value) {
      // A leading `|` that Decap's escaper (remarkEscapeMarkdownEntities) wrote as `\|`.
      const escaped = index === 0 ? (/^\s*\\\|/.exec(child.value)?.[0] ?? '') : ''
      return [{ ...child, value: escaped + escapeWords(child.value.slice(escaped.length)) }]
    }
    if (child.type === 'inlineCode')
      return codePieces(child.value ?? '').flatMap((piece, at): MdNode[] => {
        if (at % 2) return [{ type: 'html', value: escapeWords(piece) }]
        return piece ? [{ type: 'html', value: writeCode(piece) }] : []
      })
    if (child.type === 'link' && child.url) child.url = child.url.replace(/\|/g, '%7C')
    if (child.children) writeChildren(child)
    return [child]
  })
}

function readChildren(parent: MdNode) {
  for (const child of parent.children!) {
    if (child.type === 'inlineCode' && child.value)
      child.value = child.value.replace(/\\([\\|])/g, (pair, second: string) => (second === '|' ? '|' : pair))
    if (child.children) readChildren(child)
  }
}

/** Each table cell of the tree given to `change`. */
const inCells = (change: (cell: MdNode) => void) => {
  const visit = (node: MdNode) => {
    if (node.type === 'tableCell') change(node)
    else for (const child of node.children ?? []) visit(child)
  }
  return visit
}

/** The remark plugin: its transformer escapes the cells when Decap writes, and reads their code as GFM does when it reads. */
export function tableCellPipes(this: { Compiler?: unknown }): (tree: MdNode) => void {
  return inCells(this.Compiler ? writeChildren : readChildren)
}
