/**
 * Which checks a change calls for (.ci/path, read by .ci/run): "content" only when every file
 * the change touches is under content/ against the pull request's base; any doubt is "full".
 * Run on a real git repository made for each case, as CI runs it.
 */
import { execFileSync } from 'node:child_process'
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
