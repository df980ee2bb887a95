import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentPlugin } from './renderer/vitePluginContent.js'

export default defineConfig({
  plugins: [contentPlugin(), react(), vike()],
  // scripts/build.ts builds into a fresh folder and swaps it in only when everything passed.
  build: { outDir: process.env.BUILD_OUT_DIR ?? 'dist' },
  // react-three-fiber ships ESM that Node cannot load as an external; let Vite bundle it.
  ssr: { noExternal: ['@react-three/fiber'] },
})
