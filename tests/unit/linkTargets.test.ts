/**
 * What the content manager's pickers offer (site/cms/linkTargets.ts), from the real site:
 * every page and #anchor it lists is a link the link check accepts, and the suggested
 * values are the ones written in the content.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildSite } from '../../site/buildSite.js'
import { SUGGESTED_FIELDS, suggestions } from '../../site/cms/linkTargets.js'

const contentDir = path.resolve('content')
const { site } = buildSite({ contentDir, includeDrafts: true })
const offered = suggestions(site!)
const hrefs = offered.links.map((link) => link.href)

describe('the link picker and suggestions', () => {
  it('lists every page once, home first, with its title', () => {
    const routes = hrefs.filter((href) => !href.includes('#'))
    expect(routes[0]).toBe('/')
    expect(new Set(routes).size).toBe(routes.length)
    expect(routes).toEqual(expect.arrayContaining(['/about-us', '/contact', '/blog', '/blog/data-analytics', '/services/web-development']))
    expect(routes.some((route) => route.includes('/page/'))).toBe(false)
    expect(offered.links.find((link) => link.href === '/about-us')?.title).toBe(site!.pages.get('/about-us')!.data.title)
  })

  it("lists each page's block ids and heading ids, named by their heading", () => {
    expect(offered.links).toContainEqual({ href: '/about-us#our-story', title: expect.stringMatching(/^About.* › .+/) })
    // A heading of an article's Markdown body gets the id rehype-slug gives it.
    const article = readFileSync('content/blog/data-analytics.md', 'utf8')
    const heading = /^## (.+)$/m.exec(article)![1]
    const id = heading
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-')
    expect(offered.links).toContainEqual({ href: `/blog/data-analytics#${id}`, title: expect.stringContaining(heading) })
  })

  it('offers only links the link check accepts', () => {
    expect(hrefs.filter((href) => href.includes('#')).length).toBeGreaterThan(20)
    const body = hrefs.map((href, index) => `- [link ${index}](${href})`).join('\n')
    const text = `---\ntitle: Every link\ndescription: A page that links to every page and anchor the content manager offers.\n---\n${body}\n`
    const { problems } = buildSite({ contentDir, includeDrafts: true, unsaved: { path: 'every-link.md', text } })
    const errors = problems.filter((problem) => problem.file?.includes('every-link') && problem.fatal)
    expect(errors.map((problem) => problem.message)).toEqual([])
    // The same page with one address that is not there is refused: the test can fail.
    const wrong = text.replace('(/about-us#our-story)', '(/about-us#our-stroy)')
    const refused = buildSite({ contentDir, includeDrafts: true, unsaved: { path: 'every-link.md', text: wrong } }).problems
    expect(refused.some((problem) => problem.file?.includes('every-link') && problem.fatal && problem.message.includes('our-stroy'))).toBe(
      true,
    )
  })

  it('suggests the categories written in the articles, each once', () => {
    const written = readdirSync('content/blog')
      .filter((name) => name !== 'index.md')
      .map((name) => /^category: (.+)$/m.exec(readFileSync(path.join('content/blog', name), 'utf8'))?.[1])
    expect(offered.values.category).toEqual([...new Set(written)].sort((a, b) => a!.localeCompare(b!)))
    expect(Object.keys(offered.values)).toEqual([...SUGGESTED_FIELDS])
  })

  it('suggests the items of a list of texts in use (a course’s tools), each once', () => {
    const written = readdirSync('content/courses')
      .filter((name) => name !== 'index.md')
      .flatMap((name) => {
        const tools = /^tools:\n((?: {2}- .*\n)+)/m.exec(readFileSync(path.join('content/courses', name), 'utf8'))![1]
        return tools.split('\n').flatMap((line) => (line ? [line.replace(/^ {2}- /, '')] : []))
      })
    expect(written).toContain('Canva')
    expect(offered.values.tools).toEqual([...new Set(written)].sort((a, b) => a.localeCompare(b)))
  })
})
