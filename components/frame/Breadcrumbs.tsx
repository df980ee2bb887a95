import type { Crumb } from '../../pipeline/head/breadcrumbs.js'
import styles from './Breadcrumbs.module.scss'

/** Home › … › current page. Nothing on the home page (no crumbs). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (!crumbs.length) return null
  return (
    <nav aria-label="Breadcrumb" className={styles.bar} data-pagefind-ignore>
      <ol className={styles.list}>
        {crumbs.map((crumb) => (
          <li key={crumb.href + crumb.name} className={styles.item}>
            {crumb.current ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.href}>{crumb.name}</a>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
