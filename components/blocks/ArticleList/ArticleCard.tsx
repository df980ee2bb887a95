import type { EntrySummary } from '../../../pipeline/shared/types.js'
import { formatDate } from '../../../pipeline/shared/format.js'
import { Picture } from '../../ui/Picture.js'
import styles from './ArticleList.module.scss'

/** One article in a listing: picture, category, title, excerpt, author and date. */
export function ArticleCard({ article }: { article: EntrySummary }) {
  return (
    <article className={styles.card}>
      {/* Decorative here: the title next to it says what the article is. */}
      {article.image && (
        <Picture className={styles.image} image={article.image} alt="" sizes="(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw" />
      )}
      <div className={styles.content}>
        {article.category && <p className={styles.category}>{article.category}</p>}
        <h3 className={styles.title}>
          <a href={article.href}>{article.title}</a>
        </h3>
        <p className={styles.excerpt}>{article.description}</p>
        <p className={styles.meta}>
          {article.author && <span>{article.author} · </span>}
          {article.date && <time dateTime={article.date}>{formatDate(article.date)}</time>}
        </p>
      </div>
    </article>
  )
}
