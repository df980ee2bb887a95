/**
 * Where a page's history comes from, by the backend Decap started:
 * - this machine (npm run cms, Decap's `proxy` backend): Git, through the local backend's
 *   actions `history` and `version` (dev/localHistory.ts), sent as Decap's own calls are;
 * - GitHub (the published /admin): GitHub's commits of the file on the site's branch and
 *   its contents at each, asked with the editor's token through Decap's own API object;
 * - Decap's test-repo (npm run serve -- --cms-test): none, said in plain words.
 * Each backend's `init` is wrapped as it starts (after cms/backend.ts's wrapping), to know
 * which one this session uses. How each is read: cms/history/readers.ts.
 */
import { decap } from '../decap.js'
import { type GitHubApi, gitHubSource, type LocalBackend, localSource, type Source } from './readers.js'

const NONE: Source = {
  history: async () => ({ unavailable: 'History needs the site’s repository, and this content manager has none.' }),
  version: async () => null,
}
const TEST_REPO: Source = {
  history: async () => ({
    unavailable:
      'History needs the site’s repository: this trial content manager keeps its pages in this browser tab only, so it has no earlier versions to show.',
  }),
  version: async () => null,
}

let source: Source = NONE

/** The history of the backend this session uses. */
export const historySource = (): Source => source

/** Learns which backend Decap starts: called before CMS.init. */
export function knowHistorySource(): void {
  const sources: Record<string, (implementation: unknown) => Source> = {
    proxy: (implementation) => localSource(implementation as LocalBackend),
    github: (implementation) => gitHubSource(implementation as { api?: GitHubApi }),
    'test-repo': () => TEST_REPO,
  }
  for (const [name, make] of Object.entries(sources)) {
    const backend = decap.CMS.getBackend(name)
    if (!backend) continue
    const init = backend.init
    backend.init = (...args: unknown[]) => {
      const implementation = init(...args)
      source = make(implementation)
      return implementation
    }
  }
}
