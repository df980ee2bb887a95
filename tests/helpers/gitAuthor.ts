/** Git run in a test's own repository, as an author of a given name at a given time, never with the machine's own settings. */
import { execFileSync } from 'node:child_process'

export function gitAs(cwd: string, args: string[], author = 'Test', date = '2025-01-01T09:00:00+03:00'): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: author,
      GIT_AUTHOR_EMAIL: 'editor@example.com',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_NAME: author,
      GIT_COMMITTER_EMAIL: 'editor@example.com',
      GIT_COMMITTER_DATE: date,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
    },
  })
}
