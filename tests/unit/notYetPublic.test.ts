/**
 * What the published /admin must not give away (site/cms/notYetPublic.ts), beyond the cases
 * of tests/unit/siteIndex.test.ts: front matter that is no set of fields, a draft: that is
 * not false, and the words the published picture library uses for such a page.
 */
import { describe, expect, it } from 'vitest'
import { isNotYetPublic, UNNAMED_PAGE } from '../../site/cms/notYetPublic.js'

const today = '2026-12-01'
const page = (front: string) => `---\n${front}---\nText.\n`

describe('a page not yet public', () => {
  it('is one whose front matter is no set of fields (a text, a number, a list), which the check refuses', () => {
    for (const front of ['just words\n', '42\n', '- a list\n', '"title: quoted"\n'])
      expect(isNotYetPublic(page(front), today), front).toBe(true)
  })

  it('is not one whose front matter is empty, or holds only a comment: it has no draft nor publishDate', () => {
    for (const front of ['', '# a comment\n', 'null\n', '~\n']) expect(isNotYetPublic(page(front), today), front).toBe(false)
  })

  it('is a draft: whatever its value but false (the check refuses a value that is not true or false)', () => {
    for (const draft of ['true', 'yes', '"false"', '0', '1', 'null', '""', '[]'])
      expect(isNotYetPublic(page(`title: A page\ndraft: ${draft}\n`), today), draft).toBe(true)
    expect(isNotYetPublic(page('title: A page\ndraft: false\n'), today)).toBe(false)
    expect(isNotYetPublic(page('title: A page\ndraft: false\npublishDate: 2026-12-02\n'), today)).toBe(true)
  })

  it('is one whose publishDate is no day written as text, or a day after today; an empty one is none', () => {
    for (const publishDate of ['2026-12-02', '"2026-12-02"', '12', 'true', '[2026-01-01]', '{ day: 2026-01-01 }'])
      expect(isNotYetPublic(page(`title: A page\npublishDate: ${publishDate}\n`), today), publishDate).toBe(true)
    for (const publishDate of ['', 'null', '~', '2026-12-01', '2020-01-01'])
      expect(isNotYetPublic(page(`title: A page\npublishDate: ${publishDate}\n`), today), publishDate).toBe(false)
  })
})

describe('the published picture library', () => {
  it('names a page not yet public in these words alone', () => {
    expect(UNNAMED_PAGE).toBe('a page not yet published')
  })
})
