import { useId } from 'react'
import { Markdown } from '../../markdown.js'
import { ActionLink } from '../../ui/ActionLink.js'
import { Icon } from '../../ui/Icon.js'
import { SocialLinks } from '../../ui/SocialLinks.js'
import type { BlockProps } from '../types.js'
import styles from './ContactDetails.module.scss'

export function ContactDetails({ block, pageData }: BlockProps<'contact-details'>) {
  const headingId = useId()
  const { frame } = pageData
  return (
    <section className="section" id={block.id} aria-labelledby={headingId}>
      <div className={`container ${styles.grid}`}>
        <div>
          <h2 id={headingId} className="section-heading">
            {block.heading}
          </h2>
          {block.intro && <Markdown tree={block.intro} className="section-intro" />}
          <dl className={styles.list}>
            <div>
              <dt>
                <Icon name="phone" size={20} /> Phone
              </dt>
              <dd>
                <a href={frame.phoneHref}>{frame.phone}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="mail" size={20} /> E-mail
              </dt>
              <dd>
                <a href={`mailto:${frame.emails.info}`}>{frame.emails.info}</a>
                <br />
                <a href={`mailto:${frame.emails.support}`}>{frame.emails.support}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="map-pin" size={20} /> Address
              </dt>
              <dd>{frame.address}</dd>
            </div>
            <div>
              <dt>
                <Icon name="clock" size={20} /> Hours
              </dt>
              <dd>{frame.contactHours}</dd>
            </div>
          </dl>
          <div className={styles.quick}>
            <a className="button button--primary" href={frame.phoneHref}>
              Call {frame.phone}
            </a>
            <a className="button button--secondary" href={frame.whatsappHref} target="_blank" rel="noopener noreferrer">
              Chat on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
          <SocialLinks profiles={frame.social} className={styles.social} />
          {block.action && (
            <p className={styles.action}>
              <ActionLink action={block.action} />
            </p>
          )}
        </div>
        <aside className={styles.location} aria-label={block.locationHeading}>
          <h3 className={styles.locationHeading}>
            <Icon name="map-pin" size={22} /> {block.locationHeading}
          </h3>
          <p>{frame.address}</p>
          <p>{frame.contactHours}</p>
          <a className={styles.directions} href={frame.mapsHref} target="_blank" rel="noopener noreferrer">
            Get Directions<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </aside>
      </div>
    </section>
  )
}
