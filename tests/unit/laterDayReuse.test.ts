/**
 * A later day's check reuses today's build and redoes only what the day changes
 * (pipeline/days/dayReuse.ts): it reads no file of content/ again, resolves each page coming
 * online once for all the days it reads the same, and says exactly what a build of the
 * whole site on each day says (the check as it was first: checkLaterDays' rebuildEachDay),
 * line for line and in the same order, on every kind of change a day makes.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { buildSite } from '../../site/buildSite.js'
import type { BuildOptions } from '../../pipeline/index.js'
import { checkLaterDays } from '../../pipeline/days/laterDays.js'
import * as markdownCache from '../../pipeline/markdown/markdownCache.js'
import { formatProblem } from '../../pipeline/check/report.js'
import { seededRandom } from '../../scripts/lib/random.js'
import { FIXTURE_SITE_URL, type FixtureFiles, makeContent } from '../helpers/contentFixture.js'

// Each Markdown text the check reads (from the cache, or compiled into it), counted.
vi.mock('../../pipeline/markdown/markdownCache.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../pipeline/markdown/markdownCache.js')>()
  return { ...actual, markdownOutline: vi.fn(actual.markdownOutline) }
})
const outlines = vi.mocked(markdownCache.markdownOutline)

const TODAY = '2026-11-25'
const article = (slug: string, extra = '', body = `Body of ${slug}.`) =>
  `---\ntitle: Article ${slug}\ndescription: About ${slug}.\nimage: { src: /images/logo.svg, alt: Logo }\ndate: 2026-11-01\ncategory: News\nauthor: team\n${extra}---\n\n${body}\n`
const page = (title: string, extra = '', body = 'Text.') => `---\ntitle: ${title}\ndescription: About ${title}.\n${extra}---\n\n${body}\n`
/** A course of the site (its front matter only), ending on `day`. */
const course = (day: string) =>
  `${readFileSync('content/courses/content-creation.md', 'utf8')
    .split(/^---$/m)
    .slice(0, 2)
    .join('---')
    .replace('order: 2\n', `order: 2\nvalidThrough: ${day}\n`)}---\n\nLearn.\n`
const coursePages = {
  'skill-up-programme.md': page('Skill Up'),
  'contact.md': page('Contact'),
}
/** The careers page with a job for each day it ends on (its heading: #role-0, …), its text linking to `link`. */
const careers = (days: string[], link = '/contact') =>
  `---\ntitle: Careers\ndescription: Jobs.\nsections:\n  - type: jobs\n    heading: Open Positions\n    locations:\n      - { value: all, label: All Locations }\n    emptyText: No openings.\n    jobs:\n${days
    .map(
      (day, index) =>
        `      - title: Job ${index}\n        location: Kampala, Uganda\n        employmentType: FULL_TIME\n        summary: |-\n          ### Role ${index}\n\n          Build websites, see [more](${link}#job-${index}).\n        posted: 2025-05-12\n        validThrough: ${day}\n        apply: "mailto:jobs@example.com"\n`,
    )
    .join('')}---\n`

/** The check of today and the days to come, both ways: its printed lines, and the days. */
function bothWays(contentDir: string, extra: Partial<BuildOptions> = {}) {
  const options = { contentDir, cwd: contentDir, siteUrl: FIXTURE_SITE_URL, today: TODAY, ...extra }
  const run = (rebuildEachDay: boolean) => {
    const build = buildSite(options)
    const days = checkLaterDays(options, build, { rebuildEachDay })
    return { days, lines: build.problems.map(formatProblem) }
  }
  return { reused: run(false), rebuilt: run(true) }
}

function expectSame(files: FixtureFiles, extra: Partial<BuildOptions> = {}) {
  try {
    bothWays(makeContent(files), extra)
  } catch (e) {
    console.log((e as Error).stack)
  }
  const { reused, rebuilt } = bothWays(makeContent(files), extra)
  expect(reused).toEqual(rebuilt)
  return reused
}

describe("a later day's check, from today's build", () => {
  it('reads no file of content/ again, and reads each page coming online once for all the days after', () => {
    const files: FixtureFiles = {}
    for (let index = 0; index < 20; index++)
      files[`blog/post-${index}.md`] = article(`post-${index}`, '', `See [the post before](/blog/post-${Math.max(0, index - 1)}).`)
    for (let index = 0; index < 3; index++)
      files[`blog/later-${index}.md`] = article(
        `later-${index}`,
        `publishDate: 2026-12-0${index + 1}\n`,
        `A text of its own, ${index}: [linked](/blog/post-3), [not](/blog/post-30).`,
      )
    const contentDir = makeContent(files)
    const copy = mkdtempSync(path.join(tmpdir(), 'content-'))
    cpSync(contentDir, copy, { recursive: true })

    const options = { contentDir, cwd: contentDir, siteUrl: FIXTURE_SITE_URL, today: TODAY }
    const build = buildSite(options)
    // Gone: a later day that read any file of it would say so.
    rmSync(contentDir, { recursive: true })
    outlines.mockClear()
    expect(checkLaterDays(options, build)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03'])
    // The three bodies coming online, once each, though later-0 is online on three days.
    expect(outlines.mock.calls.map(([text]) => /A text of its own, (\d)/.exec(text)?.[1])).toEqual(['0', '1', '2'])

    // The same as building each day whole, which read every file and every body on each day.
    const copyOptions = { contentDir: copy, cwd: copy, siteUrl: FIXTURE_SITE_URL, today: TODAY }
    const rebuilt = buildSite(copyOptions)
    outlines.mockClear()
    checkLaterDays(copyOptions, rebuilt, { rebuildEachDay: true })
    expect(outlines.mock.calls.length).toBeGreaterThan(3 * 20)
    expect(build.problems.map(formatProblem)).toEqual(rebuilt.problems.map(formatProblem))
    expect(build.problems.filter((problem) => problem.reason.includes('/blog/post-30'))).toHaveLength(3)
  })

  it('a post coming online with broken links, a picture without a description and a link to a post of a later day', () => {
    expectSame({
      'blog/launch.md': article(
        'launch',
        'publishDate: 2026-12-01\n',
        'Call [us](/contact-us), see [next](/blog/next).\n\n![](/images/logo.svg)',
      ),
      'blog/next.md': article('next', 'publishDate: 2026-12-04\n', 'Back to [launch](/blog/launch#nowhere).'),
      'about.md': page('About', '', 'Our [launch post](/blog/launch) and [next](/blog/next).'),
    })
  })

  it('pages that end, jobs and intakes that leave (their places move up), and the links to them', () => {
    const lines = expectSame({
      'blog/first.md': article('first', 'publishDate: 2026-12-01\n'),
      'blog/second.md': article('second', 'publishDate: 2026-12-03\n', 'See [the first](/blog/first) and [the course](/courses/web).'),
      'about.md': page('About', '', 'See [the course](/courses/web), [a job](/careers#role-1) and [another](/careers#role-3).'),
      'blog/third.md': article('third', 'publishDate: 2026-12-10\n', 'See [the course](/courses/web).'),
      'courses/web.md': course('2026-12-05'),
      ...coursePages,
      'careers.md': careers(['2026-11-30', '2026-12-02', '2027-01-01'], '/blog/third'),
    })
    expect(lines.days).toEqual(['2026-12-01', '2026-12-03', '2026-12-06', '2026-12-10', '2027-01-02'])
    expect(lines.lines.some((line) => line.includes('on 2026-12-06'))).toBe(true)
  })

  it('references to entries that come and go, and the list of known slugs their messages quote', () => {
    expectSame({
      'blog/a.md': article('a', 'related: [b, nope]\n'),
      'blog/b.md': article('b', 'publishDate: 2026-12-02\n'),
      'blog/c.md': article('c', 'publishDate: 2026-12-05\nrelated: [a, b, nopf]\n'),
      'blog/d.md': article('d', 'draft: true\nrelated: [c]\n', 'See [c](/blog/c).'),
      // Its only reference names no article: its message lists those online, which change on 2026-12-02.
      'blog/e.md': article('e', 'related: [nopq]\n'),
    })
  })

  it("a broken link's suggestion that a page coming online changes, and a page that two files make", () => {
    expectSame({
      'about.md': page('About', '', 'See [the launch](/blog/lunch) and [the team](/team).'),
      // On 2026-12-02 the post comes as the course goes: as many routes, not the same.
      'blog/launch.md': article('launch', 'publishDate: 2026-12-02\n'),
      'courses/web.md': course('2026-12-01'),
      ...coursePages,
      'team.md': page('Team', 'publishDate: 2026-12-04\n'),
      'team/index.md': page('Team again', 'publishDate: 2026-12-05\n'),
    })
  })

  it('a file whose front matter fails and site.yaml, linking to pages of later days', () => {
    expectSame({
      'broken.md': '---\ntitle: Broken\ndescription: [unclosed\n---\n\nSee [launch](/blog/launch).\n',
      'blog/oops.md': article('oops', 'related: [launch]\ncolour: red\n', 'See [the launch](/blog/launch#body).'),
      'blog/launch.md': article('launch', 'publishDate: 2026-12-01\n', '## Body\n\nText.'),
      'site.yaml': readFileSync(path.join(makeContent({}), 'site.yaml'), 'utf8').replace(
        '    - { label: Home, href: / }\n',
        '    - { label: Home, href: / }\n    - { label: Launch, href: /blog/launch }\n',
      ),
    })
  })

  it('drafts, and the pages held back on a morning', () => {
    const files = {
      'blog/idea.md': article('idea', 'draft: true\n', 'Call [us](/contact-us), see [launch](/blog/launch).'),
      'blog/launch.md': article('launch', 'publishDate: 2026-11-20\n', 'Broken [link](/nowhere).'),
      'blog/later.md': article('later', 'publishDate: 2026-12-01\n', 'See [launch](/blog/launch).'),
    }
    expectSame(files)
    expectSame(files, { heldBack: new Set(['blog/launch.md']) })
    // The morning build: today's site holds the failing arrival back, the days to come are checked without holding it.
    const contentDir = makeContent(files)
    const morning = (rebuildEachDay: boolean) => {
      const options: BuildOptions = { contentDir, cwd: contentDir, siteUrl: FIXTURE_SITE_URL, today: TODAY }
      const build = buildSite({ ...options, heldBack: new Set(['blog/launch.md']) })
      checkLaterDays(options, build, { laterAsWarnings: true, rebuildEachDay })
      return build.problems.map(formatProblem)
    }
    expect(morning(false)).toEqual(morning(true))
  })

  it("the site's own content with pages scheduled, pages and jobs ending, on random days (seeded)", () => {
    for (const seed of [1, 2, 3]) {
      const next = seededRandom(seed)
      const day = () => `2026-12-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`
      const contentDir = mkdtempSync(path.join(tmpdir(), 'content-'))
      cpSync('content', contentDir, { recursive: true })
      for (const name of readdirSync(contentDir, { recursive: true }) as string[]) {
        if (!name.endsWith('.md') || name === 'index.md' || name === 'README.md' || next() > 0.35) continue
        const file = path.join(contentDir, name)
        const text = readFileSync(file, 'utf8')
        const line = name.startsWith('courses/') && next() < 0.5 ? `validThrough: ${day()}` : `publishDate: ${day()}`
        writeFileSync(file, text.replace(/^---\n/, `---\n${line}\n`))
      }
      writeFileSync(path.join(contentDir, 'careers.md'), careers([day(), day(), day()], '/blog/data-analytics'))
      const { reused, rebuilt } = bothWays(contentDir)
      expect(reused.days.length).toBeGreaterThan(3)
      expect(reused).toEqual(rebuilt)
    }
  })
})
