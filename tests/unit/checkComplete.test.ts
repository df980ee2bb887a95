/**
 * The check complete and exact (issue 24): every problem of a file in one run, a mistake
 * in site.yaml reported there only, each message at the line that holds the mistake, in
 * words that fit it, and no exception that stops the check.
 */
import { describe, expect, it } from 'vitest'
import { checkFixture, type FixtureFiles, minimalSiteYaml } from '../helpers/contentFixture.js'
import { formatProblem } from '../../pipeline/check/report.js'

/** Every message the check prints (the fixture leaves out the page hints: tests/unit/hints.test.ts). */
const messages = (files: FixtureFiles) => checkFixture(files).build.problems.map(formatProblem)

const article = (extra = '', body = 'Hello.') =>
  `---\ntitle: A post\ndescription: About a thing.\nimage: { src: /images/logo.svg, alt: Logo }\ndate: 2025-01-01\ncategory: News\nauthor: team\n${extra}---\n\n${body}\n`
const page = (front: string, body = '') => `---\ntitle: About\ndescription: About us.\n${front}---\n\n${body}\n`

describe('every problem of a file in one run', () => {
  it('a bad date does not hide a misspelt author, an unknown related article, a broken button or a broken link', () => {
    const broken = article('related: [nope]\n', 'Read [this](/nowhere).')
      .replace('date: 2025-01-01', 'date: someday')
      .replace('author: team', 'author: taem')
    expect(messages({ 'blog/a.md': broken, 'blog/b.md': article() })).toEqual([
      'blog/a.md:5:7  date  must be a date: write it as 2025-04-28',
      'blog/a.md:7:9  author  "taem" is not an author. Did you mean "team"? Authors are the keys of `authors` in content/site.yaml: team.',
      'blog/a.md:8:11  related[0]  "nope" is not an article slug. Known: b.',
      'blog/a.md:11:6  the link "/nowhere" points to a page that does not exist. Check the address, or create the page.',
    ])
  })

  it('a block with a missing field still has its buttons checked, and a page its share picture', () => {
    const about = page(
      'image: { src: /images/none.png, alt: A team }\nsections:\n  - type: hero\n    actions:\n      - { label: Go, href: /contcat }\n',
    )
    expect(messages({ 'about.md': about })).toEqual([
      'about.md:6:5  sections[0].heading  is missing: add a line "heading: …" here',
      'about.md:4:8  image  the picture /images/none.png does not exist in content/images: upload it there, or did you mean /images/share.png?',
      'about.md:8:28  sections[0].actions[0].href  the link "/contcat" points to a page that does not exist. Check the address, or create the page.',
    ])
  })
})

describe('a mistake in site.yaml is reported there, once', () => {
  const quoting = page(
    'sections:\n  - type: hero\n    heading: Hi\n    actions:\n      - { label: Mail, href: "mailto:{{site.emails.info}}" }\n',
    'Write to [us](mailto:{{site.emails.info}}) or call {{site.phone}}.',
  )

  it('an e-mail address that is not one: one message in site.yaml, none in the pages that write to it', () => {
    expect(
      messages({
        'site.yaml': minimalSiteYaml.replace('info: info@test.example', 'info: info(at)test.example'),
        'about.md': quoting,
        'contact.md': quoting,
      }),
    ).toEqual(['site.yaml:12:17  emails.info  must be an e-mail address such as info@example.com'])
  })

  it('site.yaml missing: one message, and no page title "too long" because of {{site.name}}', () => {
    const longTitle = page('', 'Hi from {{site.name}}.').replace(
      'title: About',
      'title: "{{site.name}} | About us, our story, our team and our work in Kampala"',
    )
    expect(messages({ 'site.yaml': null, 'about.md': longTitle })).toEqual([
      'site.yaml:1:1  this file is missing: restore it (the site cannot be built without it)',
    ])
  })

  it('a missing phone: reported in site.yaml, pages keep their other values and are not blamed', () => {
    const { build } = checkFixture({ 'site.yaml': minimalSiteYaml.replace('phone: "+256 700 000 000"\n', ''), 'about.md': quoting })
    expect(build.problems.map(formatProblem)).toEqual(['site.yaml:1:1  phone  is missing: add a line "phone: …" here'])
  })

  it('the links of site.yaml are checked even when another of its fields fails', () => {
    const settings = minimalSiteYaml
      .replace('phone: "+256 700 000 000"', 'phone: 256')
      .replace('headerButton: { label: Home, href: / }', 'headerButton: { label: Home, href: /hom }')
    expect(messages({ 'site.yaml': settings })).toEqual([
      'site.yaml:11:8  phone  should be text, not a number: put the value in quotes if it is a number or true/false',
      'site.yaml:35:38  navigation.headerButton.href  the link "/hom" points to a page that does not exist. Check the address, or create the page.',
    ])
  })
})

describe('a link inside a multi-line Markdown field is reported at its own line', () => {
  const prose = (text: string) => page(`sections:\n  - type: prose\n    text: ${text}\n`)
  it('literal (|-)', () => {
    expect(messages({ 'about.md': prose('|-\n      First line.\n\n      Then [a link](/nowhere) here.') })).toEqual([
      'about.md:9:12  sections[0].text  the link "/nowhere" points to a page that does not exist. Check the address, or create the page.',
    ])
  })
  it('folded (>-), the same link twice: each at its own line', () => {
    expect(messages({ 'about.md': prose('>-\n      One [x](/nowhere)\n      continues.\n\n      Two [x](/nowhere) ends.') })).toEqual([
      'about.md:7:11  sections[0].text  the link "/nowhere" points to a page that does not exist. Check the address, or create the page.',
      'about.md:10:11  sections[0].text  the link "/nowhere" points to a page that does not exist. Check the address, or create the page.',
    ])
  })
})

describe('messages in the words of what the editor wrote', () => {
  it('an empty list item under sections: says to write its fields after "- "', () => {
    expect(messages({ 'about.md': page('sections:\n  -\n  - type: prose\n    text: Hi\n') })).toEqual([
      'about.md:5:4  sections[0]  is an empty list item: write its fields after the "- ", e.g. "- type: …", or delete the line',
    ])
  })
  it('a first line "--- " with a trailing space', () => {
    expect(messages({ 'about.md': '--- \ntitle: About\ndescription: About us.\n---\n\nHi\n' })).toEqual([
      'about.md:1:1  the first line has spaces after the three hyphens: delete them, so that the line is exactly ---',
    ])
  })
  it('an empty line above the first ---', () => {
    expect(messages({ 'about.md': '\n---\ntitle: About\ndescription: About us.\n---\n\nHi\n' })).toEqual([
      'about.md:1:1  the file starts with an empty line: delete it, so that the first line is ---',
    ])
  })
})

describe('no exception stops the check', () => {
  it('a stray % in an #anchor or a picture address is a message at its place, and the other files are still checked', () => {
    expect(
      messages({ 'about.md': page('', '[x](/about#%E0) and ![y](/images/%E0.png)'), 'contact.md': page('', '[z](/nowhere)') }),
    ).toEqual([
      'about.md:6:21  the picture address /images/%E0.png has a stray % in it: use the file name as it is in content/images',
      'about.md:6:1  the link "/about#%E0" points to #%E0, which is not on this page. Anchors are heading ids (a heading "Our Story" is #our-story) or block ids.',
      'contact.md:6:1  the link "/nowhere" points to a page that does not exist. Check the address, or create the page.',
    ])
  })
})
