/**
 * The Services dropdown's behaviour on top of its native popover (spec §4): it opens
 * 200 ms after the pointer arrives and closes 150 ms after it leaves; within 300 ms of a
 * close, coming back opens it at once. Arrow Down opens it from the keyboard, arrow keys
 * move between its links, and focus leaving it closes it.
 */
const HOVER_OPEN_MS = 200
const HOVER_CLOSE_MS = 150
const SKIP_DELAY_MS = 300

export function start(menu: HTMLElement): void {
  const trigger = menu.querySelector('button')!
  const panel = menu.querySelector<HTMLElement>('[popover]')!
  const links = () => [...panel.querySelectorAll('a')]
  let timer: ReturnType<typeof setTimeout> | undefined
  let closedAt = -Infinity
  let openedByHover = false
  let focusFirstLink = false

  const isOpen = () => panel.matches(':popover-open')
  const later = (ms: number, action: () => void) => {
    clearTimeout(timer)
    timer = setTimeout(action, ms)
  }
  const open = () => !isOpen() && panel.showPopover()
  const close = () => isOpen() && panel.hidePopover()

  panel.addEventListener('beforetoggle', (event) => {
    const opening = (event as ToggleEvent).newState === 'open'
    trigger.setAttribute('aria-expanded', String(opening))
    if (!opening) {
      closedAt = performance.now()
      openedByHover = false
    }
  })

  // Trigger and panel count as one place for the pointer: moving between them keeps it open.
  for (const area of [trigger, panel]) {
    area.addEventListener('pointerenter', (event) => {
      if (event.pointerType === 'touch') return
      if (isOpen()) return clearTimeout(timer)
      const hover = () => {
        openedByHover = true
        open()
      }
      if (performance.now() - closedAt < SKIP_DELAY_MS) hover()
      else later(HOVER_OPEN_MS, hover)
    })
    area.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'touch') later(HOVER_CLOSE_MS, close)
    })
  }

  trigger.addEventListener('click', (event) => {
    clearTimeout(timer)
    // A click on a menu the pointer has just opened keeps it open.
    if (openedByHover && isOpen()) {
      event.preventDefault()
      openedByHover = false
      return
    }
    // Enter and Space click with no pointer position (detail 0): focus goes to the first link.
    focusFirstLink = event.detail === 0 && !isOpen()
  })

  trigger.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown') return
    event.preventDefault()
    focusFirstLink = true
    open()
  })

  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    const all = links()
    const index = all.indexOf(document.activeElement as HTMLAnchorElement)
    const step = event.key === 'ArrowDown' ? 1 : -1
    all[(index + step + all.length) % all.length]?.focus()
  })

  panel.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'open' && focusFirstLink) links()[0]?.focus()
    // Escape closes the popover natively; focus goes back to the button, not the page.
    else if (panel.contains(document.activeElement)) trigger.focus()
    focusFirstLink = false
  })
  panel.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null
    if (next && !panel.contains(next) && next !== trigger) close()
  })
}
