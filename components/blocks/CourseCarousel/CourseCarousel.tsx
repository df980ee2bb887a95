import { Carousel, CarouselArrows, CarouselDots, CarouselProgress } from '../../ui/Carousel.js'
import { Icon } from '../../ui/Icon.js'
import { formatUgx } from '../../../pipeline/shared/format.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import styles from './CourseCarousel.module.scss'

export function CourseCarousel({ block, pageData }: BlockProps<'course-carousel'>) {
  const courses = pageData.courses ?? []
  return (
    <BlockSection block={block} className={styles.section}>
      <div className={styles.wrap}>
        <Carousel
          label={block.heading}
          autoplayMs={block.intervalMs}
          loop
          perView={[1, 1, 1]}
          controls={
            <>
              <CarouselProgress />
              <div className={styles.controls}>
                <CarouselDots />
                <CarouselArrows />
              </div>
            </>
          }
        >
          {courses.map((course) => (
            <article key={course.href} className={styles.card}>
              <div>
                <Icon name={course.icon} size={36} className={styles.icon} />
                <h3 className={styles.title}>{course.title}</h3>
                <p>{course.summary}</p>
                <p className={styles.facts}>
                  {course.duration} · {course.classSize} students per class · {formatUgx(course.total)}
                </p>
              </div>
              <div>
                <h4 className={styles.listHeading}>Curriculum</h4>
                <ol className={styles.list}>
                  {course.curriculum.map((block) => (
                    <li key={block}>{block}</li>
                  ))}
                </ol>
                <a className="button button--primary" href={course.href}>
                  View Course<span className="visually-hidden">: {course.title}</span>
                </a>
              </div>
            </article>
          ))}
        </Carousel>
      </div>
    </BlockSection>
  )
}
