/** The browser side of every carousel: hydrated when it comes near the screen. */
import { hydrateIsland } from '../islands/hydrate.js'
import { Carousel } from './Carousel.js'

export const start = hydrateIsland(Carousel)
