/** The browser side of <ReactIsland>: hydrate one island as a React root of its own. */
import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'

export function hydrateIsland<P extends object>(Component: ComponentType<P>) {
  return (element: HTMLElement, props: P) => {
    hydrateRoot(element, <Component {...props} />, { identifierPrefix: element.dataset.idPrefix })
  }
}
