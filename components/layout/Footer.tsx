import type { LayoutData } from '../../renderer/pageData.js'
import { islandAttributes } from '../islands/Island.js'
import { Icon } from '../ui/Icon.js'
import { SocialLinks } from '../ui/SocialLinks.js'
import { RobotHost } from './RobotHost.js'
import styles from './Footer.module.scss'

/** Footer columns, latest articles, social links, trust badges and the legal line. */
export function Footer({ layout }: { layout: LayoutData }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <a className={styles.logo} href="/">
            <img src={layout.logo} alt="" width="40" height="40" />
            <span>{layout.name}</span>
          </a>
          <p className={styles.rating}>
            <span aria-hidden="true" className={styles.stars}>★★★★★</span> Rated {layout.rating} by our clients
          </p>
          <SocialLinks profiles={layout.social} />
        </div>
        {layout.footer.filter((column) => column.links.length > 0).map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className={styles.heading}>{column.heading}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => <li key={link.href}><a href={link.href}>{link.label}</a></li>)}
            </ul>
          </nav>
        ))}
      </div>

      {layout.latestArticles.length > 0 && (
        <nav aria-label={layout.articlesHeading} className={`container ${styles.articles}`}>
          <h2 className={styles.heading}>{layout.articlesHeading}</h2>
          <ul className={styles.articleLinks}>
            {layout.latestArticles.map((article) => <li key={article.href}><a href={article.href}>{article.label}</a></li>)}
          </ul>
        </nav>
      )}

      {layout.trustBadges.length > 0 && (
        <ul className={`container ${styles.badges}`} aria-label="Trust badges">
          {layout.trustBadges.map((badge) => (
            <li key={badge.label} className={styles.badge}>
              <Icon name={badge.icon} size={18} /> {badge.label}
            </li>
          ))}
        </ul>
      )}

      <div className={`container ${styles.bottom}`}>
        <p>
          © <span {...islandAttributes('current-year', 'idle')}>{layout.year}</span> {layout.name}. All rights reserved.
          <br />
          {layout.address} · <a href={layout.phoneHref}>{layout.phone}</a>
        </p>
        <ul className={styles.legal}>
          {layout.legal.map((link) => <li key={link.href}><a href={link.href}>{link.label}</a></li>)}
          <li>
            <a href="/sitemap.xml" target="_blank" rel="noopener noreferrer">
              Sitemap<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </div>
      <RobotHost />
    </footer>
  )
}
