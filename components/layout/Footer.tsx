import type { LayoutData } from '../../renderer/pageData.js'
import styles from './Footer.module.scss'

/** Footer columns, policy links and the copyright, from content/site.yaml. */
export function Footer({ layout }: { layout: LayoutData }) {
  const columns = [
    { heading: 'Services', links: layout.services.map((service) => ({ label: service.menuTitle, href: service.href })) },
    ...layout.navigation.footer,
  ].filter((column) => column.links.length > 0)
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className={styles.heading}>{column.heading}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => <li key={link.href}><a href={link.href}>{link.label}</a></li>)}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>© {layout.year} {layout.name}. All rights reserved.</p>
        <ul className={styles.legal}>
          {layout.navigation.legal.map((link) => <li key={link.href}><a href={link.href}>{link.label}</a></li>)}
          <li><a href="/sitemap.xml" target="_blank" rel="noopener noreferrer">Sitemap<span className="visually-hidden"> (opens in a new tab)</span></a></li>
        </ul>
      </div>
    </footer>
  )
}
