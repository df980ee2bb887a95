/**
 * Set-up of every test file in mutation testing (tests/mutation.vitest.config.ts): a fresh,
 * empty content cache for each test. Stryker runs the tests again in the same process for
 * each mutant, and a cache kept from another mutant's run would answer for this one (the
 * SVG cleaner's is named by its source, the same instrumented file whatever the mutant).
 */
import { temporaryCacheDirs } from './cacheDir.js'

temporaryCacheDirs('mutation-cache')
