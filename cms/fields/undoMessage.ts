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
  const message = document.getElementById('nile-undo')
  // Dismissed with the keyboard, or gone while the focus was in it: the focus goes back to the field, not to the page's top.
  const hadFocus = message?.contains(document.activeElement)
  message?.replaceChildren()
  if (hadFocus) backToField()
}

// ---------------------------------------------------------------------------------------
// The message in reach of the Tab key. It is the page's last element (a live region there
// from the start), after the preview's frame and everything in it: by Tab alone an editor
// never reached Undo. While it shows, it is the next stop after the field the removal was
// made in: Tab from the field's last control goes to it, Shift+Tab from it goes back, Tab
// from its last button goes on to what follows the field.

/** The field (Decap's ControlContainer) that held the focus when the item was removed. */
let field: Element | undefined
/** The control Tab left for the message, to go back to. */
let cameFrom: HTMLElement | undefined

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]'
const tabbable = (element: HTMLElement) => element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0
const tabbablesIn = (root: Element) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(tabbable)

function backToField() {
  const target = cameFrom?.isConnected ? cameFrom : field?.isConnected ? tabbablesIn(field).at(-1) : undefined
  target?.focus()
}

function tabBesideField(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || !field?.isConnected) return
  const message = document.getElementById('nile-undo')
  const buttons = message ? tabbablesIn(message) : []
  if (!message || !buttons.length) return
  const active = document.activeElement as HTMLElement | null
  let target: HTMLElement | undefined
  if (!event.shiftKey && active && active === tabbablesIn(field).at(-1)) {
    cameFrom = active
    target = buttons[0]
  } else if (event.shiftKey && active === buttons[0]) target = cameFrom?.isConnected ? cameFrom : tabbablesIn(field).at(-1)
  else if (!event.shiftKey && active === buttons.at(-1)) {
    const after = field
    target = tabbablesIn(document.body).find(
      (element) =>
        after.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && !after.contains(element) && !message.contains(element),
    )
  }
  if (!target) return
  event.preventDefault()
  target.focus()
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
function listenForKeys() {
  if (listening) return
  listening = true
  document.addEventListener('keydown', tabBesideField, true)
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
  listenForKeys()
  pending = { owner, putBack, putBackWords }
  // (Called as the remove button is pressed, before Decap renders the list without the item.)
  field = document.activeElement?.closest('[class*="ControlContainer"]') ?? undefined
  cameFrom = undefined
  return show(removedWords, true)!
}

/** The list left the form (the entry closed, the block holding it removed): it can no longer take its item back. */
export function withdrawUndo(owner: object): void {
  if (pending?.owner === owner) forget()
}
