/**
 * Server side of islands. An island is an element of the prerendered page that a module
 * of components/islands/registry.ts starts in the browser, when its directive says.
 * - `islandAttributes()` marks an existing element: its module enhances the HTML as it is.
 * - `<ReactIsland>` renders a React component as a root of its own, so the browser can
 *   hydrate it on its own, with only its props serialized.
 */
import { type ComponentType, useId } from 'react'
import { renderToString } from 'react-dom/server'
import type { Directive } from './directives.js'
import type { IslandName, IslandProps } from './registry.js'

/** Attributes that make an element an island, with its props as JSON (when it has any). */
export function islandAttributes<N extends IslandName>(
  name: N,
  hydrate: Directive,
  // biome-ignore lint/complexity/noBannedTypes: `{} extends Props` asks whether every prop is optional
  ...props: {} extends IslandProps<N> ? [IslandProps<N>?] : [IslandProps<N>]
) {
  return {
    'data-island': name,
    'data-hydrate': hydrate,
    ...(props[0] !== undefined && { 'data-props': JSON.stringify(props[0]) }),
  }
}

type ReactIslandProps<N extends IslandName, P> = {
  name: N
  component: ComponentType<P>
  props: P & IslandProps<N>
  hydrate: Directive
}

/**
 * `<div data-island>` holding the component's HTML. The component is rendered as its own
 * root with an id prefix unique in the page, exactly as hydrateIsland() will hydrate it,
 * so useId() values match and no two islands share an id.
 */
export function ReactIsland<N extends IslandName, P extends object>({
  name,
  component: Component,
  props,
  hydrate,
}: ReactIslandProps<N, P>) {
  const prefix = `${useId().replace(/[^\w-]/g, '')}-`
  const html = renderToString(<Component {...props} />, { identifierPrefix: prefix })
  return (
    <div
      className="island"
      {...islandAttributes(name, hydrate, props as never)}
      data-id-prefix={prefix}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server render, made just above with renderToString
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
