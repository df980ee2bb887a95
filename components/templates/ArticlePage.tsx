import type { PageOf } from '../../pipeline/shared/types.js'
import type { PageData } from '../../pipeline/page/pageData.js'
import { Markdown } from '../markdown.js'
import { formatDate } from '../../pipeline/shared/format.js'
import { SocialIcon } from '../ui/SocialIcon.js'
import { Icon } from '../ui/Icon.js'
import styles from './ArticlePage.module.scss'
import { Picture } from '../ui/Picture.js'

/** Plain share links: no third-party script is loaded to share a page. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { name: 'X (Twitter)', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, icon: <SocialIcon network="twitter" size={18} /> },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: <SocialIcon network="facebook" size={18} /> },
    {
      name: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: <SocialIcon network="linkedin" size={18} />,
    },
    { name: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}`, icon: <Icon name="message-circle" size={18} /> },
    { name: 'E-mail', href: `mailto:?subject=${t}&body=${u}`, icon: <Icon name="mail" size={18} /> },
  ]
}

/** A blog article: header, cover, body, author box, share links and related articles. */
export function ArticlePage({ page, pageData }: { page: PageOf<'article'>; pageData: PageData }) {
  const { data } = page
  const { article } = pageData
  if (!article) throw new Error(`The article ${page.route} was rendered without its author data`)
  return (
    <article>
      <header className={styles.band}>
        <div className={`container ${styles.header}`}>
          <p className={styles.category}>{data.category}</p>
          <h1 className={styles.title}>{data.title}</h1>
          <p className={styles.meta}>
            By {article.author.name} · <time dateTime={data.date}>{formatDate(data.date)}</time> · {article.readingMinutes} min read
          </p>
        </div>
      </header>
      <div className={`container ${styles.column}`}>
        {/* The first thing below the title: the page's largest picture, so not lazy. */}
        <Picture className={styles.cover} image={data.image} sizes="(min-width: 48rem) 48rem, 100vw" priority />
        {page.body && <Markdown tree={page.body} className="prose" />}

        <aside className={styles.share} aria-labelledby="share-heading">
          <h2 id="share-heading" className={styles.asideHeading}>
            Share this article
          </h2>
          <ul>
            {shareLinks(article.url, data.title).map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.icon}
                  <span className="visually-hidden">Share on {link.name} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </aside>

        <aside className={styles.author} aria-labelledby="author-heading">
          <span className={styles.avatar} aria-hidden="true">
            {article.author.name
              .split(/\s+/)
              .map((word) => word[0])
              .slice(0, 2)
              .join('')}
          </span>
          <div>
            <h2 id="author-heading" className={styles.asideHeading}>
              About the author: {article.author.name}
            </h2>
            <p className={styles.role}>{article.author.role}</p>
            <p>{article.author.bio}</p>
            <a href={article.author.linkedin} target="_blank" rel="noopener noreferrer">
              {article.author.name} on LinkedIn<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </aside>

        {data.related.length > 0 && (
          <nav className={styles.related} aria-labelledby="related-heading">
            <h2 id="related-heading" className={styles.asideHeading}>
              Related Articles
            </h2>
            <ul>
              {data.related.map((related) => (
                <li key={related.href}>
                  <a href={related.href}>{related.title}</a>
                  {related.category && <span className={styles.relatedCategory}>{related.category}</span>}
                </li>
              ))}
            </ul>
          </nav>
        )}

        <p className={styles.actions}>
          <a className="button button--primary" href="/contact">
            Get in Touch
          </a>
          <a className="button button--secondary" href="/blog">
            Back to Blog
          </a>
        </p>
      </div>
    </article>
  )
}
