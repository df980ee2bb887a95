/**
 * The unit, build, security and browser test files that change what a module holds for the
 * whole process (a mocked module, a spy, an environment variable, a cache folder, fake
 * timers, a global such as a DOM): each runs in a module graph of its own. The other files
 * of those folders share one per worker (Vitest's `isolate: false`), which saves importing
 * the pipeline and Playwright again for each file: a third of the unit step's time.
 * tests/unit/isolatedTests.test.ts fails on a file that should be listed. (Component files
 * stay isolated: each draws into the one document.)
 */
export const ISOLATED_TEST_FILES = [
  'tests/build/render.test.ts',
  'tests/security/login.test.ts',
  'tests/security/pictures.test.ts',
  'tests/security/runnerCommands.test.ts',
  'tests/security/symlinks.test.ts',
  'tests/unit/basePath.test.ts',
  'tests/unit/bodyInPlace.test.ts',
  'tests/unit/browserCheck.test.ts',
  'tests/unit/clipboardMarkdown.test.ts',
  'tests/unit/cmsScripts.test.ts',
  'tests/unit/contentFuzz.test.ts',
  'tests/unit/frontMatterCache.test.ts',
  'tests/unit/laterDayReuse.test.ts',
  'tests/unit/localBackend.test.ts',
  'tests/unit/markdownCache.test.ts',
  'tests/unit/markdownPool.test.ts',
  'tests/unit/pageCaret.test.ts',
  'tests/unit/renditions.test.ts',
  'tests/unit/schedule.test.ts',
  'tests/unit/svgCache.test.ts',
  'tests/unit/temporaryRoot.test.ts',
  'tests/unit/whoUses.test.ts',
]

/**
 * What in a test file changes a module's state for the process, as the check above reads
 * it: a global (a DOM of its own environment, or one set by hand) lives on into the next
 * file of a shared worker, where code that must run without one would find it.
 */
export const CHANGES_PROCESS_STATE =
  /vi\.(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers)\(|temporaryCacheDirs\(|process\.env\.\w+ =|process\.chdir\(|set(Markdown|FrontMatter)Store\(|globalThis\.\w+ =|@vitest-environment/
