import { Markdown } from '../../markdown.js'
import { ActionLink } from '../../ui/ActionLink.js'
import type { BlockProps } from '../types.js'
import styles from './CallToAction.module.scss'

export function CallToAction({ block }: BlockProps<'cta'>) {
  return (
    <section className={styles.cta} id={block.id}>
      <div className={`container ${styles.inner}`}>
        <h2 className={styles.heading}>{block.heading}</h2>
        {block.text && <Markdown tree={block.text} className={styles.text} />}
        <div className={styles.actions}>
          {block.actions.map((action) => <ActionLink key={action.label} action={action} />)}
        </div>
      </div>
    </section>
  )
}
