import { Markdown } from '../../markdown.js'
import { Icon } from '../../ui/Icon.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import styles from './Cards.module.scss'

export function Cards({ block }: BlockProps<'cards'>) {
  return (
    <BlockSection block={block}>
      <ul className={styles.grid} data-columns={block.columns}>
        {block.items.map((card) => (
          <li key={card.title} className={`${styles.card} ${card.featured ? styles.featured : ''}`}>
            {card.featured && <span className={styles.badge}>Featured</span>}
            {card.icon && <Icon name={card.icon} className={styles.icon} />}
            <h3 className={styles.title}>{card.title}</h3>
            {card.text && <Markdown tree={card.text} className={styles.text} />}
            {card.points && (
              <ul className={styles.points}>
                {card.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
            {card.href && (
              <a className={styles.link} href={card.href}>
                {card.linkLabel ?? 'Learn More'}
                <span className="visually-hidden">: {card.title}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
