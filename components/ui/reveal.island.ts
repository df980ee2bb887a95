/**
 * Scroll reveal (spec §4): content that starts below the fold is hidden, then shown once
 * at least 10% of it is visible, with a 50 px root margin. Nothing moves for visitors who
 * prefer reduced motion.
 */
import { prefersReducedMotion } from '../islands/prefersReducedMotion.js'

const REVEAL_THRESHOLD = 0.1
const REVEAL_ROOT_MARGIN = '50px'

let observer: IntersectionObserver | undefined

export function start(element: HTMLElement): void {
  if (prefersReducedMotion()) return
  if (element.getBoundingClientRect().top < window.innerHeight + 50) return
  element.dataset.reveal = 'hidden'
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < REVEAL_THRESHOLD) continue
        ;(entry.target as HTMLElement).dataset.reveal = 'shown'
        observer!.unobserve(entry.target)
      }
    },
    { threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN },
  )
  observer.observe(element)
}
