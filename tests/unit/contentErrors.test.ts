/**
 * One fixture per kind of content mistake an editor can make. Each asserts the whole
 * printed line: file, line, column, field and the plain-words fix.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkFixture, validService } from '../helpers/contentFixture.js'

const service = (replace: [string, string][] = [], extra = '') =>
  replace.reduce((text, [from, to]) => text.replace(from, to), validService) + extra

describe('content check: every mistake is reported at its line and column', () => {
  it('reports a YAML syntax error where it happens, in plain words', () => {
    const { lines } = checkFixture({ 'services/web.md': service([['summary: Websites that work.', 'summary: Websites: that work.']]) })
    expect(lines).toEqual([
      'services/web.md:5:10  the front matter is not valid YAML: the value of "summary" contains a colon followed by a space, which YAML reads as the start of another field: put the whole value in double quotes, summary: "Websites: that work." (the YAML parser says: Nested mappings are not allowed in compact mappings)',
    ])
  })

  it('explains that a value starting with {{ needs quotes', () => {
    const { lines } = checkFixture({ 'about.md': '---\ntitle: {{site.name}}\ndescription: About.\n---\n' })
    expect(lines).toEqual(['about.md:2:8  a value that starts with {{ must be in quotes, e.g. highlight: "{{site.name}}"'])
  })

  it('reports a file without front matter', () => {
    const { lines } = checkFixture({ 'about.md': '# About\n' })
    expect(lines).toEqual([
      'about.md:1:1  the file has no front matter: start it with a line of three hyphens (---), the fields such as title:, then another line of ---',
    ])
  })

  it('reports a missing field at the mapping that lacks it', () => {
    const { lines } = checkFixture({ 'services/web.md': service([['icon: code\n', '']]) })
    expect(lines).toEqual(['services/web.md:2:1  icon  is missing: add a line "icon: …" here'])
  })

  it('reports a wrong type with how to write it', () => {
    const { lines } = checkFixture({ 'services/web.md': service([['order: 1', 'order: 1\nkeywords: seo']]) })
    expect(lines).toEqual([
      'services/web.md:8:11  keywords  should be a list, not the text "seo": write it as a list, one item per line starting with "- " under "keywords:"',
    ])
  })

  it('reports a date written in words, and an impossible date', () => {
    const article = (date: string) =>
      `---\ntitle: A\ndescription: B\nimage: { src: /images/logo.svg, alt: Logo }\ndate: ${date}\ncategory: News\nauthor: team\n---\n`
    expect(checkFixture({ 'blog/a.md': article('April 5, 2025') }).lines).toEqual([
      'blog/a.md:5:7  date  must be a date: write it as 2025-04-28',
    ])
    expect(checkFixture({ 'blog/a.md': article('2025-02-30') }).lines).toEqual([
      'blog/a.md:5:7  date  is not a real calendar date: check the month and the day (write it as 2025-04-28)',
    ])
  })

  it('reports a misspelt key with the field it most likely meant', () => {
    const { lines } = checkFixture({ 'services/web.md': service([['summary:', 'sumary:']]) })
    expect(lines).toContain(
      'services/web.md:5:1  sumary  is not a field here. Did you mean "summary"? Check the spelling or remove the line.',
    )
    expect(lines).toContain('services/web.md:2:1  summary  is missing: add a line "summary: …" here')
  })

  it("reports a misspelt key inside a block, against that block type's fields", () => {
    const { lines } = checkFixture({
      'services/web.md': service([['    heading: Build with us', '    heading: Build with us\n    hilight: Now']]),
    })
    expect(lines).toEqual([
      'services/web.md:11:5  sections[0].hilight  is not a field here. Did you mean "highlight"? Check the spelling or remove the line.',
    ])
  })

  it('reports an unknown block type with a suggestion and the list of types', () => {
    const { lines } = checkFixture({ 'services/web.md': service([['type: hero', 'type: heroo']]) })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^services\/web\.md:9:11 {2}sections\[0\]\.type {2}"heroo" is not a block type\. Did you mean "hero"\? Block types: hero, prose, cards, faq, cta/,
    )
  })

  it('reports an unknown icon name with the nearest icon first, and points to the guide for the long list', () => {
    const { lines } = checkFixture({ 'services/web.md': service([['icon: code', 'icon: sheild']]) })
    expect(lines).toEqual([
      'services/web.md:6:7  icon  "sheild" is not allowed here. Did you mean "shield"? Every allowed value is listed in docs/content-reference.md.',
    ])
  })

  it('reports two files that claim one URL', () => {
    const page = '---\ntitle: About\ndescription: About us.\n---\n'
    const { lines } = checkFixture({ 'about.md': page, 'about/index.md': page })
    expect(lines).toEqual(['about/index.md:1:1  this file and about.md both make the page /about: rename or remove one of them'])
  })

  it('reports a file name that cannot be a web address', () => {
    const { lines } = checkFixture({ 'About Us.md': '---\ntitle: About\ndescription: About us.\n---\n' })
    expect(lines).toEqual([
      'About Us.md:1:1  the name "About Us" cannot be a web address: file and folder names under content/ become URLs, so use lowercase letters, digits and single hyphens (e.g. web-development.md)',
    ])
  })

  it('reports an internal link to a page that does not exist, with the closest page', () => {
    const { lines } = checkFixture({
      'services/web.md': service([], '\nRead [about us](/abuot).\n'),
      'about.md': '---\ntitle: About\ndescription: About us.\n---\n',
    })
    expect(lines).toEqual(['services/web.md:13:6  the link "/abuot" points to a page that does not exist. Did you mean /about?'])
  })

  it('reports a link in a front-matter field at that field', () => {
    const { lines } = checkFixture({
      'services/web.md': service([
        ['    heading: Build with us', '    heading: Build with us\n    actions:\n      - label: Go\n        href: /contact'],
      ]),
    })
    expect(lines).toEqual([
      'services/web.md:13:15  sections[0].actions[0].href  the link "/contact" points to a page that does not exist. Check the address, or create the page.',
    ])
  })

  it('reports an #anchor that is not on the target page', () => {
    const { lines } = checkFixture({ 'services/web.md': service([], '\nSee [the welcome](/#welcom) and [top](#nowhere).\n') })
    expect(lines).toEqual([
      'services/web.md:13:5  the link "/#welcom" points to #welcom, which is not on the page /. Did you mean "welcome"? Anchors are heading ids (a heading "Our Story" is #our-story) or block ids.',
      'services/web.md:13:33  the link "#nowhere" points to #nowhere, which is not on this page. Anchors are heading ids (a heading "Our Story" is #our-story) or block ids.',
    ])
  })

  it('reports a trailing slash on an internal link', () => {
    const { lines } = checkFixture({ 'services/web.md': service([], '\n[Home](/services/web/)\n') })
    expect(lines).toEqual([
      'services/web.md:13:1  the link "/services/web/" ends with a slash: write /services/web (page addresses have no trailing slash)',
    ])
  })

  it('reports a missing picture, in Markdown and in front matter', () => {
    const { lines } = checkFixture({
      'services/web.md': service(
        [['order: 1', 'order: 1\nimage: { src: /images/lgo.svg, alt: Logo }']],
        '\n![Team photo](/images/team.jpg)\n',
      ),
    })
    expect(lines).toEqual([
      'services/web.md:8:8  image  the picture /images/lgo.svg does not exist in content/images: upload it there, or did you mean /images/logo.svg?',
      'services/web.md:14:1  the picture /images/team.jpg does not exist in content/images: upload it there, or correct the file name',
    ])
  })

  it('suggests an upload with spaces and capitals in its name as it works in a link, and accepts that form', () => {
    const photo = readFileSync(path.resolve('content/images/share-default.png'))
    const guessed = checkFixture({
      'images/Solar Panels Roof.PNG': photo,
      'services/web.md': service([], '\n![The roof](/images/solar-panels-roof.png)\n'),
    })
    expect(guessed.lines).toEqual([
      'services/web.md:13:1  the picture /images/solar-panels-roof.png does not exist in content/images: upload it there, or did you mean /images/Solar%20Panels%20Roof.PNG?',
    ])
    const followed = checkFixture({
      'images/Solar Panels Roof.PNG': photo,
      'services/web.md': service([], '\n![The roof](/images/Solar%20Panels%20Roof.PNG)\n'),
    })
    expect(followed.lines).toEqual([])
  })

  it('reports a picture without a description', () => {
    const { lines } = checkFixture({ 'services/web.md': service([], '\n![](/images/logo.svg)\n') })
    expect(lines).toEqual([
      'services/web.md:13:1  the picture has no description: write what it shows between the brackets, ![like this](/images/file.svg)',
    ])
  })

  it('reports a reference to an entry that does not exist', () => {
    const article = (slug: string, related: string) => [
      `blog/${slug}.md`,
      `---\ntitle: ${slug}\ndescription: B\nimage: { src: /images/logo.svg, alt: Logo }\ndate: 2025-04-05\ncategory: News\nauthor: team\nrelated: [${related}]\n---\n`,
    ]
    const { lines } = checkFixture(Object.fromEntries([article('data-analytics', 'ai'), article('ai', 'data-analytcs')]))
    expect(lines).toEqual([
      'blog/ai.md:8:11  related[0]  "data-analytcs" is not an article slug. Did you mean "data-analytics"? Known: ai, data-analytics.',
    ])
  })

  it('refuses a javascript: link and keeps it off the page', () => {
    const { lines, build } = checkFixture({ 'services/web.md': service([], '\n[click](javascript:alert(1))\n') })
    expect(lines).toEqual([
      'services/web.md:13:1  the link "javascript:alert(1)" cannot be followed safely: start it with / for a page of this site (/contact), # for a place on this page, https://, mailto: or tel:',
    ])
    expect(build.site).toBeUndefined()
  })

  it('refuses an unsafe link in a front-matter field', () => {
    const { lines } = checkFixture({
      'services/web.md': service([
        ['    heading: Build with us', '    heading: Build with us\n    actions:\n      - label: Go\n        href: "javascript:alert(1)"'],
      ]),
    })
    expect(lines).toEqual([
      'services/web.md:13:15  sections[0].actions[0].href  is not a link this site can follow: start it with / for a page of this site, # for a place on this page, https://, mailto: or tel:',
    ])
  })

  it('reports text that looks like a link but is not one', () => {
    const { lines } = checkFixture({ 'services/web.md': service([], '\nCall [us](tel:+256 700 000 000) today.\n') })
    expect(lines).toEqual([
      'services/web.md:13:1  "[us](tel:+256 700 000 000)" is not a working link: the address in (…) cannot contain spaces (for the phone number use {{site.phoneHref}})',
    ])
  })

  it('reports an unknown site value', () => {
    const { lines } = checkFixture({
      'services/web.md': service([['summary: Websites that work.', 'summary: "Call {{site.phon}}"']], '\nWrite to {{site.emails.inf}}.\n'),
    })
    expect(lines).toEqual([
      'services/web.md:5:10  summary  "{{site.phon}}" is not a site value. Did you mean "site.phone"? Site values are the fields of content/site.yaml, e.g. {{site.phone}}.',
      'services/web.md:13:10  "{{site.emails.inf}}" is not a site value. Did you mean "site.emails.info"? Site values are the fields of content/site.yaml, e.g. {{site.phone}}.',
    ])
  })

  it('reports a course total that is not fee + additional fee', () => {
    const block = (n: number) => `  - weeks: Weeks ${2 * n - 1}-${2 * n}\n    title: Block ${n}\n    topics: [a, b, c, d]\n`
    const course = `---\ntitle: Digital Marketing\ndescription: Learn it.\nmenuTitle: Digital Marketing\nsummary: Learn it.\nicon: megaphone\norder: 1\nduration: 8 weeks\nclassSize: 20\nfee: 700000\nadditionalFee: 50000\ntotal: 700000\ncurriculum:\n${[1, 2, 3, 4].map(block).join('')}skills: [SEO]\ntools: [Analytics]\noutcomes: [a, b, c, d, e, f, g]\n---\n`
    const { lines } = checkFixture({ 'courses/digital-marketing.md': course })
    expect(lines).toEqual([
      'courses/digital-marketing.md:12:8  total  does not add up: fee + additionalFee is 750000; correct the total or the fees, or leave the total out',
    ])
  })

  it('reports a problem in site.yaml against site.yaml', async () => {
    const { lines } = checkFixture({
      'site.yaml': (await import('../helpers/contentFixture.js')).minimalSiteYaml.replace(
        'phone: "+256 700 000 000"',
        'phone: 0700 000 000',
      ),
    })
    expect(lines).toEqual(['site.yaml:11:8  phone  must be written in international form, e.g. +256 700 123 456'])
  })

  it('lists every problem of every file in one run', () => {
    const { lines } = checkFixture({
      'services/web.md': service([['icon: code', 'icon: sheild']], '\n[x](/nope)\n'),
      'about.md': '---\ntitle: About\n---\n',
      'blog/a.md': '---\ntitle: A\n---\n',
    })
    expect(lines.length).toBeGreaterThanOrEqual(4)
    expect(new Set(lines.map((line) => line.split(':')[0]))).toEqual(new Set(['services/web.md', 'about.md', 'blog/a.md']))
  })
})

describe('content check: blog articles', () => {
  const article = (lines: string) =>
    `---\n${lines}\ndescription: B\nimage: { src: /images/logo.svg, alt: Logo }\ndate: 2025-04-05\ncategory: News\nauthor: team\n---\n`
  it('reports an article without a title', () => {
    expect(checkFixture({ 'blog/a.md': article('keywords: [x]') }).lines).toEqual([
      'blog/a.md:2:1  title  is missing: add a line "title: …" here',
    ])
  })
  it('reports an author that site.yaml does not list', () => {
    const { lines } = checkFixture({ 'blog/a.md': article('title: A').replace('author: team', 'author: teem') })
    expect(lines).toEqual([
      'blog/a.md:7:9  author  "teem" is not an author. Did you mean "team"? Authors are the keys of `authors` in content/site.yaml: team.',
    ])
  })
})

describe('content check: blocks', () => {
  const page = (sections: string) => ({ 'about.md': `---\ntitle: About\ndescription: About us.\nsections:\n${sections}---\n` })
  it('reports an expandable card without details', () => {
    expect(
      checkFixture(page('  - type: expandable-cards\n    heading: Topics\n    items:\n      - title: A\n        summary: B\n')).lines,
    ).toEqual(['about.md:8:9  sections[0].items[0].details  is missing: add a line "details: …" here'])
  })
  it('reports a counter whose value is neither a number nor text', () => {
    expect(
      checkFixture(page('  - type: counters\n    heading: Numbers\n    items:\n      - { value: [1], label: Projects }\n')).lines,
    ).toEqual(['about.md:8:18  sections[0].items[0].value  does not match any of the allowed forms'])
  })
  it('reports a carousel service that does not exist', () => {
    const service = 'services/web.md'
    const { lines } = checkFixture({
      ...page('  - type: service-carousel\n    heading: Core\n    services: [web, webb, mobile]\n'),
      [service]: '---\ntitle: Web\ndescription: W\nmenuTitle: Web\nsummary: W\nicon: code\norder: 1\n---\n',
    })
    expect(lines).toEqual([
      'about.md:7:21  sections[0].services[1]  "webb" is not a service slug. Did you mean "web"? Known: web.',
      'about.md:7:27  sections[0].services[2]  "mobile" is not a service slug. Known: web.',
    ])
  })
})
