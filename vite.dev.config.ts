import { mergeConfig } from 'vite'
import build from './vite.config.js'
import { contentPlugin } from './renderer/vitePluginContent.js'

// npm run dev: the build's config, plus the content folder served and watched
// (renderer/vitePluginContent.ts).
export default mergeConfig(build, { plugins: [contentPlugin()] })
