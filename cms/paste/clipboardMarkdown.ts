/**
 * What Word or Google Docs put on the clipboard (text/html), as the Markdown that holds it:
 * headings, paragraphs, bold, italic, strikethrough, links, bulleted and numbered lists
 * (nested too), tables (as GitHub tables) and pictures. What Markdown cannot hold is named
 * in `dropped`, in an editor's words, and left out (its words kept as plain text).
 *
 * The clipboard's HTML is first made plain HTML, the quirks of each program undone:
 * - Word: its lists become <ul>/<ol> and <li>, nested by level, without the bullet or number
 *   it writes into their text (wordLists.ts); `MsoTitle` and `MsoHeadingN` paragraphs are
 *   headings; its comments, VML shapes, `<o:p>` and empty paragraphs go;
 * - Google Docs: everything sits in `<b style="font-weight:normal" id="docs-internal-guid-…">`,
 *   which is not bold; text is bold, italic or struck through by its span's style
 *   (font-weight 700, font-style italic, text-decoration line-through); a deeper level of a
 *   list is a list beside its parent's <li>; links may go through google.com/url?q=.
 * Then hast-util-to-mdast makes the Markdown tree and mdast-util-to-markdown writes it; a
 * table cell is made one line (a GitHub table's cell holds no paragraphs or lists) and keeps
 * every word: its `|` escaped, a list's items kept apart by semicolons.
 * The document is parsed by the caller (the browser's DOMParser; jsdom in the tests).
 */
import { fromDom } from 'hast-util-from-dom'
import { toMdast } from 'hast-util-to-mdast'
import type { List, Nodes, PhrasingContent, Root, RootContent } from 'mdast'
import { gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableToMarkdown } from 'mdast-util-gfm-table'
import { toMarkdown } from 'mdast-util-to-markdown'
import { toString as wordsOf } from 'mdast-util-to-string'
import { codePieces } from '../fields/tableCellPipes.js'
import { elements, SHOW_COMMENT, SHOW_TEXT, styleOf } from './dom.js'
import { wordLists } from './wordLists.js'

export type PastedPicture = { src: string; alt: string }
export type Pasted = {
  markdown: string
  /** What Markdown cannot hold and was left out, in an editor's words (each once). */
  dropped: string[]
  /** The pictures, in order: their address in the clipboard (data:, file:, https:) and description. */
  pictures: PastedPicture[]
}

export const DROPPED = {
  underline: 'underlining (Markdown has none: the words are kept, use bold or italic instead)',
  script: 'raised or lowered letters (superscript, subscript: kept as ordinary letters)',
  highlight: 'highlighting (the words are kept)',
  merged: 'merged table cells (Markdown tables have one cell per column: check the table)',
  nested: 'a table inside a table (its words are kept in the outer cell)',
  cellList: 'lists inside table cells (a Markdown table cell holds one line: the items are kept, separated by semicolons)',
} as const

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes)
}

/** Puts an element's children into a new `tag` inside it. */
function wrapChildren(element: Element, tag: string) {
  const wrapper = element.ownerDocument.createElement(tag)
  wrapper.append(...element.childNodes)
  element.append(wrapper)
}

function rename(element: Element, tag: string): Element {
  const renamed = element.ownerDocument.createElement(tag)
  renamed.append(...element.childNodes)
  element.replaceWith(renamed)
  return renamed
}

/** The clipboard's HTML made plain: the programs' quirks undone, what Markdown cannot hold noted. */
function plainHtml(document: Document, dropped: Set<string>) {
  const body = document.body
  // Word's lists first: their markers are found by Word's conditional comments.
  wordLists(document)
  // Comments (Word's conditional ones, StartFragment), styles, scripts and Office's own elements.
  const walker = document.createTreeWalker(document, SHOW_COMMENT)
  const comments: Node[] = []
  while (walker.nextNode()) comments.push(walker.currentNode)
  for (const comment of comments) comment.parentNode?.removeChild(comment)
  for (const element of elements(document, 'style, script, meta, link, title, template, iframe, object, embed, noscript, xml'))
    element.remove()
  for (const element of elements(body))
    if (element.localName.includes(':')) {
      if (element.localName === 'o:p') unwrap(element)
      else element.remove()
    }
  // Google Docs' wrapper, and Chrome's line break after a copy.
  for (const wrapper of elements(body, 'b[id^="docs-internal-guid"]')) unwrap(wrapper)
  for (const element of elements(body, 'br.Apple-interchange-newline')) element.remove()
  // Word's titles and headings beyond <h6>.
  for (const paragraph of elements(body, 'p[class]')) {
    const name = paragraph.getAttribute('class') ?? ''
    const heading = /^MsoHeading(\d)$/i.exec(name)
    if (/^MsoTitle$/i.test(name)) rename(paragraph, 'h1')
    else if (heading) rename(paragraph, `h${Math.min(6, Number(heading[1]))}`)
  }
  // Google Docs' deeper list levels, beside the <li> they belong in.
  for (const list of elements(body, 'ul > ul, ul > ol, ol > ul, ol > ol')) {
    const item = list.previousElementSibling
    if (item?.localName === 'li') item.append(list)
    else {
      const holder = document.createElement('li')
      list.replaceWith(holder)
      holder.append(list)
    }
  }
  // Formatting said by style (Google Docs' spans, Word's at times).
  for (const span of elements(body, 'span, font')) {
    const style = styleOf(span)
    const weight = style.get('font-weight') ?? ''
    const decoration = `${style.get('text-decoration') ?? ''} ${style.get('text-decoration-line') ?? ''}`
    const background = style.get('background-color') ?? style.get('background') ?? ''
    if (/line-through/.test(decoration)) wrapChildren(span, 'del')
    if (/^(italic|oblique)/.test(style.get('font-style') ?? '')) wrapChildren(span, 'em')
    if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) wrapChildren(span, 'strong')
    if (/underline/.test(decoration) && !span.closest('a') && span.textContent?.trim()) dropped.add(DROPPED.underline)
    if (/^(super|sub)/.test(style.get('vertical-align') ?? '') && span.textContent?.trim()) dropped.add(DROPPED.script)
    const highlighted =
      style.has('mso-highlight') ||
      (background && !/^(transparent|none|initial|inherit|white|#fff(fff)?|rgba\(0, ?0, ?0, ?0\))$/.test(background))
    if (highlighted && span.textContent?.trim()) dropped.add(DROPPED.highlight)
  }
  for (const element of elements(body, 'u, ins')) {
    if (!element.closest('a') && element.textContent?.trim()) dropped.add(DROPPED.underline)
    unwrap(element)
  }
  for (const element of elements(body, 'sup, sub')) {
    if (element.textContent?.trim()) dropped.add(DROPPED.script)
    unwrap(element)
  }
  for (const element of elements(body, 'mark')) {
    dropped.add(DROPPED.highlight)
    unwrap(element)
  }
  // Tables: GitHub's have no merged cells and nothing but text in a cell.
  for (const cell of elements(body, 'td, th'))
    if (Number(cell.getAttribute('colspan') ?? 1) > 1 || Number(cell.getAttribute('rowspan') ?? 1) > 1) dropped.add(DROPPED.merged)
  for (const table of elements(body, 'td table, th table')) {
    dropped.add(DROPPED.nested)
    table.replaceWith(...elements(table, 'td, th').flatMap((cell) => [' ', ...cell.childNodes]))
  }
  // The first row is the header (Word and Google Docs mark none; a GitHub table needs one).
  for (const table of elements(body, 'table')) {
    const first = table.querySelector('tr')
    if (first && !first.querySelector('th')) for (const cell of elements(first, ':scope > td')) rename(cell, 'th')
  }
  // Links: Word's bookmarks and links within its document are no links of the page; Docs' redirects go.
  for (const link of elements(body, 'a')) {
    const href = link.getAttribute('href') ?? ''
    const redirect = /^https:\/\/www\.google\.com\/url\?/.test(href) ? new URL(href).searchParams.get('q') : null
    if (redirect) link.setAttribute('href', redirect)
    else if (!href || href.startsWith('#') || href.startsWith('file:')) unwrap(link)
  }
  // Line breaks between blocks (Google Docs puts one between a list and what follows).
  for (const br of elements(body, 'br')) if (!br.closest('p, li, td, th, h1, h2, h3, h4, h5, h6, blockquote, pre')) br.remove()
  // Non-breaking spaces, which Word puts after list markers and between words, are plain spaces.
  const texts = document.createTreeWalker(body, SHOW_TEXT)
  while (texts.nextNode()) (texts.currentNode as Text).data = (texts.currentNode as Text).data.replace(/\u00a0/g, ' ')
  for (const element of elements(body, '[style], [class], [dir], [lang], [align], [id], [role], [aria-level]'))
    for (const name of ['style', 'class', 'dir', 'lang', 'align', 'id', 'role', 'aria-level']) element.removeAttribute(name)
}

const isText = (node: Nodes): node is Nodes & { value: string } => node.type === 'text'
const onlyStrong = (children: PhrasingContent[]) =>
  children.length > 0 &&
  children.every((child) => child.type === 'strong' || (isText(child) && !child.value.trim())) &&
  children.some((child) => child.type === 'strong')

const CELL_BLOCKS = new Set(['paragraph', 'heading', 'list', 'blockquote', 'code', 'table', 'thematicBreak'])
const text = (value: string): PhrasingContent => ({ type: 'text', value })

/**
 * A table cell's content as one line: its paragraphs one after the other, a list's items
 * (nested ones too) kept apart by semicolons, anything else as its words. (A list's words run
 * together were new words: "Gulu", "Lira" made "GuluLira".)
 */
function cellLine(children: Nodes[], dropped: Set<string>): PhrasingContent[] {
  return children.flatMap((child, index): PhrasingContent[] => {
    const space = index > 0 && CELL_BLOCKS.has(child.type) ? [text(' ')] : []
    if (child.type === 'paragraph' || child.type === 'heading') return [...space, ...child.children]
    if (child.type === 'list') {
      dropped.add(DROPPED.cellList)
      const items = itemLines(child, dropped)
      // No semicolon after an item that ends a sentence or clause of its own.
      return [
        ...space,
        ...items.flatMap((line, at) =>
          at ? [text(/[.,;:!?]$/.test(wordsOf({ type: 'paragraph', children: items[at - 1] })) ? ' ' : '; '), ...line] : line,
        ),
      ]
    }
    if (CELL_BLOCKS.has(child.type)) return [...space, text(wordsOf(child))]
    return [child as PhrasingContent]
  })
}

/** A list's items in order, a nested list's after its parent, each as its words. */
function itemLines(list: List, dropped: Set<string>): PhrasingContent[][] {
  return list.children.flatMap((item) => {
    const own = item.children.filter((child) => child.type !== 'list')
    const lines = own.length ? [cellLine(own, dropped)] : []
    return [...lines, ...item.children.flatMap((child) => (child.type === 'list' ? itemLines(child, dropped) : []))]
  })
}

/** Inline code in a cell, cut where a GitHub table cannot keep it whole (codePieces): the pipes there go as words. */
function cellCode(children: PhrasingContent[]): PhrasingContent[] {
  return children.flatMap((child): PhrasingContent[] => {
    if (child.type === 'inlineCode')
      return codePieces(child.value).flatMap((piece, at): PhrasingContent[] => {
        if (at % 2) return [text(piece)]
        return piece ? [{ type: 'inlineCode', value: piece }] : []
      })
    if ('children' in child) child.children = cellCode(child.children) as typeof child.children
    return [child]
  })
}

/** The Markdown tree tidied: bold that is the heading's (or header cell's) own style goes, empty paragraphs go, lists are tight. */
function tidy(tree: Root, addresses: Map<string, string> | undefined, dropped: Set<string>) {
  const visit = (node: Nodes, headerRow: boolean) => {
    if (node.type === 'tableCell') node.children = cellCode(cellLine(node.children as Nodes[], dropped))
    if ('children' in node) {
      if ((node.type === 'heading' || (node.type === 'tableCell' && headerRow)) && onlyStrong(node.children))
        node.children = node.children.flatMap((child) => (child.type === 'strong' ? child.children : [child]))
      if (node.type === 'list' || node.type === 'listItem') node.spread = false
      node.children = (node.children as RootContent[]).filter((child) => {
        if (child.type === 'image') {
          const address = addresses?.get(child.url)
          if (!address) return false
          child.url = address
          child.title = null
        }
        if (child.type === 'paragraph' && !child.children.some((inner) => inner.type !== 'text' || inner.value.trim())) return false
        if ((child.type === 'strong' || child.type === 'emphasis' || child.type === 'delete') && !child.children.length) return false
        return true
      }) as typeof node.children
      for (const [index, child] of node.children.entries())
        visit(child as Nodes, node.type === 'table' ? index === 0 : node.type === 'tableRow' ? headerRow : false)
    }
  }
  visit(tree, false)
}

/**
 * The Markdown of the clipboard's HTML, parsed into `document`. The pictures are left out
 * unless `addresses` gives each (by its address in the clipboard) the site's address it was
 * uploaded to; the caller says why any other was not pasted.
 */
export function clipboardMarkdown(document: Document, addresses?: Map<string, string>): Pasted {
  const dropped = new Set<string>()
  plainHtml(document, dropped)
  // Once the HTML is plain: a list's bullet may be a picture (Word's picture bullets), which goes with its marker.
  const pictures = elements(document.body, 'img').map((image) => ({
    src: image.getAttribute('src') ?? '',
    alt: (image.getAttribute('alt') ?? image.getAttribute('title') ?? '').replace(/\s+/g, ' ').trim(),
  }))
  const tree = toMdast(fromDom(document.body)) as Root
  tidy(tree, addresses, dropped)
  const markdown = toMarkdown(tree, {
    bullet: '-',
    emphasis: '*',
    strong: '*',
    listItemIndent: 'one',
    rule: '-',
    fences: true,
    extensions: [gfmTableToMarkdown(), gfmStrikethroughToMarkdown()],
  }).trim()
  return { markdown, dropped: [...dropped], pictures }
}

/** The group that starts at `start` (an opening brace) of an RTF text, braces escaped by a backslash skipped. */
function rtfGroup(rtf: string, start: number): string {
  let depth = 0
  for (let at = start; at < rtf.length; at++) {
    if (rtf[at] === '\\') at++
    else if (rtf[at] === '{') depth++
    else if (rtf[at] === '}' && --depth === 0) return rtf.slice(start, at + 1)
  }
  return rtf.slice(start)
}

/**
 * The pictures of Word's RTF copy of the selection (text/rtf), in order: Word's HTML names
 * each picture by a file:// address a page cannot read, and puts its bytes here, in
 * hexadecimal, in a {\pict …} group (a PNG or JPEG one; the Windows metafile Word adds for
 * older programs, in {\nonshppict …}, is the same picture again and is skipped).
 * `type` is undefined for a picture of another format (a metafile alone).
 */
export function picturesInRtf(rtf: string): { type: string | undefined; bytes: Uint8Array }[] {
  let text = rtf
  for (let at = text.indexOf('{\\nonshppict'); at >= 0; at = text.indexOf('{\\nonshppict', at))
    text = text.slice(0, at) + text.slice(at + rtfGroup(text, at).length)
  const pictures: { type: string | undefined; bytes: Uint8Array }[] = []
  for (let at = text.indexOf('{\\pict'); at >= 0; at = text.indexOf('{\\pict', at + 1)) {
    const group = rtfGroup(text, at)
    // Its own words only: the groups inside it ({\*\picprop …}, {\*\blipuid …}) and its control words go.
    let own = group.slice(1, -1)
    for (let inner = own.indexOf('{'); inner >= 0; inner = own.indexOf('{'))
      own = own.slice(0, inner) + own.slice(inner + rtfGroup(own, inner).length)
    const type = /\\pngblip\b/.test(own) ? 'image/png' : /\\jpegblip\b/.test(own) ? 'image/jpeg' : undefined
    const hex = own.replace(/\\[a-z]+-?\d* ?/gi, '').replace(/[^0-9a-f]/gi, '')
    const bytes = new Uint8Array(hex.length >> 1)
    for (let index = 0; index < bytes.length; index++) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
    pictures.push({ type, bytes })
  }
  return pictures
}
