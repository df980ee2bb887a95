/** npm run new writes, for every type, a file that passes the content check as it is. */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildSite } from '../../site/buildSite.js'
import { formatProblem } from '../../pipeline/check/report.js'

const contentDir = mkdtempSync(path.join(os.tmpdir(), 'new-entry-'))
cpSync('content', contentDir, { recursive: true })
const run = (...args: string[]) =>
  execFileSync(process.execPath, ['scripts/run.mjs', 'new', ...args], {
    env: { ...process.env, CONTENT_DIR: contentDir },
    encoding: 'utf8',
  })

describe('npm run new', () => {
  it.each([
    ['article', 'Mobile Money for Clinics', 'blog/mobile-money-for-clinics.md', '/blog/mobile-money-for-clinics'],
    ['service', 'Drone Mapping', 'services/drone-mapping.md', '/services/drone-mapping'],
    ['course', 'Data Science Basics', 'courses/data-science-basics.md', '/courses/data-science-basics'],
    ['page', 'Our Partners', 'our-partners.md', '/our-partners'],
  ])('writes a %s with every required field, and prints its path and address', (type, title, file, route) => {
    const printed = run(type, title)
    expect(printed).toContain(file)
    expect(printed).toContain(`published at ${route}`)
    expect(readFileSync(path.join(contentDir, file), 'utf8')).toContain(`title: "${title}"`)
  })

  it("gives an article today's date, and all four new files pass the check", () => {
    expect(readFileSync(path.join(contentDir, 'blog/mobile-money-for-clinics.md'), 'utf8')).toContain(
      `date: ${new Date().toISOString().slice(0, 10)}`,
    )
    const { site, problems } = buildSite({ contentDir, cwd: contentDir })
    expect(problems.filter((problem) => problem.fatal).map(formatProblem)).toEqual([])
    for (const route of ['/blog/mobile-money-for-clinics', '/services/drone-mapping', '/courses/data-science-basics', '/our-partners'])
      expect(site!.pages.has(route), route).toBe(true)
    // The course leaves its total out: it is fee + additionalFee.
    expect((site!.pages.get('/courses/data-science-basics')!.data as { total: number }).total).toBe(750_000)
  })

  it('refuses to overwrite a file, and explains its usage', () => {
    expect(() => run('page', 'Our Partners')).toThrow(/already exists/)
    expect(() => run('widget', 'X')).toThrow(/Usage: npm run new -- <article\|service\|course\|page> "Title"/)
  })
})
