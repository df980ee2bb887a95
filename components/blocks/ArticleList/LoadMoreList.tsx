import { useRef, useState } from 'react'
import { ArticleCard, type ArticleCardData, type ArticleListClasses } from './ArticleCard.js'

/** Articles newest first, `pageSize` at a time, with a Load More Articles button (an island). */
export function LoadMoreList({ articles, pageSize, classes: styles }: { articles: ArticleCardData[]; pageSize: number; classes: ArticleListClasses }) {
  const [shown, setShown] = useState(pageSize)
  const list = useRef<HTMLUListElement>(null)

  const loadMore = () => {
    const firstNew = shown
    setShown(shown + pageSize)
    // Keyboard and screen-reader users continue at the first new article.
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLAnchorElement>('h3 a')[firstNew]?.focus())
  }

  return (
    <>
      <ul ref={list} className={styles.grid}>
        {articles.slice(0, shown).map((article) => <li key={article.href}><ArticleCard article={article} classes={styles} /></li>)}
      </ul>
      {articles.length > shown && (
        <p className={styles.more}>
          <button type="button" className="button button--secondary" onClick={loadMore}>Load More Articles</button>
        </p>
      )}
    </>
  )
}
