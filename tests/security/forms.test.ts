/**
 * Form frames hold other sites only (SECURITY.md). The pages frame site.yaml's forms
 * with scripts, forms and their own origin allowed (components/ui/formFrame.ts): what a
 * hosted form needs. A page of the site's own origin framed that way is no sandbox at all,
 * and /admin keeps the editor's GitHub token on that origin; so the check refuses a form on
 * the site's own address, as it refuses one on http: or any scheme but https:, at its line.
 *
 * Against the code before this test: a form at the site's own address passed the check, and
 * the contact page framed it with frame-src of the site's origin.
 */
import { describe, expect, it } from 'vitest'
import { htmlFiles } from '../../site/builtSite.js'
import { buildSite } from '../../site/buildSite.js'
import { isError } from '../../pipeline/shared/problems.js'
import { formatProblem } from '../../pipeline/check/report.js'
import { checkFixture, makeContent, minimalSiteYaml } from '../helpers/contentFixture.js'
import { parseHtml } from '../helpers/html.js'
import { clientDir, realSite } from '../helpers/site.js'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const withEnquiry = (address: string) =>
  minimalSiteYaml.replace(/forms: \{ enquiry: [^,]+,/, `forms: { enquiry: ${JSON.stringify(address)},`)
const linesFor = (address: string) => checkFixture({ 'site.yaml': withEnquiry(address) }).lines

describe('a form address in site.yaml', () => {
  it('is refused on the site’s own address, at its line, in plain words', () => {
    for (const address of ['https://test.example/contact', 'https://test.example:443/form', 'https://TEST.example/x?y=1']) {
      const lines = linesFor(address)
      expect(lines, address).toHaveLength(1)
      expect(lines[0], address).toMatch(
        /^site\.yaml:\d+:\d+ {2}forms\.enquiry {2}the form's address .* is on this site's own address \(https:\/\/test\.example\)/,
      )
      expect(lines[0]).toContain('Write the address your form provider gives you')
    }
  })

  it('is refused on the address SITE_URL gives the site at build time', () => {
    const contentDir = makeContent({ 'site.yaml': withEnquiry('https://preview.test.example/form') })
    const { problems } = buildSite({ contentDir, cwd: contentDir, siteUrl: 'https://preview.test.example/' })
    expect(problems.filter(isError).map(formatProblem)).toEqual([
      expect.stringMatching(
        /^site\.yaml:\d+:\d+ {2}forms\.enquiry {2}the form's address .* on this site's own address \(https:\/\/preview\.test\.example\)/,
      ),
    ])
  })

  it('is refused on http: and on any scheme but https:', () => {
    for (const address of ['http://forms.example/a', 'javascript:alert(1)', 'data:text/html,<script>1</script>', '//forms.example/a'])
      expect(linesFor(address).join('\n'), address).toMatch(/forms\.enquiry {2}must be a full address starting with https:\/\//)
  })

  it('is accepted on another site', () => {
    expect(linesFor('https://forms.example/enquiry')).toEqual([])
    expect(linesFor('https://forms.test.example/enquiry')).toEqual([])
  })
})

describe('the built pages', () => {
  // /admin's frame-src 'self' is its preview, a frame sandboxed without scripts (csp.test.ts).
  it('never let a frame hold the site’s own origin', () => {
    const origin = new URL(realSite().settings.url).origin
    for (const file of htmlFiles(clientDir).filter((name) => !name.startsWith('admin/'))) {
      const document = parseHtml(readFileSync(path.join(clientDir, file), 'utf8'))
      const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? ''
      const frames = /frame-src ([^;]*)/.exec(policy)?.[1].split(' ') ?? []
      expect(frames, file).not.toContain("'self'")
      expect(frames, file).not.toContain(origin)
      for (const frame of document.querySelectorAll('iframe'))
        expect(new URL(frame.getAttribute('src') ?? '', 'https://invalid.example').origin, file).not.toBe(origin)
    }
  })
})
