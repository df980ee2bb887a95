/**
 * Every island the pages can hold: its name (the `data-island` attribute) and its module,
 * loaded only on pages that have one, when the island's directive is met. A module
 * exports `start(element, props)`: it enhances the server's HTML, or hydrates a React
 * component there (hydrateIsland). One chunk per module, so a page loads only its own.
 */
export const islandModules = {
  header: () => import('../frame/header.island.js'),
  'services-menu': () => import('../frame/servicesMenu.island.js'),
  'mobile-menu': () => import('../frame/mobileMenu.island.js'),
  'route-transition': () => import('../frame/routeTransition.island.js'),
  'current-year': () => import('../frame/currentYear.island.js'),
  robot: () => import('../frame/robot.island.js'),
  tooltip: () => import('../ui/tooltip.island.js'),
  reveal: () => import('../ui/reveal.island.js'),
  'application-dialog': () => import('../ui/applicationDialog.island.js'),
  'not-found': () => import('../notFound.island.js'),
  'jobs-filter': () => import('../blocks/Jobs/jobsFilter.island.js'),
  'opportunity-tabs': () => import('../blocks/Opportunities/opportunityTabs.island.js'),
  carousel: () => import('../ui/carousel.island.js'),
  counters: () => import('../blocks/Counters/Counters.island.js'),
  'load-more': () => import('../blocks/ArticleList/loadMore.island.js'),
  search: () => import('../blocks/Search/search.island.js'),
}

export type IslandName = keyof typeof islandModules

type IslandModule<N extends IslandName> = Awaited<ReturnType<(typeof islandModules)[N]>>

/** The props an island's `start` takes (serialized into `data-props`). */
export type IslandProps<N extends IslandName> = IslandModule<N>['start'] extends (element: never, props: infer P) => unknown ? P : never
