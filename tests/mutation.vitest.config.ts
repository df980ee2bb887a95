/**
 * Vitest for mutation testing (npm run mutation, stryker.config.mjs): the in-process tests
 * of the code Stryker mutates, alone. They are chosen here, not with Stryker's `testFiles`,
 * which activates a mutant of module-level code (a constant) only after the module has
 * loaded, so that such mutants survive whatever the tests assert (stryker-js#6144).
 */
import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    environment: 'node',
    globalSetup: ['tests/helpers/temporaryRoot.ts'],
    setupFiles: ['tests/helpers/mutationSetup.ts'],
    include: [
      'tests/unit/localBackend.test.ts',
      'tests/unit/svgSanitiser.test.ts',
      'tests/unit/pictureFiles.test.ts',
      'tests/unit/saveInPlace.test.ts',
      'tests/unit/mergeSave.test.ts',
      'tests/unit/siteIndex.test.ts',
      'tests/unit/pictureUses.test.ts',
      'tests/unit/notYetPublic.test.ts',
      'tests/unit/pictureKind.test.ts',
      'tests/unit/contentListing.test.ts',
      'tests/unit/formAddresses.test.ts',
      'tests/unit/deploy.test.ts',
    ],
  },
})
