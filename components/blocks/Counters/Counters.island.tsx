/** The browser side of a counters block: hydrated when it comes near the screen. */
import { hydrateIsland } from '../../islands/hydrate.js'
import { CounterList } from './CounterList.js'

export const start = hydrateIsland(CounterList)
