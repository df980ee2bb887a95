import { useId } from 'react'
import { islandAttributes } from '../../islands/Island.js'
import { Markdown } from '../../markdown.js'
import { Icon } from '../../ui/Icon.js'
import { formatDate } from '../../../pipeline/shared/format.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import { ALL_LOCATIONS } from './filterJobs.js'
import styles from './Jobs.module.scss'

/**
 * Every job is in the HTML. Its island (jobsFilter.island.ts) filters the list as soon as
 * a location is chosen; the Search button applies the choice too (for visitors who expect
 * a button). Without JavaScript every job is listed.
 */
export function Jobs({ block }: BlockProps<'jobs'>) {
  const selectId = useId()
  return (
    <BlockSection block={block} {...islandAttributes('jobs-filter', 'visible')}>
      <form className={styles.filter} role="search" aria-label="Filter open positions">
        <label htmlFor={selectId}>Location</label>
        <select id={selectId} defaultValue={ALL_LOCATIONS}>
          {block.locations.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary">
          <Icon name="search" size={18} /> Search
        </button>
      </form>
      <div aria-live="polite" className={styles.results}>
        <ul className={styles.jobs} hidden={!block.jobs.length}>
          {block.jobs.map((job) => (
            <li key={`${job.title}-${job.location}`} className={styles.job} data-location={job.location}>
              <h3 className={styles.title}>{job.title}</h3>
              <p className={styles.meta}>
                <Icon name="map-pin" size={16} /> {job.location} · {job.employmentType.replace('_', ' ').toLowerCase()} · posted{' '}
                <time dateTime={job.posted}>{formatDate(job.posted)}</time>
              </p>
              <Markdown tree={job.summary} />
              <a className="button button--secondary" href={job.apply}>
                Apply<span className="visually-hidden"> for {job.title}</span>
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.empty} hidden={block.jobs.length > 0} data-jobs-empty>
          <h3>{block.emptyHeading}</h3>
          <Markdown tree={block.emptyText} />
        </div>
      </div>
    </BlockSection>
  )
}
