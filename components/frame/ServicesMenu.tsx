import type { EntrySummary } from '../../pipeline/shared/types.js'
import { islandAttributes } from '../islands/Island.js'
import { Icon } from '../ui/Icon.js'
import styles from './ServicesMenu.module.scss'

const PANEL_ID = 'services-menu'

/**
 * The Services dropdown, a WAI-ARIA disclosure built on the native `popover`: the button
 * opens and closes the panel, Escape and a click outside close it, with or without
 * JavaScript. Its island (servicesMenu.island.ts) adds the hover delays and arrow keys.
 */
export function ServicesMenu({ label, services, viewAllHref }: { label: string; services: EntrySummary[]; viewAllHref: string }) {
  return (
    <div className={styles.menu} {...islandAttributes('services-menu', 'media:(min-width: 768px)')}>
      <button type="button" className={styles.trigger} popoverTarget={PANEL_ID} aria-expanded="false" aria-controls={PANEL_ID}>
        {label}
        <svg className={styles.chevron} aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div id={PANEL_ID} popover="auto" className={styles.panel}>
        <ul className={styles.list}>
          {services.map((service) => (
            <li key={service.href}>
              <a className={styles.item} href={service.href}>
                {service.icon && <Icon name={service.icon} size={22} className={styles.icon} />}
                <span>
                  <span className={styles.title}>{service.menuTitle}</span>
                  <span className={styles.summary}>{service.summary}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <a className={styles.viewAll} href={viewAllHref}>
          View all services
        </a>
      </div>
    </div>
  )
}
