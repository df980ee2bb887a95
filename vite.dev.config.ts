import { mergeConfig } from 'vite'
import build from './vite.config.js'
import { contentPlugin } from './dev/vitePluginContent.js'

// npm run dev: the build's config, plus the content folder served and watched
// (dev/vitePluginContent.ts).
export default mergeConfig(build, { plugins: [contentPlugin()] })
