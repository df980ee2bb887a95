import { useEffect } from 'react'

/** Stops the page behind an open panel from scrolling; restores it when released. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return
    const { documentElement, body } = document
    const previous = [documentElement.style.overflow, body.style.overflow]
    documentElement.style.overflow = 'hidden'
    body.style.overflow = 'hidden'
    return () => {
      ;[documentElement.style.overflow, body.style.overflow] = previous
    }
  }, [locked])
}
