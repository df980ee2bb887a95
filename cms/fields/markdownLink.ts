/**
 * The Rich Text editor's links, as editors of Google Docs or WordPress expect them.
 *
 * Decap's link button and Ctrl+K (decap-cms-widget-markdown: toggleLink) ask
 * `window.prompt` for an address and then wrap the selection in a link, make the address
 * itself the words of a link at the caret, or set the address of the link the selection
 * touches; Decap draws a link's address from `element.url` while it keeps it in
 * `element.data.url`, so the page never shows which link the caret is in. Here the button
 * and Ctrl+K open the link picker (linkDialog.ts) with the link's words and address, and
 * the change is made on Decap's Slate editor itself (slateEditor.ts), from the selection
 * Slate holds (not the page's, which a tap on a phone's toolbar moves):
 * - words selected: they become the link's words (a change of words in the picker replaces them);
 * - the caret or the selection in a link: that link's address and words change in place
 *   ("Remove link" keeps its words as text);
 * - nothing selected: the words typed in the picker become a new link at the caret.
 * Afterwards the caret stands after the link, and text typed at a link's end (or start)
 * goes outside it: a link grows only through the picker.
 */
import { pickLink } from './linkDialog.js'
import {
  focusAtSelection,
  isElement,
  isLink,
  richTextEditorAt,
  type SlateEditor,
  type SlateElement,
  type SlatePath,
  type SlateRange,
  type SlateText,
  showSelection,
} from './slateEditor.js'

/** Decap's toolbar button (its title is the English phrase editor.editorWidgets.markdown.link). */
const LINK_BUTTON = 'button[title="Link"]'

const sibling = (path: SlatePath, step: number): SlatePath => [...path.slice(0, -1), path.at(-1)! + step]
const isCollapsed = (range: SlateRange) =>
  range.anchor.offset === range.focus.offset && range.anchor.path.join() === range.focus.path.join()
const isBefore = (a: SlateRange['anchor'], b: SlateRange['anchor']) => {
  for (let index = 0; index < Math.min(a.path.length, b.path.length); index++)
    if (a.path[index] !== b.path[index]) return a.path[index] < b.path[index]
  return a.offset < b.offset
}
const edges = (range: SlateRange) => (isBefore(range.focus, range.anchor) ? [range.focus, range.anchor] : [range.anchor, range.focus])

/** The marks of a text (bold, italic…) without its words. */
const marksOf = (node: SlateText | SlateElement | undefined): Record<string, unknown> => {
  if (!node || isElement(node)) return {}
  const { text: _text, ...marks } = node
  return marks
}

/** The link the range lies in, if any. */
const linkAround = (editor: SlateEditor, range: SlateRange) => editor.above({ at: range, match: isLink })

/** The selection within one block, without the spaces at its ends (selecting a word by double-click takes its space). */
function wordsRange(editor: SlateEditor, range: SlateRange): SlateRange {
  let [start, end] = edges(range)
  const block = editor.above({ at: start, match: (node) => isElement(node) && !editor.isInline(node) })
  if (block && end.path.slice(0, block[1].length).join() !== block[1].join()) end = editor.end(block[1])
  let words = editor.string({ anchor: start, focus: end })
  const leading = words.length - words.trimStart().length
  const trailing = words.length - words.trimEnd().length
  if (!words.trim()) return { anchor: start, focus: start }
  // Moved a character at a time (Slate's own positions), so a range over marks and links stays right.
  for (let step = 0; step < leading; step++) start = editor.after(start) ?? start
  for (let step = 0; step < trailing; step++) end = editor.before(end) ?? end
  words = editor.string({ anchor: start, focus: end })
  return words ? { anchor: start, focus: end } : { anchor: start, focus: start }
}

/** Puts the caret just after the link the selection ends in (a text always follows an inline in Slate). */
function caretAfterLink(editor: SlateEditor) {
  const link = editor.selection && editor.above({ at: edges(editor.selection)[1], match: isLink })
  if (link) editor.select(editor.start(sibling(link[1], 1)))
}

async function editLink(editable: HTMLElement, editor: SlateEditor) {
  // Slate keeps its selection while the page's moves to the toolbar or the picker.
  const selection = editor.selection ?? editor.range(editor.end([]))
  const link = linkAround(editor, selection)
  const range = link ? undefined : wordsRange(editor, selection)
  const words = link ? editor.string(link[1]) : editor.string(range!)
  const picked = await pickLink({
    current: String(link?.[0].data?.url ?? ''),
    askText: true,
    text: words,
    removable: Boolean(link),
    // The caret back in the text where it was, as the picker closes: the change below is made
    // before the next key, which goes where Slate puts the caret, not to the text's start.
    returnFocus: () => {
      showSelection(editable, editor)
      editable.focus({ preventScroll: true })
    },
  })
  if (picked && link) {
    const [node, path] = link
    editor.withoutNormalizing(() => {
      if (!picked.href) return editor.unwrapNodes({ at: path, match: isLink })
      editor.setNodes({ data: { ...node.data, url: picked.href } }, { at: path })
      if (picked.text === undefined || picked.text === words) return
      const marks = marksOf(node.children[0])
      for (let index = node.children.length - 1; index >= 0; index--) editor.removeNodes({ at: [...path, index] })
      editor.insertNodes({ ...marks, text: picked.text }, { at: [...path, 0] })
    })
    if (picked.href) editor.select(editor.start(sibling(path, 1)))
    else editor.select(selection)
  } else if (picked?.href && range) {
    const text = picked.text ?? words
    const newLink = { type: 'link', data: { url: picked.href }, children: [] as SlateText[] }
    editor.withoutNormalizing(() => {
      editor.select(range)
      if (words && text === words) {
        // The selected words themselves, with their bold or italic, become the link (a link inside them is replaced).
        editor.unwrapNodes({ at: range, match: isLink, split: true })
        editor.wrapNodes(newLink, { split: true })
      } else {
        if (!isCollapsed(range)) editor.delete()
        editor.insertNodes({ ...newLink, children: [{ text }] })
      }
    })
    // Where the selection is once Slate has normalised the text (a text before and after each link).
    caretAfterLink(editor)
  } else {
    // Nothing changed (Escape, Cancel): Slate is made to draw the text anew all the same. Words
    // typed just before the picker opened are the browser's drawing until Slate's next render,
    // and the caret could not be shown among them: it went to the text's start, where the next
    // words typed went (issue 56, item 2).
    ;(editor as SlateEditor & { deselect(): void }).deselect()
    editor.select(selection)
  }
  await focusAtSelection(editable, editor)
}

/** Text typed at a link's end or start goes after or before it, never into it. */
function typeOutsideLinks(editor: SlateEditor) {
  const insertText = editor.insertText
  editor.insertText = (text, options) => {
    const caret = editor.selection
    const link = !options?.at && caret && isCollapsed(caret) ? linkAround(editor, caret) : undefined
    if (link && editor.isEnd(caret!.anchor, link[1])) editor.select(editor.start(sibling(link[1], 1)))
    else if (link && editor.isStart(caret!.anchor, link[1])) editor.select(editor.end(sibling(link[1], -1)))
    insertText(text, options)
  }
}

const prepared = new WeakSet<SlateEditor>()
/** The Rich Text editor at `target`, its Slate editor made to type outside links' ends. */
function preparedEditorAt(target: EventTarget | null) {
  const found = richTextEditorAt(target)
  if (found && !prepared.has(found.editor)) {
    prepared.add(found.editor)
    typeOutsideLinks(found.editor)
  }
  return found
}

let open = false
function openPicker(editable: HTMLElement, editor: SlateEditor) {
  if (open) return
  open = true
  void editLink(editable, editor).finally(() => (open = false))
}

export function replaceLinkPrompt(): void {
  // Each Rich Text editor is prepared as the editor first works in it (Decap makes a new one for each entry and mode).
  for (const type of ['focusin', 'beforeinput']) document.addEventListener(type, (event) => void preparedEditorAt(event.target), true)
  // Capturing on window runs before React's own listeners: Decap's prompt never opens.
  window.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(LINK_BUTTON)
      const found = preparedEditorAt(
        button?.closest('[class*="ControlContainer"]')?.querySelector('.cms-editor-visual [data-slate-editor="true"]') ?? null,
      )
      if (!button || !found) return
      event.preventDefault()
      event.stopPropagation()
      openPicker(found.element, found.editor)
    },
    true,
  )
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
      const found = preparedEditorAt(event.target)
      if (!found) return
      event.preventDefault()
      event.stopPropagation()
      openPicker(found.element, found.editor)
    },
    true,
  )
}
