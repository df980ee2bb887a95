/**
 * Imports run one way, as the data flows (ARCHITECTURE.md): each folder imports only itself
 * and the folders before it. The content model depends on zod alone; the pipeline knows
 * nothing of React, Vike or Vite; components run in the browser too, so nothing of Node.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** In order: a folder may import from itself and from any folder above it. */
const LAYERS = [['model'], ['pipeline'], ['cms'], ['components'], ['renderer', 'pages'], ['site'], ['dev'], ['scripts']]
/** Packages a layer must not import (by name or prefix), and why. */
const FORBIDDEN: Record<string, RegExp> = {
  model: /^(?!zod$)/,
  pipeline: /^(react|react-dom|vike|vite)(\/|$)/,
  components: /^node:/,
}

/**
 * The pipeline's stages, in the order the data flows (ARCHITECTURE.md): a file of one imports
 * only its own stage and the stages before it. `index.ts` (buildSite, which runs them) sits
 * after the stages it runs; `days/` runs buildSite's own steps again for later days.
 */
const STAGES = ['shared', 'read', 'frontMatter', 'markdown', 'pictures', 'resolve', 'check', 'head', 'page', 'index.ts', 'days']
const stageOf = (file: string) => STAGES.indexOf(file.split('/')[1])
const layerOf = (file: string) => LAYERS.findIndex((folders) => folders.includes(file.split('/')[0]))
const sourceFiles = LAYERS.flat().flatMap((folder) =>
  (readdirSync(folder, { recursive: true }) as string[])
    .filter((name) => /\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => `${folder}/${name.split(path.sep).join('/')}`),
)

/** Every module a file imports: static, dynamic, re-exported, and workers started by URL. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /new URL\(\s*['"](\.[^'"]+)['"]\s*,\s*import\.meta\.url/g,
  ]
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]))
}

describe('imports', () => {
  it('finds the source files of every layer', () => {
    for (const folders of LAYERS)
      expect(sourceFiles.filter((file) => folders.includes(file.split('/')[0])).length, folders.join()).toBeGreaterThan(0)
  })

  it('run one way: from the model up to the scripts', () => {
    const wrong: string[] = []
    for (const file of sourceFiles) {
      for (const specifier of importsOf(file)) {
        if (!specifier.startsWith('.')) continue
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.split('?')[0]))
        if (layerOf(target) > layerOf(file)) wrong.push(`${file} imports ${target}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('run one way inside the pipeline: each stage imports only itself and the stages before it', () => {
    const wrong: string[] = []
    for (const file of sourceFiles.filter((name) => name.startsWith('pipeline/'))) {
      expect(stageOf(file), `${file} is in no stage of STAGES`).toBeGreaterThanOrEqual(0)
      for (const specifier of importsOf(file)) {
        if (!specifier.startsWith('.')) continue
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.split('?')[0]))
        if (target.startsWith('pipeline/') && stageOf(target) > stageOf(file)) wrong.push(`${file} imports ${target}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('keep Node out of the pipeline: the disk, threads and hashes are handed in by the edges', () => {
    const wrong = sourceFiles.filter(
      (file) => file.startsWith('pipeline/') && importsOf(file).some((specifier) => specifier.startsWith('node:')),
    )
    expect(wrong).toEqual([])
  })

  it('keep Node’s globals out of the pipeline too (the browser has none): the working folder and the day are the edges’ services', () => {
    const code = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    const wrong = sourceFiles.filter((file) => file.startsWith('pipeline/') && /\b(process|Buffer)\b/.test(code(file)))
    expect(wrong).toEqual([])
  })

  it('keep the model on zod, the pipeline off React, Vike and Vite, and components off Node', () => {
    const wrong: string[] = []
    for (const file of sourceFiles) {
      const forbidden = FORBIDDEN[file.split('/')[0]]
      if (!forbidden) continue
      for (const specifier of importsOf(file))
        if (!specifier.startsWith('.') && forbidden.test(specifier)) wrong.push(`${file} imports ${specifier}`)
    }
    expect(wrong).toEqual([])
  })
})
