import {
  autoUpdate, FloatingFocusManager, offset, safePolygon, shift, useClick, useDelayGroup, useDismiss,
  useFloating, useHover, useInteractions,
} from '@floating-ui/react'
import { type KeyboardEvent, useId, useState } from 'react'
import type { EntrySummary } from '../../renderer/pipeline/types.js'
import { Icon } from '../ui/Icon.js'
import styles from './ServicesMenu.module.scss'

/**
 * The Services dropdown, a WAI-ARIA disclosure: a button that shows a panel of links.
 * Hover opens it (delays from the FloatingDelayGroup in Header); Enter, Space and Arrow
 * Down open it from the keyboard and move focus to the first link; Arrow keys move
 * between links; Escape closes it and returns focus to the button.
 */
export function ServicesMenu({ label, services, viewAllHref }: { label: string; services: EntrySummary[]; viewAllHref: string }) {
  const [open, setOpen] = useState(false)
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false)
  const panelId = useId()
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom',
    strategy: 'fixed',
    middleware: [offset(12), shift({ padding: 12 })],
    whileElementsMounted: autoUpdate,
  })
  const { delay } = useDelayGroup(context)
  const hover = useHover(context, { delay, handleClose: safePolygon() })
  const click = useClick(context)
  const dismiss = useDismiss(context)
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, click, dismiss])

  const openFromKeyboard = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return
    event.preventDefault()
    setOpenedByKeyboard(true)
    setOpen(true)
  }

  const moveBetweenLinks = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    const links = [...event.currentTarget.querySelectorAll('a')]
    const index = links.indexOf(document.activeElement as HTMLAnchorElement)
    const next = event.key === 'ArrowDown' ? (index + 1) % links.length : (index - 1 + links.length) % links.length
    links[next]?.focus()
  }

  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        {...getReferenceProps({
          onKeyDown: openFromKeyboard,
          // a click from Enter or Space has no pointer position (detail 0)
          onClick: (event) => setOpenedByKeyboard(event.detail === 0),
        })}
      >
        {label}
        <svg className={styles.chevron} aria-hidden="true" viewBox="0 0 12 12" width="12" height="12"><path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" /></svg>
      </button>
      {open && (
        <FloatingFocusManager context={context} modal={false} initialFocus={openedByKeyboard ? 0 : -1} returnFocus>
          <div
            ref={refs.setFloating}
            id={panelId}
            className={styles.panel}
            style={floatingStyles}
            {...getFloatingProps({ onKeyDown: moveBetweenLinks })}
          >
            <ul className={styles.list}>
              {services.map((service) => (
                <li key={service.href}>
                  <a className={styles.item} href={service.href} onClick={() => setOpen(false)}>
                    {service.icon && <Icon name={service.icon} size={22} className={styles.icon} />}
                    <span>
                      <span className={styles.title}>{service.menuTitle}</span>
                      <span className={styles.summary}>{service.summary}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
            <a className={styles.viewAll} href={viewAllHref} onClick={() => setOpen(false)}>View all services</a>
          </div>
        </FloatingFocusManager>
      )}
    </>
  )
}
