/**
 * node scripts/run.mjs remark-alone <content dir>: the CPU time that remark-parse with
 * remark-gfm alone takes on every Markdown body of the folder (front matter cut off),
 * printed as "remark alone: N texts, X s CPU". npm run bench divides a build's CPU by it:
 * the parser stays, so what a build costs beyond it is what can be made cheaper.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

const dir = process.argv[2]
if (!dir) {
  console.error('Usage: node scripts/run.mjs remark-alone <content dir>')
  process.exit(2)
}
const bodies = (readdirSync(dir, { recursive: true }) as string[])
  .filter((name) => name.endsWith('.md') && !name.endsWith('README.md'))
  .map((name) => readFileSync(path.join(dir, name), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''))
const processor = unified().use(remarkParse).use(remarkGfm)
const started = process.cpuUsage()
for (const body of bodies) processor.parse(body)
const used = process.cpuUsage(started)
console.log(`remark alone: ${bodies.length} texts, ${((used.user + used.system) / 1e6).toFixed(2)} s CPU`)
