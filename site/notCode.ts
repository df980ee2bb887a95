/**
 * The project's top-level folders and files that hold no code of the site: builds (dist,
 * dist-next, …, by name), caches, test and benchmark scratch, tools' folders, the content,
 * the tests. The bundle's key skips them (site/bundle.ts: node_modules counts through its
 * lock files there), and the dev server does not watch them (dev/vitePluginContent.ts):
 * a fixture build of the tests or a `npm run build` beside `npm run cms` writes thousands of
 * files there, each of which the watcher would stat and report.
 */
const NOT_CODE = new Set([
  'node_modules',
  '.git',
  '.github',
  '.ci',
  '.vscode',
  '.bench',
  // CI's build caches (.github/workflows/ci.yml)
  '.cache',
  '.fixture-builds',
  'test-results',
  // Stryker's copies of the project while npm run mutation runs, and its reports.
  '.stryker-tmp',
  'reports',
  'tests',
  'content',
  // The editors' reference page, generated from the model (npm run content-guide).
  'docs',
  // Scratch output of npm run bench's content-manager section, and the morning build's
  // report of pages held back (.github/workflows/ci.yml).
  '.bench-cms',
  'held-back.md',
  // Read by the build after the bundling, so a change of budgets needs no new bundle.
  'budgets.json',
])

/**
 * Whether a top-level name of the project (a folder or a file) holds no code of the site.
 * A log (`npm test > test.log`, ignored by git) grows while the tests rebuild a copy of the
 * site: counted, it gave that rebuild a new bundle key.
 */
export const isNotCode = (top: string): boolean => NOT_CODE.has(top) || top.startsWith('dist') || top.endsWith('.log')
