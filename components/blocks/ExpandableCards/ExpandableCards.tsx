import { useId } from 'react'
import { Markdown } from '../../markdown.js'
import { ActionLink } from '../../ui/ActionLink.js'
import { Icon } from '../../ui/Icon.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import styles from './ExpandableCards.module.scss'

/**
 * Built on native <details> sharing one `name`: the browser keeps one card open at a
 * time, closes the open card on a second click, and it all works without JavaScript.
 * The toggle reads "Learn More" when closed and "Show Less" when open.
 */
export function ExpandableCards({ block }: BlockProps<'expandable-cards'>) {
  const group = useId()
  return (
    <BlockSection block={block}>
      <ul className={styles.grid}>
        {block.items.map((card) => (
          <li key={card.title} className={styles.card}>
            {card.icon && <Icon name={card.icon} size={28} className={styles.icon} />}
            <h3 className={styles.title}>{card.title}</h3>
            <p className={styles.summary}>{card.summary}</p>
            <details name={group} className={styles.details}>
              <summary className={styles.toggle}>
                <span className={styles.more}>Learn More</span>
                <span className={styles.less}>Show Less</span>
                <span className="visually-hidden">: {card.title}</span>
              </summary>
              <Markdown tree={card.details} className={styles.body} />
            </details>
          </li>
        ))}
      </ul>
      {block.action && (
        <p className={styles.action}>
          <ActionLink action={block.action} />
        </p>
      )}
    </BlockSection>
  )
}
