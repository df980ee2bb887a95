// @vitest-environment happy-dom
/**
 * cms/fields/pageCaret.ts's beforeinput step, on a stand-in of Decap's Rich Text editor (the
 * element, and the Slate editor React holds for it): a character typed while the page has
 * not drawn Slate's last change goes in through Slate, at Slate's caret; one typed while
 * Slate holds no caret at all is left to Slate's own handler, which takes the page's caret
 * (put in here, it went nowhere: all of 'In short: read the ' once, in CI).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { followPageCaret } from '../../cms/fields/pageCaret.js'
import type { SlateEditor, SlateRange } from '../../cms/fields/slateEditor.js'

/** The text editor of the page: its element, and a Slate editor that records the text it is given. */
function richTextEditor(selection: SlateRange | null) {
  const inserted: string[] = []
  const editor = {
    children: [{ type: 'paragraph', children: [{ text: 'Most Ugandan organisations' }] }],
    selection,
    apply() {},
    insertNodes() {},
    insertText(text: string) {
      inserted.push(text)
    },
  } as unknown as SlateEditor
  const wrapper = document.createElement('div')
  wrapper.className = 'cms-editor-visual'
  const editable = document.createElement('div')
  editable.setAttribute('data-slate-editor', 'true')
  editable.contentEditable = 'true'
  // The fiber React keeps on an element it drew: the editor is a prop of the one above.
  Object.assign(editable, { '__reactFiber$stand-in': { return: { return: null, memoizedProps: { editor } }, memoizedProps: {} } })
  wrapper.append(editable)
  document.body.replaceChildren(wrapper)
  return { editable, inserted }
}

/** Types one character at the editable: the event as the browser sends it, after the page's handlers. */
function type(editable: HTMLElement, character: string) {
  const event = new InputEvent('beforeinput', { inputType: 'insertText', data: character, bubbles: true, cancelable: true })
  editable.dispatchEvent(event)
  return event
}

describe('a character typed in the Rich Text editor', () => {
  beforeAll(() => followPageCaret())

  it('goes in through Slate, at its caret, while the page has not drawn Slate’s last change', () => {
    const caret = { path: [0, 0], offset: 4 }
    const { editable, inserted } = richTextEditor({ anchor: caret, focus: caret })
    const event = type(editable, 'I')
    expect(event.defaultPrevented).toBe(true)
    expect(inserted).toEqual(['I'])
  })

  it('is left to Slate’s own handler (the page’s caret) while Slate holds no caret', () => {
    const { editable, inserted } = richTextEditor(null)
    const event = type(editable, 'I')
    expect(event.defaultPrevented).toBe(false)
    expect(inserted).toEqual([])
  })
})
