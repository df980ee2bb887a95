/**
 * Word's lists as <ul>/<ol> and <li>, nested by level, without the bullet or number that
 * Word writes into the text (issue 55, item 5: a "·" on the site in every item).
 *
 * Word (for Windows and for Mac) writes a list as paragraphs whose style holds
 * `mso-list:l0 level1 lfo1` (list, level, numbering), each starting with its marker as text,
 * for programs that know no lists: "·" in Symbol, "o" in Courier New, "§" in Wingdings, "1.",
 * "a.", "i.", then spaces in a span of 7pt Times New Roman. The marker is set apart:
 * - between `<![if !supportLists]>` and `<![endif]>` (which Safari hands over as
 *   `<!--[if !supportLists]-->`), with or without the span below; older versions of Word
 *   write these alone;
 * - in a span styled `mso-list:Ignore`, inside them or without them;
 * - by neither: then the paragraph's first characters, when they are a marker, are it.
 * Word for the web writes real lists, but each item in a list of its own inside a
 * `<div class="ListContainerWrapper">`, its level in `data-aria-level`: a run of them is one list.
 * Runs on the parsed clipboard before its comments go (clipboardMarkdown.ts).
 */
import { elements, SHOW_COMMENT, SHOW_TEXT, styleOf } from './dom.js'

const ORDERED_MARKER = /^\(?([0-9]{1,3}|[a-zA-Z]{1,2}|[ivxlcdmIVXLCDM]{1,6})[.)]$/
/** A marker at the start of a list paragraph's words: a number or letter with its stop, or one sign ("·", "o", "§", "•", "Ø"…), then spaces. */
const LEADING_MARKER = /^\s*(\(?(?:[0-9]{1,3}|[a-zA-Z]{1,2}|[ivxlcdmIVXLCDM]{1,6})[.)]|[^\p{L}\p{N}\s]|o)\s+/u
const BLOCKS = 'p, h1, h2, h3, h4, h5, h6'

type Item = { level: number; ordered: boolean; start: number; content: Node[] }

/** A Word list paragraph's level (from 1), or 0 for a paragraph of no list. */
function levelOf(element: Element): number {
  const list = /^l\d+ level(\d+) lfo\d+/.exec(styleOf(element).get('mso-list') ?? '')
  return list ? Number(list[1]) : 0
}

/** The next sibling that is an element, past spaces and comments (Word puts line breaks between its paragraphs). */
function nextElement(node: Element): Element | null {
  let next = node.nextSibling
  while (next && (next.nodeType === 8 || (next.nodeType === 3 && !next.textContent?.trim()))) next = next.nextSibling
  return next?.nodeType === 1 ? (next as Element) : null
}

/** Neighbouring elements from `first` on that `belongs` takes. */
function runFrom(first: Element, belongs: (element: Element) => boolean): Element[] {
  const run: Element[] = []
  for (let node: Element | null = first; node && belongs(node); node = nextElement(node)) run.push(node)
  return run
}

/** Items in order as lists nested by level: a deeper item opens a list in the item before it, another kind at the same level a new list. */
function nested(document: Document, items: Item[]): DocumentFragment {
  const made = document.createDocumentFragment()
  const open: { level: number; list: Element; ordered: boolean; item?: Element }[] = []
  for (const { level, ordered, start, content } of items) {
    while (open.length && open.at(-1)!.level > level) open.pop()
    if (open.at(-1)?.level === level && open.at(-1)!.ordered !== ordered) open.pop()
    if (!open.length || open.at(-1)!.level < level) {
      const list = document.createElement(ordered ? 'ol' : 'ul')
      if (ordered && start > 1) list.setAttribute('start', String(start))
      ;(open.at(-1)?.item ?? made).appendChild(list)
      open.push({ level, list, ordered })
    }
    const item = document.createElement('li')
    item.append(...content)
    open.at(-1)!.list.append(item)
    open.at(-1)!.item = item
  }
  return made
}

/** Takes the marker off the start of a paragraph's words, and gives it ('' when they start with none). */
function cutLeadingMarker(paragraph: Element): string {
  const marker = LEADING_MARKER.exec(paragraph.textContent ?? '')
  if (!marker) return ''
  const texts = paragraph.ownerDocument.createTreeWalker(paragraph, SHOW_TEXT)
  for (let left = marker[0].length; left > 0 && texts.nextNode(); ) {
    const text = texts.currentNode as Text
    const cut = Math.min(left, text.data.length)
    text.data = text.data.slice(cut)
    left -= cut
  }
  return marker[1]
}

/** Each Word list paragraph's marker, taken out of its text. */
function takeMarkers(document: Document, paragraphs: Element[]): Map<Element, string> {
  const markers = new Map<Element, string>()
  const note = (node: Node, marker: string) => {
    const paragraph = (node.nodeType === 1 ? (node as Element) : node.parentElement)?.closest(BLOCKS)
    if (paragraph) markers.set(paragraph, (markers.get(paragraph) ?? '') + marker)
  }
  const comments = document.createTreeWalker(document.body, SHOW_COMMENT)
  const opening: Comment[] = []
  while (comments.nextNode())
    if (/^\[if !supportLists\]$/i.test((comments.currentNode as Comment).data.trim())) opening.push(comments.currentNode as Comment)
  for (const open of opening) {
    comments.currentNode = open
    let close: Node | null = comments.nextNode()
    while (close && !/^\[endif\]$/i.test((close as Comment).data.trim())) close = comments.nextNode()
    // Only within its paragraph: a copy cut short must not lose the words after it.
    if (!close || close.parentElement?.closest(BLOCKS) !== open.parentElement?.closest(BLOCKS)) continue
    const range = document.createRange()
    range.setStartAfter(open)
    range.setEndBefore(close)
    note(open, range.toString())
    range.deleteContents()
  }
  for (const span of elements(document.body, 'span'))
    if (span.isConnected && styleOf(span).get('mso-list') === 'ignore') {
      note(span, span.textContent ?? '')
      span.remove()
    }
  for (const paragraph of paragraphs) if (!markers.has(paragraph)) markers.set(paragraph, cutLeadingMarker(paragraph))
  return markers
}

/** Word for the web's run of one-item lists, nested by `data-aria-level`. */
function webItems(run: Element[]): Item[] {
  return run.flatMap((wrapper) =>
    elements(wrapper, ':scope > ul > li, :scope > ol > li').map((item) => ({
      level: Number(item.getAttribute('data-aria-level')) || 1,
      ordered: item.parentElement!.localName === 'ol',
      start: Number(item.parentElement!.getAttribute('start')) || 1,
      content: [...item.childNodes],
    })),
  )
}

export function wordLists(document: Document): void {
  const paragraphs = elements(document.body, BLOCKS).filter((paragraph) => levelOf(paragraph) > 0)
  const markers = takeMarkers(document, paragraphs)
  for (const first of paragraphs) {
    if (!first.isConnected) continue
    const run = runFrom(first, (element) => element.matches(BLOCKS) && levelOf(element) > 0)
    const items = run.map((paragraph) => {
      const marker = (markers.get(paragraph) ?? '').trim()
      return {
        level: levelOf(paragraph),
        ordered: ORDERED_MARKER.test(marker),
        start: Number.parseInt(marker, 10),
        content: [...paragraph.childNodes],
      }
    })
    run[0].replaceWith(nested(document, items))
    for (const paragraph of run.slice(1)) paragraph.remove()
  }
  for (const first of elements(document.body, '.ListContainerWrapper')) {
    if (!first.isConnected) continue
    const run = runFrom(first, (element) => element.classList.contains('ListContainerWrapper'))
    const items = webItems(run)
    if (!items.length) continue
    run[0].replaceWith(nested(document, items))
    for (const wrapper of run.slice(1)) wrapper.remove()
  }
}
