/**
 * On a phone, a choice list (Decap's select and relation fields: react-select) opens on a tap
 * anywhere in its box, its label included (issue 56, item 4). react-select opens its list on
 * a touch of its control, but a tap on the field's label only focuses the field (the label's
 * own default), which on a phone looks like nothing: the keyboard comes up, and no list. So a
 * tap whose click reaches the label or the control and leaves the list closed, where it was
 * closed before the tap, opens it as its keyboard does (ArrowDown on the focused field), through
 * react-select's own handler. A mouse's click is left to react-select, as on the desktop.
 */

/** The field's own choice box (not one of a group of fields inside it): react-select's input. */
const choiceInput = (field: Element) =>
  field.querySelector<HTMLInputElement>(':scope > [class*="-container"] > [class*="-control"] input[role="combobox"]')

let tapped: { input: HTMLInputElement; wasOpen: boolean; at: number } | undefined

function onPress(event: PointerEvent) {
  tapped = undefined
  if (event.pointerType !== 'touch') return
  const target = event.target as Element
  const field = target.closest?.('[class*="ControlContainer"]')
  const input = field && choiceInput(field)
  if (!input || input.disabled) return
  // The label (its top bar) or the control; not the list itself, its clear button or a hint's link.
  const control = input.closest('[class*="-control"]')
  const onLabel = Boolean(target.closest('[class*="ControlTopbar"]')) && target.closest('[class*="ControlContainer"]') === field
  if (!onLabel && !control?.contains(target)) return
  if (target.closest('[class*="-indicatorContainer"], [class*="-MultiValueRemove"], [class*="-multiValue"] [role="button"]')) return
  tapped = { input, wasOpen: input.getAttribute('aria-expanded') === 'true', at: event.timeStamp }
}

/** The click that ends the tap (a key's or a script's click is none), once the label has focused the field. */
function onClick(event: MouseEvent) {
  const tap = tapped
  tapped = undefined
  if (!event.isTrusted || !tap || tap.wasOpen || event.timeStamp - tap.at > 2000) return
  setTimeout(() => {
    if (!tap.input.isConnected || tap.input.getAttribute('aria-expanded') === 'true') return
    tap.input.focus()
    tap.input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', code: 'ArrowDown', bubbles: true, cancelable: true }))
  })
}

/** Listens for taps on choice fields (registered by cms/admin.ts). */
export function openChoicesOnTap(): void {
  document.addEventListener('pointerdown', onPress, true)
  document.addEventListener('click', onClick, true)
}
