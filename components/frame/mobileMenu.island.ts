/** The mobile menu's toggle says whether the panel is open; a followed link closes it. */
export function start(menu: HTMLElement): void {
  const toggle = menu.querySelector('button')!
  const panel = menu.querySelector<HTMLElement>('[popover]')!
  panel.addEventListener('beforetoggle', (event) => {
    toggle.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open'))
  })
  panel.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) panel.hidePopover()
  })
}
