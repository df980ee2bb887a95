import { useEffect, useRef, useState } from 'react'
import { prefersReducedMotion } from '../islands/prefersReducedMotion.js'

// Spec §4 and §9: start when 10% is visible, count up with easing over 2000 ms, then
// start again after a 3000 ms pause.
const COUNT_DURATION_MS = 2000
const COUNT_RESTART_MS = 3000
const COUNT_THRESHOLD = 0.1

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3

/**
 * A number that counts up from 0 while it is on screen. The HTML (and screen readers)
 * always carry the final value; the moving number is decoration. Reduced motion: still.
 */
export function Counter({ value, prefix = '', suffix = '' }: { value: number; prefix?: string; suffix?: string }) {
  const element = useRef<HTMLSpanElement>(null)
  const [shown, setShown] = useState(value)

  useEffect(() => {
    const node = element.current
    if (!node || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return
    let frame = 0
    let restart: ReturnType<typeof setTimeout> | undefined
    let visible = false

    const run = () => {
      const started = performance.now()
      const step = (now: number) => {
        const progress = Math.min(1, (now - started) / COUNT_DURATION_MS)
        setShown(Math.round(easeOutCubic(progress) * value))
        if (progress < 1) frame = requestAnimationFrame(step)
        else restart = setTimeout(() => visible && run(), COUNT_RESTART_MS)
      }
      setShown(0)
      frame = requestAnimationFrame(step)
    }
    const stop = () => {
      cancelAnimationFrame(frame)
      clearTimeout(restart)
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        const nowVisible = entry.isIntersecting && entry.intersectionRatio >= COUNT_THRESHOLD
        if (nowVisible && !visible) run()
        if (!nowVisible && visible) {
          stop()
          setShown(value)
        }
        visible = nowVisible
      },
      { threshold: COUNT_THRESHOLD },
    )
    observer.observe(node)
    return () => {
      observer.disconnect()
      stop()
    }
  }, [value])

  return (
    <span ref={element} data-counter-value={shown}>
      <span aria-hidden="true">
        {prefix}
        {shown}
        {suffix}
      </span>
      <span className="visually-hidden">
        {prefix}
        {value}
        {suffix}
      </span>
    </span>
  )
}
