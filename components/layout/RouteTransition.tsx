import { useEffect, useRef, useState } from 'react'
import type { PageContext } from 'vike/types'
import { PageContextProvider } from '../../renderer/usePageContext.js'
import { prefersReducedMotion } from '../hooks/usePrefersReducedMotion.js'
import { Breadcrumbs } from './Breadcrumbs.js'

// Spec §4: on a path change the class goes to `exiting`; after 100 ms the content is
// swapped and the class becomes `entering`; 600 ms later the class is cleared.
export const EXIT_MS = 100
export const ENTER_MS = 600

type Phase = '' | 'exiting' | 'entering'

/**
 * Shows the page of `pageContext`, fading between pages on client navigation. It keeps
 * the previous page (with its own pageContext) on screen while it exits.
 */
export function RouteTransition({ pageContext }: { pageContext: PageContext }) {
  const [shown, setShown] = useState(pageContext)
  const [phase, setPhase] = useState<Phase>('')
  const wrapper = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (pageContext === shown) return
    const swap = () => {
      setShown(pageContext)
      // Tell screen readers and keyboard users the page changed: focus the main area.
      document.getElementById('main')?.focus({ preventScroll: true })
    }
    if (pageContext.urlPathname === shown.urlPathname || prefersReducedMotion()) {
      swap()
      setPhase('')
      return
    }
    setPhase('exiting')
    let clear: ReturnType<typeof setTimeout> | undefined
    const enter = setTimeout(() => {
      swap()
      setPhase('entering')
      clear = setTimeout(() => setPhase(''), ENTER_MS)
    }, EXIT_MS)
    return () => {
      clearTimeout(enter)
      clearTimeout(clear)
    }
    // `shown` changes only through this effect; re-running on it would restart the timers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageContext])

  const { Page } = shown
  return (
    <div ref={wrapper} className={`route-transition ${phase}`.trim()} data-route-phase={phase || undefined}>
      <PageContextProvider pageContext={shown}>
        <Breadcrumbs crumbs={shown.data.breadcrumbs} />
        {Page && <Page />}
      </PageContextProvider>
    </div>
  )
}
