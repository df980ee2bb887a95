import { type MouseEvent, useEffect, useRef, useState } from 'react'
import type { LayoutData } from '../../renderer/pageData.js'
import { useScrollLock } from '../hooks/useScrollLock.js'
import styles from './MobileMenu.module.scss'

const PANEL_ID = 'mobile-menu'

/**
 * Below 768 px: a hamburger toggle that opens a scrollable panel with the same links.
 * A link click or Escape closes it; the page behind does not scroll while it is open.
 */
export function MobileMenu({ layout, current }: { layout: LayoutData; current: (href: string) => 'page' | undefined }) {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  useScrollLock(open)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false)
  }

  return (
    <div className={styles.mobile}>
      <button ref={toggle} type="button" className={styles.toggle} aria-expanded={open} aria-controls={PANEL_ID} aria-label="Menu" onClick={() => setOpen(!open)}>
        <span className={styles.bars} aria-hidden="true" />
      </button>
      <div id={PANEL_ID} className={styles.panel} hidden={!open} onClick={closeOnLink}>
        <nav aria-label="Main">
          <ul className={styles.links}>
            {layout.header.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={current(item.href)}>{item.label}</a>
                {item.menu === 'services' && (
                  <ul className={styles.sublinks}>
                    {layout.services.map((service) => (
                      <li key={service.href}><a href={service.href} aria-current={current(service.href)}>{service.menuTitle}</a></li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <a className="button button--primary" href={layout.headerButton.href}>{layout.headerButton.label}</a>
        </nav>
      </div>
    </div>
  )
}
