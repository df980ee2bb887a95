import type { ResolvedSettings } from '../../../pipeline/shared/types.js'
import { ActionLink } from '../../ui/ActionLink.js'
import { Carousel, CarouselArrows, CarouselDots } from '../../ui/Carousel.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import styles from './Testimonials.module.scss'

function Quote({ item }: { item: ResolvedSettings['testimonials'][number] }) {
  return (
    <figure className={styles.card}>
      <blockquote className={styles.quote}>
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <span className={styles.avatar} aria-hidden="true">
          {item.initials}
        </span>
        <span>
          <span className={styles.name}>{item.name}</span>
          <span className={styles.role}>
            {item.role}, {item.company}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}

/**
 * Loaded lazily: the quotes are in the HTML from the start, and the carousel's island
 * starts (and turns) only when the section comes near the screen.
 */
export function Testimonials({ block, pageData }: BlockProps<'testimonials'>) {
  const items = pageData.testimonials ?? []
  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.wrap}>
        <Carousel
          label={block.heading}
          autoplayMs={block.intervalMs}
          loop
          perView={[1, 2, 3]}
          controls={
            <>
              <CarouselArrows />
              <CarouselDots />
            </>
          }
        >
          {items.map((item) => (
            <Quote key={item.name} item={item} />
          ))}
        </Carousel>
      </div>
      {block.actions && (
        <div className={styles.actions}>
          {block.actions.map((action) => (
            <ActionLink key={action.label} action={action} />
          ))}
        </div>
      )}
    </BlockSection>
  )
}
