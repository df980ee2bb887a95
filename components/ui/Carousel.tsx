import { useKeenSlider, type KeenSliderInstance } from 'keen-slider/react'
import { createContext, type CSSProperties, type KeyboardEvent, useCallback, useContext, useEffect, useId, useState } from 'react'
import { prefersReducedMotion } from '../islands/prefersReducedMotion.js'

type Control = 'arrows' | 'dots' | 'progress'

/**
 * The class names of Carousel.module.scss, handed over by the server (CarouselIsland), so
 * the island's code carries no stylesheet of its own: the page's one stylesheet has it.
 */
export type CarouselClasses = Record<'carousel' | 'track' | 'ready' | 'slide' | 'arrows' | 'arrow' | 'dots' | 'dot' | 'progress' | 'progressFill', string>

/**
 * A carousel is an island (CarouselIsland): its props travel as JSON, so the slides come
 * as HTML rendered on the server. Spec §9 carousel defaults: horizontal, no loop. (The
 * original's "drag threshold 10" and "duration 25" are Embla units; keen-slider's own drag
 * and animation defaults stand in.)
 */
export type CarouselProps = {
  label: string
  /** Each slide's HTML. */
  slides: string[]
  /** Advance every N ms; paused while hovered or focused, off under reduced motion. */
  autoplayMs?: number
  loop?: boolean
  /** Slides in view from 0, 640 and 1024 px wide. */
  perView?: [number, number, number]
  /** The progress bar goes first; arrows and dots follow in their order, in a row with this class if given. */
  controls?: Control[]
  controlRowClassName?: string
  classes: CarouselClasses
}

type CarouselState = {
  index: number
  count: number
  canPrevious: boolean
  canNext: boolean
  previous: () => void
  next: () => void
  goTo: (index: number) => void
  carouselId: string
  styles: CarouselClasses
}

const CarouselContext = createContext<CarouselState | null>(null)

/** For controls: the carousel they belong to. Outside a <Carousel> this is a mistake. */
export function useCarousel(): CarouselState {
  const state = useContext(CarouselContext)
  if (!state) throw new Error('useCarousel must be used within a <Carousel />: carousel controls cannot work on their own')
  return state
}

export function Carousel({ label, slides, autoplayMs, loop = false, perView = [1, 2, 3], controls = [], controlRowClassName, classes: styles }: CarouselProps) {
  const carouselId = useId()
  const [index, setIndex] = useState(0)
  const [bounds, setBounds] = useState({ canPrevious: loop, canNext: slides.length > perView[0] })
  const [paused, setPaused] = useState({ hover: false, focus: false })
  const [ready, setReady] = useState(false)
  const sync = useCallback((slider: KeenSliderInstance) => {
    const details = slider.track.details
    if (!details) return
    setIndex(details.rel)
    setBounds({ canPrevious: loop || details.progress > 0.001, canNext: loop || details.progress < 0.999 })
  }, [loop])
  const [sliderRef, instance] = useKeenSlider<HTMLDivElement>({
    loop,
    slides: { perView: perView[0], spacing: 16 },
    breakpoints: {
      '(min-width: 640px)': { slides: { perView: perView[1], spacing: 20 } },
      '(min-width: 1024px)': { slides: { perView: perView[2], spacing: 24 } },
    },
    created: (slider) => {
      setReady(true)
      sync(slider)
    },
    slideChanged: sync,
    updated: sync,
    animationEnded: sync,
  })

  // Autoplay: one timer per slide, restarted on every change, so a manual move or a
  // pause always gives the visitor a full interval.
  useEffect(() => {
    if (!autoplayMs || paused.hover || paused.focus || prefersReducedMotion()) return
    const timer = setTimeout(() => {
      const slider = instance.current
      if (!slider) return
      if (!loop && slider.track.details.progress >= 0.999) slider.moveToIdx(0)
      else slider.next()
    }, autoplayMs)
    return () => clearTimeout(timer)
  }, [autoplayMs, paused, index, instance, loop])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') instance.current?.prev()
    else if (event.key === 'ArrowRight') instance.current?.next()
    else return
    event.preventDefault()
  }

  const state: CarouselState = {
    index,
    count: slides.length,
    ...bounds,
    previous: () => instance.current?.prev(),
    next: () => instance.current?.next(),
    goTo: (target) => instance.current?.moveToIdx(target),
    carouselId,
    styles,
  }

  return (
    <CarouselContext.Provider value={state}>
      <div
        className={styles.carousel}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        data-index={index}
        data-ready={ready}
        data-paused={paused.hover || paused.focus}
        onMouseEnter={() => setPaused((p) => ({ ...p, hover: true }))}
        onMouseLeave={() => setPaused((p) => ({ ...p, hover: false }))}
        onFocus={() => setPaused((p) => ({ ...p, focus: true }))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused((p) => ({ ...p, focus: false }))
        }}
        onKeyDown={onKeyDown}
      >
        <div
          ref={sliderRef}
          id={carouselId}
          className={`keen-slider ${styles.track} ${ready ? styles.ready : ''}`}
          aria-live={autoplayMs ? 'off' : 'polite'}
          // Until keen-slider runs, the row scrolls natively: let keyboards scroll it too.
          tabIndex={ready ? undefined : 0}
          style={{ '--per-view-sm': perView[0], '--per-view-md': perView[1], '--per-view-lg': perView[2] } as CSSProperties}
        >
          {slides.map((slide, position) => (
            <div
              key={position}
              className={`keen-slider__slide ${styles.slide}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${slides.length}`}
              dangerouslySetInnerHTML={{ __html: slide }}
            />
          ))}
        </div>
        {controls.includes('progress') && <CarouselProgress />}
        {controlRowClassName ? <div className={controlRowClassName}>{rowControls(controls)}</div> : rowControls(controls)}
      </div>
    </CarouselContext.Provider>
  )
}

/** Arrows and dots, in the order the carousel lists them. */
const rowControls = (controls: Control[]) =>
  controls.map((control) => (control === 'arrows' ? <CarouselArrows key={control} /> : control === 'dots' ? <CarouselDots key={control} /> : null))

/** Previous and next buttons, enabled according to the position (always, when looping). */
export function CarouselArrows() {
  const { canPrevious, canNext, previous, next, carouselId, styles } = useCarousel()
  return (
    <div className={styles.arrows}>
      <button type="button" className={styles.arrow} onClick={previous} disabled={!canPrevious} aria-controls={carouselId} aria-label="Previous slide">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
      </button>
      <button type="button" className={styles.arrow} onClick={next} disabled={!canNext} aria-controls={carouselId} aria-label="Next slide">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
      </button>
    </div>
  )
}

/** One dot per slide; the current one is marked. */
export function CarouselDots() {
  const { index, count, goTo, carouselId, styles } = useCarousel()
  return (
    <div className={styles.dots}>
      {Array.from({ length: count }, (_, position) => (
        <button key={position} type="button" className={styles.dot} aria-label={`Go to slide ${position + 1}`} aria-current={position === index ? 'true' : undefined} aria-controls={carouselId} onClick={() => goTo(position)} />
      ))}
    </div>
  )
}

/** A bar that fills as the carousel moves from its first slide to its last. */
function CarouselProgress() {
  const { index, count, styles } = useCarousel()
  const percent = Math.round(((index + 1) / count) * 100)
  return (
    <div className={styles.progress} role="progressbar" aria-label="Carousel position" aria-valuemin={1} aria-valuemax={count} aria-valuenow={index + 1} aria-valuetext={`Slide ${index + 1} of ${count}`}>
      <span className={styles.progressFill} style={{ width: `${percent}%` }} />
    </div>
  )
}

