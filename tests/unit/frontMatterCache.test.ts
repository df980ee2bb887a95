/**
 * Front matter parsed before is not parsed again (pipeline/frontMatter/frontMatterCache.ts, on disk: site/frontMatterCache.ts), and every
 * message comes out as from a fresh parse, placed at its line.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { temporaryCacheDirs } from '../helpers/cacheDir.js'
import { formatProblem } from '../../pipeline/check/report.js'
import { buildFixture, makeContent } from '../helpers/contentFixture.js'

const cacheDir = temporaryCacheDirs('front-matter-cache')

const LONG = 'A description far longer than any search result shows. '.repeat(5).trim()

it('keeps front matter that parsed without a message for the next run, and places later messages as a fresh parse does', () => {
  const contentDir = makeContent({
    // Parses cleanly; the schema then refuses its description, placed at line 3.
    'about.md': `---\ntitle: About\ndescription: ${LONG}\n---\n\nText.\n`,
    // Parses with a warning (a YAML note cuts the title): never kept, so the warning comes every time.
    'contact.md': '---\ntitle: Contact # us\ndescription: Reach us by phone or by e-mail, any day of the week.\n---\n\nText.\n',
  })
  const first = buildFixture(contentDir).problems.map(formatProblem)
  expect(first.some((line) => line.startsWith('about.md:3:') && line.includes('description'))).toBe(true)
  expect(first.some((line) => line.startsWith('contact.md:2:'))).toBe(true)

  const [file] = readdirSync(cacheDir()).filter((name) => name.startsWith('front-matter-'))
  const kept = Object.values(JSON.parse(readFileSync(path.join(cacheDir(), file), 'utf8')) as Record<string, string>)
  expect(kept).toContain(JSON.stringify({ title: 'About', description: LONG }))
  expect(kept.some((data) => data.includes('Contact'))).toBe(false)

  // The second run reads about.md's data from the cache and makes its document only to place the message.
  expect(buildFixture(contentDir).problems.map(formatProblem)).toEqual(first)
})
