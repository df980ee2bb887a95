import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ReactIsland } from '../islands/Island.js'
import { Carousel, type CarouselClasses, type CarouselProps } from './Carousel.js'
import 'keen-slider/keen-slider.min.css'
import styles from './Carousel.module.scss'

/**
 * A carousel on a page: its slides are rendered to HTML here, on the server, and the
 * carousel itself is hydrated in the browser when it comes near the screen.
 */
export function CarouselIsland({ slides, ...props }: Omit<CarouselProps, 'slides' | 'classes'> & { slides: ReactElement[] }) {
  const html = slides.map((slide) => renderToStaticMarkup(slide))
  return <ReactIsland name="carousel" component={Carousel} props={{ ...props, slides: html, classes: styles as CarouselClasses }} hydrate="visible" />
}
