import { useId } from 'react'
import { usePageContext } from '../../../renderer/usePageContext.js'
import { Markdown } from '../../markdown.js'
import type { BlockProps } from '../types.js'
import styles from './FormEmbed.module.scss'

/** The iframe loads only when scrolled near; the plain link always works. */
export function FormEmbed({ block }: BlockProps<'form-embed'>) {
  const headingId = useId()
  const url = usePageContext().data.layout.forms[block.form]
  return (
    <section className="section" id={block.id} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="section-heading">{block.heading}</h2>
        {block.intro && <Markdown tree={block.intro} className="section-intro" />}
        <iframe className={styles.frame} src={url} title={block.title} height={block.height} loading="lazy" />
        <p className={styles.fallback}>
          Form not showing?{' '}
          <a href={url} target="_blank" rel="noopener noreferrer">
            Open the form in a new tab<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </section>
  )
}
