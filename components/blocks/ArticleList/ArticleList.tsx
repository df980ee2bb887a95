import { usePageContext } from '../../../renderer/usePageContext.js'
import { ReactIsland } from '../../islands/Island.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import { ArticleCard, articleCardData, type ArticleListClasses } from './ArticleCard.js'
import { LoadMoreList } from './LoadMoreList.js'
import styles from './ArticleList.module.scss'

/**
 * Articles newest first, `pageSize` at a time. Without JavaScript the rest are listed
 * in a <noscript>, so every article stays reachable.
 */
export function ArticleList({ block }: BlockProps<'article-list'>) {
  const articles = usePageContext().data.layout.articles.map(articleCardData)
  const rest = articles.slice(block.pageSize)
  const classes = styles as ArticleListClasses
  return (
    <BlockSection block={block}>
      <ReactIsland name="load-more" component={LoadMoreList} props={{ articles, pageSize: block.pageSize, classes }} hydrate="visible" />
      {rest.length > 0 && (
        <noscript>
          <ul className={styles.grid}>
            {rest.map((article) => <li key={article.href}><ArticleCard article={article} classes={classes} /></li>)}
          </ul>
        </noscript>
      )}
    </BlockSection>
  )
}
