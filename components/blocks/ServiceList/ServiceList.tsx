import { Icon } from '../../ui/Icon.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import styles from '../Cards/Cards.module.scss'

/** The services collection as cards: a new service page appears here by itself. */
export function ServiceList({ block, pageData }: BlockProps<'service-list'>) {
  const { services } = pageData.frame
  return (
    <BlockSection block={block}>
      <ul className={styles.grid} data-columns="3">
        {services.map((service) => (
          <li key={service.href} className={styles.card}>
            {service.icon && <Icon name={service.icon} className={styles.icon} />}
            <h3 className={styles.title}>{service.menuTitle}</h3>
            <p className={styles.text}>{service.summary}</p>
            <ul className={styles.points}>
              {(service.highlights ?? block.defaultHighlights).map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <a className={styles.link} href={service.href}>
              Learn More<span className="visually-hidden">: {service.menuTitle}</span>
            </a>
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
