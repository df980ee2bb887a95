/**
 * When an island starts, as Astro's client:* directives say it:
 * - `load`: at once;
 * - `idle`: when the browser is idle (requestIdleCallback, at most 2 s later);
 * - `visible`: when the island comes within 200 px of the viewport;
 * - `media:<query>`: when (and as soon as) the media query matches.
 */
export type Directive = 'load' | 'idle' | 'visible' | `media:${string}`

const IDLE_TIMEOUT_MS = 2000
const VISIBLE_MARGIN = '200px'

/** Calls `start` once, when the directive is met. */
export function whenDirectiveMet(directive: string, element: HTMLElement, start: () => void): void {
  if (directive === 'load') start()
  else if (directive === 'idle') whenIdle(start)
  else if (directive === 'visible') whenVisible(element, start)
  else if (directive.startsWith('media:')) whenMediaMatches(directive.slice('media:'.length), start)
  else throw new Error(`Unknown island directive "${directive}": use load, idle, visible or media:<query>`)
}

/** True when the directive is met without the visitor doing anything (for readiness). */
export function isDueAtStart(directive: string): boolean {
  if (directive === 'load' || directive === 'idle') return true
  return directive.startsWith('media:') && window.matchMedia(directive.slice('media:'.length)).matches
}

export function whenIdle(callback: () => void): void {
  // Safari has no requestIdleCallback: a short pause stands in for it.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(callback, 200)
}

function whenVisible(element: HTMLElement, start: () => void): void {
  // An island's wrapper has `display: contents` (no box of its own): watch its children.
  const targets = element.children.length ? [...element.children] : [element]
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      start()
    },
    { rootMargin: VISIBLE_MARGIN },
  )
  for (const target of targets) observer.observe(target)
}

function whenMediaMatches(query: string, start: () => void): void {
  const media = window.matchMedia(query)
  if (media.matches) {
    start()
    return
  }
  const onChange = () => {
    if (!media.matches) return
    media.removeEventListener('change', onChange)
    start()
  }
  media.addEventListener('change', onChange)
}
