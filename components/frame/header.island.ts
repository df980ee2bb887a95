/** The header island: transparent at 50 px of scroll or less, opaque above (spec §4, §9). */
const OPAQUE_AFTER_PX = 50

export function start(header: HTMLElement): void {
  const update = () => {
    header.dataset.opaque = String(window.scrollY > OPAQUE_AFTER_PX)
  }
  update()
  window.addEventListener('scroll', update, { passive: true })
}
