import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Four projects, run in two steps by npm test: unit + components before the build,
// build + browser after it (they read dist/).
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'components', environment: 'happy-dom', include: ['tests/components/**/*.test.tsx'] } },
      {
        extends: true,
        test: {
          name: 'build',
          // happy-dom's DOMParser reads the written HTML; it must not fetch its stylesheets.
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { settings: { disableCSSFileLoading: true, disableJavaScriptFileLoading: true, disableIframePageLoading: true, handleDisabledFileLoadingAsSuccess: true } } },
          include: ['tests/build/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
})
