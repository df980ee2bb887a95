/** Escape hides the tooltip until the pointer or focus leaves its trigger (WCAG 1.4.13). */
export function start(anchor: HTMLElement): void {
  const dismiss = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && anchor.matches(':hover, :focus-within')) anchor.dataset.dismissed = 'true'
  }
  const reset = () => delete anchor.dataset.dismissed
  document.addEventListener('keydown', dismiss)
  anchor.addEventListener('pointerleave', reset)
  anchor.addEventListener('focusout', reset)
}
