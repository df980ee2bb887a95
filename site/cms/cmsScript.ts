/**
 * /admin/cms.js: cms/admin.ts and what it imports (the save step, yaml), bundled for the
 * browser. Apart from adminFiles.ts so that the build's process for /admin's bundles
 * (adminBundles.ts) loads only what it needs.
 */
import { statSync } from 'node:fs'
import path from 'node:path'
import { buildSync } from 'esbuild'

let built: { inputs: [string, number][]; text: string } | undefined
/**
 * Bundled again only when one of its files changed (about half a second each time, which
 * the dev server paid on every visit to /admin).
 */
export function cmsScript(): string {
  const modified = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1
  if (built?.inputs.every(([file, time]) => modified(file) === time)) return built.text
  const result = buildSync({
    entryPoints: [path.resolve('cms/admin.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    metafile: true,
    target: 'es2022',
    legalComments: 'none',
  })
  const inputs = Object.keys(result.metafile.inputs).map((file): [string, number] => [path.resolve(file), modified(path.resolve(file))])
  built = { inputs, text: result.outputFiles[0].text }
  return built.text
}
