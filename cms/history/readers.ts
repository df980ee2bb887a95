/**
 * How a page's history is read from each backend that keeps one: Git on this machine through
 * the local backend (dev/localHistory.ts), and GitHub's REST API through Decap's own API
 * object (its token, repository, branch and rate limits are Decap's). Apart from the wiring
 * (cms/history/sources.ts), so that they are tested without Decap.
 */
import { type Change, HISTORY_LENGTH, type History } from './changes.js'

export type Source = {
  history(path: string): Promise<History>
  /** The file's text in a listed change; null where that change removed it. */
  version(path: string, sha: string): Promise<string | null>
}

/** A file's versions, each asked once a visit (a commit never changes), and asked again after a failure. */
function versionsOnce(read: (path: string, sha: string) => Promise<string | null>): Source['version'] {
  const versions = new Map<string, Promise<string | null>>()
  return (path, sha) => {
    const key = `${sha}:${path}`
    let version = versions.get(key)
    if (!version) {
      version = read(path, sha)
      versions.set(key, version)
      version.catch(() => versions.delete(key))
    }
    return version
  }
}

/** Decap's proxy backend: `request` posts one action to the dev server's local backend. */
export type LocalBackend = { request(payload: { action: string; params: object }): Promise<unknown> }

export function localSource(implementation: LocalBackend): Source {
  return {
    history: (path) => implementation.request({ action: 'history', params: { path } }) as Promise<History>,
    version: versionsOnce(async (path, sha) => {
      const answer = (await implementation.request({ action: 'version', params: { path, sha } })) as { text: string | null }
      return answer.text
    }),
  }
}

/** A commit as GitHub's REST API lists it (GET /repos/{owner}/{repo}/commits). */
type GitHubCommit = {
  sha: string
  commit: { author?: { name?: string; date?: string }; message: string }
  author?: { login?: string } | null
}
/** Decap's GitHub API object (decap-cms-backend-github's API), once the editor has logged in. */
export type GitHubApi = {
  originRepoURL: string
  branch: string
  request(path: string, options?: object, parser?: (response: Response) => Promise<unknown>): Promise<unknown>
}

/** GitHub's commits of the file on the site's branch (no renames followed: GitHub's `path` filter does not). */
export function gitHubSource(implementation: { api?: GitHubApi }): Source {
  const api = () => {
    if (!implementation.api) throw new Error('log in again to read the history')
    return implementation.api
  }
  const address = (path: string) => path.split('/').map(encodeURIComponent).join('/')
  return {
    history: async (path) => {
      const { originRepoURL, branch } = api()
      const commits = (await api().request(`${originRepoURL}/commits`, {
        params: { path, sha: branch, per_page: HISTORY_LENGTH + 1 },
      })) as GitHubCommit[]
      const changes = commits.map(
        (each): Change => ({
          sha: each.sha,
          date: each.commit.author?.date ?? '',
          author: each.commit.author?.name || each.author?.login || 'someone',
          message: each.commit.message,
        }),
      )
      return { changes: changes.slice(0, HISTORY_LENGTH), before: changes[HISTORY_LENGTH]?.sha ?? null }
    },
    // The file's bytes as text (GitHub's raw media type), or null where that commit has no such file.
    version: versionsOnce(async (path, sha) => {
      const raw = async (response: Response) => {
        if (response.status === 404) return null
        if (!response.ok) throw new Error(`GitHub answered ${response.status}`)
        return response.text()
      }
      const options = { params: { ref: sha }, headers: { Accept: 'application/vnd.github.raw' } }
      return (await api().request(`${api().originRepoURL}/contents/${address(path)}`, options, raw)) as string | null
    }),
  }
}
