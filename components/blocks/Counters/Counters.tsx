import { ActionLink } from '../../ui/ActionLink.js'
import { Counter } from '../../ui/Counter.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import styles from './Counters.module.scss'

export function Counters({ block }: BlockProps<'counters'>) {
  return (
    <BlockSection block={block} className={styles.section}>
      <dl className={styles.grid}>
        {block.items.map((item) => (
          <div key={item.label} className={styles.item}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.value}>
              {typeof item.value === 'number' ? <Counter value={item.value} prefix={item.prefix} suffix={item.suffix} /> : `${item.prefix ?? ''}${item.value}${item.suffix ?? ''}`}
            </dd>
          </div>
        ))}
      </dl>
      {block.action && <p className={styles.action}><ActionLink action={block.action} /></p>}
    </BlockSection>
  )
}
