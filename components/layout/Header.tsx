import type { LayoutData } from '../../renderer/pageData.js'
import styles from './Header.module.scss'

/** Logo and main navigation from content/site.yaml (navigation.header). */
export function Header({ layout }: { layout: LayoutData }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <a className={styles.logo} href="/">
          <img src={layout.logo} alt="" width="36" height="36" />
          <span>{layout.name}</span>
        </a>
        <nav aria-label="Main">
          <ul className={styles.menu}>
            {layout.navigation.header.map((link) => (
              <li key={link.href}><a href={link.href}>{link.label}</a></li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
