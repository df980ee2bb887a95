/**
 * Hints that make pages better (issue 24): warnings, never errors, each at its file, line
 * and field, with what to do. The fixtures' pages link to each other and have long enough
 * descriptions, so each case shows only the hint it is about.
 */
import { describe, expect, it } from 'vitest'
import { checkFixture, type FixtureFiles, minimalSiteYaml } from '../helpers/contentFixture.js'
import { formatProblem } from '../../pipeline/check/report.js'

const DESCRIPTION = 'A description long enough for a search result, saying what the page offers and for whom.'
const page = (title: string, body = '', front = '') =>
  `---\ntitle: ${title}\ndescription: ${DESCRIPTION.replace('page', title)}\n${front}---\n\n${body}\n`
/** A home page linking to every page of the fixture, so none is an orphan. */
const home = (...routes: string[]) => page('Home', routes.map((route) => `- [${route.slice(1)} page](${route})`).join('\n'))

function hints(files: FixtureFiles) {
  const { build, errors } = checkFixture(files, { hints: true })
  expect(errors.map(formatProblem)).toEqual([])
  expect(build.site).toBeDefined()
  return build.problems.map(formatProblem)
}

describe('page hints', () => {
  it('two pages with the same title, or the same description', () => {
    expect(
      hints({
        'index.md': home('/a', '/b'),
        'a.md': page('Our work'),
        'b.md': page('Our work').replace('description: A description', 'description: Another description'),
      }),
    ).toEqual([
      'b.md:2:8  title  "Our work" is also the title of a.md: give each page a title of its own, so search results and browser tabs tell them apart',
    ])
    expect(
      hints({
        'index.md': home('/a', '/b'),
        'a.md': page('A', '', 'seoTitle: Same\n').replace(/description: .*/, `description: ${DESCRIPTION}`),
        'b.md': page('B').replace(/description: .*/, `description: ${DESCRIPTION}`),
      }),
    ).toEqual([`b.md:3:14  description  the same description as a.md: write one for this page, so its search result says what is on it`])
  })

  it('a description shorter than 70 characters', () => {
    expect(hints({ 'index.md': home('/a'), 'a.md': page('A').replace(/description: .*/, 'description: We build websites.') })).toEqual([
      'a.md:3:14  description  is 18 characters: search results show about 150, so say more of what the page offers (at least 70 characters)',
    ])
  })

  it('headings that skip a level, and a second # heading, in the body and in a Markdown field', () => {
    const body = '## Services\n\n#### Web\n\nText.\n\n# Again'
    const field = 'sections:\n  - type: prose\n    heading: More\n    text: |-\n      #### Too deep\n\n      Text.\n'
    expect(hints({ 'index.md': home('/a'), 'a.md': page('A', body, field) })).toEqual([
      'a.md:8:7  sections[0].text  the heading "Too deep" (####) skips a level: make it ###, so that screen readers and search engines read the outline right',
      'a.md:15:1  the heading "Web" (####) skips a level: make it ###, so that screen readers and search engines read the outline right',
      'a.md:19:1  a second # heading ("Again"): the page title is already the page\'s # heading, so start sections with ##',
    ])
  })

  it('link text that says nothing on its own, or a bare address', () => {
    expect(
      hints({
        'index.md': home('/a'),
        'a.md': page('A', 'For prices [click here](/).\n\nOr [Read more](/) at [https://example.com/x](https://example.com/x).'),
      }),
    ).toEqual([
      'a.md:6:12  the link text "click here" says nothing on its own (screen readers list links by their text): write a few words that say where it leads, e.g. [our prices](/pricing) rather than [click here](/pricing)',
      'a.md:8:4  the link text "Read more" says nothing on its own (screen readers list links by their text): write a few words that say where it leads, e.g. [our prices](/pricing) rather than [click here](/pricing)',
      'a.md:8:22  the link text is a bare address (https://example.com/x), which says little when read aloud: write what it leads to as the link text: [the name of that page or site](https://example.com/x)',
    ])
  })

  it('a picture description that is a file name, a word like "image", or its caption again', () => {
    const body = '![logo.svg](/images/logo.svg)\n\n![Image](/images/logo.svg)\n\n![The Test logo](/images/logo.svg)\n\n*The Test logo*'
    expect(hints({ 'index.md': home('/a'), 'a.md': page('A', body, 'image: { src: /images/share.png, alt: share }\n') })).toEqual([
      'a.md:7:1  the picture\'s description "logo.svg" is its file name: describe what the picture shows, for visitors who cannot see it (e.g. "Two developers reviewing a dashboard")',
      'a.md:9:1  the picture\'s description "Image" says nothing: describe what the picture shows, for visitors who cannot see it (e.g. "Two developers reviewing a dashboard")',
      'a.md:11:1  the picture\'s description repeats its caption, so it is read twice: describe what the picture shows, for visitors who cannot see it (e.g. "Two developers reviewing a dashboard")',
      'a.md:4:39  image.alt  the picture\'s description "share" is its file name: describe what the picture shows, for visitors who cannot see it (e.g. "Two developers reviewing a dashboard")',
    ])
  })

  it('a page no other page links to; not the home page, nor a page kept out of search engines', () => {
    expect(
      hints({ 'index.md': home('/a'), 'a.md': page('A'), 'lonely.md': page('Lonely'), 'thanks.md': page('Thanks', '', 'noindex: true\n') }),
    ).toEqual([
      'lonely.md:1:1  no other page links to /lonely, so visitors and search engines hardly find it: link to it from a related page, or from the menus in content/site.yaml',
    ])
  })

  it('a link from the page itself does not count; a reference, a block that lists a collection or a menu does', () => {
    const service = (name: string) =>
      `---\ntitle: ${name}\ndescription: ${DESCRIPTION} ${name}.\nmenuTitle: ${name}\nsummary: ${name}.\nicon: code\norder: 1\n---\n`
    const article = (name: string, related = '') =>
      `---\ntitle: ${name}\ndescription: ${DESCRIPTION} ${name}.\nimage: { src: /images/logo.svg, alt: The Test logo on a white page }\ndate: 2025-01-01\ncategory: News\nauthor: team\n${related}---\n\nText.\n`
    const files = {
      'index.md': home('/a', '/blog/one'),
      'a.md': page('A', ''),
      'self.md': page('Self', '[myself](/self)'),
      'services/web.md': service('Web'),
      'services/cloud.md': service('Cloud'),
      'blog/one.md': article('One', 'related: [two]\n'),
      'blog/two.md': article('Two'),
    }
    const orphan = (route: string) =>
      `${route.slice(1)}.md:1:1  no other page links to ${route}, so visitors and search engines hardly find it: link to it from a related page, or from the menus in content/site.yaml`
    expect(hints(files)).toEqual([orphan('/self'), orphan('/services/cloud'), orphan('/services/web')])
    // Every service is reached by a block that lists them all, or by the services menu.
    const serviceList = 'sections:\n  - type: service-list\n    heading: Services\n    defaultHighlights: [Fast]\n'
    expect(hints({ ...files, 'a.md': page('A', '', serviceList) })).toEqual([orphan('/self')])
    const withMenu = minimalSiteYaml.replace(
      '    - { label: Home, href: / }',
      '    - { label: Home, href: / }\n    - { label: Services, href: /a, menu: services }',
    )
    expect(hints({ ...files, 'site.yaml': withMenu })).toEqual([orphan('/self')])
  })
})
