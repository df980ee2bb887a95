/** Runs the content pipeline once and prints its report; shared by check and build. */
import { appendFileSync } from 'node:fs'
import path from 'node:path'
import { type BuildOptions, buildSite, type SiteBuild } from '../pipeline/index.js'
import { checkLaterDays } from '../pipeline/laterDays.js'
import { isError } from '../pipeline/problems.js'
import { formatReport, formatSummaryTable, type ReportFormat } from '../pipeline/report.js'

/** The production view of the content: drafts are left out (the dev server shows them). */
export function checkContent(format: ReportFormat = 'text'): SiteBuild & { ok: boolean } {
  // CONTENT_DIR lets tests build a fixture folder instead of content/.
  let build: SiteBuild
  try {
    const options: BuildOptions = {
      contentDir: path.resolve(process.env.CONTENT_DIR ?? 'content'),
      includeDrafts: false,
      siteUrl: process.env.SITE_URL,
      basePath: process.env.BASE_PATH,
      parallel: true,
    }
    build = buildSite(options)
    // Each later day on which the site changes by itself, checked now (pipeline/laterDays.ts).
    checkLaterDays(options, build)
  } catch (error) {
    // Files' own faults are located problems; this is the pipeline's, in one sentence.
    console.log(`✖ The content check stopped unexpectedly: ${(error as Error).message}. Nothing was published; ask a developer.`)
    return { files: [], problems: [], ok: false }
  }
  const report = formatReport(build.problems, format)
  if (report) console.log(report)
  // On GitHub Actions the whole report also goes to the job summary, as a table.
  if (format === 'github' && process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, formatSummaryTable(build.problems))
  const ok = !build.problems.some(isError)
  return { ...build, ok }
}
