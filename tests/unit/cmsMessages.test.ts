/**
 * One source of messages: the content manager's check (dev/cmsService.ts) answers with the
 * problem `npm run check` prints, and beside it the same problem in the form's words, at
 * its field; a problem in a page's text is the body's, with the words it concerns quoted.
 */
import { request, createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { VFile } from 'vfile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsService } from '../../dev/cmsService.js'
import { buildSite } from '../../site/buildSite.js'
import { report } from '../../pipeline/shared/problems.js'
import { formatProblem, formMessage } from '../../pipeline/check/report.js'
import { makeContent, validService } from '../helpers/contentFixture.js'

type Answer = { problems: { field?: string; message: string; error: boolean; quote?: string; check: string }[] }

let server: Server
let contentDir: string

beforeAll(async () => {
  contentDir = makeContent({ 'services/web.md': validService })
  const service = cmsService(contentDir, (unsaved) => buildSite({ contentDir, keepGoodPages: true, unsaved }))
  server = createServer((req, res) =>
    service.middleware(req, res, () => {
      res.statusCode = 404
      res.end()
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(() => server?.close())

/** What the content manager gets when it asks the check about `text` as content/services/web.md. */
function check(text: string): Promise<Answer> {
  const { port } = server.address() as AddressInfo
  const body = JSON.stringify({ path: 'content/services/web.md', text })
  return new Promise((resolve, reject) => {
    const asking = request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/cms/check',
        headers: { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve(JSON.parse(text)))
      },
    )
    asking.on('error', reject)
    asking.end(body)
  })
}

/** A problem as the pipeline records it, with `reason` and `kind`. */
const problem = (kind: Parameters<typeof report>[1], reason: string) =>
  report(new VFile({ path: 'content/x.md' }), kind, reason, { line: 3, column: 1 }, { field: 'title' })

describe('the content manager’s messages', () => {
  it('says of an emptied title what npm run check says, at the title, without a line number', async () => {
    const { problems } = await check(validService.replace('title: Web Development', 'title: ""'))
    expect(problems).toEqual([
      {
        field: 'title',
        message: 'is empty: write some text here',
        error: true,
        check: expect.stringMatching(/web\.md:2:8 {2}title {2}is empty/),
      },
    ])
    // The check's own line is the one npm run check prints for the same file.
    expect(problems[0].check.endsWith(`  title  ${problems[0].message}`)).toBe(true)
  })

  it('words a field left out as required in the form, while the check says which line to add', async () => {
    const { problems } = await check(validService.replace('title: Web Development\n', ''))
    expect(problems.map(({ field, message, check }) => ({ field, message, check: check.replace(/^.*?web\.md:\d+:\d+ {2}/, '') }))).toEqual([
      { field: 'title', message: 'is required: fill it in', check: 'title  is missing: add a line "title: …" here' },
    ])
  })

  it('puts a broken link of the text at the body, with the words around it quoted', async () => {
    const { problems } = await check(`${validService}Read how we work, then [talk to us](/contcat) about your project.\n`)
    expect(problems.filter((problem) => problem.error)).toEqual([
      {
        field: 'body',
        message: 'the link "/contcat" points to a page that does not exist. Check the address, or create the page.',
        error: true,
        quote: 'Read how we work, then [talk to us](/contcat) about your project.',
        check: expect.stringMatching(/web\.md:12:24 {2}the link "\/contcat"/),
      },
    ])
  })

  it('shortens the quote of a long line to the words around the problem', async () => {
    const long = `${'Lorem ipsum dolor sit amet. '.repeat(6)}See [the page](/nowhere-at-all) ${'and more words after it. '.repeat(6)}`
    const [found] = (await check(`${validService}${long}\n`)).problems.filter((problem) => problem.error)
    expect(found.quote).toMatch(/^….*\[the page\]\(\/nowhere-at-all\).*…$/)
    expect(found.quote!.length).toBeLessThanOrEqual(82)
  })

  it('has no file words in any form message: no line numbers, no YAML, no "add a line"', () => {
    const cases: [Parameters<typeof report>[1], string, string][] = [
      ['missing-field', 'is missing: add a line "title: …" here', 'is required: fill it in'],
      ['wrong-type', 'should be text, not empty: put the value in quotes if it is a number or true/false', 'is required: fill it in'],
      [
        'wrong-type',
        'should be a list, not the text "seo": write it as a list, one item per line starting with "- " under "keywords:"',
        'should be a list, not the text "seo"',
      ],
      ['wrong-type', 'should be a group of fields, not empty: write its fields on the lines under "image:"', 'is required: fill it in'],
      [
        'yaml-syntax',
        'the front matter is not valid YAML: a field name is spread over several lines (the YAML parser says: …)',
        'could not be saved as typed: undo the last change, and if this stays, tell a developer',
      ],
      [
        'no-front-matter',
        'the file has no front matter: start it with a line of three hyphens (---)',
        expect.stringContaining('could not be saved'),
      ],
      // What speaks of the value itself is the check's own words.
      [
        'bad-value',
        'is longer than 170 characters: search engines cut it off, shorten it',
        'is longer than 170 characters: search engines cut it off, shorten it',
      ],
    ]
    for (const [kind, reason, words] of cases) {
      const made = problem(kind, reason)
      expect(formMessage(made)).toEqual(words)
      // npm run check's line keeps the file's words and place.
      expect(formatProblem(made)).toBe(`content/x.md:3:1  title  ${reason}`)
    }
  })
})
