import { type FormEvent, useId, useState } from 'react'
import { Markdown } from '../../markdown.js'
import { Icon } from '../../ui/Icon.js'
import { formatDate } from '../../format.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import { ALL_LOCATIONS, filterJobs } from './filterJobs.js'
import styles from './Jobs.module.scss'

/**
 * Choosing a location filters the list at once; the Search button applies the choice
 * too (for visitors who expect a button). Without JavaScript every job is listed.
 */
export function Jobs({ block }: BlockProps<'jobs'>) {
  const selectId = useId()
  const [choice, setChoice] = useState(ALL_LOCATIONS)
  const [applied, setApplied] = useState(ALL_LOCATIONS)
  const shown = filterJobs(block.jobs, applied)

  const choose = (value: string) => {
    setChoice(value)
    setApplied(value)
  }
  const search = (event: FormEvent) => {
    event.preventDefault()
    setApplied(choice)
  }

  return (
    <BlockSection block={block}>
      <form className={styles.filter} role="search" aria-label="Filter open positions" onSubmit={search}>
        <label htmlFor={selectId}>Location</label>
        <select id={selectId} value={choice} onChange={(event) => choose(event.target.value)}>
          {block.locations.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
        <button type="submit" className="button button--primary">
          <Icon name="search" size={18} /> Search
        </button>
      </form>
      <div aria-live="polite" className={styles.results}>
        {shown.length ? (
          <ul className={styles.jobs}>
            {shown.map((job) => (
              <li key={`${job.title}-${job.location}`} className={styles.job}>
                <h3 className={styles.title}>{job.title}</h3>
                <p className={styles.meta}>
                  <Icon name="map-pin" size={16} /> {job.location} · {job.employmentType.replace('_', ' ').toLowerCase()} · posted <time dateTime={job.posted}>{formatDate(job.posted)}</time>
                </p>
                <Markdown tree={job.summary} />
                <a className="button button--secondary" href={job.apply}>Apply<span className="visually-hidden"> for {job.title}</span></a>
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <h3>{block.emptyHeading}</h3>
            <Markdown tree={block.emptyText} />
          </div>
        )}
      </div>
    </BlockSection>
  )
}
