import { useId } from 'react'
import { Markdown } from '../../markdown.js'
import type { BlockProps } from '../types.js'
import styles from './Newsletter.module.scss'

/** A plain HTML form: the browser checks the address and posts it to the provider. */
export function Newsletter({ block, pageData }: BlockProps<'newsletter'>) {
  const headingId = useId()
  const inputId = useId()
  const action = pageData.frame.forms.newsletter
  return (
    <section className={`section ${styles.section}`} id={block.id} aria-labelledby={headingId}>
      <div className={`container ${styles.inner}`}>
        <h2 id={headingId} className={styles.heading}>
          {block.heading}
        </h2>
        {block.text && <Markdown tree={block.text} className={styles.text} />}
        <form className={styles.form} action={action} method="post">
          <label htmlFor={inputId} className="visually-hidden">
            E-mail address
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            className={styles.input}
          />
          <button type="submit" className="button button--primary">
            {block.buttonLabel}
          </button>
        </form>
      </div>
    </section>
  )
}
