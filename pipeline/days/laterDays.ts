/**
 * The check of the days to come: every later day on which the site changes by itself (a
 * scheduled page comes online, a page, job or intake leaves) is built as it will stand
 * that morning, and what fails then fails now, on the file that causes it. So no morning
 * build can fail on content that passed the day it was merged (issue 36). Drafts are
 * checked as if published, and their problems are warnings: a draft may be merged
 * unfinished, with its problems in plain view.
 */
import { laterDaysOf } from './dayReuse.js'
import { type BuildOptions, buildAgain, buildRecord, type SiteBuild } from '../index.js'
import { isError, type Problem, type ProblemKind, report } from '../shared/problems.js'

const keyOf = (problem: Problem) => `${problem.file}:${problem.line}:${problem.column}:${problem.ruleId}:${problem.reason}`

/**
 * Adds to `build` (today's) the errors of each later day and the drafts' problems; returns
 * the days checked. The morning build takes the later days' errors as warnings: they are
 * not today's to publish, and the pull request that brought them was refused already.
 *
 * A day reuses today's build and redoes only what it changes (dayReuse.ts), when `build` is
 * buildSite's of these options; `rebuildEachDay` (or another build) builds the whole site
 * for each day instead, as the check did first: the tests compare the two.
 */
export function checkLaterDays(
  options: BuildOptions,
  build: SiteBuild,
  { laterAsWarnings = false, rebuildEachDay = false } = {},
): string[] {
  const { days = [], drafts = [] } = build.schedule ?? {}
  const reuse = rebuildEachDay ? undefined : laterDaysOf(build, options)
  const includeDrafts = options.includeDrafts ?? false
  const problemsOn = (today: string, drafts: boolean) =>
    reuse
      ? reuse.problemsOn({ today, includeDrafts: drafts, heldBack: options.heldBack })
      : buildAgain(build, { ...options, today, includeDrafts: drafts, precompile: undefined }).problems
  const seen = new Set(build.problems.map(keyOf))
  const carry = (problems: Problem[], words: (reason: string) => string, asWarning: boolean, only?: Set<string>) => {
    for (const problem of problems) {
      const key = keyOf(problem)
      if (!isError(problem) || seen.has(key) || (only && !only.has(problem.file ?? ''))) continue
      seen.add(key)
      const file = build.files.find((candidate) => candidate.path === problem.file)
      if (!file) continue
      const place = problem.line ? { line: problem.line, column: problem.column ?? 1 } : undefined
      build.problems.push(
        report(file, problem.ruleId as ProblemKind, words(problem.reason), place, { field: problem.field, warning: asWarning }),
      )
    }
  }
  for (const day of days) {
    carry(problemsOn(day, includeDrafts), (reason) => `on ${day}, as the site will stand that morning: ${reason}`, laterAsWarnings)
  }
  if (drafts.length) {
    carry(
      problemsOn(options.today ?? buildRecord(build)!.services.today(), true),
      (reason) => `once this draft is published: ${reason}`,
      true,
      new Set(drafts),
    )
  }
  return days
}

/**
 * Information on a new page (`isNew`: not in the last build) whose publishDate has passed:
 * it is not on the site yet, and comes online with the next build, not on that day.
 */
export function reportPastPublishDates(build: SiteBuild, today: string, isNew: (route: string) => boolean): void {
  for (const page of build.schedule?.dated ?? []) {
    if (page.day >= today || !isNew(page.route)) continue
    const file = build.files.find((candidate) => candidate.path === page.file)
    if (!file) continue
    const line = String(file.value)
      .split('\n')
      .findIndex((text) => /^publishDate:/.test(text))
    build.problems.push(
      report(
        file,
        'scheduled',
        `publishDate ${page.day} has passed: this new page is not on the site yet and comes online with the next build (a publishDate holds a page back only until a later day)`,
        line < 0 ? undefined : { line: line + 1, column: 1 },
        { field: 'publishDate', info: true },
      ),
    )
  }
}
