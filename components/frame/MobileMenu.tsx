import type { FrameData } from '../../pipeline/page/pageData.js'
import { islandAttributes } from '../islands/Island.js'
import styles from './MobileMenu.module.scss'

const PANEL_ID = 'mobile-menu'

/**
 * Below 768 px: a hamburger toggle that opens a scrollable panel with the same links. The
 * panel is a native popover (Escape and a click outside close it, with or without
 * JavaScript), and the page behind does not scroll while it is open (a CSS rule). Its
 * island keeps aria-expanded true to the panel and closes it when a link is followed.
 */
export function MobileMenu({ frame, current }: { frame: FrameData; current: (href: string) => 'page' | undefined }) {
  return (
    <div className={styles.mobile} {...islandAttributes('mobile-menu', 'media:(max-width: 767.98px)')}>
      <button
        type="button"
        className={styles.toggle}
        popoverTarget={PANEL_ID}
        aria-expanded="false"
        aria-controls={PANEL_ID}
        aria-label="Menu"
      >
        <span className={styles.bars} aria-hidden="true" />
      </button>
      <div id={PANEL_ID} popover="auto" className={styles.panel}>
        <nav aria-label="Main">
          <ul className={styles.links}>
            {frame.header.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={current(item.href)}>
                  {item.label}
                </a>
                {item.menu === 'services' && (
                  <ul className={styles.sublinks}>
                    {frame.services.map((service) => (
                      <li key={service.href}>
                        <a href={service.href} aria-current={current(service.href)}>
                          {service.menuTitle}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <a className="button button--primary" href={frame.headerButton.href}>
            {frame.headerButton.label}
          </a>
        </nav>
      </div>
    </div>
  )
}
