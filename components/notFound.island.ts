/** Spec §8: the not-found page logs the attempted path to the console. */
export function start(): void {
  console.warn(`404: no page at ${window.location.pathname}`)
}
