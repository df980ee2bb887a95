import type { Root } from 'hast'
import type { ReactNode } from 'react'
import { Markdown } from '../../markdown.js'
import styles from './CallToAction.module.scss'

/** The dark closing band: heading, a line of text, then its buttons. */
export function CtaBand({ id, heading, text, children }: { id?: string; heading: string; text?: Root; children: ReactNode }) {
  return (
    <section className={styles.cta} id={id}>
      <div className={`container ${styles.inner}`}>
        <h2 className={styles.heading}>{heading}</h2>
        {text && <Markdown tree={text} className={styles.text} />}
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  )
}
