import { ReactIsland } from '../../islands/Island.js'
import { ActionLink } from '../../ui/ActionLink.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import { CounterList, type CounterListClasses } from './CounterList.js'
import styles from './Counters.module.scss'

export function Counters({ block }: BlockProps<'counters'>) {
  return (
    <BlockSection block={block} className={styles.section}>
      <ReactIsland
        name="counters"
        component={CounterList}
        props={{ items: block.items, classes: styles as CounterListClasses }}
        hydrate="visible"
      />
      {block.action && (
        <p className={styles.action}>
          <ActionLink action={block.action} />
        </p>
      )}
    </BlockSection>
  )
}
