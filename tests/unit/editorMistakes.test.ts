/**
 * Mistakes editors make, one family each (issue 13): every one gives exactly one message,
 * at its place, in the file where it was made, and never a stack trace.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { toString as textOf } from 'hast-util-to-string'
import { bodyTree } from '../../pipeline/resolve/resolve.js'
import { describe, expect, it } from 'vitest'
import { buildFixture, checkFixture, type FixtureFiles, makeContent, minimalSiteYaml, validService } from '../helpers/contentFixture.js'
import { formatProblem, formatReport, formatSummaryTable } from '../../pipeline/check/report.js'
import { fingerprint } from '../../pipeline/frontMatter/placeholders.js'

/** Every message the check prints (errors and warnings alike), as printed. */
const messages = (files: FixtureFiles) => checkFixture(files).build.problems.map(formatProblem)

const article = (extra = '', body = 'Hello.') =>
  `---\ntitle: A post\ndescription: About a thing.\nimage: { src: /images/logo.svg, alt: Logo }\ndate: 2025-01-01\ncategory: News\nauthor: team\n${extra}---\n\n${body}\n`
const page = (front: string, body = '') => `---\ntitle: About\ndescription: About us.\n${front}---\n\n${body}\n`

describe('one mistake is reported in its own file only', () => {
  const pageQuotingSite = page(
    '',
    'Call [us]({{site.phoneHref}}), write to {{site.emails.info}} or [mail us](mailto:{{site.emails.info}}).',
  )

  it('a site.yaml value of the wrong kind: one message in site.yaml, pages still get the other values', () => {
    const { build } = checkFixture({
      'site.yaml': minimalSiteYaml.replace('phone: "+256 700 000 000"', 'phone: +256772000000'),
      'about.md': pageQuotingSite,
    })
    expect(build.problems.map(formatProblem)).toEqual([
      'site.yaml:11:8  phone  should be text, not a number: put the value in quotes if it is a number or true/false',
    ])
  })

  it('a YAML typo in site.yaml: one message, no page blamed', () => {
    expect(
      messages({
        'site.yaml': minimalSiteYaml.replace('description: A test company.', 'description: A test: company.'),
        'about.md': pageQuotingSite,
      }),
    ).toEqual([
      'site.yaml:10:14  the front matter is not valid YAML: the value of "description" contains a colon followed by a space, which YAML reads as the start of another field: put the whole value in double quotes, description: "A test: company." (the YAML parser says: Nested mappings are not allowed in compact mappings)',
    ])
  })

  it('an article with bad front matter: its own message only, not one per article that relates to it', () => {
    expect(
      messages({
        'blog/a.md': article('related: [b]\n'),
        'blog/c.md': article('related: [b]\n'),
        'blog/b.md': article().replace('date: 2025-01-01', 'date: someday'),
      }),
    ).toEqual(['blog/b.md:5:7  date  must be a date: write it as 2025-04-28'])
  })

  it('a service with a bad field: its own message only, not one on the page that lists it', () => {
    const home = page('sections:\n  - type: service-carousel\n    heading: Core\n    services: [web, cloud]\n')
    const cloud = validService.replace('title: Web Development', 'title: Cloud').replace('menuTitle: Web Development', 'menuTitle: Cloud')
    expect(
      messages({ 'index.md': home, 'services/cloud.md': cloud, 'services/web.md': validService.replace('icon: code', 'icon: [code]') }),
    ).toEqual([
      'services/web.md:6:7  icon  is not one of the allowed values: write one of them as text (every allowed value is listed in docs/content-reference.md)',
    ])
  })

  it('a reference to a draft says it is a draft', () => {
    expect(messages({ 'blog/a.md': article('related: [b]\n'), 'blog/b.md': article('draft: true\n') })).toEqual([
      'blog/a.md:8:11  related[0]  "b" is a draft (draft: true in blog/b.md), so it is not published: remove it here, or publish it by deleting its draft line',
    ])
  })

  it('a list written as text gets one message, not a second about its length', () => {
    expect(messages({ 'blog/a.md': article('related: data-analytics\n'), 'blog/data-analytics.md': article() })).toEqual([
      'blog/a.md:8:10  related  should be a list, not the text "data-analytics": write it as a list, one item per line starting with "- " under "related:"',
    ])
  })
})

describe('never a stack trace', () => {
  it('a missing site.yaml is one plain sentence', () => {
    expect(messages({ 'site.yaml': null })).toEqual([
      'site.yaml:1:1  this file is missing: restore it (the site cannot be built without it)',
    ])
  })

  it('a folder named like a page', () => {
    expect(messages({ 'notes.md/draft.md': page('') })).toEqual([
      'notes.md:1:1  "notes.md" is a folder, not a page: a page is a file. Rename the folder (without .md), or move its files up and delete it',
    ])
  })

  it('a picture address with no host, in front matter and in Markdown', () => {
    expect(messages({ 'blog/a.md': article('', '![Chart](https://)').replace('/images/logo.svg', 'https://:99999/x.png') })).toEqual([
      'blog/a.md:4:8  image  "https://:99999/x.png" is not a complete web address: copy the picture\'s whole address, starting with https:// and the site\'s name',
      'blog/a.md:10:1  "https://" is not a complete web address: copy the picture\'s whole address, starting with https:// and the site\'s name',
    ])
  })

  it('quotes nested thousands deep: an error at the line, no stack overflow', () => {
    expect(messages({ 'about.md': page('', `Intro.\n\n${'>'.repeat(5000)} deep`) })).toEqual([
      'about.md:8:22  quotes and lists are nested more than 20 levels deep here: keep it to a few levels',
    ])
  })

  it('a paragraph of unclosed [ is refused at once instead of taking a minute', () => {
    const started = performance.now()
    expect(messages({ 'about.md': page('', `Intro.\n\n${'[a '.repeat(3000)}`) })).toEqual([
      'about.md:8:1  this paragraph has more than 1000 of the characters [ * _ ` (which Markdown reads as links, emphasis and code): split it, or write \\[ \\* \\_ for those meant to show',
    ])
    expect(performance.now() - started).toBeLessThan(2000)
  })
})

describe('YAML mistakes get the hint that fits', () => {
  it('a missing closing --- is one message, not one per line of the page text', () => {
    expect(messages({ 'about.md': '---\ntitle: About\ndescription: x\n\n## Heading\n\nText: with a colon.\n- a list\n' })).toEqual([
      'about.md:1:1  the front matter has no closing line: add a line of three hyphens (---) after the last field, before the text of the page',
    ])
  })
  it('a tab', () => {
    expect(messages({ 'about.md': page('keywords:\n\t- a\n') })).toEqual([
      'about.md:5:1  the front matter is not valid YAML: this line has a tab in it: use spaces instead (YAML does not allow tabs for indentation) (the YAML parser says: Tabs are not allowed as indentation)',
    ])
  })
  it('an invisible non-breaking space', () => {
    expect(messages({ 'about.md': page('keywords:\n\u00a0\u00a0- a\n') })[0]).toContain(
      'about.md:5:1  the front matter is not valid YAML: this line has an invisible non-breaking space',
    )
  })
  // Pasted from Word, a list item indented with non-breaking spaces looks right; the parser
  // stops at the next item, whose ordinary indentation is not the mistake (issue 42, item 9).
  it('a list item indented with invisible spaces, followed by another item: the spaces are named, with the fix', () => {
    // (What the parser says, after the hint, depends on the characters.)
    const pasted = (spaces: string) =>
      messages({ 'about.md': page(`keywords:\n  - a\n${spaces}- b\n  - c\n`) }).map((said) =>
        said.replace(/ \(the YAML parser says: .*\)$/, ''),
      )
    const said = (name: string, code: string) => [
      `about.md:6:1  the front matter is not valid YAML: this line has an invisible ${name} (${code}) at the start of the line, which looks like an ordinary space but is not one (it often comes with text pasted from Word or a web page): delete the spaces at the start of the line and type them again as ordinary spaces`,
    ]
    expect(pasted('\u00a0\u00a0')).toEqual(said('non-breaking space', 'U+00A0'))
    expect(pasted('\u2007\u2007')).toEqual(said('figure space', 'U+2007'))
    expect(pasted('\u202f\u202f')).toEqual(said('narrow non-breaking space', 'U+202F'))
    expect(pasted('\u3000')).toEqual(said('full-width (ideographic) space', 'U+3000'))
    expect(pasted(' \u00a0')).toEqual(said('non-breaking space', 'U+00A0'))
    expect(pasted('\t')).toEqual([
      'about.md:6:1  the front matter is not valid YAML: this line has a tab in it: use spaces instead (YAML does not allow tabs for indentation)',
    ])
    for (const messages of [pasted('\u00a0\u00a0'), pasted('\u3000')]) expect(messages.join()).not.toMatch(/is indented|remove 2 spaces/)
  })
  it('a non-breaking space after a field’s colon, or at the start of a line YAML reads as a field', () => {
    expect(messages({ 'about.md': page('breadcrumb:\u00a0About\nnoindex: true\n') })).toEqual([
      'about.md:4:1  the front matter is not valid YAML: this line has an invisible non-breaking space (U+00A0) after "breadcrumb:", which looks like an ordinary space but is not one (it often comes with text pasted from Word or a web page): delete the spaces after "breadcrumb:" and type them again as ordinary spaces (the YAML parser says: Implicit keys need to be on a single line)',
    ])
    // Indented with them under a list of groups, the line is valid YAML: a field whose name starts with them.
    const faq =
      'sections:\n  - type: faq\n    heading: Questions\n    items:\n      - question: a\n        answer: b\n\u00a0\u00a0    - question: c\n'
    const said = messages({ 'about.md': page(faq) })
    expect(said).toHaveLength(1)
    expect(said[0]).toMatch(
      /^about\.md:10:1 .* this line has an invisible non-breaking space \(U\+00A0\) at the start of the line, which looks like an ordinary space but is not one .*type them again as ordinary spaces$/,
    )
  })
  it('an apostrophe inside single quotes', () => {
    expect(messages({ 'about.md': "---\ntitle: 'We're here'\ndescription: x\n---\n" })).toEqual([
      `about.md:2:12  the front matter is not valid YAML: an apostrophe inside single quotes ends the text early: put the value in double quotes instead, "We're here" (the YAML parser says: Unexpected scalar at node end)`,
    ])
  })
  it('a field indented under a field that has its value (not "a colon"): named on its own line', () => {
    expect(messages({ 'about.md': '---\ntitle: About\n  description: x\n---\n' })).toEqual([
      'about.md:3:1  the front matter is not valid YAML: the line "description: x" is indented 2 spaces, but the fields of its group are indented 0 spaces: remove 2 spaces at the start of that line (the YAML parser says: Nested mappings are not allowed in compact mappings)',
    ])
  })
  it('an unquoted value cut at " #" is a warning with the quoted form', () => {
    expect(messages({ 'about.md': '---\ntitle: We are #1 in Kampala\ndescription: x\n---\n' })).toEqual([
      'about.md:2:15  the text after " #" is left out (YAML reads it as a note): if it belongs to the value, put the whole value in double quotes, e.g. "We are #1 in Kampala"',
    ])
  })
})

describe('encodings and line endings', () => {
  it('accepts CRLF line endings and a byte-order mark exactly like LF', () => {
    const crlf = (text: string) => text.replace(/\n/g, '\r\n')
    const legal =
      '---\nlayout: legal\ntitle: Terms\ndescription: The terms.\nupdated: 2025-01-01\n---\n\n## Terms\n\nBe kind. See [home](/).\n'
    const { build } = checkFixture({
      'services/web.md': crlf(validService),
      'blog/a.md': `\uFEFF${crlf(article())}`,
      'terms.md': crlf(legal),
    })
    expect(build.problems.map(formatProblem)).toEqual([])
    expect(textOf(bodyTree(build.site!.pages.get('/terms')!.body!))).toContain('Be kind.')
  })
  it('asks for UTF-8 when a file is UTF-16 or Latin-1', () => {
    expect(messages({ 'about.md': Buffer.from('\ufeff---\ntitle: About\ndescription: x\n---\n', 'utf16le') })).toEqual([
      'about.md:1:1  the file is not saved as UTF-8 (it is UTF-16), so its letters would come out garbled: save the file as UTF-8 (in most editors: Save As, Encoding: UTF-8)',
    ])
    expect(messages({ 'about.md': Buffer.from('---\ntitle: Caf\xe9\ndescription: x\n---\n', 'latin1') })).toEqual([
      'about.md:1:1  the file is not saved as UTF-8 (it looks like Latin-1 or Windows-1252; the first character it garbles is on line 2), so its letters would come out garbled: save the file as UTF-8 (in most editors: Save As, Encoding: UTF-8)',
    ])
  })
})

describe('nothing is silent', () => {
  it('Markdown with another extension, other files and sub-folders in a collection', () => {
    expect(
      messages({ 'blog/post.MD': article(), 'blog/other.markdown': article(), 'blog/notes.txt': 'x', 'blog/2025/x.md': article() }),
    ).toEqual([
      'blog/2025:1:1  content/blog/ holds its pages directly, not in sub-folders: move the files of blog/2025/ into content/blog/ and delete the folder',
      'blog/notes.txt:1:1  only pages (.md files) belong here, so this file is not published: put pictures in content/images/, and move or delete anything else',
      'blog/other.markdown:1:1  pages must end in .md (lowercase), so this file is not published: rename it to other.md',
      'blog/post.MD:1:1  pages must end in .md (lowercase), so this file is not published: rename it to post.md',
    ])
  })
  it('raw HTML in Markdown is a warning at its line', () => {
    expect(messages({ 'about.md': page('', 'Text.\n\n<div class="box">Boxed</div>') })).toEqual([
      'about.md:8:1  HTML is not published: "<div class="box">Boxed</div>" is left out of the page. Write it in Markdown instead (content/README.md shows how)',
    ])
  })
  it('empty link targets and e-mail links with spaces, in Markdown', () => {
    expect(messages({ 'about.md': page('', '[Nowhere]() and [mail](mailto:a b@c.d).') })).toEqual([
      'about.md:6:1  "[mail](mailto:a b@c.d)" is not a working link: the address in (…) cannot contain spaces (check the e-mail address)',
      'about.md:6:1  the link has no address: write one between the brackets, e.g. [Contact us](/contact)',
    ])
  })
  it('buttons with an empty link or an e-mail link with a space', () => {
    const buttons = (href: string) =>
      page(`sections:\n  - type: hero\n    heading: Hi\n    actions:\n      - { label: Write, href: "${href}" }\n`)
    expect(messages({ 'about.md': buttons('') })).toEqual(['about.md:8:31  sections[0].actions[0].href  is empty: write some text here'])
    expect(messages({ 'about.md': buttons('mailto:info @test.example') })).toEqual([
      'about.md:8:31  sections[0].actions[0].href  "mailto:info @test.example" is not an e-mail link: write mailto: then the address, with no spaces, e.g. mailto:info@example.com',
    ])
  })
  it('empty and non-image files used as pictures (reported once, at the file), and paths out of content/images', () => {
    const contentDir = makeContent({
      'about.md': page('', '![Empty](/images/empty.png) ![Text](/images/notes.png) ![Out](/images/../site.yaml)'),
    })
    writeFileSync(path.join(contentDir, 'images/empty.png'), '')
    writeFileSync(path.join(contentDir, 'images/notes.png'), 'not a picture')
    expect(buildFixture(contentDir).problems.map(formatProblem)).toEqual([
      'images/empty.png:1:1  this picture is an empty file (0 bytes): upload it again, or delete it',
      'images/notes.png:1:1  this file is not a picture (its bytes are not JPEG, PNG, WebP, AVIF, GIF or SVG), so it cannot be published: remove it',
      'about.md:6:56  the picture /images/../site.yaml points outside content/images: pictures must be files inside that folder',
    ])
  })
})

describe('{{site.*}} inside code is left as written', () => {
  it('in inline code and in fenced blocks, while prose is filled', () => {
    const { build } = checkFixture({
      'about.md': page('', 'Call {{site.phone}}. Templates use `{{message}}`:\n\n```\nHello {{name}}, from {{site.name}}\n```'),
    })
    expect(build.problems.map(formatProblem)).toEqual([])
    const text = textOf(bodyTree(build.site!.pages.get('/about')!.body!))
    expect(text).toContain('Call +256 700 000 000.')
    expect(text).toContain('{{message}}')
    expect(text).toContain('Hello {{name}}, from {{site.name}}')
  })
})

describe('the report on a pull request', () => {
  const { build } = checkFixture({
    'site.yaml': `${minimalSiteYaml}placeholders: { phone: "${fingerprint('+256 700 000 000')}", founder: "${fingerprint('Sample Founder')}" }\n`,
    'about.md': page('', '[Broken](/nowhere)\n\n<b>bold</b>'),
  })
  it('annotates errors first, then warnings, and folds the launch reminders into one notice', () => {
    const lines = formatReport(build.problems, 'github').split('\n')
    expect(lines.map((line) => line.split(' ')[0])).toEqual(['::error', '::warning', '::notice'])
    expect(lines[2]).toContain(
      'title=Replace before launch (2)::phone: sample value "+256 700 000 000": replace before launch%0Afounder: sample value "Sample Founder": replace before launch',
    )
  })
  it('writes the whole report as a table for the job summary', () => {
    const table = formatSummaryTable(build.problems).split('\n')
    expect(table).toContain(
      '| error | about.md | 6 |  | the link "/nowhere" points to a page that does not exist. Check the address, or create the page. |',
    )
    expect(table.filter((row) => row.startsWith('| warning |'))).toHaveLength(3)
  })
})

describe('launch reminders', () => {
  const withPlaceholders = (phone: string) => ({
    'site.yaml': `${minimalSiteYaml.replace('phone: "+256 700 000 000"', `phone: "${phone}"`)}placeholders:\n  phone: "${fingerprint('+256 700 000 000')}"\n`,
  })
  it('remind while the sample value is unchanged', () => {
    expect(messages(withPlaceholders('+256 700 000 000'))).toEqual([
      'site.yaml:11:8  phone  sample value "+256 700 000 000": replace before launch',
    ])
  })
  it('stop once the value is changed, without touching placeholders', () => {
    expect(messages(withPlaceholders('+256 772 123 456'))).toEqual([])
  })
})

describe('blocks only where they are shown', () => {
  it('refuses sections: on an article, which shows only its text', () => {
    expect(messages({ 'blog/a.md': article('sections:\n  - type: faq\n    heading: FAQ\n    items: []\n') })).toEqual([
      'blog/a.md:9:3  sections  is not used on this kind of page, which shows only its text: write the content in Markdown below the front matter, and remove sections:',
    ])
  })
})
