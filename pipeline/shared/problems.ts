/**
 * Content problems are vfile messages: each knows its file, line and column. We add the
 * front-matter field it concerns, so every report reads
 * `content/path.md:LINE:COL  field.path  what is wrong, and how to fix it`.
 */
import type { VFile } from 'vfile'

/** The message vfile makes (its class lives in vfile-message, which vfile depends on). */
type VFileMessage = ReturnType<VFile['message']>

export type Place = { line: number; column: number }

/** The kinds of content problem; the tests hold one fixture for each. */
export type ProblemKind =
  | 'yaml-syntax'
  | 'yaml-comment'
  | 'unreadable-file'
  | 'raw-html'
  | 'markdown-too-complex'
  | 'no-front-matter'
  | 'missing-field'
  | 'wrong-type'
  | 'bad-value'
  | 'bad-date'
  | 'unknown-key'
  | 'unknown-block'
  | 'bad-file-name'
  | 'duplicate-route'
  | 'unknown-slug'
  | 'broken-link'
  | 'missing-anchor'
  | 'missing-image'
  | 'large-image'
  | 'unused-image'
  | 'unsafe-link'
  | 'unknown-placeholder'
  | 'placeholder'
  // Information: a page scheduled for a later day (pipeline/resolve/schedule.ts).
  | 'scheduled'
  // Page hints (pipeline/check/hints.ts), warnings only.
  | 'duplicate-title'
  | 'duplicate-description'
  | 'short-description'
  | 'heading-order'
  | 'vague-link'
  | 'vague-alt'
  | 'orphan-page'

export type Problem = VFileMessage & { field?: string }

/** Record an error (fails the build), a warning or information (printed only) on `file`. */
export function report(
  file: VFile,
  kind: ProblemKind,
  reason: string,
  place: Place | undefined,
  options: { field?: string; warning?: boolean; info?: boolean } = {},
): Problem {
  const message: Problem = file.message(reason, { place, ruleId: kind, source: 'content' })
  // vfile's levels: true an error, false a warning, undefined information.
  message.fatal = options.info ? undefined : !options.warning
  if (options.field) message.field = options.field
  return message
}

export const isError = (problem: Problem) => problem.fatal === true
export const isInfo = (problem: Problem) => problem.fatal === undefined || problem.fatal === null

/** A zod-style path as editors read it: sections[1].items[0].question */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, segment) => {
    if (typeof segment === 'number') return `${out}[${segment}]`
    return out ? `${out}.${String(segment)}` : String(segment)
  }, '')
}

/**
 * Runs one file's step; an exception nobody foresaw becomes that file's problem, at
 * `place` when the step concerns one (the build still fails, with every other file
 * checked), never a stack trace for an editor or a check that stops half way.
 */
export function guarded<T>(
  file: VFile,
  step: () => T,
  place: Place | (() => Place) = { line: 1, column: 1 },
  field?: string,
): T | undefined {
  try {
    return step()
  } catch (error) {
    report(
      file,
      'unreadable-file',
      `could not check this: ${(error as Error).message}. Look here for an unusual construct; if it looks right, ask a developer`,
      typeof place === 'function' ? place() : place,
      { field },
    )
    return undefined
  }
}
