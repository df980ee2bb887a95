import { useId } from 'react'
import { islandAttributes } from '../../islands/Island.js'
import { ApplyButton } from '../../ui/ApplicationDialog.js'
import { Icon } from '../../ui/Icon.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import { badgeColour } from './badge.js'
import styles from './Opportunities.module.scss'

/** Each tab shows the opportunities of one type (`data-type`), or all of them. */
const FILTERS = [
  { type: '', label: 'All Opportunities' },
  { type: 'Internship', label: 'Internships' },
  { type: 'Course', label: 'Short Courses' },
] as const

const CARD_LIST_LENGTH = 3 // spec §9: cards show 3 features and 3 outcomes

/**
 * WAI-ARIA tabs over every opportunity, all in the HTML: its island (opportunityTabs.island.ts)
 * filters the panel, and arrow keys move between the tabs.
 */
export function Opportunities({ block, pageData }: BlockProps<'opportunities'>) {
  const id = useId()
  return (
    <BlockSection block={block} {...islandAttributes('opportunity-tabs', 'visible')}>
      <div role="tablist" aria-label="Filter opportunities" className={styles.tabs}>
        {FILTERS.map((option, index) => (
          <button
            key={option.label}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === 0}
            aria-controls={`${id}-panel`}
            tabIndex={index === 0 ? 0 : -1}
            className={styles.tab}
            data-type={option.type}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-0`} className={styles.panel}>
        <ul className={styles.grid}>
          {block.items.map((item) => (
            <li key={item.title} className={styles.card} data-type={item.type}>
              <div className={styles.badges}>
                <span className={styles.badge} data-colour={badgeColour(item.difficulty)}>
                  {item.difficulty}
                </span>
                <span className={styles.type}>{item.type}</span>
                <span className={styles.duration}>
                  <Icon name="clock" size={16} /> {item.duration}
                </span>
              </div>
              <h3 className={styles.title}>{item.title}</h3>
              <p>{item.description}</p>
              {item.hours && (
                <p className={styles.small}>
                  <strong>Time:</strong> {item.hours}
                </p>
              )}
              <p className={styles.small}>
                <strong>Prerequisites:</strong> {item.prerequisites}
              </p>
              <h4 className={styles.listHeading}>What's included</h4>
              <ul className={styles.list}>
                {item.features.slice(0, CARD_LIST_LENGTH).map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <h4 className={styles.listHeading}>You will learn</h4>
              <ul className={styles.list}>
                {item.outcomes.slice(0, CARD_LIST_LENGTH).map((outcome) => (
                  <li key={outcome}>{outcome}</li>
                ))}
              </ul>
              <ApplyButton formUrl={pageData.frame.forms.application} resource={{ title: item.title, type: item.type }}>
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
