/** Runs the content pipeline once and prints its report; shared by check and build. */
import path from 'node:path'
import { buildSite, type SiteBuild } from '../../renderer/pipeline/index.js'
import { isError } from '../../renderer/pipeline/problems.js'
import { formatReport, type ReportFormat } from '../../renderer/pipeline/report.js'

export function checkContent(format: ReportFormat = 'text', includeDrafts = false): SiteBuild & { ok: boolean } {
  // CONTENT_DIR lets tests build a fixture folder instead of content/.
  const build = buildSite({ contentDir: path.resolve(process.env.CONTENT_DIR ?? 'content'), includeDrafts, siteUrl: process.env.SITE_URL, parallel: true })
  const report = formatReport(build.problems, format)
  if (report) console.log(report)
  const ok = !build.problems.some(isError)
  return { ...build, ok }
}
