/**
 * The route transition (spec §4) across real page loads. A click on a link to another
 * page of the site sets `exiting`; 100 ms later the browser goes there. The new page
 * starts with `entering` and clears it 600 ms later. A flag in sessionStorage carries the
 * transition from one page to the next: the inline script of enteringScript() reads it
 * before the first paint and marks <html class="route-entering">, whose CSS animation
 * runs even if this script never loads.
 * Modified clicks, new tabs, downloads, other sites, files and in-page anchors are left to
 * the browser, and visitors who prefer reduced motion get no transition at all.
 */
import { prefersReducedMotion } from '../islands/prefersReducedMotion.js'

const EXIT_MS = 100
const ENTER_MS = 600
const TRANSITION_FLAG = 'route-transition'
const ENTERING_CLASS = 'route-entering'

export function start(wrapper: HTMLElement): void {
  enter(wrapper)
  // Back and forward may show this page from the cache, as it was when it was left.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) wrapper.classList.remove('exiting', 'entering')
  })
  document.addEventListener('click', (event) => {
    const link = linkToAnotherPage(event)
    if (!link || prefersReducedMotion()) return
    event.preventDefault()
    wrapper.classList.add('exiting')
    setTimeout(() => {
      sessionStorage.setItem(TRANSITION_FLAG, '1')
      window.location.assign(link.href)
    }, EXIT_MS)
  })
}

function enter(wrapper: HTMLElement): void {
  const root = document.documentElement
  if (!root.classList.contains(ENTERING_CLASS)) return
  root.classList.remove(ENTERING_CLASS)
  wrapper.classList.add('entering')
  setTimeout(() => wrapper.classList.remove('entering'), ENTER_MS)
}

function linkToAnotherPage(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = (event.target as Element | null)?.closest?.('a')
  if (!link?.href || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null
  const url = new URL(link.href)
  if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return null
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search
  return samePage ? null : link
}

/** For the <head>: before the first paint, a page reached through a transition enters. */
export const enteringScript = () =>
  `try{if(sessionStorage.getItem('${TRANSITION_FLAG}')){sessionStorage.removeItem('${TRANSITION_FLAG}');document.documentElement.classList.add('${ENTERING_CLASS}')}}catch(e){}`
