import { islandAttributes } from '../../islands/Island.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import { ArticleCard } from './ArticleCard.js'
import styles from './ArticleList.module.scss'

/**
 * One page of the articles, newest first: /blog, then /blog/page/2, … (real pages, so
 * every article is reachable without JavaScript). "Load More Articles" links to the next
 * page; its island (loadMore.island.ts) brings that page's cards in here instead.
 */
export function ArticleList({ block, pageData }: BlockProps<'article-list'>) {
  const { listing } = pageData
  if (!listing) throw new Error('An article list was rendered without its listing data')
  return (
    <BlockSection block={block}>
      <ul className={styles.grid} data-article-list data-pagefind-ignore>
        {listing.articles.map((article) => (
          <li key={article.href}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      {(listing.previous || listing.next) && (
        <p className={styles.more}>
          {listing.previous && (
            <a className="button button--secondary" href={listing.previous} rel="prev">
              Newer Articles
            </a>
          )}
          {listing.next && (
            <a className="button button--secondary" href={listing.next} rel="next" {...islandAttributes('load-more', 'visible')}>
              Load More Articles
            </a>
          )}
        </p>
      )}
    </BlockSection>
  )
}
