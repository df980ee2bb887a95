/**
 * What the editor is told as an entry opens (cms/othersAtWork.ts, issue 55 item 2): a change
 * to the page waiting for review that someone else made (the editorial workflow's pull
 * requests, as Decap lists them), never one of their own; and the words of a save found
 * since the page was opened.
 */
import { describe, expect, it } from 'vitest'
import type { OpenEntry, Pending } from '../../cms/decapStore.js'
import { pendingNotice, savedSinceNotice } from '../../cms/othersAtWork.js'

const PATH = 'content/blog/ai-tech-solutions.md'
const entry = (pending: Pending = {}): OpenEntry => ({
  collection: 'blog',
  slug: 'ai-tech-solutions',
  path: PATH,
  raw: '---\n---\n',
  ...pending,
})
const ME = { name: 'Okello James', login: 'okello' }
/** 14:05 on 6 December, in the zone the test runs in (the browser says the editor's own). */
const AT = new Date(2026, 11, 6, 14, 5).toISOString()

describe('pendingNotice: changes waiting for review', () => {
  it('someone else’s pull request for the page: who, and when they last saved', () => {
    expect(pendingNotice(entry({ status: 'pending_review', author: 'Amina Nakato', updatedOn: AT }), [], ME, false)).toBe(
      'Amina Nakato has changes to this page waiting for review, last saved at 14:05 on 6 December. The form shows them, and what you save goes into the same review.',
    )
  })

  it('the editor’s own, by name or login, says nothing; nor does a page with no pull request', () => {
    expect(pendingNotice(entry({ status: 'draft', author: 'Okello James' }), [], ME, false)).toBeUndefined()
    expect(pendingNotice(entry({ status: 'draft', author: 'okello' }), [], ME, false)).toBeUndefined()
    expect(pendingNotice(entry(), [{ path: 'content/blog/other.md', status: 'draft', author: 'Amina' }], ME, false)).toBeUndefined()
    expect(pendingNotice(entry({ author: 'Amina' }), [], ME, false)).toBeUndefined()
  })

  it('an author not known: someone else’s, unless this tab saved the page (test-repo knows no authors)', () => {
    expect(pendingNotice(entry({ status: 'draft' }), [], {}, false)).toBe(
      'Someone else has changes to this page waiting for review. The form shows them, and what you save goes into the same review.',
    )
    expect(pendingNotice(entry({ status: 'draft' }), [], {}, true)).toBeUndefined()
  })

  it('a pull request of another entry for the same file counts; the latest is named', () => {
    const listed: Pending[] = [
      { path: PATH, status: 'draft', author: 'Amina', updatedOn: new Date(2026, 11, 5, 9, 30).toISOString() },
      { path: PATH, status: 'pending_publish', author: 'Brian', updatedOn: AT },
      { path: 'content/blog/other.md', status: 'draft', author: 'Zed', updatedOn: new Date(2026, 11, 7).toISOString() },
    ]
    expect(pendingNotice(entry(), listed, ME, false)).toMatch(
      /^Brian has changes to this page waiting for review, last saved at 14:05 on 6 December\./,
    )
  })

  it('a date it cannot read is left out', () => {
    expect(pendingNotice(entry({ status: 'draft', author: 'Amina', updatedOn: 'soon' }), [], ME, false)).toMatch(
      /^Amina has changes to this page waiting for review\. /,
    )
  })
})

it('savedSinceNotice: the time it was found, in the editor’s day', () => {
  expect(savedSinceNotice(new Date(2026, 11, 6, 9, 7))).toBe(
    'Someone saved this page at 09:07 since you opened it: your save will keep their change where it can; reload to see it.',
  )
})
