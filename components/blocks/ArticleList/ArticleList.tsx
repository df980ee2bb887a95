import { useRef, useState } from 'react'
import { usePageContext } from '../../../renderer/usePageContext.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import { ArticleCard } from './ArticleCard.js'
import styles from './ArticleList.module.scss'

/**
 * Articles newest first, `pageSize` at a time. Without JavaScript the rest are listed
 * in a <noscript>, so every article stays reachable.
 */
export function ArticleList({ block }: BlockProps<'article-list'>) {
  const articles = usePageContext().data.layout.articles
  const [shown, setShown] = useState(block.pageSize)
  const list = useRef<HTMLUListElement>(null)
  const remaining = articles.length - shown

  const loadMore = () => {
    const firstNew = shown
    setShown(shown + block.pageSize)
    // Keyboard and screen-reader users continue at the first new article.
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLAnchorElement>('h3 a')[firstNew]?.focus())
  }

  return (
    <BlockSection block={block}>
      <ul ref={list} className={styles.grid}>
        {articles.slice(0, shown).map((article) => <li key={article.href}><ArticleCard article={article} /></li>)}
      </ul>
      {remaining > 0 && (
        <>
          <noscript>
            <ul className={styles.grid}>
              {articles.slice(shown).map((article) => <li key={article.href}><ArticleCard article={article} /></li>)}
            </ul>
          </noscript>
          <p className={styles.more}>
            <button type="button" className="button button--secondary" onClick={loadMore}>Load More Articles</button>
          </p>
        </>
      )}
    </BlockSection>
  )
}
