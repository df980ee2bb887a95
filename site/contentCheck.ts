/** Runs the content pipeline once and prints its report; shared by check and build. */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { forRunner, markdownLine } from '../pipeline/check/forRunner.js'
import { buildSite, type SiteBuild } from './buildSite.js'
import type { BuildOptions } from '../pipeline/index.js'
import { siteUrl } from './deploy.js'
import { checkLaterDays, reportPastPublishDates } from '../pipeline/days/laterDays.js'
import { type HeldBack, holdBackFailingArrivals } from '../pipeline/days/morningBuild.js'
import { isError } from '../pipeline/shared/problems.js'
import { formatReport, formatSummaryTable, type ReportFormat } from '../pipeline/check/report.js'
import { printCommands } from './runnerOutput.js'
import { precompileMarkdown } from './markdownPool.js'
import { siteToday } from './today.js'

/** A page is arriving when the last build (dist/pages.json, restored by CI's cache) did not have it, or else on its day. */
function arrivedToday(today: string): (route: string, day: string) => boolean {
  const before = previousRoutes()
  return before ? (route) => !before.has(route) : (_route, day) => day === today
}

/** The routes of the last build (dist/pages.json), if there is one. */
function previousRoutes(): Set<string> | undefined {
  const record = path.resolve('dist/pages.json')
  if (!existsSync(record)) return undefined
  return new Set(Object.keys((JSON.parse(readFileSync(record, 'utf8')) as { pages: object }).pages))
}

/**
 * Where the owner sees it: the job's summary, and HELD_BACK_FILE (the workflow's, which
 * makes the morning run fail after the site is published). Markdown, each page and problem
 * one line of it whatever the content holds (markdownLine): ci.yml reads the pages' routes
 * from the lines `- **route**`, and the log shows the same text.
 */
function reportHeldBack(heldBack: HeldBack[]) {
  const text = [
    "## Held back from this morning's build",
    '',
    'These pages were due today but have problems. Everything else was published; fix these and they come online with the next build.',
    '',
    ...heldBack.flatMap((held) => [
      `- **${markdownLine(held.route)}** (${markdownLine(held.file)}, due on ${markdownLine(held.day)})`,
      ...held.problems.map((line) => `  - ${markdownLine(line)}`),
    ]),
    '',
  ].join('\n')
  console.log(text)
  // npm test checks, then builds: the summary gets it once.
  const { GITHUB_STEP_SUMMARY: summary, HELD_BACK_FILE: heldBackFile } = process.env
  if (summary && !(heldBackFile && existsSync(heldBackFile))) appendFileSync(summary, text)
  if (heldBackFile) writeFileSync(heldBackFile, text)
}

/** The production view of the content: drafts are left out (the dev server shows them). */
export function checkContent(format: ReportFormat = 'text'): SiteBuild & { ok: boolean } {
  // CONTENT_DIR lets tests build a fixture folder instead of content/.
  let build: SiteBuild
  try {
    const options: BuildOptions = {
      contentDir: path.resolve(process.env.CONTENT_DIR ?? 'content'),
      includeDrafts: false,
      siteUrl: siteUrl(),
      basePath: process.env.BASE_PATH,
      precompile: precompileMarkdown,
    }
    build = buildSite(options)
    // The scheduled rebuild publishes what it can (pipeline/days/morningBuild.ts).
    const morning = process.env.SITE_MORNING_BUILD === 'true'
    if (morning) {
      const held = holdBackFailingArrivals(options, build, arrivedToday(siteToday()))
      build = held.build
      if (held.heldBack.length) reportHeldBack(held.heldBack)
    }
    // Each later day on which the site changes by itself, checked now (pipeline/days/laterDays.ts).
    checkLaterDays(options, build, { laterAsWarnings: morning })
    const record = previousRoutes()
    if (record) reportPastPublishDates(build, siteToday(), (route) => !record.has(route))
  } catch (error) {
    // Files' own faults are located problems; this is the pipeline's, in one sentence.
    console.log(forRunner(`✖ The content check stopped unexpectedly: ${(error as Error).message}. Nothing was published; ask a developer.`))
    return { files: [], problems: [], ok: false }
  }
  const report = formatReport(build.problems, format)
  // The annotations are workflow commands on purpose; every other line that content reaches is disarmed (pipeline/check/forRunner.ts).
  if (report && format === 'github') printCommands(report)
  else if (report) console.log(forRunner(report))
  // On GitHub Actions the whole report also goes to the job summary, as a table.
  if (format === 'github' && process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, formatSummaryTable(build.problems))
  const ok = !build.problems.some(isError)
  return { ...build, ok }
}
