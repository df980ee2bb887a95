/** The browser side of the blog listing's Load More Articles: hydrated when near the screen. */
import { hydrateIsland } from '../../islands/hydrate.js'
import { LoadMoreList } from './LoadMoreList.js'

export const start = hydrateIsland(LoadMoreList)
