import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { ISOLATED_TEST_FILES } from './tests/helpers/isolatedTests.js'

const ISOLATED = {
  unit: ISOLATED_TEST_FILES.filter((file) => file.startsWith('tests/unit/')),
  site: ISOLATED_TEST_FILES.filter((file) => !file.startsWith('tests/unit/')),
}

/**
 * The content manager's three browser files, a minute and a half to two minutes each.
 * - They start first, so that no worker is left running one alone at the end. (Vitest orders
 *   files by the time they took last run, and on a clean clone, which has no timings, by
 *   their size: cmsEditing.test.ts is 13 lines that import its suites, so it came last.)
 * - CI on GitHub runs them in a job of their own beside the rest (.github/workflows/ci.yml,
 *   job `cms`): CMS_BROWSER_TESTS=alone runs only them (npm run test:cms), =elsewhere leaves
 *   them out (the other job's npm test). Unset, as in npm test on a laptop, everything runs.
 */
const CMS_BROWSER_FILES = ['tests/browser/cmsEditing.test.ts', 'tests/browser/cms.test.ts', 'tests/browser/cmsPublished.test.ts']
const cmsBrowserTests = process.env.CMS_BROWSER_TESTS ?? ''
if (!['', 'alone', 'elsewhere'].includes(cmsBrowserTests)) {
  throw new Error(`CMS_BROWSER_TESTS is "${cmsBrowserTests}": leave it unset, or set it to alone or elsewhere (vitest.config.ts)`)
}

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = CMS_BROWSER_FILES.findIndex((name) => file.moduleId.endsWith(name))
      return index < 0 ? CMS_BROWSER_FILES.length : index
    }
    // Array.prototype.sort is stable: the other files keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

// Seven projects, run in two steps by npm test: unit + components before the build, build +
// browser + security after it (they read dist/); each step's files that change a module's state
// for the process in a project of their own ('unit isolated', 'site isolated'), the others
// sharing their worker's modules.
export default defineConfig({
  plugins: [react()],
  test: {
    // One worker per core (the default leaves one core idle), and at least two: the three
    // content-manager files, a minute and a half each, then run side by side wherever there
    // are cores for them. The time is CPU (CONTRIBUTING.md, The tests): a third worker on two cores
    // was no faster.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: LongestFirst },
    globalSetup: ['tests/helpers/temporaryRoot.ts'],
    projects: [
      // Several unit files compile the whole site or run property tests: on two busy cores a
      // test can take many times its quiet time, which is a benchmark's business, not a failure.
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ISOLATED.unit,
          testTimeout: 60_000,
          // One module graph per worker: each file importing the pipeline anew cost a third of the step.
          isolate: false,
        },
      },
      // The files that change a module's state for the process (tests/helpers/isolatedTests.ts).
      { extends: true, test: { name: 'unit isolated', environment: 'node', include: ISOLATED.unit, testTimeout: 60_000 } },
      { extends: true, test: { name: 'components', environment: 'happy-dom', include: ['tests/components/**/*.test.tsx'] } },
      {
        extends: true,
        test: {
          name: 'build',
          // The written HTML is parsed by tests/helpers/html.ts (a happy-dom window of its own).
          environment: 'node',
          // A test that parses every page took 8 s on two loaded cores: a benchmark's business.
          testTimeout: 60_000,
          include: ['tests/build/**/*.test.ts'],
          exclude: ISOLATED.site,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: cmsBrowserTests === 'alone' ? CMS_BROWSER_FILES : ['tests/browser/**/*.test.ts'],
          exclude: cmsBrowserTests === 'elsewhere' ? CMS_BROWSER_FILES : [],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // expect.poll waits 1 s by default; under CI load an island can take longer than
          // that to load and hydrate (a counter test once failed that way), so wait up to 10 s.
          expect: { poll: { timeout: 10_000 } },
          // Each file serves the site to pages in contexts of their own (no shared state) of its
          // worker's Chromium (workerBrowser in tests/helpers/browser.ts), so files run side by
          // side, one per core, and share their worker's modules.
          fileParallelism: true,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Each class of attack, replayed: on the pipeline, the built files, the content
          // manager's servers and the pages in Chromium (SECURITY.md).
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          exclude: ISOLATED.site,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'site isolated',
          environment: 'node',
          include: ISOLATED.site,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
})
