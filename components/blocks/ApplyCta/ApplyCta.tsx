import { Markdown } from '../../markdown.js'
import { ApplyButton } from '../../ui/ApplicationDialog.js'
import type { BlockProps } from '../types.js'
import styles from '../CallToAction/CallToAction.module.scss'

export function ApplyCta({ block }: BlockProps<'apply-cta'>) {
  return (
    <section className={styles.cta} id={block.id}>
      <div className={`container ${styles.inner}`}>
        <h2 className={styles.heading}>{block.heading}</h2>
        {block.text && <Markdown tree={block.text} className={styles.text} />}
        <div className={styles.actions}>
          <ApplyButton resource={{ title: block.applyFor, type: block.applicationType }}>{block.buttonLabel}</ApplyButton>
        </div>
      </div>
    </section>
  )
}
