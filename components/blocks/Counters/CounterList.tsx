import { Counter } from '../../ui/Counter.js'

type CounterItem = { label: string; value: number | string; prefix?: string; suffix?: string }

/** Class names of Counters.module.scss, from the server, so the island ships no stylesheet. */
export type CounterListClasses = Record<'grid' | 'item' | 'label' | 'value', string>

/** The figures of a counters block; numbers count up (an island), text values stay as they are. */
export function CounterList({ items, classes: styles }: { items: CounterItem[]; classes: CounterListClasses }) {
  return (
    <dl className={styles.grid}>
      {items.map((item) => (
        <div key={item.label} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>
            {typeof item.value === 'number' ? (
              <Counter value={item.value} prefix={item.prefix} suffix={item.suffix} />
            ) : (
              `${item.prefix ?? ''}${item.value}${item.suffix ?? ''}`
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
