import {
  autoUpdate, flip, offset, shift, useDismiss, useFloating, useFocus, useHover, useInteractions, useRole,
  type Placement,
} from '@floating-ui/react'
import { cloneElement, type ReactElement, useState } from 'react'
import styles from './Tooltip.module.scss'

/**
 * A short description shown on hover and keyboard focus (@floating-ui/react). Its text
 * becomes the trigger's accessible description while shown; Escape hides it.
 */
export function Tooltip({ label, placement = 'left', children }: { label: string; placement?: Placement; children: ReactElement<Record<string, unknown>> }) {
  const [open, setOpen] = useState(false)
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    middleware: [offset(10), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  })
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ])
  return (
    <>
      {cloneElement(children, getReferenceProps({ ref: refs.setReference, ...children.props }))}
      {open && (
        <div ref={refs.setFloating} className={styles.tooltip} style={floatingStyles} {...getFloatingProps()}>
          {label}
        </div>
      )}
    </>
  )
}
