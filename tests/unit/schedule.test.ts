/** Scheduled publishing and closing dates (pipeline/resolve/schedule.ts), on a fixture site. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pageDataFor } from '../../pipeline/page/siteData.js'
import { todayInKampala } from '../../pipeline/resolve/schedule.js'
import { formatReport } from '../../pipeline/check/report.js'
import { rssXml } from '../../site/feed.js'
import { sitemapXml } from '../../site/sitemap.js'
import { checkFixture } from '../helpers/contentFixture.js'

const article = (slug: string, extra = '') =>
  `---\ntitle: Article ${slug}\ndescription: About ${slug}.\nimage: { src: /images/logo.svg, alt: Logo }\ndate: 2026-11-01\ncategory: News\nauthor: team\n${extra}---\n\nBody of ${slug}.\n`

const files = {
  'blog/now.md': article('now'),
  'blog/launch.md': article('launch', 'publishDate: 2026-12-01\n'),
  'about.md': '---\ntitle: About\ndescription: About us.\n---\n\nRead [the launch post](/blog/launch).\n',
}

describe('scheduled publishing', () => {
  it('keeps a page out before its day, with the links to it as errors that name the date, and says when it comes', async () => {
    const { build, lines } = checkFixture(files, { today: '2026-11-30' })
    expect(lines).toEqual([
      'about.md:6:6  the link "/blog/launch" points to a page scheduled for 2026-12-01 (publishDate in blog/launch.md), which is not online before that day: remove the link until then, or change the publishDate',
    ])
    expect(formatReport(build.problems)).toContain(
      'i For your information (1):\nblog/launch.md:8:14  publishDate  scheduled for 2026-12-01: the page, its place in lists and the links to it come online that morning (Kampala time)',
    )
  })

  it('brings the page, its place in the lists, the sitemap and the feed on its day', async () => {
    const before = checkFixture({ ...files, 'about.md': null }, { today: '2026-11-30' }).build.site!
    expect(before.pages.has('/blog/launch')).toBe(false)
    expect(before.articles.map((entry) => entry.slug)).toEqual(['now'])
    expect(await sitemapXml(before)).not.toContain('/blog/launch')
    expect(rssXml(before)).not.toContain('/blog/launch')

    const { build, lines } = checkFixture(files, { today: '2026-12-01' })
    expect(lines).toEqual([])
    const site = build.site!
    expect(site.pages.has('/blog/launch')).toBe(true)
    expect(site.articles.map((entry) => entry.slug).sort()).toEqual(['launch', 'now'])
    expect(await sitemapXml(site)).toContain('/blog/launch')
    expect(rssXml(site)).toContain('/blog/launch')
  })

  it('counts days in Kampala, three hours ahead of UTC', () => {
    const saved = process.env.SITE_TODAY
    delete process.env.SITE_TODAY
    try {
      expect(todayInKampala(new Date('2026-11-30T20:59:00Z'))).toBe('2026-11-30')
      expect(todayInKampala(new Date('2026-11-30T21:00:00Z'))).toBe('2026-12-01')
    } finally {
      if (saved !== undefined) process.env.SITE_TODAY = saved
    }
  })
})

describe('closing dates', () => {
  const careers = `---
title: Careers
description: Work with us.
sections:
  - type: jobs
    heading: Open positions
    locations: [{ value: all, label: All }]
    emptyText: None open.
    jobs:
      - { title: Old role, location: Kampala, summary: Gone., posted: 2026-10-01, validThrough: 2026-11-15, apply: "mailto:jobs@test.example" }
      - { title: Open role, location: Kampala, summary: Open., posted: 2026-11-01, validThrough: 2026-12-31, apply: "mailto:jobs@test.example" }
---
`
  const course = (validThrough: string) => ({
    'courses/cybersecurity.md': readFileSync('content/courses/cybersecurity.md', 'utf8').replace(
      /^---\n/,
      `---\nvalidThrough: ${validThrough}\n`,
    ),
    // the pages its buttons link to
    'skill-up-programme.md': '---\ntitle: Skill Up\ndescription: Courses.\n---\n',
    'contact.md': '---\ntitle: Contact\ndescription: Talk to us.\n---\n',
  })

  it('take an ended job out of the list and of JobPosting, and keep the open one', () => {
    const site = checkFixture({ 'careers.md': careers }, { today: '2026-11-20' }).build.site!
    const jobs = (site.pages.get('/careers')!.data.sections[0] as { jobs: { title: string }[] }).jobs
    expect(jobs.map((job) => job.title)).toEqual(['Open role'])
    const jsonLd = JSON.stringify(pageDataFor(site, '/careers')!.head)
    expect(jsonLd).toContain('Open role')
    expect(jsonLd).not.toContain('Old role')
  })

  it('keep a job through its last day', () => {
    const site = checkFixture({ 'careers.md': careers }, { today: '2026-11-15' }).build.site!
    const jobs = (site.pages.get('/careers')!.data.sections[0] as { jobs: { title: string }[] }).jobs
    expect(jobs.map((job) => job.title)).toEqual(['Old role', 'Open role'])
  })

  it('take a course whose validThrough has passed off the site and the sitemap, and keep it until then', async () => {
    const open = checkFixture(course('2026-11-20'), { today: '2026-11-20' })
    expect(open.lines).toEqual([])
    expect(open.build.site!.pages.has('/courses/cybersecurity')).toBe(true)
    const ended = checkFixture(course('2026-11-19'), { today: '2026-11-20' }).build.site!
    expect(ended.pages.has('/courses/cybersecurity')).toBe(false)
    expect(await sitemapXml(ended)).not.toContain('/courses/cybersecurity')
  })
})
