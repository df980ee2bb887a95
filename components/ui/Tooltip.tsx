import { cloneElement, type ReactElement, useId } from 'react'
import { islandAttributes } from '../islands/Island.js'
import styles from './Tooltip.module.scss'

/**
 * A short description shown on hover and keyboard focus, by CSS alone. Its text is the
 * trigger's accessible description; it stays while the pointer is over it, and its island
 * (tooltip.island.ts) hides it on Escape (WCAG 1.4.13). It opens to the trigger's left.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement<Record<string, unknown>> }) {
  const id = useId()
  return (
    <span className={styles.anchor} {...islandAttributes('tooltip', 'idle')}>
      {cloneElement(children, { 'aria-describedby': id })}
      <span id={id} role="tooltip" className={styles.tooltip}>
        {label}
      </span>
    </span>
  )
}
