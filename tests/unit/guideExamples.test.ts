/**
 * Every example of the guides (the editors' guide, and every other document a reader is sent
 * to: README, CONTRIBUTING, SECURITY, ARCHITECTURE, docs/, login/), used as the guide says: pasted into a copy of the site
 * (a whole new file, or lines put in place in an existing one), it passes the check (today
 * and on every later day the check builds) and shows on the built page. An example is a
 * fenced block with a marker line above it, which says where it goes:
 *
 *   <!-- file: content/blog/new-post.md -->                  the whole file
 *   <!-- file: content/careers.md, in place of: jobs: [] --> in place of that line
 *   <!-- file: content/index.md, before: - question: … -->    above that line
 *   <!-- file: content/site.yaml, fields -->                 in place of the same fields
 *   <!-- file: content/blog/post.md, at the end -->           after the file's text
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite, type SiteBuild } from '../../site/buildSite.js'
import type { BuildOptions } from '../../pipeline/index.js'
import { adminLoginOff, SITE_DEPLOY, siteDeploy, siteUrl } from '../../site/deploy.js'
import { CONTENT_MANAGER_BACKEND, contentManagerBackend } from '../../site/cms/backend.js'
import { checkLaterDays } from '../../pipeline/days/laterDays.js'
import { isError } from '../../pipeline/shared/problems.js'
import { formatProblem } from '../../pipeline/check/report.js'
import { pageDataFor } from '../../pipeline/page/siteData.js'
import type { Site } from '../../pipeline/shared/types.js'
import { guideRecipes } from '../../site/contentGuide.js'

type Example = { guide: string; file: string; placement: string; text: string }

// The fence may be indented, inside a list item: its lines lose that indent.
const MARKED = /<!-- file: (content\/[^\s,]+)(?:, ([^\n]*?))? -->\n( *)```\w*\n([\s\S]*?)\n\3```/g

function examplesOf(guide: string, text: string): Example[] {
  return [...text.matchAll(MARKED)].map(([, file, placement = 'whole file', indent, body]) => ({
    guide,
    file,
    placement,
    text: `${body.replace(new RegExp(`^${indent}`, 'gm'), '')}\n`,
  }))
}

/** The editors' recipes (content/README.md is made of them), and the documents written by hand. */
const DOCUMENTS = [
  'README.md',
  'CONTRIBUTING.md',
  'SECURITY.md',
  'ARCHITECTURE.md',
  'docs/going-live.md',
  'docs/editing.md',
  'login/README.md',
]
const guides: Record<string, string> = {
  'content/README.md': guideRecipes(),
  ...Object.fromEntries(DOCUMENTS.map((name) => [name, readFileSync(name, 'utf8')])),
}
const examples = Object.entries(guides).flatMap(([guide, text]) => examplesOf(guide, text))
const nameOf = (example: Example) => `${example.guide}: ${example.file}, ${example.placement}`

/** The one line of `text` whose trimmed content is `line` (an example that finds none, or two, is wrong). */
function lineIndex(lines: string[], line: string, example: Example): number {
  const found = lines.flatMap((candidate, index) => (candidate.trim() === line ? [index] : []))
  if (found.length !== 1) throw new Error(`${nameOf(example)}: ${found.length} lines read "${line}" in ${example.file}`)
  return found[0]
}

/** Each top-level field of `fields` in place of the same field (with its indented lines) of `yaml`, or added. */
function withFields(yaml: string, fields: string): string {
  const lines = yaml.split('\n')
  const blocks = fields.trimEnd().split(/\n(?=\S)/)
  for (const block of blocks) {
    const key = /^([\w-]+):/.exec(block)?.[1]
    const start = lines.findIndex((line) => line.startsWith(`${key}:`))
    if (start < 0) {
      lines.push(...block.split('\n'))
      continue
    }
    let end = start + 1
    while (end < lines.length && /^(\s|$)/.test(lines[end]) && lines[end] !== '') end++
    lines.splice(start, end - start, ...block.split('\n'))
  }
  return lines.join('\n')
}

/** Puts an example into the copy of content/ at `root`, as its marker says. */
function paste(root: string, example: Example) {
  const target = path.join(root, example.file)
  if (example.placement === 'whole file') {
    expect(existsSync(target), `${nameOf(example)} would replace an existing file`).toBe(false)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, example.text)
    return
  }
  const text = readFileSync(target, 'utf8')
  const lines = text.split('\n')
  const fragment = example.text.replace(/\n$/, '').split('\n')
  const [how, line = ''] = example.placement.split(/: (.*)/)
  if (how === 'in place of') lines.splice(lineIndex(lines, line, example), 1, ...fragment)
  else if (how === 'before') lines.splice(lineIndex(lines, line, example), 0, ...fragment)
  else if (how === 'at the end') lines.push('', ...fragment)
  else if (how === 'fields' && example.file.endsWith('.yaml')) return writeFileSync(target, withFields(text, example.text))
  else if (how === 'fields') {
    const [, frontMatter, body] = /^---\n([\s\S]*?\n)---\n([\s\S]*)$/.exec(text) ?? []
    return writeFileSync(target, `---\n${withFields(frontMatter, example.text)}---\n${body}`)
  } else throw new Error(`${nameOf(example)}: unknown placement`)
  writeFileSync(target, lines.join('\n'))
}

type Builds = { today: Site; drafts: Site; onDay: (day: string) => Site }

const json = (site: Site, route: string) => JSON.stringify(pageDataFor(site, route) ?? null)
const blocksOf = (site: Site, route: string, type: string) =>
  ((site.pages.get(route)?.data.sections ?? []) as { type: string }[]).filter((section) => section.type === type) as unknown as Record<
    string,
    { [field: string]: unknown }[]
  >[]

/** Where each example shows on the built site: a test for every example, and an example for every test. */
const SHOWN: Record<string, (builds: Builds) => void> = {
  'content/README.md: content/blog/example-post.md, whole file': ({ today }) => {
    expect(today.articles.map((article) => article.slug)).toContain('example-post')
    expect(json(today, '/blog')).toContain('Mobile Money for Clinics: Faster Payments, Fewer Queues')
    expect(json(today, '/blog/example-post')).toContain('Start with one payment point')
  },
  'content/README.md: content/blog/example-scheduled-post.md, whole file': ({ today, onDay }) => {
    expect(today.pages.has('/blog/example-scheduled-post')).toBe(false)
    const thatMorning = onDay('2099-12-01')
    expect(thatMorning.articles.map((article) => article.slug)).toContain('example-scheduled-post')
    expect(json(thatMorning, '/blog/example-scheduled-post')).toContain('How to find us')
  },
  'content/README.md: content/blog/example-draft.md, whole file': ({ today, drafts }) => {
    expect(today.pages.has('/blog/example-draft')).toBe(false)
    expect(json(drafts, '/blog/example-draft')).toContain('Five Questions to Ask Before You Buy a School Management System')
  },
  'content/README.md: content/careers.md, in place of: jobs: []': ({ today }) => {
    const [jobs] = blocksOf(today, '/careers', 'jobs')
    expect(jobs.jobs.map((job) => job.title)).toEqual(['Junior Web Developer'])
    expect(json(today, '/careers')).toContain('mailto:jobs@nileridge.co.ug') // the careers address of the site.yaml example
  },
  'content/README.md: content/site.yaml, fields': ({ today }) => {
    expect(today.settings.phone).toBe('+256 772 000 111')
    expect(json(today, '/contact')).toContain('+256 772 000 111')
    expect(json(today, '/contact')).toContain('help@nileridge.co.ug')
    expect(json(today, '/contact')).toContain('Plot 12, Ggaba Road')
  },
  'content/README.md: content/services/example-service.md, whole file': ({ today }) => {
    expect(today.services.map((service) => service.slug)).toContain('example-service')
    expect(json(today, '/services')).toContain('Mobile Apps')
    expect(json(today, '/services/example-service')).toContain('Apps your customers will keep on their phones')
  },
  'content/README.md: content/courses/example-course.md, whole file': ({ today }) => {
    expect(today.courses.map((course) => course.slug)).toContain('example-course')
    expect(json(today, '/skill-up-programme')).toContain('Data Analysis')
    expect(json(today, '/courses/example-course')).toContain('Spreadsheet Foundations')
  },
  'content/README.md: content/index.md, before: - question: How long does a typical project take?': ({ today }) => {
    const questions = blocksOf(today, '/', 'faq').flatMap((faq) => faq.items.map((item) => item.question))
    const added = questions.indexOf('Can you train our staff to use the new system?')
    expect(questions[added + 1]).toBe('How long does a typical project take?')
  },
  'content/README.md: content/blog/web-development-trends.md, at the end': ({ today }) => {
    expect(json(today, '/blog/web-development-trends')).toContain('"alt":"Teal bar charts with a rising amber trend line"')
  },
  'content/README.md: content/blog/ai-tech-solutions.md, fields': ({ today }) => {
    const article = today.articles.find((entry) => entry.slug === 'ai-tech-solutions')
    expect(article?.image).toMatchObject({
      src: '/images/blog/data-analytics.svg',
      alt: 'Teal bar charts with a rising amber trend line on a dark navy background',
    })
  },
}

describe("every example of the editors' guide and the other documents", () => {
  let root: string
  let options: BuildOptions
  let build: SiteBuild
  let days: string[]
  let builds: Builds

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'guide-examples-'))
    cpSync('content', path.join(root, 'content'), { recursive: true })
    for (const example of examples) paste(root, example)
    options = { contentDir: path.join(root, 'content'), cwd: root, siteUrl: siteUrl() }
    build = buildSite(options)
    days = checkLaterDays(options, build)
    const onDay = (day: string) => buildSite({ ...options, today: day }).site!
    builds = { today: build.site!, drafts: buildSite({ ...options, includeDrafts: true }).site!, onDay }
  }, 120_000)
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('are all marked with where they go, and each has its test here', () => {
    // Every fenced block of the recipes is an example; in the other documents, every YAML or Markdown one.
    expect(guides['content/README.md'].match(/^```\w+$/gm)?.length).toBe(examples.filter((e) => e.guide === 'content/README.md').length)
    for (const name of DOCUMENTS)
      expect(guides[name].match(/^ *```(yaml|markdown|md)$/gm)?.length ?? 0, name).toBe(examples.filter((e) => e.guide === name).length)
    expect(examples.map(nameOf).sort()).toEqual(Object.keys(SHOWN).sort())
  })

  it('pass the check, today and on every later day it builds', () => {
    expect(build.problems.filter(isError).map(formatProblem)).toEqual([])
    // The examples' own days are among those the check built: the post's and the morning after the job's last day.
    expect(days).toEqual(expect.arrayContaining(['2099-12-01', '2100-01-01']))
  })

  it('give no hint or warning on their own new pages, drafts as if published included', () => {
    const newFiles = new Set(examples.filter((e) => e.placement === 'whole file').map((e) => e.file))
    expect(build.problems.filter((problem) => newFiles.has(problem.file ?? '') && problem.fatal === false).map(formatProblem)).toEqual([])
  })

  for (const example of examples)
    it(`shows on the built site: ${nameOf(example)}`, () => {
      const shown = SHOWN[nameOf(example)]
      expect(shown, `no test says where ${nameOf(example)} shows`).toBeDefined()
      shown(builds)
    })
})

/** The `export const NAME: Type = { … }` examples of a document, as objects (one line a field: `key: 'text'` or `key: true`). */
function settingsExamples(text: string): Map<string, Record<string, unknown>> {
  const found = [...text.matchAll(/```ts\n\s*export const (\w+): \w+ = \{\n([\s\S]*?)\n\s*\}\n\s*```/g)]
  return new Map(
    found.map(([, name, body]) => [
      name,
      Object.fromEntries(
        body.split('\n').map((line) => {
          const [, key, value] = /^\s*(\w+): (.+?),?$/.exec(line) ?? []
          return [key, JSON.parse(value.replace(/^'(.*)'$/, '"$1"'))]
        }),
      ),
    ]),
  )
}

describe("the developers' settings docs/going-live.md shows", () => {
  const examples = settingsExamples(guides['docs/going-live.md'])
  it('are the two settings files, each with every field the file has, and no other', () => {
    expect([...examples.keys()]).toEqual(['SITE_DEPLOY', 'CONTENT_MANAGER_BACKEND'])
    expect(Object.keys(examples.get('SITE_DEPLOY')!).sort()).toEqual(Object.keys(SITE_DEPLOY).sort())
    expect(Object.keys(examples.get('CONTENT_MANAGER_BACKEND')!).sort()).toEqual(Object.keys(CONTENT_MANAGER_BACKEND).sort())
  })
  it('are accepted as written, and the address of a domain of its own keeps /admin’s login', () => {
    const deploy = siteDeploy({}, examples.get('SITE_DEPLOY') as never)
    expect(deploy.url).toBe('https://www.nileridge.co.ug')
    expect(adminLoginOff(deploy)).toBeUndefined()
    expect(contentManagerBackend(examples.get('CONTENT_MANAGER_BACKEND') as never)).toMatchObject({
      repo: 'nile-ridge/website',
      branch: 'main',
    })
  })
})
