/**
 * The Markdown editor's link button opens the link picker (linkDialog.ts) instead of
 * Decap's browser prompt, which asked for a bare address and, with nothing selected,
 * made the address itself the link's text. With nothing selected the picker asks for the
 * link's words (the chosen page's title by default), types them, selects them, and then
 * lets Decap's own button make the link, its prompt answered with the chosen address: the
 * editor's document changes only through Decap's editor (Slate), as a typed edit would.
 */
import { pickLink } from './linkDialog.js'

/** Decap's toolbar button (its title is the English phrase editor.editorWidgets.markdown.link). */
const LINK_BUTTON = 'button[title="Link"]'
/** Slate reads the page's selection on selectionchange, at most every 100 ms. */
const SELECTION_SYNC_MS = 150

let replaying = false
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function restore(range: Range | undefined) {
  if (!range) return
  const selection = window.getSelection()
  selection?.removeAllRanges()
  selection?.addRange(range)
}

async function openPicker(button: HTMLButtonElement, editor: HTMLElement) {
  const container = button.closest('[class*="ControlContainer"]')
  const selection = window.getSelection()
  const range = selection?.rangeCount && editor.contains(selection.anchorNode) ? selection.getRangeAt(0).cloneRange() : undefined
  const inLink = range?.startContainer.parentElement?.closest('a')
  const existing = inLink && editor.contains(inLink) ? (inLink.getAttribute('href') ?? '') : ''
  const askText = !existing && (!range || range.collapsed)
  const picked = await pickLink({ current: existing, askText, removable: Boolean(existing) })
  editor.focus()
  restore(range)
  if (!picked) return
  if (askText && picked.text) {
    // Typed as the editor would type it: Slate turns this event into its own insertion.
    editor.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data: picked.text, bubbles: true, cancelable: true }))
    await pause(SELECTION_SYNC_MS)
    const after = window.getSelection()
    for (let step = 0; step < picked.text.length; step++) after?.modify('extend', 'backward', 'character')
  }
  await pause(SELECTION_SYNC_MS)
  // The toolbar may have been drawn anew while the words were typed: its button of now.
  const live = container?.isConnected ? (container.querySelector<HTMLButtonElement>(LINK_BUTTON) ?? button) : button
  const prompt = window.prompt
  window.prompt = () => picked.href
  replaying = true
  try {
    live.click()
  } finally {
    window.prompt = prompt
    replaying = false
  }
}

export function replaceLinkPrompt(): void {
  // Capturing on window runs before React's own listeners: Decap's prompt never opens.
  window.addEventListener(
    'click',
    (event) => {
      if (replaying) return
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(LINK_BUTTON)
      const editor = button?.closest('[class*="ControlContainer"]')?.querySelector<HTMLElement>('[data-slate-editor="true"]')
      if (!button || !editor) return
      event.preventDefault()
      event.stopPropagation()
      void openPicker(button, editor)
    },
    true,
  )
}
