/**
 * What a first visit to each page downloads, gzip-compressed: the stylesheet, the entry
 * script, and the chunks of the islands the page holds, split by when they load (at
 * start: load, idle and media directives; on scroll: visible). Read from the Vite
 * manifest Vike writes beside the build (assets.json).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Element } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { visit } from 'unist-util-visit'
import { islandModules, type IslandName } from '../components/islands/registry.js'
import type { BuiltPage } from './builtSite.js'

type ManifestChunk = { file: string; imports?: string[] }
type Manifest = Record<string, ManifestChunk>

type PageWeight = { route: string; css: number; jsAtStart: number; jsOnScroll: number }

/** The source file of an island's module, as the manifest names it. */
function islandSource(name: IslandName): string {
  const specifier = /import\(["'](.+?)["']\)/.exec(islandModules[name].toString())?.[1]
  if (!specifier) throw new Error(`Cannot read the module of island "${name}" from the registry`)
  return path.posix.join('components/islands', specifier).replace(/\.js$/, '')
}

export function pageWeights(buildDir: string, pages: BuiltPage[]): PageWeight[] {
  const clientDir = path.join(buildDir, 'client')
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'assets.json'), 'utf8')) as Manifest
  const sizes = new Map<string, number>()
  const gzipSize = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(clientDir, file))).length)
    return sizes.get(file)!
  }
  const keyOf = (source: string) => Object.keys(manifest).find((key) => key.replace(/\.tsx?$/, '') === source)
  /** A chunk and everything it imports statically, as files. */
  const closure = (key: string, files = new Set<string>()) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return files
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) closure(imported, files)
    return files
  }
  const islandFiles = new Map((Object.keys(islandModules) as IslandName[]).map((name) => [name, closure(keyOf(islandSource(name)) ?? '')]))
  const entryFile = (src: string) => Object.keys(manifest).find((key) => `/${manifest[key].file}` === src)

  return pages.map((page) => {
    const atStart = new Set<string>()
    const onScroll = new Set<string>()
    let css = 0
    visit(fromHtml(readFileSync(path.join(clientDir, page.file), 'utf8')), 'element', (node: Element) => {
      const { src, href, rel, dataIsland, dataHydrate } = node.properties
      if (node.tagName === 'script' && typeof src === 'string') closure(entryFile(src) ?? '', atStart)
      if (node.tagName === 'link' && typeof href === 'string' && (Array.isArray(rel) ? rel : [rel]).includes('stylesheet'))
        css += gzipSize(href)
      if (typeof dataIsland === 'string') {
        const target = dataHydrate === 'visible' ? onScroll : atStart
        for (const file of islandFiles.get(dataIsland as IslandName) ?? []) target.add(file)
      }
    })
    const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0)
    return {
      route: page.route,
      css,
      jsAtStart: total(atStart),
      jsOnScroll: total(new Set([...onScroll].filter((file) => !atStart.has(file)))),
    }
  })
}
