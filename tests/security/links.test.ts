/**
 * Every link is checked as it will be published, at the line that holds it: a
 * {{site.…}} token is filled in before anything is checked, and only a complete token left
 * in place (unknown, or waiting on a site.yaml that failed, both reported) is excused. A
 * stray `{{` once excused the whole link: `javascript:alert(1)//{{` passed the check, and
 * Markdown's sanitiser dropped such addresses without a word. Nothing it drops goes
 * unreported now.
 */
import type { Element } from 'hast'
import { describe, expect, it } from 'vitest'
import { compileMarkdown, eachNode } from '../../pipeline/markdown/markdown.js'
import { checkFixture, type FixtureFiles, minimalSiteYaml } from '../helpers/contentFixture.js'

/** Addresses a browser must never be sent to from this site, or that lead off it unannounced. */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript:alert(1)//{{',
  'javascript:alert(1)//{{site.name',
  'javascript:alert(1)//}}',
  '}}javascript:alert(1)',
  'javascript:alert(1)//%7B%7B',
  'java&#x09;script:alert(1)',
  'java&#9;script:alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'jav&#x0A;ascript:alert(1)',
  '%6Aavascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'irc://irc.example',
  'xmpp:someone@chat.example',
  'ftp://files.example/x',
  '//evil.example/x',
  '/\\evil.example',
  'HTTPS://example.com/page',
  'Mailto:info@example.com',
  'TEL:+256700000000',
  'contact',
  '?q=1',
]

const page = (front: string, body = 'Hello.') => `---\ntitle: About\ndescription: About us.\n${front}---\n\n${body}\n`
/** A hero block with one button; the href is on line 9 of the file. */
const button = (href: string) =>
  page(`sections:\n  - type: hero\n    heading: Hi\n    actions:\n      - label: Go\n        href: ${JSON.stringify(href)}\n`)

/** The body of a page, as compileMarkdown sees it (its line 1 is line 6 of the file). */
const markdownOf = (file: string) => file.slice(file.indexOf('---\n\n', 4) + 5)

/** The error lines the check prints (paths from the content folder). */
const errors = (files: FixtureFiles) => checkFixture(files).lines

describe('a link field of the front matter', () => {
  it.each(HOSTILE)('%s is an error at its line', (href) => {
    const lines = errors({ 'about.md': button(href) })
    expect(lines.length, lines.join('\n')).toBeGreaterThan(0)
    for (const line of lines) expect(line).toMatch(/^about\.md:9:15 {2}sections\[0\]\.actions\[0\]\.href {2}/)
  })

  it('the old bypass, javascript:…//{{, is an unsafe link at its line', () => {
    expect(errors({ 'about.md': button('javascript:alert(1)//{{') })).toEqual([
      'about.md:9:15  sections[0].actions[0].href  the link "javascript:alert(1)//{{" cannot be followed safely: start it with / for a page of this site (/contact), # for a place on this page, https://, mailto: or tel:',
    ])
  })

  it('in site.yaml too', () => {
    const settings = minimalSiteYaml.replace(
      'headerButton: { label: Home, href: / }',
      'headerButton: { label: Home, href: "javascript:alert(1)//{{" }',
    )
    expect(errors({ 'site.yaml': settings })).toEqual([
      'site.yaml:35:38  navigation.headerButton.href  the link "javascript:alert(1)//{{" cannot be followed safely: start it with / for a page of this site (/contact), # for a place on this page, https://, mailto: or tel:',
    ])
  })

  it('an unknown token is one error, at its line, and not a second one about the link', () => {
    expect(errors({ 'about.md': button('{{site.nope}}') })).toEqual([
      'about.md:9:15  sections[0].actions[0].href  "{{site.nope}}" is not a site value. Did you mean "site.name"? Site values are the fields of content/site.yaml, e.g. {{site.phone}}.',
    ])
  })

  it('an unknown token does not excuse what comes before it', () => {
    expect(errors({ 'about.md': button('javascript:alert(1)//{{site.nope}}') })).toEqual([
      'about.md:9:15  sections[0].actions[0].href  "{{site.nope}}" is not a site value. Did you mean "site.name"? Site values are the fields of content/site.yaml, e.g. {{site.phone}}.',
      'about.md:9:15  sections[0].actions[0].href  the link "javascript:alert(1)//{{site.nope}}" cannot be followed safely: start it with / for a page of this site (/contact), # for a place on this page, https://, mailto: or tel:',
    ])
  })
})

describe('a link or picture in Markdown', () => {
  /** The body puts the address on lines 6 (link), 8 (picture), 10 (autolink) and 14 (a reference, used on line 12). */
  const body = (href: string) =>
    page('', `Read [this](<${href}>).\n\n![A picture](<${href}>)\n\n<${href}>\n\n[a reference][ref]\n\n[ref]: <${href}>`)

  it.each(HOSTILE)('%s is an error at each line that holds it as a link or a picture', (href) => {
    const lines = errors({ 'about.md': body(href) })
    expect(lines.length, lines.join('\n')).toBeGreaterThan(0)
    for (const line of lines) expect(line).toMatch(/^about\.md:(6|8|10|12):\d+ {2}/)
    // Each link and picture the Markdown makes of it (the body starts on line 6 of the file).
    const { references } = compileMarkdown(markdownOf(body(href)))
    for (const reference of references) {
      const at = reference.place.line + 5
      expect(
        lines.some((line) => line.startsWith(`about.md:${at}:`)),
        `line ${at}: ${lines.join('\n')}`,
      ).toBe(true)
    }
  })

  it('nothing the sanitiser drops goes unreported', () => {
    for (const href of HOSTILE) {
      const { references, tree } = compileMarkdown(markdownOf(body(href)))
      const kept = new Set<string>()
      eachNode(tree, (node) => {
        if (node.type !== 'element') return
        const address = (node as Element).properties[node.tagName === 'img' ? 'src' : 'href']
        if (typeof address === 'string') kept.add(address)
      })
      const dropped = references.filter((reference) => !kept.has(reference.url))
      const lines = errors({ 'about.md': body(href) })
      for (const reference of dropped) {
        const line = reference.place.line + 5
        expect(
          lines.some((text) => text.startsWith(`about.md:${line}:`)),
          `${href}: "${reference.url}" dropped on line ${line}, reported: ${lines.join('\n')}`,
        ).toBe(true)
      }
    }
  })

  it('the old bypass, javascript:…//{{, is an unsafe link at its line', () => {
    expect(errors({ 'about.md': page('', 'Read [this](javascript:alert(1)//{{).') })).toEqual([
      'about.md:6:6  the link "javascript:alert(1)//%7B%7B" cannot be followed safely: start it with / for a page of this site (/contact), # for a place on this page, https://, mailto: or tel:',
    ])
  })

  it('in a Markdown field of the front matter too, at its line', () => {
    const hero = page(
      'sections:\n  - type: hero\n    heading: Hi\n    text: |-\n      Some words.\n\n      Read [this](javascript:alert(1)//{{).\n',
    )
    expect(errors({ 'about.md': hero })).toEqual([
      'about.md:10:12  sections[0].text  the link "javascript:alert(1)//%7B%7B" cannot be followed safely: start it with / for a page of this site (/contact), # for a place on this page, https://, mailto: or tel:',
    ])
  })

  it('an unknown token, URL-encoded by Markdown, is one error at its line', () => {
    expect(errors({ 'about.md': page('', 'Read [this]({{site.nope}}).') })).toEqual([
      'about.md:6:13  "{{site.nope}}" is not a site value. Did you mean "site.name"? Site values are the fields of content/site.yaml, e.g. {{site.phone}}.',
    ])
    expect(errors({ 'about.md': page('', 'Read [this](<{{ site.nope }}>).') })).toEqual([
      'about.md:6:14  "{{ site.nope }}" is not a site value. Did you mean "site.name"? Site values are the fields of content/site.yaml, e.g. {{site.phone}}.'.replace(
        '"{{ site.nope }}"',
        '"{{site.nope}}"',
      ),
    ])
  })
})

describe('site values in links', () => {
  const quoting = page(
    'sections:\n  - type: hero\n    heading: Hi\n    actions:\n      - label: Call\n        href: "{{site.phoneHref}}"\n      - { label: Mail, href: "mailto:{{site.emails.info}}" }\n',
    'Call [us]({{site.phoneHref}}) or [write](mailto:{{site.emails.info}}).',
  )

  it('a valid {{site.phoneHref}} and mailto:{{site.emails.info}} pass', () => {
    expect(errors({ 'about.md': quoting })).toEqual([])
  })

  it('are excused while site.yaml fails (reported there), and only they', () => {
    const broken = minimalSiteYaml.replace('phone: "+256 700 000 000"', 'phone: 256')
    const hostile = quoting.replace('Call [us]', '[Bad](javascript:alert(1)//{{site.phoneHref}}) Call [us]')
    expect(errors({ 'site.yaml': broken, 'about.md': hostile })).toEqual([
      'site.yaml:11:8  phone  should be text, not a number: put the value in quotes if it is a number or true/false',
      'about.md:13:1  the link "javascript:alert(1)//%7B%7Bsite.phoneHref%7D%7D" cannot be followed safely: start it with / for a page of this site (/contact), # for a place on this page, https://, mailto: or tel:',
    ])
  })

  it('a hostile site value quoted into a link is reported where it is quoted', () => {
    const settings = minimalSiteYaml.replace('contactHours: Mon-Fri 9:00 AM - 5:00 PM', 'contactHours: "javascript:alert(1)"')
    const lines = errors({
      'site.yaml': settings,
      'about.md': page(
        'sections:\n  - type: hero\n    heading: Hi\n    actions:\n      - label: Go\n        href: "{{site.contactHours}}"\n',
        'Read [this]({{site.contactHours}}).',
      ),
    })
    expect(lines).toEqual([
      'about.md:9:15  sections[0].actions[0].href  is not a link this site can follow: start it with / for a page of this site, # for a place on this page, https://, mailto: or tel:',
      'about.md:12:6  the link "javascript:alert(1)" cannot be followed safely: start it with / for a page of this site (/contact), # for a place on this page, https://, mailto: or tel:',
    ])
  })

  it('a value that quotes another is filled all the way, and then checked', () => {
    const settings = minimalSiteYaml
      .replace('contactHours: Mon-Fri 9:00 AM - 5:00 PM', 'contactHours: "{{site.whatsappGreeting}}"')
      .replace('whatsappGreeting: Hello!', 'whatsappGreeting: "javascript:alert(1)//{{site.shortName}}"')
    expect(errors({ 'site.yaml': settings, 'about.md': page('', 'Read [this]({{site.contactHours}}).') })).toEqual([
      'about.md:6:6  the link "javascript:alert(1)//Test" cannot be followed safely: start it with / for a page of this site (/contact), # for a place on this page, https://, mailto: or tel:',
    ])
  })
})
