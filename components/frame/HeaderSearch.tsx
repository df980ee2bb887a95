import { Icon } from '../ui/Icon.js'
import styles from './HeaderSearch.module.scss'

const PANEL_ID = 'site-search'
const INPUT_ID = 'site-search-q'

/**
 * A search icon in the header on every page. It opens a small native popover with a
 * field (focused on opening) whose form goes to the search page with ?q=; the search
 * itself, and its index, load only there. Works without JavaScript.
 */
export function HeaderSearch({ searchHref }: { searchHref: string }) {
  return (
    <div className={styles.search}>
      <button type="button" className={styles.toggle} popoverTarget={PANEL_ID} aria-controls={PANEL_ID} aria-label="Search">
        <Icon name="search" size={20} />
      </button>
      <div id={PANEL_ID} popover="auto" className={styles.panel}>
        <form action={searchHref} method="get" role="search" className={styles.form}>
          <label htmlFor={INPUT_ID} className="visually-hidden">
            Search this site
          </label>
          <input
            id={INPUT_ID}
            type="search"
            name="q"
            required
            autoFocus
            enterKeyHint="search"
            placeholder="Search this site"
            className={styles.input}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
      </div>
    </div>
  )
}
