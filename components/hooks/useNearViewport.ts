import { type RefObject, useEffect, useState } from 'react'

/** Becomes true (once) when the element comes within `margin` of the viewport. */
export function useNearViewport(element: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const node = element.current
    if (!node || near) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry.isIntersecting) return
      setNear(true)
      observer.disconnect()
    }, { rootMargin: margin })
    observer.observe(node)
    return () => observer.disconnect()
  }, [element, margin, near])
  return near
}
