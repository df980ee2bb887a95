import type { PageOf } from '../../renderer/pipeline/types.js'
import { Markdown } from '../markdown.js'
import { formatDate } from '../format.js'
import styles from './ArticlePage.module.scss'

/** A blog article: title, category, date, cover, body. (The full template is issue 6.) */
export function ArticlePage({ page }: { page: PageOf<'article'> }) {
  const { data } = page
  return (
    <article className="section">
      <header className={`container ${styles.header}`}>
        <p className={styles.meta}>
          <span>{data.category}</span> · <time dateTime={data.date}>{formatDate(data.date)}</time>
        </p>
        <h1 className={styles.title}>{data.title}</h1>
        <img className={styles.cover} src={data.image.src} alt={data.image.alt} width={data.image.width} height={data.image.height} />
      </header>
      {page.body && <Markdown tree={page.body} className="container prose" />}
      <p className="container"><a href="/">Back to Home</a></p>
    </article>
  )
}
