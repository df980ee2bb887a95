import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { siteBasePath } from './site/siteBasePath.js'

// Vike finds its server bundle through a file it writes into node_modules, naming the
// folder of the last bundling, which may be another build's (a test fixture, the bench)
// when scripts/build.ts reuses a bundle. Without that file Vike looks in build.outDir.
// (Read by a plugin of Vike's; Vite's type does not know the key, hence the spread.)
const serverEntry = { vitePluginServerEntry: { disableAutoImport: true } }

// What a build bundles with; the dev server adds the content (vite.dev.config.ts), which
// a build renders itself (scripts/build.ts): loading the content pipeline here would
// slow every bundling down for nothing.
export default defineConfig({
  // The folder of its domain the site is served from (/website/ for a GitHub Pages project
  // site): the path of the site's address (site/deploy.ts, or SITE_URL), or BASE_PATH. Vike takes it as its baseServer and
  // baseAssets, so the bundle's scripts and stylesheets, and import.meta.env.BASE_URL, carry it.
  base: siteBasePath(),
  plugins: [react(), vike()],
  build: {
    // scripts/build.ts builds into a fresh folder and swaps it in only when everything passed.
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    // Skips the modules of lucide-react's barrel file that no import names (most of the
    // modules a bundling would read), for the same bundle.
    rolldownOptions: { experimental: { lazyBarrel: true } },
  },
  // Bundled into the server bundle, so only the icons in use are: loading either package
  // whole costs each render thread of the build about a quarter of a second.
  ssr: { noExternal: ['lucide-react', 'simple-icons'] },
  ...serverEntry,
})
