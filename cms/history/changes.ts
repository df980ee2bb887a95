/**
 * A page's history as the content manager's History shows it, from whichever backend has
 * it: Git on this machine (dev/localHistory.ts) or GitHub's commits (cms/history/sources.ts).
 */

/** How many changes History lists: the newest. */
export const HISTORY_LENGTH = 50

/** One change of a file, newest first; `date` in ISO 8601 (Git's, with its offset; GitHub's, in UTC). */
export type Change = { sha: string; date: string; author: string; message: string }

/**
 * A file's history: its changes, and the commit of the version just before the oldest
 * listed when there are more (null: the oldest listed made the file). `uncommitted`: the
 * file on disk differs from its last commit (saves on this machine not committed yet).
 * Or, in plain words, why there is none.
 */
export type History = { changes: Change[]; before: string | null; uncommitted?: boolean } | { unavailable: string }
