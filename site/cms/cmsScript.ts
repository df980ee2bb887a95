/**
 * Our scripts of /admin: cms.js (cms/admin.ts and what it imports: the save step, yaml),
 * bundled for the browser as a classic script, and cms-later.js (cms/later.ts), a module
 * that cms.js imports once an entry opens: the Markdown parser and writer of a paste and of
 * a body saved in place (cms/laterCode.ts), kept off the content manager's start. Apart from
 * adminFiles.ts so that the build's process for /admin's bundles (adminBundles.ts) loads
 * only what it needs.
 */
import { statSync } from 'node:fs'
import path from 'node:path'
import { buildSync } from 'esbuild'

/** Each file, its entry and its form. */
const SCRIPTS = {
  'cms.js': { entry: 'cms/admin.ts', format: 'iife' },
  'cms-later.js': { entry: 'cms/later.ts', format: 'esm' },
} as const

export type CmsScriptName = keyof typeof SCRIPTS
export const CMS_SCRIPTS = Object.keys(SCRIPTS) as CmsScriptName[]

let built: { inputs: [string, number][]; texts: Record<CmsScriptName, string> } | undefined
/**
 * Bundled again only when one of their files changed (about half a second each time, which
 * the dev server paid on every visit to /admin).
 */
export function cmsScript(name: CmsScriptName): string {
  const modified = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1
  if (!built?.inputs.every(([file, time]) => modified(file) === time)) {
    const inputs = new Map<string, number>()
    const texts = {} as Record<CmsScriptName, string>
    for (const script of CMS_SCRIPTS) {
      const result = buildSync({
        entryPoints: [path.resolve(SCRIPTS[script].entry)],
        bundle: true,
        format: SCRIPTS[script].format,
        minify: true,
        write: false,
        metafile: true,
        target: 'es2022',
        legalComments: 'none',
      })
      for (const file of Object.keys(result.metafile.inputs)) inputs.set(path.resolve(file), modified(path.resolve(file)))
      texts[script] = result.outputFiles[0].text
    }
    built = { inputs: [...inputs], texts }
  }
  return built.texts[name]
}
