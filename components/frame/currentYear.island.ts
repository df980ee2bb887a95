/** The page shows the year it was built; a visitor in a later year sees the current one. */
export function start(element: HTMLElement): void {
  element.textContent = String(new Date().getFullYear())
}
