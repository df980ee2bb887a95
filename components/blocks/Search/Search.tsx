import { useId } from 'react'
import { islandAttributes } from '../../islands/Island.js'
import { Markdown } from '../../markdown.js'
import { Icon } from '../../ui/Icon.js'
import type { BlockProps } from '../types.js'
import styles from './Search.module.scss'

/**
 * The search form posts ?q= to this same page. The island (search.island.ts) reads ?q=,
 * loads the build's Pagefind index and lists the results; without JavaScript the
 * noScript text points to the sitemap and the main sections instead.
 */
export function Search({ block }: BlockProps<'search'>) {
  const inputId = useId()
  return (
    <section className={`section ${styles.section}`} id={block.id} {...islandAttributes('search', 'load')}>
      <div className="container">
        <form className={styles.form} role="search" method="get">
          <label htmlFor={inputId} className={styles.label}>
            {block.label}
          </label>
          <div className={styles.row}>
            <input id={inputId} type="search" name="q" required autoComplete="off" enterKeyHint="search" className={styles.input} />
            <button type="submit" className="button button--primary">
              <Icon name="search" size={18} /> {block.buttonLabel}
            </button>
          </div>
        </form>
        <noscript>
          <Markdown tree={block.noScript} className={styles.noScript} />
        </noscript>
        <p role="status" className={styles.status} data-search-status />
        <ol className={styles.results} data-search-results hidden />
      </div>
    </section>
  )
}
