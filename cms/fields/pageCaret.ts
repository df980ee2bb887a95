/**
 * A key acts where the editor sees the caret, in Rich Text and Markdown mode alike.
 *
 * slate-react takes the page's selection into Slate's after the browser's selectionchange
 * event, at most every 100 ms, and a busy browser (a phone, a loaded laptop) handles the next
 * key before that event. So a key pressed just after the caret moved (End, a click, a tap, or
 * Tab into the text, where a first key was lost: Slate had no selection yet)
 * acted at Slate's old caret, and typing was split in two: Slate's beforeinput put the first
 * character at the page's caret (the event's target range), then set its old selection back,
 * where the rest went (ianstormtaylor/slate#3338). Worse, a drawing of Slate's still to come
 * (after the click) put the page's caret back where Slate had it, End undone.
 *
 * Here, before a key reaches Decap's handlers or Slate's (capture on window):
 * - Home and End (with Shift or Ctrl too) move the caret as the browser would
 *   (Selection.modify, the browser's own steps), and Slate takes the result at once;
 * - any other key first gives Slate the page's selection, if the editor moved the caret
 *   (the pointer, the arrows, Page Up and Down, select all, Tab into it) since Slate last changed
 *   anything. After a change of Slate's own (a character typed, a link made) its selection
 *   is the newer one, which the page may not show yet; and a page that does not yet show
 *   Slate's text gives no selection (slateEditor.ts: pageSelection);
 * - a character typed before Slate has drawn its last change is put in by Slate itself (with
 *   no caret of Slate's yet, Slate's own handler puts it at the page's).
 */
import { drawsCaret, pageSelection, richTextEditorAt, type SlateEditor, type SlateRange } from './slateEditor.js'

/** Keys that move the caret by the browser's own steps, which Slate learns of later. */
const MOVING_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'])
const movesCaret = (event: KeyboardEvent) =>
  MOVING_KEYS.has(event.key) || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a')

/** Editors whose caret the editor moved in the page since Slate last applied an operation. */
const moved = new WeakSet<SlateEditor>()
const watched = new WeakSet<SlateEditor>()

const editorAt = (target: EventTarget | null) => richTextEditorAt(target) ?? richTextEditorAt(target, 'raw')

function watch(editor: SlateEditor) {
  if (watched.has(editor)) return
  watched.add(editor)
  const apply = editor.apply
  // Any operation (a character, Slate taking the page's selection itself) makes Slate's selection the newer one.
  editor.apply = (operation) => {
    moved.delete(editor)
    apply(operation)
  }
}

const samePoint = (a: SlateRange['anchor'], b: SlateRange['anchor']) => a.offset === b.offset && a.path.join() === b.path.join()

/** Slate's selection made the page's; false if the page does not show Slate's text as it is now. */
function takePageSelection(element: HTMLElement, editor: SlateEditor): boolean {
  moved.delete(editor)
  const range = pageSelection(element, editor)
  const current = editor.selection
  if (range && !(current && samePoint(range.anchor, current.anchor) && samePoint(range.focus, current.focus))) editor.select(range)
  return Boolean(range)
}

/** A Mac's Home and End scroll the page and leave the caret where it is. */
const MAC = /Mac|iPhone|iPad/.test(navigator.platform)

/** Home and End as the browser moves the caret: to the line's start or end, or the text's with Ctrl. */
function moveToBoundary(event: KeyboardEvent, element: HTMLElement, editor: SlateEditor) {
  const selection = window.getSelection()
  if (MAC || event.altKey || event.metaKey || !selection?.rangeCount || !selection.modify) return false
  event.preventDefault()
  const whole = event.ctrlKey
  selection.modify(
    event.shiftKey ? 'extend' : 'move',
    event.key === 'End' ? 'forward' : 'backward',
    whole ? 'documentboundary' : 'lineboundary',
  )
  if (!takePageSelection(element, editor)) moved.add(editor)
  return true
}

export function followPageCaret(): void {
  for (const type of ['pointerdown', 'pointerup', 'focusin'])
    window.addEventListener(
      type,
      (event) => {
        const found = editorAt(event.target)
        if (!found) return
        watch(found.editor)
        moved.add(found.editor)
      },
      true,
    )
  window.addEventListener(
    'keydown',
    (event) => {
      const found = editorAt(event.target)
      if (!found || event.isComposing || event.defaultPrevented) return
      watch(found.editor)
      if (moved.has(found.editor)) takePageSelection(found.element, found.editor)
      if ((event.key === 'Home' || event.key === 'End') && moveToBoundary(event, found.element, found.editor)) return
      if (movesCaret(event)) moved.add(found.editor)
    },
    true,
  )
  window.addEventListener(
    'beforeinput',
    (event) => {
      const found = editorAt(event.target)
      const input = event as InputEvent
      if (!found || input.isComposing) return
      if (moved.has(found.editor)) takePageSelection(found.element, found.editor)
      // A character typed before Slate has drawn its last change (a link just made) goes in
      // through Slate: the browser would put it into the page as it was, at the old caret.
      // While Slate holds no caret at all, Slate's own handler takes the page's (inserted
      // here, at no selection, the character was lost).
      const waitsToBeDrawn = found.editor.selection && !drawsCaret(found.element, found.editor)
      if (input.inputType === 'insertText' && input.data && event.cancelable && waitsToBeDrawn) {
        event.preventDefault()
        event.stopImmediatePropagation()
        found.editor.insertText(input.data)
      }
    },
    true,
  )
}
