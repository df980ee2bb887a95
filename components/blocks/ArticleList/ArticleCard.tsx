import type { EntrySummary } from '../../../renderer/pipeline/types.js'
import { formatDate } from '../../format.js'
import styles from './ArticleList.module.scss'

/** One article in a listing: picture, category, title, excerpt, author and date. */
export function ArticleCard({ article }: { article: EntrySummary }) {
  return (
    <article className={styles.card}>
      {article.image && (
        <img className={styles.image} src={article.image.src} alt="" width={article.image.width} height={article.image.height} loading="lazy" decoding="async" />
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
