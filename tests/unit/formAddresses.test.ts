/**
 * A form of site.yaml on the site's own origin is refused (pipeline/frontMatter/formAddresses.ts): the
 * pages frame the forms with scripts and their own origin allowed, and a page of the site
 * framed that way could read the GitHub token of an editor logged in to /admin. In process,
 * on site.yaml's own text; tests/security/forms.test.ts checks a whole build and its pages.
 */
import { describe, expect, it } from 'vitest'
import { parseYamlFile } from '../../pipeline/frontMatter/frontmatter.js'
import { reportFormsOnSiteOrigin } from '../../pipeline/frontMatter/formAddresses.js'
import { isError } from '../../pipeline/shared/problems.js'
import { textFile } from '../../pipeline/read/read.js'
import { formatProblem } from '../../pipeline/check/report.js'

const SETTINGS = `name: Test
# The site's address is the deploy's (site/deploy.ts): https://test.example here.
forms:
  enquiry: https://forms.example/a
  application: FORM_ADDRESS
  newsletter: https://forms.example/c
`

/** The check's lines for site.yaml holding `address` as its application form, on a site at these addresses. */
function linesFor(address: string, siteUrl = 'https://test.example') {
  const forms = { enquiry: 'https://forms.example/a', application: address, newsletter: 'https://forms.example/c' }
  const file = textFile('/site/content/site.yaml', SETTINGS.replace('FORM_ADDRESS', JSON.stringify(address)), '/site')
  const yaml = parseYamlFile(file)
  expect(yaml).toBeDefined()
  reportFormsOnSiteOrigin(file, yaml!, forms, siteUrl)
  expect(file.messages.every(isError)).toBe(true)
  expect(file.messages.every((message) => message.ruleId === 'unsafe-link')).toBe(true)
  return file.messages.map(formatProblem)
}

const refusal = (address: string, origin: string) =>
  `content/site.yaml:5:16  forms.application  the form's address ${address} is on this site's own address (${origin}): a page of the site cannot be framed safely. Write the address your form provider gives you (another site, starting with https://)`

describe('a form on the site’s own origin', () => {
  it('is an error at its line and field, naming the address and the origin, with the fix', () => {
    expect(linesFor('https://test.example/contact')).toEqual([refusal('https://test.example/contact', 'https://test.example')])
  })

  it('is the same origin whatever its path, query, default port or case of host', () => {
    for (const address of [
      'https://test.example',
      'https://test.example/',
      'https://test.example:443/form',
      'https://TEST.Example/x?y=1#z',
      'https://user@test.example/admin/',
    ])
      expect(linesFor(address), address).toEqual([refusal(address, 'https://test.example')])
  })

  it('is judged against the address the build is for (site/deploy.ts, or SITE_URL for one build), below a folder too', () => {
    const preview = 'https://preview.test.example/base/'
    expect(linesFor('https://preview.test.example/form', preview)).toEqual([
      refusal('https://preview.test.example/form', 'https://preview.test.example'),
    ])
    // The other address is another origin for this build.
    expect(linesFor('https://test.example/form', preview)).toEqual([])
  })

  it('is each such form, at its own line', () => {
    const file = textFile('/site/content/site.yaml', SETTINGS.replace('FORM_ADDRESS', 'https://test.example/apply'), '/site')
    const forms = { enquiry: 'https://test.example/ask', application: 'https://test.example/apply', newsletter: 'https://forms.example/c' }
    reportFormsOnSiteOrigin(file, parseYamlFile(file)!, forms, 'https://test.example')
    expect(file.messages.map((message) => [message.line, message.column, (message as { field?: string }).field])).toEqual([
      [4, 12, 'forms.enquiry'],
      [5, 16, 'forms.application'],
    ])
    expect(file.messages.map((message) => message.reason)).toEqual([
      expect.stringContaining("the form's address https://test.example/ask is on this site's own address (https://test.example)"),
      expect.stringContaining("the form's address https://test.example/apply is on this site's own address (https://test.example)"),
    ])
  })
})

describe('a form on another origin', () => {
  it('is no concern of this rule: another host, a subdomain, another port, another scheme', () => {
    for (const address of [
      'https://forms.example/enquiry',
      'https://forms.test.example/enquiry',
      'https://test.example.forms.example/',
      'https://test.example:8443/form',
      // http: and other schemes are refused by the model's rule (https:// alone), not this one.
      'http://test.example/form',
    ])
      expect(linesFor(address), address).toEqual([])
  })

  it('nor is what is no address at all, or an address the site has none of', () => {
    for (const address of ['', 'not an address', '/contact', 'test.example/form']) expect(linesFor(address), address).toEqual([])
    for (const siteUrl of ['', 'not an address']) expect(linesFor('https://test.example/form', siteUrl)).toEqual([])
  })
})
