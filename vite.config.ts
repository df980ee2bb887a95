import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentPlugin } from './renderer/vitePluginContent.js'

export default defineConfig({
  plugins: [contentPlugin(), react(), vike()],
  // scripts/build.ts builds into a fresh folder and swaps it in only when everything passed.
  build: { outDir: process.env.BUILD_OUT_DIR ?? 'dist' },
})
