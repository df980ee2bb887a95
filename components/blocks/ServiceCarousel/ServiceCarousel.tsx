import { Carousel, CarouselArrows } from '../../ui/Carousel.js'
import { Icon } from '../../ui/Icon.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import styles from './ServiceCarousel.module.scss'

export function ServiceCarousel({ block }: BlockProps<'service-carousel'>) {
  return (
    <BlockSection block={block}>
      <div className={styles.wrap}>
        <Carousel label={block.heading} autoplayMs={block.intervalMs} loop perView={[1, 2, 3]} controls={<CarouselArrows />}>
          {block.services.map((service) => (
            <article key={service.href} className={styles.card}>
              {service.icon && <Icon name={service.icon} size={32} className={styles.icon} />}
              <h3 className={styles.title}>{service.menuTitle}</h3>
              <p className={styles.text}>{service.summary}</p>
              <a className={styles.link} href={service.href}>
                Learn More<span className="visually-hidden">: {service.menuTitle}</span>
              </a>
            </article>
          ))}
        </Carousel>
      </div>
    </BlockSection>
  )
}
