/**
 * Which checks a change calls for (.ci/path, read by .ci/run): "content" only when every file
 * the change touches is under content/ against the pull request's base; any doubt is "full".
 * And how .ci/run splits the full path between GitHub's two jobs of a Node line (CI_PART),
 * with the test files each job runs (vitest.config.ts's CMS_BROWSER_TESTS).
 * Run on a real git repository made for each case, as CI runs it.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

let repo: string
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim()
const write = (name: string, text: string) => {
  mkdirSync(path.dirname(path.join(repo, name)), { recursive: true })
  writeFileSync(path.join(repo, name), text)
}
const commit = (message: string) => {
  git('add', '-A')
  git('commit', '-q', '--allow-empty', '-m', message)
}
/** What .ci/path prints for the repository as it is, with these variables. */
const pathOf = (env: Record<string, string> = {}) =>
  execFileSync('bash', ['.ci/path'], { cwd: repo, encoding: 'utf8', env: { PATH: process.env.PATH, ...env } }).trim()

beforeEach(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'ci-path-'))
  git('init', '-q', '-b', 'main')
  git('config', 'user.email', 'ci@example.com')
  git('config', 'user.name', 'CI')
  mkdirSync(path.join(repo, '.ci'))
  copyFileSync('.ci/path', path.join(repo, '.ci/path'))
  copyFileSync('.ci/run', path.join(repo, '.ci/run'))
  write('content/blog/post.md', 'one\n')
  write('pipeline/index.ts', 'code\n')
  commit('base')
  git('checkout', '-q', '-b', 'change')
})
afterEach(() => rmSync(repo, { recursive: true, force: true }))

describe('.ci/path', () => {
  it('takes the content path for a change of content/ alone: edits, new files, deletions', () => {
    write('content/blog/post.md', 'two\n')
    write('content/images/blog/new.png', 'png')
    commit('editor')
    git('rm', '-q', 'content/blog/post.md')
    commit('editor again')
    expect(pathOf({ CI_BASE_REF: 'main' })).toBe(
      'content only files under content/ changed against main (2), so what content can break is checked',
    )
  })

  it('takes the full path for any file outside content/, named in its reason', () => {
    write('content/blog/post.md', 'two\n')
    write('pipeline/index.ts', 'changed\n')
    commit('mixed')
    expect(pathOf({ CI_BASE_REF: 'main' })).toBe(
      'full files outside content/ changed against main (pipeline/index.ts…), so everything is checked',
    )
  })

  it('counts both names of a rename: a file moved into content/ is a change outside it', () => {
    renameSync(path.join(repo, 'pipeline/index.ts'), path.join(repo, 'content/index.ts'))
    commit('move')
    expect(pathOf({ CI_BASE_REF: 'main' })).toMatch(/^full files outside content\/ changed against main \(pipeline\/index\.ts…\)/)
  })

  it('compares from where the histories meet: what the base gained since is not the change', () => {
    write('content/blog/post.md', 'two\n')
    commit('editor')
    git('checkout', '-q', 'main')
    write('pipeline/index.ts', 'developer\n')
    commit('main moves on')
    git('checkout', '-q', 'change')
    expect(pathOf({ CI_BASE_REF: 'main' })).toMatch(/^content /)
  })

  it('takes the full path when nothing says what changed, or it cannot be known', () => {
    write('content/blog/post.md', 'two\n')
    commit('editor')
    expect(pathOf()).toBe('full no CI_BASE_REF: nothing says what changed, so everything is checked')
    expect(pathOf({ CI_BASE_REF: 'origin/main' })).toMatch(/^full the base origin\/main cannot be compared/)
    expect(pathOf({ CI_BASE_REF: 'change' })).toMatch(/^full the change has no files against change/)
    git('checkout', '-q', '--orphan', 'stranger')
    commit('unrelated history')
    expect(pathOf({ CI_BASE_REF: 'main' })).toMatch(/^full the base main cannot be compared/)
  })

  it('takes the morning path for the morning rebuild, whatever changed', () => {
    expect(pathOf({ CI_MORNING: 'true', CI_BASE_REF: 'main' })).toBe(
      'morning the morning rebuild: today’s site checked and built'.replace('’', "'"),
    )
    expect(pathOf({ CI_MORNING: 'false' })).toMatch(/^full /)
  })
})

/** .ci/run in the case's repository, with these variables: its status and what it printed. */
const runOf = (env: Record<string, string>) => {
  const run = spawnSync('bash', ['.ci/run'], { cwd: repo, encoding: 'utf8', env: { PATH: process.env.PATH, ...env } })
  return { status: run.status, said: `${run.stdout}${run.stderr}`.trim() }
}

/** The browser test files Vitest runs with CMS_BROWSER_TESTS set so (unset when undefined). */
const browserFiles = (cmsBrowserTests?: string) => {
  const env = { ...process.env, CMS_BROWSER_TESTS: cmsBrowserTests }
  if (cmsBrowserTests === undefined) delete env.CMS_BROWSER_TESTS
  const listed = execFileSync('npx', ['vitest', 'list', '--filesOnly', '--project', 'browser'], {
    encoding: 'utf8',
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return [...listed.matchAll(/^\[browser\] (\S+)$/gm)].map(([, file]) => file).sort()
}

describe(".ci/run's two jobs of the full path (CI_PART)", () => {
  it("gives the content manager's job nothing to run on a change of content alone, before installing anything", () => {
    write('content/blog/post.md', 'two\n')
    commit('editor')
    expect(runOf({ CI_BASE_REF: 'main', CI_PART: 'cms' })).toEqual({
      status: 0,
      said: "CI path: content: only files under content/ changed against main (1), so what content can break is checked\nThe content manager's browser tests run on the full path alone; nothing to run in this job.",
    })
  })

  it('refuses a part it does not know, in words', () => {
    expect(runOf({ CI_PART: 'everything' })).toEqual({
      status: 2,
      said: 'CI path: full: no CI_BASE_REF: nothing says what changed, so everything is checked\nCI_PART is "everything": leave it unset, or set it to site or cms (.ci/run)',
    })
  })

  it("splits the browser files between the jobs: the content manager's three in one, the rest in the other, none lost", () => {
    const all = browserFiles()
    const cms = browserFiles('alone')
    const site = browserFiles('elsewhere')
    expect(cms).toEqual(['tests/browser/cms.test.ts', 'tests/browser/cmsEditing.test.ts', 'tests/browser/cmsPublished.test.ts'])
    expect(site.filter((file) => cms.includes(file))).toEqual([])
    expect([...site, ...cms].sort()).toEqual(all)
    expect(all.length).toBeGreaterThan(cms.length + 5)
    expect(() => browserFiles('some')).toThrow(/CMS_BROWSER_TESTS is "some": leave it unset, or set it to alone or elsewhere/)
  }, 60_000)
})
