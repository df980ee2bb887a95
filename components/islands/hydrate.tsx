/** The browser side of <ReactIsland>: hydrate one island as a React root of its own. */
import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'

export function hydrateIsland<P extends object>(Component: ComponentType<P>) {
  return (element: HTMLElement | null, props: P) => {
    // Spec §8: a page that lacks its mount element at start-up throws this.
    if (!element) throw new Error('Failed to find the root element')
    hydrateRoot(element, <Component {...props} />, { identifierPrefix: element.dataset.idPrefix })
  }
}
