/**
 * What Word or Google Docs put on the clipboard (text/html), as the Markdown that holds it:
 * headings, paragraphs, bold, italic, strikethrough, links, bulleted and numbered lists
 * (nested too), tables (as GitHub tables) and pictures. What Markdown cannot hold is named
 * in `dropped`, in an editor's words, and left out (its words kept as plain text).
 *
 * The clipboard's HTML is first made plain HTML, the quirks of each program undone:
 * - Word (Windows): paragraphs of a list carry `mso-list:l0 level1 lfo1` and their bullet or
 *   number as text in a span styled `mso-list:Ignore` (between `<![if !supportLists]>`
 *   markers): they become <ul>/<ol> and <li>, nested by level, ordered when the marker is a
 *   number or letter with a full stop or bracket; `MsoTitle` and `MsoHeadingN` paragraphs
 *   are headings; its comments, VML shapes, `<o:p>` and empty paragraphs go;
 * - Google Docs: everything sits in `<b style="font-weight:normal" id="docs-internal-guid-…">`,
 *   which is not bold; text is bold, italic or struck through by its span's style
 *   (font-weight 700, font-style italic, text-decoration line-through); a deeper level of a
 *   list is a list beside its parent's <li>; links may go through google.com/url?q=.
 * Then hast-util-to-mdast makes the Markdown tree and mdast-util-to-markdown writes it.
 * The document is parsed by the caller (the browser's DOMParser; jsdom in the tests).
 */
import { fromDom } from 'hast-util-from-dom'
import { toMdast } from 'hast-util-to-mdast'
import type { Nodes, PhrasingContent, Root, RootContent } from 'mdast'
import { gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableToMarkdown } from 'mdast-util-gfm-table'
import { toMarkdown } from 'mdast-util-to-markdown'
import { toString as wordsOf } from 'mdast-util-to-string'

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
} as const

const ORDERED_MARKER = /^\(?([0-9]{1,3}|[a-zA-Z]{1,2}|[ivxlcdmIVXLCDM]{1,6})[.)]$/
/** NodeFilter's SHOW_COMMENT and SHOW_TEXT (the global is a browser's; the tests parse with jsdom). */
const [SHOW_COMMENT, SHOW_TEXT] = [0x80, 0x4]
const WORD_LIST = /(?:^|;)mso-list:\s*l(\d+)\s+level(\d+)\s+lfo(\d+)/i

/** An element's inline style, property by property, lower-case and with its spaces made single. */
function styleOf(element: Element): Map<string, string> {
  const style = new Map<string, string>()
  for (const declaration of (element.getAttribute('style') ?? '').replace(/\s+/g, ' ').split(';')) {
    const colon = declaration.indexOf(':')
    if (colon > 0)
      style.set(
        declaration.slice(0, colon).trim().toLowerCase(),
        declaration
          .slice(colon + 1)
          .trim()
          .toLowerCase(),
      )
  }
  return style
}

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

const elements = (root: ParentNode, selector = '*') => [...root.querySelectorAll(selector)]

/** Word's paragraphs of a list, one run of neighbours at a time, as <ul>/<ol> nested by level. */
function wordLists(document: Document) {
  const isListParagraph = (node: Node | null): node is HTMLElement =>
    node?.nodeType === 1 && WORD_LIST.test((node as Element).getAttribute('style') ?? '')
  const nextElement = (node: Element) => {
    let next = node.nextSibling
    while (next && next.nodeType !== 1 && !next.textContent?.trim()) next = next.nextSibling
    return next
  }
  for (const first of elements(document.body, 'p, h1, h2, h3, h4, h5, h6')) {
    if (!first.isConnected || !isListParagraph(first)) continue
    const previous = first.previousElementSibling
    if (previous && isListParagraph(previous)) continue
    const run: HTMLElement[] = []
    for (let node: Node | null = first; isListParagraph(node); node = nextElement(node)) run.push(node)
    const made = document.createDocumentFragment()
    const open: { level: number; list: Element; ordered: boolean; item?: Element }[] = []
    for (const paragraph of run) {
      const [, , level] = WORD_LIST.exec(paragraph.getAttribute('style') ?? '')!.map(Number)
      const marker = (paragraph.dataset.marker ?? '').trim()
      const ordered = ORDERED_MARKER.test(marker)
      while (open.length && open.at(-1)!.level > level) open.pop()
      if (open.at(-1)?.level === level && open.at(-1)!.ordered !== ordered) open.pop()
      if (!open.length || open.at(-1)!.level < level) {
        const list = document.createElement(ordered ? 'ol' : 'ul')
        const start = Number.parseInt(marker, 10)
        if (ordered && start > 1) list.setAttribute('start', String(start))
        ;(open.at(-1)?.item ?? made).appendChild(list)
        open.push({ level, list, ordered })
      }
      const item = document.createElement('li')
      item.append(...paragraph.childNodes)
      open.at(-1)!.list.append(item)
      open.at(-1)!.item = item
    }
    run[0].replaceWith(made)
    for (const paragraph of run.slice(1)) paragraph.remove()
  }
}

/** The clipboard's HTML made plain: the programs' quirks undone, what Markdown cannot hold noted. */
function plainHtml(document: Document, dropped: Set<string>) {
  const body = document.body
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
  // Word's bullets and numbers, kept on their paragraph for wordLists.
  for (const span of elements(body, 'span')) {
    if (styleOf(span).get('mso-list') !== 'ignore') continue
    const paragraph = span.closest('p, h1, h2, h3, h4, h5, h6') as HTMLElement | null
    if (paragraph) paragraph.dataset.marker = `${paragraph.dataset.marker ?? ''}${span.textContent ?? ''}`
    span.remove()
  }
  wordLists(document)
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
  for (const element of elements(body, '[style], [class], [dir], [lang], [align], [id], [role], [aria-level], [data-marker]'))
    for (const name of ['style', 'class', 'dir', 'lang', 'align', 'id', 'role', 'aria-level', 'data-marker']) element.removeAttribute(name)
}

const isText = (node: Nodes): node is Nodes & { value: string } => node.type === 'text'
const onlyStrong = (children: PhrasingContent[]) =>
  children.length > 0 &&
  children.every((child) => child.type === 'strong' || (isText(child) && !child.value.trim())) &&
  children.some((child) => child.type === 'strong')

/** A table cell's content as a line of text: its paragraphs one after the other, anything else as its words. */
function cellText(children: Nodes[]): PhrasingContent[] {
  const blocks = new Set(['paragraph', 'heading', 'list', 'blockquote', 'code', 'table', 'thematicBreak'])
  return children.flatMap((child, index): PhrasingContent[] => {
    const space: PhrasingContent[] = index > 0 && blocks.has(child.type) ? [{ type: 'text', value: ' ' }] : []
    if (child.type === 'paragraph' || child.type === 'heading') return [...space, ...child.children]
    if (blocks.has(child.type)) return [...space, { type: 'text', value: wordsOf(child) }]
    return [child as PhrasingContent]
  })
}

/** The Markdown tree tidied: bold that is the heading's (or header cell's) own style goes, empty paragraphs go, lists are tight. */
function tidy(tree: Root, addresses: Map<string, string> | undefined) {
  const visit = (node: Nodes, headerRow: boolean) => {
    if (node.type === 'tableCell') node.children = cellText(node.children as Nodes[])
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
  const pictures = elements(document.body, 'img').map((image) => ({
    src: image.getAttribute('src') ?? '',
    alt: (image.getAttribute('alt') ?? image.getAttribute('title') ?? '').replace(/\s+/g, ' ').trim(),
  }))
  plainHtml(document, dropped)
  const tree = toMdast(fromDom(document.body)) as Root
  tidy(tree, addresses)
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
