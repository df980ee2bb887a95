/**
 * Stryker's mutation testing (npm run mutation, scripts/mutation.ts): the code that
 * writes editors' files or decides what is published, and the in-process tests of it.
 * Their tests must kill at least 80 % of each file's mutants.
 */
export default {
  mutate: [
    'dev/localBackend.ts',
    'dev/requestGuard.ts',
    'site/svgSanitiser.ts',
    'pipeline/pictures/pictureFiles.ts',
    'site/pictureFiles.ts',
    'cms/saveInPlace.ts',
    // Two editors' saves of one page: a change of the other's is never written over.
    'cms/mergeSave.ts',
    // What the published /admin gives away to anyone who fetches its files.
    'site/cms/notYetPublic.ts',
    'site/cms/siteIndex.ts',
    // Which pictures the published /admin names, and by what (a page not yet public by none).
    'site/cms/pictureUses.ts',
    // A picture is published only when its name's ending is its bytes' kind: else a GIF with
    // a script after it, named chart.html or chart.js, is a page or a script of the site.
    'pipeline/pictures/pictureKind.ts',
    // The one listing of content/: what it lists is read and published, so no symbolic link
    // is followed (it could lead to any file of the computer that builds).
    'site/contentListing.ts',
    'pipeline/read/contentListing.ts',
    // A form is framed with scripts and its own origin allowed: on the site's own origin it
    // could read the GitHub token of an editor logged in to /admin.
    'pipeline/frontMatter/formAddresses.ts',
    // Whether the published /admin has its login: never on an origin other sites share, where
    // they would read the editor's token; and the site's address, the developers' alone.
    'site/deploy.ts',
    'login/sharedOrigin.ts',
  ],
  testRunner: 'vitest',
  // The in-process tests of the files above (tests/mutation.vitest.config.ts): fast enough to
  // run for each mutant. tests/security/ (a dev server, a build, Chromium) attacks the same
  // code from outside.
  vitest: { configFile: 'tests/mutation.vitest.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // The machine's two cores.
  concurrency: 2,
  timeoutMS: 10_000,
  // `-- --incremental` tests only the mutants a change touched since the last run, from this
  // file; but a mutant of module-level code that survived is not tested again until its own
  // file changes (`-- --force` tests them all). By default, every mutant is tested.
  incremental: false,
  incrementalFile: 'node_modules/.cache/stryker/incremental.json',
  // Each test runner works in a copy of the project (.stryker-tmp/): not the builds and caches.
  // Nor tsconfig.json: Stryker rewrites its `extends` and `references` (it has neither) with
  // TypeScript's JavaScript API, which TypeScript 7 no longer has; Vitest needs no tsconfig.
  ignorePatterns: ['dist', 'dist-next', 'dist-old', '.fixture-builds', '.bench', '.cache', 'test-results', 'reports', '/tsconfig.json'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { reportMutants: false },
  // The bar (80 %) is per file: scripts/mutation.ts checks it. Stryker's own would be on the total.
  thresholds: { high: 90, low: 80, break: null },
}
