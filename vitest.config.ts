import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Four projects, run in two steps by npm test: unit + components before the build,
// build + browser after it (they read dist/).
export default defineConfig({
  plugins: [react()],
  test: {
    // One worker per core (the default leaves one core idle).
    maxWorkers: 2,
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
          // Each file serves the site and starts a Chromium of its own (no shared state), so
          // files run side by side, one per core.
          fileParallelism: true,
        },
      },
    ],
  },
})
