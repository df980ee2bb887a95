/**
 * A throw-away content folder for pipeline tests: a valid minimal site.yaml and home
 * page, plus whatever files a test adds. Lines in the files are what the editor sees.
 */
import { mkdirSync, mkdtempSync, writeFileSync, copyFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { HINTS } from '../../pipeline/check/hints.js'
import { buildSite, type SiteBuild } from '../../site/buildSite.js'
import { isError, type ProblemKind } from '../../pipeline/shared/problems.js'
import { formatProblem } from '../../pipeline/check/report.js'

/** The address fixture sites are built for (the deploy's setting, site/deploy.ts, in a real build). */
export const FIXTURE_SITE_URL = 'https://test.example'

export const minimalSiteYaml = `name: Test Company
shortName: Test
legalName: Test Company Ltd
parentOrganization: Test Holdings
founder: Sample Founder
foundingYear: 2019
# The site's address is the deploy's, not site.yaml's: FIXTURE_SITE_URL here, site/deploy.ts in a real build.
logo: /images/logo.svg
shareImage: /images/share.png
description: A test company.
phone: "+256 700 000 000"
emails: { info: info@test.example, support: support@test.example, careers: careers@test.example }
address: { street: Plot 1, locality: Kampala, region: Central Region, country: UG, countryName: Uganda }
geo: { latitude: 0.3, longitude: 32.6 }
openingHours:
  - { days: [Mo, Tu, We, Th, Fr], opens: "08:00", closes: "18:00" }
contactHours: Mon-Fri 9:00 AM - 5:00 PM
social:
  twitter: https://twitter.com/test
  facebook: https://facebook.com/test
  tiktok: https://tiktok.com/@test
  linkedin: https://linkedin.com/company/test
  youtube: https://youtube.com/@test
forms: { enquiry: https://forms.example/a, application: https://forms.example/b, newsletter: https://forms.example/c }
whatsappGreeting: Hello!
rating: { shown: 4.9/5, value: 4.8, count: 127, worst: 4, best: 5 }
contactPoint: { type: customer service, areaServed: [UG], languages: [English, Luganda] }
offers: { currency: UGX, lowPrice: 750000, highPrice: 9999000, count: 8 }
paymentAccepted: [Cash]
authors:
  team: { name: Team, role: Writers, bio: We write., linkedin: https://linkedin.com/company/test }
navigation:
  header:
    - { label: Home, href: / }
  headerButton: { label: Home, href: / }
  footerArticlesHeading: Latest
contactTooltip: Chat with us
skillUp: { venue: A mall, schedule: Mondays, mode: In person, paymentPlan: Half now }
`

export const minimalHome = `---
title: Home
description: The home page.
---

## Welcome

Hello.
`

/** A valid service page; tests change one line of it to make one mistake. */
export const validService = `---
title: Web Development
description: We build websites.
menuTitle: Web Development
summary: Websites that work.
icon: code
order: 1
sections:
  - type: hero
    heading: Build with us
---
`

/** File name → text (or bytes); null leaves out a file the fixture would otherwise write. */
export type FixtureFiles = Record<string, string | Buffer | null>

export function makeContent(files: FixtureFiles): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'))
  mkdirSync(path.join(dir, 'images'))
  copyFileSync(path.resolve('content/images/logo.svg'), path.join(dir, 'images/logo.svg'))
  copyFileSync(path.resolve('content/images/share-default.png'), path.join(dir, 'images/share.png'))
  const all = { 'site.yaml': minimalSiteYaml, 'index.md': minimalHome, ...files }
  for (const [name, text] of Object.entries(all)) {
    if (text === null) continue
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  return dir
}

/** `today` builds the site as on that day (scheduled publishing), written 2026-12-01. */
type FixtureOptions = { includeDrafts?: boolean; hints?: boolean; today?: string }

/**
 * buildSite on a fixture folder, without the page hints unless asked for: a fixture's
 * pages are short and unlinked on purpose, and tests/unit/hints.test.ts covers the hints.
 */
export function buildFixture(contentDir: string, options: FixtureOptions = {}): SiteBuild {
  const build = buildSite({
    contentDir,
    cwd: contentDir,
    siteUrl: FIXTURE_SITE_URL,
    includeDrafts: options.includeDrafts,
    today: options.today,
  })
  return options.hints ? build : { ...build, problems: build.problems.filter((problem) => !HINTS.has(problem.ruleId as ProblemKind)) }
}

/** Build the fixture; returns the error lines as the check prints them (paths from the folder). */
export function checkFixture(files: FixtureFiles, options: FixtureOptions = {}) {
  const build = buildFixture(makeContent(files), options)
  const errors = build.problems.filter(isError)
  return { build, errors, lines: errors.map(formatProblem) }
}
