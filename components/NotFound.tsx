import { islandAttributes } from './islands/Island.js'
import styles from './NotFound.module.scss'

/** The not-found page; its island tells developers in the console which address was tried. */
export function NotFound() {
  return (
    <section className={styles.notFound} {...islandAttributes('not-found', 'load')}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <span className="visually-hidden">404: </span>Oops! Page not found
      </h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <a className="button button--primary" href="/">
        Return to Home
      </a>
    </section>
  )
}
