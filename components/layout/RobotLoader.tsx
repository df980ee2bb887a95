import { type ComponentType, useEffect, useState } from 'react'
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.js'
import styles from './RobotLoader.module.scss'

function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas')
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
  } catch {
    return false
  }
}

/** After the page has loaded and the browser is idle: never part of the first load. */
function whenIdleAfterLoad(callback: () => void): () => void {
  let cancelled = false
  let idle: number | ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    if (cancelled) return
    // Safari has no requestIdleCallback: a short pause after load stands in for it.
    idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 3000 }) : setTimeout(callback, 1500)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    if (idle === undefined) return
    if (typeof window.cancelIdleCallback === 'function' && typeof idle === 'number') window.cancelIdleCallback(idle)
    else clearTimeout(idle)
  }
}

/**
 * The decorative 3D robot: three.js and react-three-fiber live in their own chunk, loaded
 * only once the page is interactive and only where WebGL works. Fixed in a corner, so it
 * never moves the layout; hidden from assistive technology.
 */
export function RobotLoader() {
  const [Robot, setRobot] = useState<ComponentType<{ animate: boolean }> | null>(null)
  const reducedMotion = usePrefersReducedMotion()

  useEffect(() => {
    if (!hasWebGl()) return
    return whenIdleAfterLoad(() => {
      void import('./Robot3D.js').then((module) => setRobot(() => module.Robot3D))
    })
  }, [])

  if (!Robot) return null
  return (
    <div className={styles.robot} aria-hidden="true" data-testid="robot" data-animate={!reducedMotion}>
      <Robot animate={!reducedMotion} />
    </div>
  )
}
