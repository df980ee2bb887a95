import type { FrameData } from '../../pipeline/page/pageData.js'
import { islandAttributes } from '../islands/Island.js'
import { Icon } from '../ui/Icon.js'
import { SocialLinks } from '../ui/SocialLinks.js'
import { RobotHost } from './RobotHost.js'
import styles from './Footer.module.scss'

/** Footer columns, latest articles, social links, trust badges and the legal line. */
export function Footer({ frame }: { frame: FrameData }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <a className={styles.logo} href="/">
            <img src={frame.logo} alt="" width="40" height="40" />
            <span>{frame.name}</span>
          </a>
          <p className={styles.rating}>
            <span aria-hidden="true" className={styles.stars}>
              ★★★★★
            </span>{' '}
            Rated {frame.rating} by our clients
          </p>
          <SocialLinks profiles={frame.social} />
        </div>
        {frame.footer
          .filter((column) => column.links.length > 0)
          .map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className={styles.heading}>{column.heading}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
      </div>

      {frame.latestArticles.length > 0 && (
        <nav aria-label={frame.articlesHeading} className={`container ${styles.articles}`}>
          <h2 className={styles.heading}>{frame.articlesHeading}</h2>
          <ul className={styles.articleLinks}>
            {frame.latestArticles.map((article) => (
              <li key={article.href}>
                <a href={article.href}>{article.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {frame.trustBadges.length > 0 && (
        <ul className={`container ${styles.badges}`} aria-label="Trust badges">
          {frame.trustBadges.map((badge) => (
            <li key={badge.label} className={styles.badge}>
              <Icon name={badge.icon} size={18} /> {badge.label}
            </li>
          ))}
        </ul>
      )}

      <div className={`container ${styles.bottom}`}>
        <p>
          © <span {...islandAttributes('current-year', 'idle')}>{frame.year}</span> {frame.name}. All rights reserved.
          <br />
          {frame.address} · <a href={frame.phoneHref}>{frame.phone}</a>
        </p>
        <ul className={styles.legal}>
          {frame.legal.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
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
