/**
 * Scheduled pages checked as they will be on their day (pipeline/days/laterDays.ts, issue 36):
 * what would fail a later morning's build fails the check today, on the file that causes
 * it; pages scheduled earlier count on later days, pages ended by then do not; a draft's
 * problems are warnings; what has ended says so.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildSite } from '../../site/buildSite.js'
import { checkLaterDays, reportPastPublishDates } from '../../pipeline/days/laterDays.js'
import { isError } from '../../pipeline/shared/problems.js'
import { formatProblem } from '../../pipeline/check/report.js'
import { FIXTURE_SITE_URL, type FixtureFiles, makeContent } from '../helpers/contentFixture.js'

const TODAY = '2026-11-25'
const article = (slug: string, extra = '', body = `Body of ${slug}.`) =>
  `---\ntitle: Article ${slug}\ndescription: About ${slug}.\nimage: { src: /images/logo.svg, alt: Logo }\ndate: 2026-11-01\ncategory: News\nauthor: team\n${extra}---\n\n${body}\n`

/** A course of the site (its front matter only) that ends on `day`. */
const course = (day: string) =>
  `${readFileSync('content/courses/content-creation.md', 'utf8')
    .split(/^---$/m)
    .slice(0, 2)
    .join('---')
    .replace('order: 2\n', `order: 2\nvalidThrough: ${day}\n`)}---\n\nLearn.\n`
/** The pages a course's buttons lead to. */
const coursePages = {
  'skill-up-programme.md': '---\ntitle: Skill Up\ndescription: Courses.\n---\n\nLearn.\n',
  'contact.md': '---\ntitle: Contact\ndescription: Write to us.\n---\n\nWrite.\n',
}
/** The careers page with one job, open until `day`. */
const careers = (day: string) =>
  `---\ntitle: Careers\ndescription: Jobs.\nsections:\n  - type: jobs\n    heading: Open Positions\n    locations:\n      - { value: all, label: All Locations }\n    emptyText: No openings.\n    jobs:\n      - title: Junior Web Developer\n        location: Kampala, Uganda\n        employmentType: FULL_TIME\n        summary: Build websites.\n        posted: 2025-05-12\n        validThrough: ${day}\n        apply: "mailto:jobs@example.com"\n---\n`

/** The check as `npm run check` runs it on `today`: the errors and warnings it prints, and the days it built. */
function check(files: FixtureFiles) {
  const contentDir = makeContent(files)
  const options = { contentDir, cwd: contentDir, siteUrl: FIXTURE_SITE_URL, today: TODAY }
  const build = buildSite(options)
  const days = checkLaterDays(options, build)
  const printed = (problems: typeof build.problems) => problems.map(formatProblem)
  return {
    days,
    errors: printed(build.problems.filter(isError)),
    warnings: printed(build.problems.filter((problem) => problem.fatal === false)),
    all: printed(build.problems),
  }
}

describe('the days to come, checked today', () => {
  it('a post scheduled for a later day with broken links and a picture without a description fails now, on that post', () => {
    const { days, errors } = check({
      'blog/launch.md': article(
        'launch',
        'publishDate: 2026-12-01\n',
        'Call [us](/contact-us), see [cloud](/services/cloud).\n\n![](/images/logo.svg)',
      ),
    })
    expect(days).toEqual(['2026-12-01'])
    expect(errors).toHaveLength(3)
    for (const line of errors) expect(line).toMatch(/^blog\/launch\.md:\d+:\d+ {2}on 2026-12-01, as the site will stand that morning: /)
    expect(errors.join('\n')).toContain('/contact-us')
    expect(errors.join('\n')).toContain('/services/cloud')
    expect(errors.join('\n')).toContain('no description')
  })

  it('pages scheduled earlier count on a later day, and a page ended by then does not', () => {
    const { days, errors } = check({
      'blog/first.md': article('first', 'publishDate: 2026-12-01\n'),
      // On 2026-12-03 it links to the post of 2026-12-01 (fine).
      'blog/second.md': article('second', 'publishDate: 2026-12-03\n', 'See [the first](/blog/first).'),
      // Until 2026-12-05 the course is on: this page's link to it is fine today, and fails on 2026-12-06.
      'about.md': '---\ntitle: About\ndescription: About us.\n---\n\nSee [the course](/courses/web).\n',
      // On 2026-12-10 the course has ended: its link fails then, so it fails now.
      'blog/third.md': article('third', 'publishDate: 2026-12-10\n', 'See [the course](/courses/web).'),
      'courses/web.md': course('2026-12-05'),
      ...coursePages,
    })
    expect(days).toEqual(['2026-12-01', '2026-12-03', '2026-12-06', '2026-12-10'])
    expect(errors).toEqual([
      expect.stringMatching(
        /^about\.md:\d+:\d+ {2}on 2026-12-06, as the site will stand that morning: .*"\/courses\/web" points to a page that ended on 2026-12-05/,
      ),
      expect.stringMatching(/^blog\/third\.md:\d+:\d+ {2}on 2026-12-10, as the site will stand that morning: .*\/courses\/web/),
    ])
  })

  it('a page that links to a job page whose job has ended keeps working: only dates that change pages are days', () => {
    const { days } = check({
      'careers.md': careers('2026-11-30'),
    })
    expect(days).toEqual(['2026-12-01'])
  })

  it("a draft's problems are warnings, said as they will be once it is published", () => {
    const { errors, warnings } = check({ 'blog/idea.md': article('idea', 'draft: true\n', 'Call [us](/contact-us).') })
    expect(errors).toEqual([])
    expect(warnings.filter((line) => line.startsWith('blog/idea.md'))).toEqual([
      expect.stringMatching(/^blog\/idea\.md:\d+:\d+ {2}once this draft is published: .*\/contact-us/),
    ])
  })

  it('a course and a job whose validThrough has passed each say they are not on the site, and why', () => {
    const { all, errors } = check({
      'courses/old.md': course('2026-01-31'),
      ...coursePages,
      'careers.md': careers('2025-06-13'),
    })
    expect(errors).toEqual([])
    expect(all).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^courses\/old\.md:\d+:\d+ {2}validThrough {2}ended on 2026-01-31: this course/),
        expect.stringMatching(
          /^careers\.md:\d+:\d+ {2}sections\[0\]\.jobs\[0\]\.validThrough {2}ended on 2025-06-13: this job is no longer on the site/,
        ),
      ]),
    )
  })

  it('a new page whose publishDate has passed says it is not on the site yet, and when it comes', () => {
    const contentDir = makeContent({
      'blog/late.md': article('late', 'publishDate: 2026-01-10\n'),
      'blog/old.md': article('old', 'publishDate: 2026-01-10\n'),
    })
    const build = buildSite({ contentDir, cwd: contentDir, today: TODAY })
    // The last build had /blog/old: only /blog/late is new.
    reportPastPublishDates(build, TODAY, (route) => route !== '/blog/old')
    expect(build.problems.filter((problem) => /publishDate .* has passed/.test(problem.reason)).map(formatProblem)).toEqual([
      'blog/late.md:8:1  publishDate  publishDate 2026-01-10 has passed: this new page is not on the site yet and comes online with the next build (a publishDate holds a page back only until a later day)',
    ])
  })
})
