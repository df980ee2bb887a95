/**
 * Checks of the written HTML, after the prerender: every internal link and #anchor of
 * every page (layout links included) must resolve to a file the build wrote.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Element, Root } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { visit } from 'unist-util-visit'

export type BuiltPage = { route: string; file: string; tree: Root; ids: Set<string> }

/** dist/client/about-us.html → /about-us; index.html → /; 404.html → /404 */
export function routeOfHtml(relative: string): string {
  const route = '/' + relative.replace(/\.html$/, '').replace(/(^|\/)index$/, '')
  return route.length > 1 ? route.replace(/\/$/, '') : '/'
}

/** Every HTML file of the build, relative to clientDir, with forward slashes. */
export function htmlFiles(clientDir: string): string[] {
  return (readdirSync(clientDir, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.html'))
    .sort()
}

export function readBuiltPages(clientDir: string): BuiltPage[] {
  return htmlFiles(clientDir).map((name) => {
    const tree = fromHtml(readFileSync(path.join(clientDir, name), 'utf8'))
    const ids = new Set<string>()
    visit(tree, 'element', (node: Element) => {
      if (typeof node.properties.id === 'string') ids.add(node.properties.id)
    })
    return { route: routeOfHtml(name), file: name, tree, ids }
  })
}

/** Every broken internal link or anchor in the written site, as readable lines. */
export function findBrokenLinks(clientDir: string, pages: BuiltPage[]): string[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  const problems: string[] = []
  for (const page of pages) {
    visit(page.tree, 'element', (node: Element) => {
      const href = node.tagName === 'a' ? node.properties.href : undefined
      if (typeof href !== 'string' || /^(https?:|mailto:|tel:)/.test(href)) return
      const [pathPart, hash] = href.split('#')
      const targetRoute = pathPart === '' ? page.route : pathPart
      const target = byRoute.get(targetRoute)
      if (!target && !(targetRoute !== '/404' && existsSync(path.join(clientDir, targetRoute)))) {
        problems.push(`${page.file}: link to ${href}: no such page or file in the build`)
      } else if (hash && target && !target.ids.has(decodeURIComponent(hash))) {
        problems.push(`${page.file}: link to ${href}: no element with id "${hash}" on ${targetRoute}`)
      }
    })
  }
  return problems
}
