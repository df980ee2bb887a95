/** The opportunities tabs (WAI-ARIA): a tab shows its type of card; arrow keys move between tabs. */
export function start(block: HTMLElement): void {
  const tabs = [...block.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
  const panel = block.querySelector<HTMLElement>('[role="tabpanel"]')!
  const list = panel.querySelector('ul')!
  const cards = [...list.querySelectorAll<HTMLElement>(':scope > li')]

  const select = (chosen: HTMLButtonElement) => {
    for (const tab of tabs) {
      tab.setAttribute('aria-selected', String(tab === chosen))
      tab.tabIndex = tab === chosen ? 0 : -1
    }
    panel.setAttribute('aria-labelledby', chosen.id)
    const type = chosen.dataset.type
    list.replaceChildren(...cards.filter((card) => !type || card.dataset.type === type))
  }

  for (const [index, tab] of tabs.entries()) {
    tab.addEventListener('click', () => select(tab))
    tab.addEventListener('keydown', (event) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
      if (!step) return
      event.preventDefault()
      const next = tabs[(index + step + tabs.length) % tabs.length]
      select(next)
      next.focus()
    })
  }
}
