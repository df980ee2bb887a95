import { FloatingDelayGroup } from '@floating-ui/react'
import type { LayoutData } from '../../renderer/pageData.js'
import { usePageContext } from '../../renderer/usePageContext.js'
import { useScrolledPast } from '../hooks/useScrolledPast.js'
import { MobileMenu } from './MobileMenu.js'
import { ServicesMenu } from './ServicesMenu.js'
import styles from './Header.module.scss'

// Spec §4 and §9: transparent at 50 px of scroll or less, opaque above.
const OPAQUE_AFTER_PX = 50
// Spec §4: the dropdown opens after 200 ms of hover and closes 150 ms after the pointer
// leaves; within 300 ms of a close, moving back opens it at once (skip delay).
const DROPDOWN_DELAY = { open: 200, close: 150 }
const DROPDOWN_SKIP_DELAY_MS = 300

/** The site header: logo, the pill menu (768 px and wider) or the hamburger menu. */
export function Header({ layout }: { layout: LayoutData }) {
  const opaque = useScrolledPast(OPAQUE_AFTER_PX)
  const { urlPathname } = usePageContext()
  const current = (href: string) => (href === urlPathname ? 'page' : undefined)
  return (
    <header className={`${styles.header} ${opaque ? styles.opaque : ''}`} data-opaque={opaque}>
      <div className={styles.inner}>
        <a className={styles.logo} href="/">
          <img src={layout.logo} alt="" width="40" height="40" />
          <span className={styles.logoText}>{layout.name}</span>
        </a>
        <nav aria-label="Main" className={styles.desktopNav}>
          <FloatingDelayGroup delay={DROPDOWN_DELAY} timeoutMs={DROPDOWN_SKIP_DELAY_MS}>
            <ul className={styles.pill}>
              {layout.header.map((item) => (
                <li key={item.href}>
                  {item.menu === 'services' ? (
                    <ServicesMenu label={item.label} services={layout.services} viewAllHref={item.href} />
                  ) : (
                    <a className={styles.pillLink} href={item.href} aria-current={current(item.href)}>{item.label}</a>
                  )}
                </li>
              ))}
            </ul>
          </FloatingDelayGroup>
          <a className={`button button--primary ${styles.headerButton}`} href={layout.headerButton.href} aria-current={current(layout.headerButton.href)}>
            {layout.headerButton.label}
          </a>
        </nav>
        <MobileMenu layout={layout} current={current} />
      </div>
    </header>
  )
}
