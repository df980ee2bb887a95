/**
 * What `npm run cms`'s dev server watches: the site's code and the content folder, not the
 * builds, caches and scratch beside them (site/notCode.ts), where a build or a test's
 * fixture build writes thousands of files the watcher would stat and report one by one.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ConfigEnv, UserConfig } from 'vite'
import { contentPlugin } from '../../dev/vitePluginContent.js'

const root = path.resolve('/project')

/** The watcher's ignore test the plugin gives Vite, for a content folder at `contentDir`. */
function ignoredBy(contentDir: string): (file: string) => boolean {
  const { config } = contentPlugin({ contentDir }) as { config: { handler: (config: UserConfig, env: ConfigEnv) => UserConfig } }
  const ignored = config.handler({ root }, { command: 'serve', mode: 'development' }).server?.watch?.ignored
  expect(ignored).toHaveLength(1)
  return (ignored as [(file: string) => boolean])[0]
}

describe("the dev server's watcher", () => {
  const ignored = ignoredBy(path.join(root, 'content'))
  const at = (name: string) => path.join(root, name)

  it('skips builds, fixture builds, caches, reports and tests', () => {
    for (const name of [
      'dist/client/index.html',
      'dist-next/x.html',
      'dist-old',
      '.fixture-builds/unpublished-1/dist/a.html',
      'reports/mutation.html',
      '.stryker-tmp/a.ts',
      'tests/unit/a.test.ts',
      '.git/HEAD',
    ])
      expect(ignored(at(name)), name).toBe(true)
  })

  it("watches the site's code, the project itself and the content folder", () => {
    for (const name of [
      '',
      'components/Card.tsx',
      'styles/main.scss',
      'pipeline/index.ts',
      'vite.config.ts',
      'content',
      'content/blog/a.md',
    ])
      expect(ignored(at(name)), name || 'the project').toBe(false)
  })

  it('watches a content folder elsewhere, and one inside a skipped folder (a fixture site)', () => {
    expect(ignoredBy('/tmp/cms-repo-1/content')('/tmp/cms-repo-1/content/about-us.md')).toBe(false)
    const fixture = at('.fixture-builds/site-1/content')
    expect(ignoredBy(fixture)(path.join(fixture, 'about-us.md'))).toBe(false)
    expect(ignoredBy(fixture)(at('.fixture-builds/site-1/dist/index.html'))).toBe(true)
  })
})
