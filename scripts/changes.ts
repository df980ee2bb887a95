/**
 * node scripts/run.mjs changes <previous pages.json> <new pages.json>: what a build changed,
 * as Markdown for a pull request's job summary: the pages added, removed and changed. Each
 * page's key in pages.json (site/renderPages.ts) is a hash of its data and the code
 * bundle, so a changed key means a page whose HTML may differ (all of them when the code
 * changed). A missing previous record (the first build) lists every page as added.
 */
import { existsSync, readFileSync } from 'node:fs'
import { pageChanges } from '../site/pageChanges.js'

const [previousFile, nextFile] = process.argv.slice(2)
if (!nextFile) {
  console.error('Usage: node scripts/run.mjs changes <previous pages.json> <new pages.json>')
  process.exit(2)
}
const read = (file: string) => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { pages: Record<string, string> }).pages : {})
console.log(pageChanges(read(previousFile), read(nextFile)))
