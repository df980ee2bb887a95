import type { ReactNode } from 'react'
import { islandAttributes } from '../islands/Island.js'

/**
 * Content that fades in the first time it scrolls into view (reveal.island.ts). The HTML
 * is visible as served; only content still below the fold when the page starts is hidden
 * until it arrives.
 */
export function Reveal({ children }: { children: ReactNode }) {
  return (
    <div className="reveal" data-reveal="static" {...islandAttributes('reveal', 'load')}>
      {children}
    </div>
  )
}
