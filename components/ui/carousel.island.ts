/**
 * A carousel's behaviour (spec §4, §9) on its server-rendered HTML, with keen-slider's
 * own core (no React): autoplay every `autoplayMs`, restarted after every move and paused
 * while hovered or focused (off under reduced motion); arrows enabled by position (always
 * when looping); dots and progress bar follow; Left and Right arrow keys move it.
 * `data-index`, `data-paused` and `data-ready` mirror its state.
 */
import KeenSlider, { type KeenSliderInstance } from 'keen-slider'
import { prefersReducedMotion } from '../islands/prefersReducedMotion.js'
import type { CarouselSettings } from './Carousel.js'

export function start(root: HTMLElement, { autoplayMs, loop, perView, readyClass }: CarouselSettings): void {
  const track = root.querySelector<HTMLElement>('.keen-slider')!
  const control = (name: string) => [...root.querySelectorAll<HTMLElement>(`[data-carousel="${name}"]`)]
  const [previous] = control('previous') as HTMLButtonElement[]
  const [next] = control('next') as HTMLButtonElement[]
  const dots = control('dot')
  const [progress] = control('progress')
  const paused = { hover: false, focus: false }
  let timer: ReturnType<typeof setTimeout> | undefined

  // Autoplay: one timer per slide, restarted on every change, so a manual move or a
  // pause always gives the visitor a full interval.
  const restartAutoplay = (slider: KeenSliderInstance) => {
    clearTimeout(timer)
    root.dataset.paused = String(paused.hover || paused.focus)
    if (!autoplayMs || paused.hover || paused.focus || prefersReducedMotion()) return
    timer = setTimeout(() => {
      if (!loop && slider.track.details.progress >= 0.999) slider.moveToIdx(0)
      else slider.next()
    }, autoplayMs)
  }

  let shown = -1
  const sync = (slider: KeenSliderInstance) => {
    const details = slider.track.details
    if (!details) return
    const index = details.rel
    root.dataset.index = String(index)
    if (previous) previous.disabled = !(loop || details.progress > 0.001)
    if (next) next.disabled = !(loop || details.progress < 0.999)
    for (const [position, dot] of dots.entries()) {
      if (position === index) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
    }
    if (progress) {
      const count = details.slides.length
      progress.setAttribute('aria-valuenow', String(index + 1))
      progress.setAttribute('aria-valuetext', `Slide ${index + 1} of ${count}`)
      ;(progress.firstElementChild as HTMLElement).style.width = `${Math.round(((index + 1) / count) * 100)}%`
    }
    if (index !== shown) {
      shown = index
      restartAutoplay(slider)
    }
  }

  const slider = new KeenSlider(track, {
    loop,
    slides: { perView: perView[0], spacing: 16 },
    breakpoints: {
      '(min-width: 640px)': { slides: { perView: perView[1], spacing: 20 } },
      '(min-width: 1024px)': { slides: { perView: perView[2], spacing: 24 } },
    },
    created: (created) => {
      track.classList.add(readyClass)
      track.removeAttribute('tabindex')
      root.dataset.ready = 'true'
      sync(created)
    },
    slideChanged: sync,
    updated: sync,
    animationEnded: sync,
  })

  const pause = (reason: keyof typeof paused, value: boolean) => {
    paused[reason] = value
    restartAutoplay(slider)
  }
  root.addEventListener('mouseenter', () => pause('hover', true))
  root.addEventListener('mouseleave', () => pause('hover', false))
  root.addEventListener('focusin', () => pause('focus', true))
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) pause('focus', false)
  })
  root.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') slider.prev()
    else if (event.key === 'ArrowRight') slider.next()
    else return
    event.preventDefault()
  })
  previous?.addEventListener('click', () => slider.prev())
  next?.addEventListener('click', () => slider.next())
  for (const [position, dot] of dots.entries()) dot.addEventListener('click', () => slider.moveToIdx(position))
}
