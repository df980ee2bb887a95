/** npm run content-guide: rewrite content/README.md from the schemas. */
import { readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'
import { contentGuide } from './lib/contentGuide.js'

const settings = parse(readFileSync('content/site.yaml', 'utf8')) as Record<string, unknown>
writeFileSync('content/README.md', contentGuide(settings))
console.log('content/README.md written')
