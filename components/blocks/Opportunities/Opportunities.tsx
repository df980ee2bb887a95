import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { ApplyButton } from '../../ui/ApplicationDialog.js'
import { Icon } from '../../ui/Icon.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import { badgeColour } from './badge.js'
import styles from './Opportunities.module.scss'

const FILTERS = [
  { key: 'all', label: 'All Opportunities' },
  { key: 'internships', label: 'Internships' },
  { key: 'courses', label: 'Short Courses' },
] as const

type Filter = (typeof FILTERS)[number]['key']

const CARD_LIST_LENGTH = 3 // spec §9: cards show 3 features and 3 outcomes

/** WAI-ARIA tabs: arrow keys move between the filters, the panel shows the matches. */
export function Opportunities({ block }: BlockProps<'opportunities'>) {
  const id = useId()
  const [filter, setFilter] = useState<Filter>('all')
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const shown = block.items.filter((item) => filter === 'all' || (filter === 'internships' ? item.type === 'Internship' : item.type === 'Course'))

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + FILTERS.length) % FILTERS.length
    setFilter(FILTERS[next].key)
    tabs.current[next]?.focus()
  }

  return (
    <BlockSection block={block}>
      <div role="tablist" aria-label="Filter opportunities" className={styles.tabs}>
        {FILTERS.map((option, index) => (
          <button
            key={option.key}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${option.key}`}
            aria-selected={filter === option.key}
            aria-controls={`${id}-panel`}
            tabIndex={filter === option.key ? 0 : -1}
            className={styles.tab}
            onClick={() => setFilter(option.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${filter}`} className={styles.panel}>
        <ul className={styles.grid}>
          {shown.map((item) => (
            <li key={item.title} className={styles.card}>
              <div className={styles.badges}>
                <span className={styles.badge} data-colour={badgeColour(item.difficulty)}>{item.difficulty}</span>
                <span className={styles.type}>{item.type}</span>
                <span className={styles.duration}><Icon name="clock" size={16} /> {item.duration}</span>
              </div>
              <h3 className={styles.title}>{item.title}</h3>
              <p>{item.description}</p>
              {item.hours && <p className={styles.small}><strong>Time:</strong> {item.hours}</p>}
              <p className={styles.small}><strong>Prerequisites:</strong> {item.prerequisites}</p>
              <h4 className={styles.listHeading}>What's included</h4>
              <ul className={styles.list}>{item.features.slice(0, CARD_LIST_LENGTH).map((feature) => <li key={feature}>{feature}</li>)}</ul>
              <h4 className={styles.listHeading}>You will learn</h4>
              <ul className={styles.list}>{item.outcomes.slice(0, CARD_LIST_LENGTH).map((outcome) => <li key={outcome}>{outcome}</li>)}</ul>
              <ApplyButton resource={{ title: item.title, type: item.type }}>
                {item.type === 'Internship' ? 'Apply Now' : 'Enroll Now'}
                <span className="visually-hidden">: {item.title}</span>
              </ApplyButton>
            </li>
          ))}
        </ul>
      </div>
    </BlockSection>
  )
}
