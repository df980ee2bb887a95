/**
 * The one client entry's work: find every island in the page, wait for its directive,
 * load its module and start it with its own props. Pages are plain HTML otherwise.
 * `<html data-islands="ready">` tells tests (and styles) that every island due without
 * a visitor's action (load, idle, a matching media query) has started.
 */
import { isDueAtStart, whenDirectiveMet } from './directives.js'
import { islandModules, type IslandName } from './registry.js'

export async function startIslands(root: ParentNode = document): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-island]')]
  const due: Promise<void>[] = []
  for (const element of elements) {
    const directive = element.dataset.hydrate ?? 'load'
    const started = new Promise<void>((resolve) => {
      whenDirectiveMet(directive, element, () => void startIsland(element).finally(resolve))
    })
    if (isDueAtStart(directive)) due.push(started)
  }
  await Promise.all(due)
  document.documentElement.dataset.islands = 'ready'
}

async function startIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName
  const load = islandModules[name]
  if (!load) throw new Error(`No island named "${name}" (see components/islands/registry.ts)`)
  const props: unknown = element.dataset.props ? JSON.parse(element.dataset.props) : {}
  const island = await load()
  ;(island.start as (element: HTMLElement, props: unknown) => void)(element, props)
  element.dataset.islandState = 'started'
}
