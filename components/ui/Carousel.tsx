import 'keen-slider/keen-slider.min.css'
import { Children, createContext, type CSSProperties, type ReactNode, useContext, useId } from 'react'
import { islandAttributes } from '../islands/Island.js'
import styles from './Carousel.module.scss'

/**
 * Spec §9 carousel defaults: horizontal, no loop. (The original's "drag threshold 10" and
 * "duration 25" are Embla units; keen-slider's own drag and animation defaults stand in.)
 * The server renders the carousel at its first slide; its island (carousel.island.ts)
 * starts keen-slider when it comes near the screen, with no React in the browser.
 */
export type CarouselProps = {
  label: string
  children: ReactNode
  /** Advance every N ms; paused while hovered or focused, off under reduced motion. */
  autoplayMs?: number
  loop?: boolean
  /** Slides in view from 0, 640 and 1024 px wide. */
  perView?: [number, number, number]
  /** Rendered inside the carousel: previous/next buttons, dots, progress. */
  controls?: ReactNode
}

/** What the island needs, as JSON. */
export type CarouselSettings = { autoplayMs?: number; loop: boolean; perView: [number, number, number]; readyClass: string }

type CarouselState = { count: number; canPrevious: boolean; canNext: boolean; carouselId: string }

const CarouselContext = createContext<CarouselState | null>(null)

/** For controls: the carousel they belong to. Outside a <Carousel> this is a mistake. */
function useCarousel(): CarouselState {
  const state = useContext(CarouselContext)
  if (!state) throw new Error('useCarousel must be used within a <Carousel />: carousel controls cannot work on their own')
  return state
}

export function Carousel({ label, children, autoplayMs, loop = false, perView = [1, 2, 3], controls }: CarouselProps) {
  const slides = Children.toArray(children)
  const carouselId = useId()
  const settings: CarouselSettings = { autoplayMs, loop, perView, readyClass: styles.ready }
  const state: CarouselState = { count: slides.length, canPrevious: loop, canNext: slides.length > perView[0], carouselId }
  return (
    <CarouselContext.Provider value={state}>
      <div
        className={styles.carousel}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        data-index={0}
        data-paused={false}
        {...islandAttributes('carousel', 'visible', settings)}
      >
        <div
          id={carouselId}
          className={`keen-slider ${styles.track}`}
          aria-live={autoplayMs ? 'off' : 'polite'}
          // Until keen-slider runs, the row scrolls natively: let keyboards scroll it too.
          tabIndex={0}
          style={{ '--per-view-sm': perView[0], '--per-view-md': perView[1], '--per-view-lg': perView[2] } as CSSProperties}
        >
          {slides.map((slide, position) => (
            <div
              key={position}
              className={`keen-slider__slide ${styles.slide}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
        {controls}
      </div>
    </CarouselContext.Provider>
  )
}

/** Previous and next buttons, enabled according to the position (always, when looping). */
export function CarouselArrows() {
  const { canPrevious, canNext, carouselId } = useCarousel()
  return (
    <div className={styles.arrows}>
      <button
        type="button"
        className={styles.arrow}
        data-carousel="previous"
        disabled={!canPrevious}
        aria-controls={carouselId}
        aria-label="Previous slide"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <button
        type="button"
        className={styles.arrow}
        data-carousel="next"
        disabled={!canNext}
        aria-controls={carouselId}
        aria-label="Next slide"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  )
}

/** One dot per slide; the current one is marked. */
export function CarouselDots() {
  const { count, carouselId } = useCarousel()
  return (
    <div className={styles.dots}>
      {Array.from({ length: count }, (_, position) => (
        <button
          key={position}
          type="button"
          className={styles.dot}
          data-carousel="dot"
          aria-label={`Go to slide ${position + 1}`}
          aria-current={position === 0 ? 'true' : undefined}
          aria-controls={carouselId}
        />
      ))}
    </div>
  )
}

/** A bar that fills as the carousel moves from its first slide to its last. */
export function CarouselProgress() {
  const { count } = useCarousel()
  return (
    <div
      className={styles.progress}
      data-carousel="progress"
      role="progressbar"
      aria-label="Carousel position"
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={1}
      aria-valuetext={`Slide 1 of ${count}`}
    >
      <span className={styles.progressFill} style={{ width: `${Math.round(100 / count)}%` }} />
    </div>
  )
}
