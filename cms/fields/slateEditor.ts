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

type Fiber = { return: Fiber | null; memoizedProps?: { editor?: unknown } }

/** The Slate editor of an editable element (`[data-slate-editor]`), if React and Slate are as expected. */
function slateEditorOf(editable: Element): SlateEditor | undefined {
  const key = Object.keys(editable).find((name) => name.startsWith('__reactFiber$'))
  let fiber = key ? ((editable as unknown as Record<string, Fiber>)[key] ?? null) : null
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

/** The Slate elements directly inside `element` (the editable, or one of its Slate nodes), in order. */
const slateChildren = (element: Element) =>
  [...element.querySelectorAll('[data-slate-node]')].filter((child) => child.parentElement?.closest('[data-slate-node]') === element)

/** Where a Slate point is in the page, as slate-dom's toDOMPoint finds it (leaves, their strings and zero-width places). */
function domPoint(editable: Element, point: SlatePoint): [Node, number] | undefined {
  let element: Element | undefined = editable
  for (const index of point.path) element = element && slateChildren(element)[index]
  if (!element) return undefined
  let start = 0
  for (const leaf of element.querySelectorAll('[data-slate-string], [data-slate-zero-width]')) {
    const node = leaf.childNodes[0]
    if (node?.textContent == null) continue
    const length = node.textContent.length
    const end = start + Number(leaf.getAttribute('data-slate-length') ?? length)
    if (point.offset <= end) return [node, Math.min(length, Math.max(0, point.offset - start))]
    start = end
  }
  return undefined
}

/**
 * Gives the editable the focus with the page's selection where the editor's is, once Slate
 * has drawn its last change: focused otherwise, the browser puts the caret at the start of
 * the text and Slate follows it (a phone's tap on a toolbar button leaves the text).
 */
export async function focusAtSelection(editable: HTMLElement, editor: SlateEditor): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
  const selection = editor.selection
  const anchor = selection && domPoint(editable, selection.anchor)
  const focus = selection && domPoint(editable, selection.focus)
  if (anchor && focus) window.getSelection()?.setBaseAndExtent(anchor[0], anchor[1], focus[0], focus[1])
  editable.focus({ preventScroll: true })
}
