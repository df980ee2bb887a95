import { useEffect, useState } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

/** Read once, for code that runs outside React (timers, effects). */
export const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches === true

/** The visitor's reduced-motion preference, kept up to date. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const media = window.matchMedia(QUERY)
    const update = () => setReduced(media.matches)
    update()
    media.addEventListener('change', update)
    return () => media.removeEventListener('change', update)
  }, [])
  return reduced
}
