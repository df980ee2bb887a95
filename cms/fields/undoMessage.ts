/**
 * The message at the bottom of the form that says what was just removed, with an Undo button
 * (and Ctrl+Z or ⌘Z outside a text box, whose own undo that key is), then "Put back …" for a
 * moment. One removal at a time can be undone: the last. Used for a removed block or group
 * (undoRemoval.ts) and a removed item of a list of short texts (textListField.ts).
 */

/** The removal Undo would take back: who made it (the list), and how to put it back. */
let pending: { owner: object; putBack: () => void; putBackWords: string } | undefined

/** The live region the message goes in: there from the start, so a screen reader follows it. */
function region(): HTMLElement {
  let element = document.getElementById('nile-undo')
  if (!element) {
    element = document.createElement('div')
    element.id = 'nile-undo'
    element.setAttribute('role', 'status')
    element.setAttribute('aria-live', 'polite')
    element.style.cssText =
      'position:fixed;left:12px;bottom:12px;z-index:1000;max-width:min(34rem,calc(100vw - 24px));font:14px/1.4 system-ui,sans-serif'
    document.body.append(element)
  }
  return element
}

/** How long "Put back …" stays (a message with Undo stays until it is used or dismissed). */
const CONFIRMATION_MS = 6000
let clearing: ReturnType<typeof setTimeout> | undefined

const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)

function show(words: string, withUndo: boolean) {
  clearTimeout(clearing)
  if (!withUndo) clearing = setTimeout(forget, CONFIRMATION_MS)
  const box = document.createElement('div')
  box.className = 'nile-undo-box'
  box.style.cssText =
    'display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;padding:10px 12px;border-radius:6px;background:#1e2532;color:white;box-shadow:0 4px 16px rgba(0,0,0,.25)'
  const text = document.createElement('span')
  text.style.flex = '1 1 14rem'
  text.textContent = sentence(words)
  box.append(text)
  const button = (label: string, onClick: () => void, name = label) => {
    const element = document.createElement('button')
    element.type = 'button'
    element.textContent = label
    if (name !== label) element.setAttribute('aria-label', name)
    element.style.cssText =
      'font:inherit;font-weight:600;padding:4px 12px;border-radius:4px;border:1px solid #9fd9d1;background:transparent;color:#9fd9d1;cursor:pointer'
    element.addEventListener('click', onClick)
    box.append(element)
    return element
  }
  const undoButton = withUndo ? button('Undo', undo) : undefined
  button('×', forget, 'Dismiss this message')
  region().replaceChildren(box)
  return undoButton
}

function forget() {
  clearTimeout(clearing)
  pending = undefined
  document.getElementById('nile-undo')?.replaceChildren()
}

/** Puts the last removal back, and says so. */
function undo() {
  const taken = pending
  if (!taken) return
  pending = undefined
  taken.putBack()
  show(taken.putBackWords, false)
}

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

let listening = false
function listenForCtrlZ() {
  if (listening) return
  listening = true
  document.addEventListener('keydown', (event) => {
    if (!pending || event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return
    if (editable(event.target)) return
    event.preventDefault()
    undo()
  })
}

/**
 * Says "Removed …" with Undo, which runs `putBack` and then says "Put back …". `owner` is
 * the list that removed it (withdrawUndo forgets its removal when it leaves the form).
 * Returns the Undo button, for a caller whose focused button the removal took away.
 */
export function offerUndo(owner: object, removedWords: string, putBack: () => void, putBackWords: string): HTMLButtonElement {
  listenForCtrlZ()
  pending = { owner, putBack, putBackWords }
  return show(removedWords, true)!
}

/** The list left the form (the entry closed, the block holding it removed): it can no longer take its item back. */
export function withdrawUndo(owner: object): void {
  if (pending?.owner === owner) forget()
}
