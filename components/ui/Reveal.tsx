import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { prefersReducedMotion } from '../hooks/usePrefersReducedMotion.js'

// Spec §4: the effect runs when at least 10% of the element is visible, with a 50 px
// root margin.
export const REVEAL_THRESHOLD = 0.1
export const REVEAL_ROOT_MARGIN = '50px'

type State = 'static' | 'hidden' | 'shown'

/**
 * Fades its content in the first time it scrolls into view. The HTML is visible as
 * served (no JavaScript needed); only content still below the fold when the page starts
 * is hidden until it arrives. Nothing moves for visitors who prefer reduced motion.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const element = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<State>('static')

  // Before paint, so content already on screen never flickers.
  useLayoutEffect(() => {
    const node = element.current
    if (!node || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return
    if (node.getBoundingClientRect().top < window.innerHeight + 50) return
    setState('hidden')
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting || entry.intersectionRatio < REVEAL_THRESHOLD) return
        setState('shown')
        observer.disconnect()
      },
      { threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  return (
    <div ref={element} className="reveal" data-reveal={state}>
      {children}
    </div>
  )
}
