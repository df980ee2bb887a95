/**
 * The morning build cannot be held hostage (pipeline/days/morningBuild.ts, issue 36): a page
 * due today that fails is left out with its problems, and everything else is published,
 * other arrivals and ended jobs leaving included; a page online before that fails still
 * fails the build.
 */
import { describe, expect, it } from 'vitest'
import { buildSite } from '../../site/buildSite.js'
import { holdBackFailingArrivals } from '../../pipeline/days/morningBuild.js'
import { isError } from '../../pipeline/shared/problems.js'
import { FIXTURE_SITE_URL, makeContent } from '../helpers/contentFixture.js'

const TODAY = '2026-12-01'
const article = (slug: string, extra = '', body = `Body of ${slug}.`) =>
  `---\ntitle: Article ${slug}\ndescription: About ${slug}.\nimage: { src: /images/logo.svg, alt: Logo }\ndate: 2026-11-01\ncategory: News\nauthor: team\n${extra}---\n\n${body}\n`
const careers = `---\ntitle: Careers\ndescription: Jobs.\nsections:\n  - type: jobs\n    heading: Open Positions\n    locations:\n      - { value: all, label: All Locations }\n    emptyText: No openings.\n    jobs:\n      - title: Junior Web Developer\n        location: Kampala, Uganda\n        employmentType: FULL_TIME\n        summary: Build websites.\n        posted: 2025-05-12\n        validThrough: 2026-11-30\n        apply: "mailto:jobs@example.com"\n---\n`

function morning(files: Record<string, string>) {
  const contentDir = makeContent(files)
  const options = { contentDir, cwd: contentDir, siteUrl: FIXTURE_SITE_URL, today: TODAY }
  return holdBackFailingArrivals(options, buildSite(options), (_route, day) => day === TODAY)
}

describe('the morning build', () => {
  it('leaves out a page due today that fails, and publishes the rest: another arrival, a job that ended leaving', () => {
    const { build, heldBack } = morning({
      'blog/broken.md': article('broken', `publishDate: ${TODAY}\n`, 'Call [us](/contact-us).'),
      // Due today too, and linking to the broken one: held back with it, in a second round.
      'blog/follows.md': article('follows', `publishDate: ${TODAY}\n`, 'After [the broken one](/blog/broken).'),
      'blog/fine.md': article('fine', `publishDate: ${TODAY}\n`),
      'careers.md': careers,
    })
    expect(build.problems.filter(isError)).toEqual([])
    expect(heldBack.map((held) => held.route)).toEqual(['/blog/broken', '/blog/follows'])
    expect(heldBack[0].problems).toEqual([expect.stringContaining('"/contact-us" points to a page that does not exist')])
    const site = build.site!
    expect(site.pages.has('/blog/fine')).toBe(true)
    expect(site.pages.has('/blog/broken')).toBe(false)
    expect(site.articles.map((summary) => summary.slug)).not.toContain('broken')
    const jobs = site.pages.get('/careers')!.data.sections[0] as { jobs: unknown[] }
    expect(jobs.jobs).toEqual([])
    expect(
      build.problems.filter((problem) => problem.file === 'blog/broken.md' && problem.fatal === false).map((problem) => problem.reason),
    ).toEqual([expect.stringContaining("held back from this morning's build, due on 2026-12-01")])
  })

  it('still fails on a page that was online before', () => {
    const { build, heldBack } = morning({ 'blog/old.md': article('old', 'publishDate: 2026-11-20\n', 'Call [us](/contact-us).') })
    expect(heldBack).toEqual([])
    expect(build.problems.filter(isError)).toHaveLength(1)
  })
})
