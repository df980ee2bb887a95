import type { FrameData } from '../../pipeline/page/pageData.js'
import { islandAttributes } from '../islands/Island.js'
import { HeaderSearch } from './HeaderSearch.js'
import { MobileMenu } from './MobileMenu.js'
import { ServicesMenu } from './ServicesMenu.js'
import styles from './Header.module.scss'

/**
 * The site header: logo, the pill menu (768 px and wider) or the hamburger menu, and the
 * search control. `currentHref` is the address of the page it is on: its link is marked.
 */
export function Header({ frame, currentHref }: { frame: FrameData; currentHref?: string }) {
  const current = (href: string) => (href === currentHref ? 'page' : undefined)
  return (
    <header className={styles.header} data-opaque="false" {...islandAttributes('header', 'load')}>
      <div className={styles.inner}>
        <a className={styles.logo} href="/">
          <img src={frame.logo} alt="" width="40" height="40" />
          <span className={styles.logoText}>{frame.name}</span>
        </a>
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.pill}>
            {frame.header.map((item) => (
              <li key={item.href}>
                {item.menu === 'services' ? (
                  <ServicesMenu label={item.label} services={frame.services} viewAllHref={item.href} />
                ) : (
                  <a className={styles.pillLink} href={item.href} aria-current={current(item.href)}>
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
          <a
            className={`button button--primary ${styles.headerButton}`}
            href={frame.headerButton.href}
            aria-current={current(frame.headerButton.href)}
          >
            {frame.headerButton.label}
          </a>
        </nav>
        {frame.searchHref && <HeaderSearch searchHref={frame.searchHref} />}
        <MobileMenu frame={frame} current={current} />
      </div>
    </header>
  )
}
