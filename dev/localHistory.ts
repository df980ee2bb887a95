/**
 * A page's history on this machine (npm run cms): the changes Git holds of one file of
 * content/, for the content manager's History (cms/history/). Two actions of the local
 * backend (dev/localBackend.ts), so they pass its guard (this server's own origin, JSON,
 * loopback) and its checks of a path, the very ones of a write: a file an editor may
 * write, inside content/, no `..`, hidden segment or symbolic link. A POST, not a GET: a
 * GET needs no preflight, so any page open in the browser could send one.
 *
 * Git runs with execFile (no shell: a name is never a command) in content/, the newest 50
 * changes at most, each call bounded in time and output. A version is read only by the
 * commit of a change the file's own history lists, at the name it had then, and the
 * history stops where that name leaves content/ (a file moved in from elsewhere shows no
 * text of where it came from).
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { type Change, HISTORY_LENGTH, type History } from '../cms/history/changes.js'
import { Refused } from './requestGuard.js'

const NOT_A_REPOSITORY = 'this copy of the site is not a Git repository, so no earlier versions are kept here'
const NO_GIT = 'Git is not installed on this machine, so no earlier versions can be read'
/** Separators Git writes between commits and their fields (ASCII's record and unit separators: never in a name or message we show). */
const RECORD = '\x1e'
const FIELD = '\x1f'
const SHA = /^[0-9a-f]{40}$/

type Writable = (name: string) => Promise<string>

/** The backend's actions `history` and `version`, over the files `writable` (the backend's own check) allows. */
export function historyActions(contentDir: string, writable: Writable) {
  const git = (args: string[]) => run(contentDir, args)

  /** The file's changes with the name it had in each, as far back as that name is in content/. */
  const changesOf = async (name: string) => {
    const file = await writable(name)
    if (!/\.(md|ya?ml)$/.test(file)) throw new Refused(403, 'History is kept for pages and the site settings')
    const prefix = (await git(['rev-parse', '--show-prefix'])).trim()
    const inside = path.relative(contentDir, file).split(path.sep).join('/')
    const log = await git([
      '-c',
      'log.showSignature=false',
      'log',
      '--follow',
      `--max-count=${HISTORY_LENGTH + 1}`,
      `--format=${RECORD}%H${FIELD}%aI${FIELD}%an${FIELD}%B${FIELD}`,
      '--name-only',
      '--',
      inside,
    ])
    const changes: (Change & { at: string })[] = []
    let at = `${prefix}${inside}`
    for (const record of log.split(RECORD).slice(1)) {
      const [sha, date, author, message, names] = record.split(FIELD)
      // A merge lists no name: the file kept the one it has in the next newer change.
      at = names?.trim().split('\n').at(-1) || at
      if (!at.startsWith(prefix)) break
      changes.push({ sha, date, author, message: message.trim(), at })
    }
    return { file, inside, changes }
  }

  return {
    history: async ({ path: name }: Record<string, unknown>): Promise<History> =>
      unlessNoHistory(async () => {
        const { inside, changes } = await changesOf(text(name))
        const status = await git(['status', '--porcelain', '--', inside])
        return {
          changes: changes.slice(0, HISTORY_LENGTH).map(({ at: _at, ...change }) => change),
          before: changes[HISTORY_LENGTH]?.sha ?? null,
          uncommitted: status.trim() !== '',
        }
      }),
    /** The file's text in one of its listed changes (`cat-file`: its bytes as committed, no filter of the repository's). */
    version: async ({ path: name, sha }: Record<string, unknown>): Promise<{ text: string | null }> => {
      if (typeof sha !== 'string' || !SHA.test(sha)) throw new Refused(400, 'a version is named by its commit')
      const { changes } = await changesOf(text(name))
      const change = changes.find((each) => each.sha === sha)
      if (!change) throw new Refused(404, 'this version is not in the page’s history')
      // A change that removed the file has no text of it (null).
      const exists = await git(['cat-file', '-e', `${sha}:${change.at}`]).then(
        () => true,
        () => false,
      )
      return { text: exists ? await git(['cat-file', 'blob', `${sha}:${change.at}`]) : null }
    },
  }
}

function text(value: unknown): string {
  if (typeof value !== 'string') throw new Refused(400, 'the request is missing a text it needs')
  return value
}

/** Git's answer, or a Refused in plain words when there is no repository or no Git. */
function run(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      // The user's pager, colours and language stay out of what is parsed.
      { cwd, timeout: 10_000, maxBuffer: 8 * 1024 * 1024, env: { ...process.env, GIT_PAGER: 'cat', LC_ALL: 'C' } },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout)
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reject(new NoHistory(NO_GIT))
        if (/not a git repository/i.test(stderr)) return reject(new NoHistory(NOT_A_REPOSITORY))
        // A repository with no commit yet: nothing in it has a history.
        if (/does not have any commits yet/.test(stderr)) return resolve('')
        reject(error)
      },
    )
  })
}

class NoHistory extends Error {}

async function unlessNoHistory(history: () => Promise<History>): Promise<History> {
  try {
    return await history()
  } catch (error) {
    if (error instanceof NoHistory) return { unavailable: error.message }
    throw error
  }
}
