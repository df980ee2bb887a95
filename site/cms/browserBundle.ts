/**
 * Bundles the content manager's pipeline for the browser (/admin/pipeline.js, from
 * site/cms/browserPipeline.tsx) with esbuild: the same pipeline modules as `npm run check`
 * and the same components and page shell as the build's render threads. No module is
 * replaced: what touches the disk (the content folder, the picture files, the caches) is a
 * service the browser's check hands the pipeline (cms/browserCheck/siteCheck.ts:
 * BuildServices), and the Markdown thread pool is the edges' own (site/markdownPool.ts),
 * which it does not hand in; nothing the bundle holds imports a node: module (the pipeline
 * hashes with pipeline/shared/sha256.ts), and a module that did would not bundle. Node's
 * globals that the pipeline and its libraries read (process, Buffer) are injected
 * (cms/browserCheck/node/process.ts).
 * Components' CSS modules get the class names the site's stylesheet has (Vite's
 * postcss-modules names: `_name_hash_line`), and no styles: the preview links the site's own.
 *
 * esbuild takes plugins only when it runs asynchronously, and the admin files are made
 * synchronously (site/cms/adminFiles.ts), so the bundling runs in a child process.
 */
import { execFile, execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { type AsyncCompiler, initAsyncCompiler } from 'sass-embedded'
import { madeOfCodeCached, readMadeOfCode } from '../codeCache.js'

const ENTRY = 'site/cms/browserPipeline.tsx'

/** The bundle's text, made in a child process (see above); kept for the life of this process. */
let made: string | undefined
const self = fileURLToPath(import.meta.url)
// From source (the dev server, the tests) the child needs a TypeScript loader; compiled (scripts/run.mjs) it does not.
const childArguments = () => [...(self.endsWith('.ts') ? ['--import', 'tsx'] : []), self]
const CHILD_OUTPUT = { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 } as const

const NAME = 'pipeline.js'

export function browserPipelineBundle(): string {
  made ??= readMadeOfCode(NAME) ?? execFileSync(process.execPath, childArguments(), CHILD_OUTPUT)
  return made
}

/**
 * Makes the bundle in the background (the dev server, as it starts): made at the first
 * preview instead, it would hold the server up for seconds while the editor waits.
 */
export function prepareBrowserPipelineBundle(): void {
  made ??= readMadeOfCode(NAME)
  if (made) return
  execFile(process.execPath, childArguments(), CHILD_OUTPUT, (error, text) => {
    if (!error) made ??= text
  })
}

/** The bundle, from the disk when this very code made it before (site/codeCache.ts). */
export const bundleBrowserPipeline = (): Promise<string> => madeOfCodeCached(NAME, bundleAnew)

async function bundleAnew(): Promise<string> {
  // One Sass compiler for all the components' stylesheets: compile() starts Sass anew for
  // each of them, and the bundle took 2.3 s (2.0 s of CPU) where it takes 0.9 s (0.5 s).
  const sass = await initAsyncCompiler()
  try {
    return await bundleWith(sass)
  } finally {
    await sass.dispose()
  }
}

async function bundleWith(sass: AsyncCompiler): Promise<string> {
  const result = await build({
    entryPoints: [path.resolve(ENTRY)],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    jsx: 'automatic',
    inject: [path.resolve('cms/browserCheck/node/process.ts')],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [browserModules, cssModuleNames(sass)],
    metafile: Boolean(process.env.BUNDLE_META),
  })
  if (result.metafile) (await import('node:fs')).writeFileSync(process.env.BUNDLE_META!, JSON.stringify(result.metafile))
  return result.outputFiles[0].text
}

const browserModules: Plugin = {
  name: 'browser-modules',
  setup(bundler) {
    // renderToString alone: react-dom/server's browser build adds the streaming renderer (100 kB).
    bundler.onResolve({ filter: /^react-dom\/server$/ }, () => ({
      path: path.resolve('node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js'),
    }))
    // Markdown's decoder of named character references (&copy;) as a table: its browser
    // build asks the DOM (an element's innerHTML), which the preview's Web Worker does not have. 12 kB gzip.
    bundler.onResolve({ filter: /^decode-named-character-reference$/ }, ({ resolveDir }) => ({
      path: createRequire(path.join(resolveDir, 'index.js')).resolve('decode-named-character-reference'),
    }))
    // zod's messages in every language (260 kB): the check words its own messages, and
    // zod's English ones are what zod sets by itself (zod/v4/classic/external.js).
    bundler.onResolve({ filter: /\/locales\/index\.js$/ }, ({ importer, resolveDir }) =>
      importer.includes(`${path.sep}zod${path.sep}`) ? { path: path.join(resolveDir, '../locales'), namespace: 'zod-locales' } : undefined,
    )
    // Libraries the browser's pipeline never calls (a stub that says so if it ever is):
    // js-yaml, gray-matter's default YAML engine (pipeline/frontMatter/frontmatter.ts gives it the yaml
    // package's), and mdast-util-to-markdown, the writing half of the GFM extensions (the
    // pipeline reads Markdown, never writes it). 60 kB, 17 kB gzip.
    bundler.onResolve({ filter: /^(js-yaml|mdast-util-to-markdown)$/ }, ({ path: name }) => ({ path: name, namespace: 'never-called' }))
    bundler.onLoad({ filter: /.*/, namespace: 'never-called' }, ({ path: name }) => ({
      contents: `const never = () => { throw new Error('${name} is left out of the browser pipeline (site/cms/browserBundle.ts)') }
export const safeLoad = never, safeDump = never, defaultHandlers = { inlineCode: never, paragraph: never }
export default { safeLoad, safeDump }`,
      loader: 'js',
    }))
    bundler.onLoad({ filter: /.*/, namespace: 'zod-locales' }, ({ path: folder }) => ({
      contents: `export { default as en } from './en.js'`,
      resolveDir: folder,
      loader: 'js',
    }))
  },
}

/** Vite's CSS modules (postcss-modules' default names), without their styles; other stylesheets load nothing. */
const cssModuleNames = (sass: AsyncCompiler): Plugin => ({
  name: 'css-module-names',
  setup(bundler) {
    bundler.onLoad({ filter: /\.s?css$/ }, async ({ path: file }) => {
      if (!file.endsWith('.module.scss')) return { contents: '', loader: 'js' }
      return { contents: `export default ${JSON.stringify(classNames((await sass.compileAsync(file)).css))}`, loader: 'js' }
    })
  },
})

/** Each class of a module's CSS → the name postcss-modules gives it: _name_hash_line. */
function classNames(css: string): Record<string, string> {
  const hash = stringHash(css).toString(36).slice(0, 5)
  const names: Record<string, string> = {}
  for (const [, name] of css.matchAll(/\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g)) {
    if (name in names) continue
    const line = css.slice(0, css.indexOf(`.${name}`)).split(/[\r\n]/).length
    names[name] = `_${name}_${hash}_${line}`
  }
  return names
}

/** The string-hash package's hash (djb2, xor), as postcss-modules uses it. */
function stringHash(text: string): number {
  let hash = 5381
  for (let index = text.length; index; ) hash = (hash * 33) ^ text.charCodeAt(--index)
  return hash >>> 0
}

// Run as the child process: print the bundle.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.stdout.write(await bundleBrowserPipeline())
