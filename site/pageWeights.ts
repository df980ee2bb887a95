/**
 * What a first visit to each page downloads, gzip-compressed: the stylesheet, the entry
 * script, and the chunks of the islands the page holds, split by when they load (at
 * start: load, idle and media directives; on scroll: visible). Read from the Vite
 * manifest Vike writes beside the build (assets.json).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { islandModules, type IslandName } from '../components/islands/registry.js'
import type { BuiltPage } from './builtSite.js'

type ManifestChunk = { file: string; imports?: string[] }
type Manifest = Record<string, ManifestChunk>

type PageWeight = { route: string; css: number; jsAtStart: number; jsOnScroll: number }

/**
 * The manifest key of an island's module: by the registry's convention, the island
 * `services-menu` lives in `servicesMenu.island.ts`, `counters` in `Counters.island.tsx`
 * (components/islands/registry.ts). A name that breaks it stops the build here.
 */
function islandKey(manifest: Manifest, name: IslandName): string {
  const file = `${name.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase())}.island`.toLowerCase()
  const key = Object.keys(manifest).find(
    (candidate) =>
      path.posix
        .basename(candidate)
        .replace(/\.tsx?$/, '')
        .toLowerCase() === file,
  )
  if (!key)
    throw new Error(
      `No module ${file}.ts(x) for island "${name}": name an island's module after the island (components/islands/registry.ts)`,
    )
  return key
}

export function pageWeights(buildDir: string, pages: BuiltPage[]): PageWeight[] {
  const clientDir = path.join(buildDir, 'client')
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'assets.json'), 'utf8')) as Manifest
  const sizes = new Map<string, number>()
  const gzipSize = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(clientDir, file))).length)
    return sizes.get(file)!
  }
  /** A chunk and everything it imports statically, as files. */
  const closure = (key: string, files = new Set<string>()) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return files
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) closure(imported, files)
    return files
  }
  const islandFiles = new Map((Object.keys(islandModules) as IslandName[]).map((name) => [name, closure(islandKey(manifest, name))]))
  const entryFile = (src: string) => Object.keys(manifest).find((key) => `/${manifest[key].file}` === src)

  return pages.map((page) => {
    const atStart = new Set<string>()
    const onScroll = new Set<string>()
    let css = 0
    for (const src of page.scripts) closure(entryFile(src) ?? '', atStart)
    for (const href of page.stylesheets) css += gzipSize(href)
    for (const island of page.islands) {
      const target = island.hydrate === 'visible' ? onScroll : atStart
      for (const file of islandFiles.get(island.name as IslandName) ?? []) target.add(file)
    }
    const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0)
    return {
      route: page.route,
      css,
      jsAtStart: total(atStart),
      jsOnScroll: total(new Set([...onScroll].filter((file) => !atStart.has(file)))),
    }
  })
}
