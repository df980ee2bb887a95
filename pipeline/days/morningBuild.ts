/**
 * The morning build cannot be held hostage (issue 36). The check of the day a page was
 * merged already built every later day (laterDays.ts); if a page still fails on its day
 * (something outside its file changed since), the scheduled rebuild leaves that page out
 * and publishes everything else: the other arrivals, and the pages, jobs and intakes that
 * end. Its problems become warnings here and are reported where the owner sees them
 * (site/contentCheck.ts: the job summary, and a failing morning run).
 */
import { type BuildOptions, buildAgain, type SiteBuild } from '../index.js'
import { isError, report } from '../shared/problems.js'
import { formatProblem } from '../check/report.js'

/** A page left out of this morning's build, with the errors that kept it out, as the check prints them. */
export type HeldBack = { file: string; route: string; day: string; problems: string[] }

// Holding a page back can make the links of another arrival to it fail: a few rounds settle it.
const ROUNDS = 5

/**
 * `build` (today's) without the pages arriving today that fail. `arrived` tells the pages
 * coming online now (not in the last build) from those online before, which fail the build
 * as always: they were checked on every earlier morning.
 */
export function holdBackFailingArrivals(
  options: BuildOptions,
  build: SiteBuild,
  arrived: (route: string, day: string) => boolean,
): { build: SiteBuild; heldBack: HeldBack[] } {
  const arrivals = (build.schedule?.dated ?? []).filter((page) => arrived(page.route, page.day))
  const heldBack: HeldBack[] = []
  let current = build
  for (let round = 0; round < ROUNDS; round++) {
    const failing = arrivals.filter(
      (page) =>
        !heldBack.some((held) => held.file === page.file) &&
        current.problems.some((problem) => isError(problem) && problem.file === page.file),
    )
    if (!failing.length) break
    for (const page of failing)
      heldBack.push({
        ...page,
        problems: current.problems.filter((problem) => isError(problem) && problem.file === page.file).map(formatProblem),
      })
    current = buildAgain(build, { ...options, heldBack: new Set(heldBack.map((held) => held.file)) })
  }
  for (const held of heldBack) {
    const file = current.files.find((candidate) => candidate.path === held.file)
    if (file)
      current.problems.push(
        report(
          file,
          'scheduled',
          `held back from this morning's build, due on ${held.day}: fix its problems (${held.problems.length}) and it comes online with the next build`,
          undefined,
          {
            warning: true,
          },
        ),
      )
  }
  return { build: current, heldBack }
}
