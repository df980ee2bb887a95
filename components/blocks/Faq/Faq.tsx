import { useId } from 'react'
import { Markdown } from '../../markdown.js'
import { ActionLink } from '../../ui/ActionLink.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import styles from './Faq.module.scss'

/**
 * An accordion of native <details>: sharing one `name` makes the browser keep one item
 * open at a time and close the open one on a second click, with no JavaScript.
 */
export function Faq({ block }: BlockProps<'faq'>) {
  const groupName = useId()
  return (
    <BlockSection block={block} data-faq>
      <div className={styles.items}>
        {block.items.map((item) => (
          <details key={item.question} name={groupName} className={styles.item}>
            <summary className={styles.question}>{item.question}</summary>
            <Markdown tree={item.answer} className={styles.answer} />
          </details>
        ))}
      </div>
      {block.action && (
        <p className={styles.action}>
          <ActionLink action={block.action} />
        </p>
      )}
    </BlockSection>
  )
}
