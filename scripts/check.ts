/**
 * npm run check [-- --format github] (github is the default on GitHub Actions)
 * Validates every file under content/ and lists every problem with its file, line and
 * column. Exits 1 when there is any error; sample values only print a reminder.
 */
import { checkContent } from '../site/contentCheck.js'
import { guardRunnerOutput } from '../site/runnerOutput.js'

// What content reaches this output can never be read as a workflow command (site/runnerOutput.ts).
guardRunnerOutput()

const formatIndex = process.argv.indexOf('--format')
// On GitHub Actions the check annotates the pull request by itself (npm test's first step).
const format = formatIndex > -1 ? process.argv[formatIndex + 1] : process.env.GITHUB_ACTIONS === 'true' ? 'github' : 'text'
if (format !== 'text' && format !== 'github') {
  console.error(`Unknown --format "${format}": use text or github`)
  process.exit(2)
}

const { ok, site } = checkContent(format)
if (!ok) process.exit(1)
if (format === 'text') console.log(`✔ content is valid: ${site!.pages.size} pages`)
