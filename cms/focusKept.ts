/**
 * The focus never falls to the page's top (issue 56, item 2). When Decap renders away or
 * disables the control that has the focus (Save is disabled once the change is saved, the
 * top bar is drawn anew once the entry is published, a menu's item goes with its menu), the
 * browser leaves the focus on <body>: a screen reader starts again at the top of the page
 * and a keyboard user sees no focus anywhere. Here the focus goes instead to the control
 * that took its place: the same control drawn anew (same name, same place), else the next
 * one after it (Save → Status), else the first one left where it was.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

/** The control that had the focus last, its name, and the elements that held it (innermost first). */
let last: { element: HTMLElement; name: string; holders: Element[] } | undefined

const nameOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()
const shown = (element: HTMLElement) => element.isConnected && element.getClientRects().length > 0
const usable = (element: HTMLElement) => shown(element) && !element.matches(':disabled') && element.tabIndex >= 0
const focusablesIn = (root: Element) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(usable)

function remember(event: FocusEvent) {
  const element = event.target
  if (!(element instanceof HTMLElement) || element === document.body) return
  const holders: Element[] = []
  for (let holder = element.parentElement; holder && holder !== document.body; holder = holder.parentElement) holders.push(holder)
  last = { element, name: nameOf(element), holders }
}

/** Where the focus goes once `lost` is gone or disabled; undefined: nowhere better than where it is. */
function replacement(lost: NonNullable<typeof last>): HTMLElement | undefined {
  const { element, name, holders } = lost
  if (element.isConnected) {
    // Disabled where it stands (Save, once saved): the next control of the page, or the one before it.
    const all = focusablesIn(document.body)
    const after = all.find((candidate) => element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING)
    return after ?? all.filter((candidate) => element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_PRECEDING).at(-1)
  }
  // Rendered away: in the closest of its holders still in the page, the same control drawn anew, else the first one.
  for (const holder of holders) {
    if (!holder.isConnected) continue
    const candidates = focusablesIn(holder)
    if (candidates.length) return candidates.find((candidate) => name && nameOf(candidate) === name) ?? candidates[0]
  }
  return undefined
}

function keepFocus() {
  const lost = last
  const active = document.activeElement
  // The focus is somewhere else (the editor moved it), or still where it was.
  if (!lost || (active && active !== document.body && active !== lost.element)) return
  // A text editor drawn anew (Rich Text ⇄ Markdown) is given the focus by Decap itself:
  // a control focused here first took Ctrl+Z away from the text.
  if (lost.element.isContentEditable) return
  if (lost.element.isConnected && !lost.element.matches(':disabled')) return
  replacement(lost)?.focus()
}

/** Registered by cms/admin.ts. */
export function keepFocusInPlace(): void {
  document.addEventListener('focusin', remember)
  // Checked at the frame after Decap's renders change the page (cheaply: nothing is measured
  // unless the control is gone): by then Decap has put the focus where it means to (a text
  // drawn anew), and a disabled button, which may keep the focus until the browser updates
  // the page, has lost it.
  let scheduled = false
  new MutationObserver(() => {
    if (scheduled) return
    scheduled = true
    requestAnimationFrame(() => {
      scheduled = false
      keepFocus()
    })
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] })
}
