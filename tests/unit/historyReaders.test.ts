/**
 * How History reads a page's changes from each backend (cms/history/readers.ts), against
 * stand-ins for Decap's objects: GitHub's REST API as Decap's API object asks it (the
 * commits of the file on the site's branch, its raw contents at a commit), and the local
 * backend's actions. The browser test (tests/browser/cms/history.ts) drives the local one whole.
 */
import { describe, expect, it } from 'vitest'
import { type GitHubApi, gitHubSource, localSource } from '../../cms/history/readers.js'

type Asked = { path: string; options?: object }

/** Decap's GitHub API object, answering from `answer`; every request it is asked is kept. */
function gitHub(answer: (asked: Asked) => unknown | Response) {
  const asked: Asked[] = []
  const api: GitHubApi = {
    originRepoURL: '/repos/nile-ridge/site',
    branch: 'main',
    request: async (path, options, parser) => {
      asked.push({ path, options })
      const answered = answer({ path, options })
      return answered instanceof Response ? parser!(answered) : answered
    },
  }
  return { asked, api }
}

const commit = (index: number) => ({
  sha: `${index}`.padStart(40, '0'),
  commit: { author: { name: `Editor ${index}`, date: `2025-12-0${(index % 9) + 1}T11:05:00Z` }, message: `Change ${index}\n\nWhy.` },
  author: { login: `editor${index}` },
})

describe('History on GitHub', () => {
  it('lists the commits of the file on the site’s branch, the newest 50, naming the one before them', async () => {
    const { asked, api } = gitHub(() => Array.from({ length: 51 }, (_, index) => commit(index)))
    const history = await gitHubSource({ api }).history('content/blog/backups.md')
    expect(asked).toEqual([
      { path: '/repos/nile-ridge/site/commits', options: { params: { path: 'content/blog/backups.md', sha: 'main', per_page: 51 } } },
    ])
    expect(history).toEqual({
      changes: Array.from({ length: 50 }, (_, index) => ({
        sha: commit(index).sha,
        date: commit(index).commit.author.date,
        author: `Editor ${index}`,
        message: `Change ${index}\n\nWhy.`,
      })),
      before: commit(50).sha,
    })
  })

  it('names a change by its author’s GitHub login where the commit has no name, and has no “before” when the oldest made the file', async () => {
    const { api } = gitHub(() => [{ ...commit(1), commit: { message: 'Add it' } }])
    expect(await gitHubSource({ api }).history('content/about.md')).toEqual({
      changes: [{ sha: commit(1).sha, date: '', author: 'editor1', message: 'Add it' }],
      before: null,
    })
  })

  it('reads a version as the raw contents at its commit, once; a commit without the file is null; a failure is asked again', async () => {
    let status = 500
    const { asked, api } = gitHub(({ path }) =>
      path.includes('gone')
        ? new Response('Not Found', { status: 404 })
        : new Response(status === 200 ? '---\ntitle: Backups\n---\n' : 'no', { status }),
    )
    const source = gitHubSource({ api })
    const sha = commit(7).sha
    await expect(source.version('content/blog/my backups.md', sha)).rejects.toThrow('GitHub answered 500')
    status = 200
    expect(await source.version('content/blog/my backups.md', sha)).toBe('---\ntitle: Backups\n---\n')
    expect(await source.version('content/blog/my backups.md', sha)).toBe('---\ntitle: Backups\n---\n')
    expect(asked).toHaveLength(2)
    expect(asked[1]).toEqual({
      path: '/repos/nile-ridge/site/contents/content/blog/my%20backups.md',
      options: { params: { ref: sha }, headers: { Accept: 'application/vnd.github.raw' } },
    })
    expect(await source.version('content/blog/gone.md', sha)).toBeNull()
  })

  it('says to log in again when Decap has no API object (logged out)', async () => {
    await expect(gitHubSource({}).history('content/about.md')).rejects.toThrow('log in again to read the history')
  })
})

describe('History on this machine', () => {
  it('asks the local backend’s actions history and version, each version once', async () => {
    const asked: unknown[] = []
    const source = localSource({
      request: async (payload) => {
        asked.push(payload)
        return payload.action === 'history' ? { changes: [], before: null, uncommitted: false } : { text: 'the text' }
      },
    })
    expect(await source.history('content/about.md')).toEqual({ changes: [], before: null, uncommitted: false })
    expect(await source.version('content/about.md', commit(1).sha)).toBe('the text')
    expect(await source.version('content/about.md', commit(1).sha)).toBe('the text')
    expect(asked).toEqual([
      { action: 'history', params: { path: 'content/about.md' } },
      { action: 'version', params: { path: 'content/about.md', sha: commit(1).sha } },
    ])
  })
})
