import type { ReactNode } from 'react'
import { islandAttributes } from '../islands/Island.js'

/** The page's own content, which fades out and in between pages (routeTransition.island.ts). */
export function RouteTransition({ children }: { children: ReactNode }) {
  return (
    <div className="route-transition" {...islandAttributes('route-transition', 'load')}>
      {children}
    </div>
  )
}
