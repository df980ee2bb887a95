/**
 * Decap's Markdown widget edits its text with Slate (slate 0.118, inside decap-cms.js). Our
 * link button (markdownLink.ts) and paste (richTextPaste.ts) change the text through that
 * same editor, as Decap's own toolbar does: one change Slate knows, which Ctrl+Z undoes and
 * after which the caret is where Slate put it. The editor is the `editor` prop of Slate's
 * <Slate> component, found from its editable element through React's fiber (Decap gives no
 * other way to it); only the editor's own methods are called, never a second copy of Slate.
 */

export type SlatePath = number[]
type SlatePoint = { path: SlatePath; offset: number }
export type SlateRange = { anchor: SlatePoint; focus: SlatePoint }
export type SlateText = { text: string; [mark: string]: unknown }
export type SlateElement = { type: string; data?: Record<string, unknown>; children: SlateNode[]; [key: string]: unknown }
export type SlateNode = SlateText | SlateElement
type Match = (node: SlateNode, path: SlatePath) => boolean
type At = SlatePath | SlatePoint | SlateRange

/** The part of Slate's Editor interface (an editor's own methods since slate 0.100) used here. */
export type SlateEditor = {
  children: SlateNode[]
  selection: SlateRange | null
  apply(operation: unknown): void
  insertText(text: string, options?: { at?: At }): void
  above(options: { at?: At; match: Match; mode?: 'highest' | 'lowest' }): [SlateElement, SlatePath] | undefined
  nodes(options: { at?: At; match: Match; mode?: 'all' | 'highest' | 'lowest' }): Iterable<[SlateNode, SlatePath]>
  node(at: At): [SlateNode, SlatePath]
  string(at: At): string
  start(at: At): SlatePoint
  end(at: At): SlatePoint
  range(at: At, to?: At): SlateRange
  after(at: At): SlatePoint | undefined
  before(at: At): SlatePoint | undefined
  isStart(point: SlatePoint, at: At): boolean
  isEnd(point: SlatePoint, at: At): boolean
  select(target: At): void
  insertNodes(nodes: SlateNode | SlateNode[], options?: { at?: At; select?: boolean }): void
  removeNodes(options: { at?: At; match?: Match }): void
  setNodes(properties: Record<string, unknown>, options: { at?: At; match?: Match }): void
  wrapNodes(element: SlateElement, options: { at?: At; split?: boolean; match?: Match }): void
  unwrapNodes(options: { at?: At; match?: Match; split?: boolean }): void
  splitNodes(options: { at?: At; match?: Match; always?: boolean }): void
  delete(options?: { at?: At }): void
  withoutNormalizing(change: () => void): void
  /** slate-react's: what a paste or a drop inserts (text/plain: line by line). */
  insertData(data: DataTransfer): void
  isInline(element: SlateElement): boolean
}

export const isElement = (node: SlateNode | undefined): node is SlateElement => Array.isArray((node as SlateElement | undefined)?.children)
export const isLink = (node: SlateNode) => isElement(node) && node.type === 'link'

const isEditor = (value: unknown): value is SlateEditor =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as SlateEditor).children) &&
  typeof (value as SlateEditor).apply === 'function' &&
  typeof (value as SlateEditor).insertNodes === 'function'

type Fiber = { return: Fiber | null; memoizedProps?: { editor?: unknown; text?: unknown } }

/** The React fiber of an element React drew (Decap gives no other way to its editor). */
const fiberOf = (element: Element): Fiber | null => {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'))
  return key ? ((element as unknown as Record<string, Fiber>)[key] ?? null) : null
}

/** The Slate editor of an editable element (`[data-slate-editor]`), if React and Slate are as expected. */
function slateEditorOf(editable: Element): SlateEditor | undefined {
  let fiber = fiberOf(editable)
  for (let depth = 0; fiber && depth < 60; depth++, fiber = fiber.return) {
    const editor = fiber.memoizedProps?.editor
    if (isEditor(editor)) return editor
  }
  return undefined
}

/** The Rich Text editor (or, with `mode` 'raw', Markdown mode's) that holds `target`, with its Slate editor. */
export function richTextEditorAt(
  target: EventTarget | null,
  mode: 'visual' | 'raw' = 'visual',
): { element: HTMLElement; editor: SlateEditor } | undefined {
  const element = (target as Element | null)?.closest?.<HTMLElement>(`.cms-editor-${mode} [data-slate-editor="true"]`)
  const editor = element ? slateEditorOf(element) : undefined
  return element && editor ? { element, editor } : undefined
}

/**
 * The Slate text a `[data-slate-node="text"]` element draws: the `text` prop of slate-react's
 * Text component just above it. (Decap draws paragraphs, headings and lists without Slate's
 * data-slate-node attributes, so the page's tree of elements does not give a text's path.)
 */
function drawnSlateText(element: Element): SlateText | undefined {
  let fiber = fiberOf(element)
  for (let depth = 0; fiber && depth < 4; depth++, fiber = fiber.return) {
    const text = fiber.memoizedProps?.text as SlateText | undefined
    if (typeof text === 'object' && text !== null && typeof text.text === 'string') return text
  }
  return undefined
}

/** Where `node` is in the editor's text, found by identity: Slate replaces a node it changes, so a node drawn before a change is not found. */
function pathOf(nodes: SlateNode[], node: SlateNode, above: SlatePath = []): SlatePath | undefined {
  for (const [index, child] of nodes.entries()) {
    if (child === node) return [...above, index]
    const found = isElement(child) ? pathOf(child.children, node, [...above, index]) : undefined
    if (found) return found
  }
  return undefined
}

/** Where a Slate point is in the page, as slate-dom's toDOMPoint finds it (leaves, their strings and zero-width places). */
function domPoint(editable: Element, editor: SlateEditor, point: SlatePoint): [Node, number] | undefined {
  let node: SlateNode
  try {
    node = editor.node(point.path)[0]
  } catch {
    return undefined
  }
  const element = [...editable.querySelectorAll('[data-slate-node="text"]')].find((text) => drawnSlateText(text) === node)
  if (!element) return undefined
  let start = 0
  for (const leaf of element.querySelectorAll('[data-slate-string], [data-slate-zero-width]')) {
    const text = leaf.childNodes[0]
    if (text?.textContent == null) continue
    const length = text.textContent.length
    const end = start + Number(leaf.getAttribute('data-slate-length') ?? length)
    if (point.offset <= end) return [text, Math.min(length, Math.max(0, point.offset - start))]
    start = end
  }
  return undefined
}

/** The words of a part of the page as Slate counts them: without the zero-width places it draws beside links and at empty lines. */
const drawnWords = (root: Element | DocumentFragment) => {
  const copy = root.cloneNode(true) as Element | DocumentFragment
  for (const place of copy.querySelectorAll('[data-slate-zero-width], [contenteditable="false"]')) place.remove()
  return copy.textContent ?? ''
}

/**
 * The Slate point of a place in the page (slate-dom's toSlatePoint, the other way from
 * domPoint): the text it is in, and how many of its characters come before. Undefined where
 * the page does not yet show what the editor holds (a change Slate has not drawn), so a
 * page behind the editor never moves its caret.
 */
function slatePoint(editable: Element, editor: SlateEditor, node: Node, offset: number): SlatePoint | undefined {
  // A place between an element's children is at the start of the next one's first text, or the end of the last one's last (normalizeDOMPoint).
  while (node instanceof Element && node.childNodes.length) {
    const atEnd = offset >= node.childNodes.length
    node = node.childNodes[atEnd ? node.childNodes.length - 1 : offset]
    offset = atEnd ? (node instanceof Element ? node.childNodes.length : (node.textContent?.length ?? 0)) : 0
  }
  const element = (node instanceof Element ? node : node.parentElement)?.closest('[data-slate-node="text"]')
  const text = element && editable.contains(element) ? drawnSlateText(element) : undefined
  const path = text && pathOf(editor.children, text)
  if (!element || !text || !path || drawnWords(element) !== text.text) return undefined
  const before = document.createRange()
  before.setStart(element, 0)
  before.setEnd(node, offset)
  return { path, offset: drawnWords(before.cloneContents()).length }
}

/** The page's selection as a Slate range, if it lies in `editable` and the page shows what the editor holds. */
export function pageSelection(editable: Element, editor: SlateEditor): SlateRange | undefined {
  const selection = window.getSelection()
  if (!selection?.anchorNode || !selection.focusNode) return undefined
  const anchor = slatePoint(editable, editor, selection.anchorNode, selection.anchorOffset)
  const focus = anchor && slatePoint(editable, editor, selection.focusNode, selection.focusOffset)
  return anchor && focus ? { anchor, focus } : undefined
}

/** Whether the page draws the text the editor's caret is in as the editor holds it now (false while a change waits to be drawn). */
export const drawsCaret = (editable: Element, editor: SlateEditor): boolean =>
  Boolean(editor.selection && domPoint(editable, editor, editor.selection.anchor))

/** Puts the page's selection where the editor's is, if the page shows the editor's text as it is now. */
export function showSelection(editable: HTMLElement, editor: SlateEditor): void {
  const selection = editor.selection
  const anchor = selection && domPoint(editable, editor, selection.anchor)
  const focus = selection && domPoint(editable, editor, selection.focus)
  if (anchor && focus) window.getSelection()?.setBaseAndExtent(anchor[0], anchor[1], focus[0], focus[1])
}

/**
 * Gives the editable the focus with the page's selection where the editor's is, once Slate
 * has drawn its last change: focused otherwise, the browser puts the caret at the start of
 * the text and Slate follows it (a phone's tap on a toolbar button leaves the text).
 */
export async function focusAtSelection(editable: HTMLElement, editor: SlateEditor): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
  showSelection(editable, editor)
  editable.focus({ preventScroll: true })
}
