/**
 * The files the content manager has read (cms/filesRead.ts), on fakes of Decap's backends
 * as each answers a file that is not there: GitHub's getEntry with '' (its catch-all for a
 * failed read), the local backend with null, test-repo with nothing. A new page's address
 * is free on all three: before, GitHub's '' was taken for a page, and every new page on the
 * published /admin was refused as "already a page at this address" (refuseTakenAddress).
 */
import { describe, expect, it } from 'vitest'
import { type Entry, original, originalText, remember, rememberForm, textOf } from '../../cms/filesRead.js'

const PAGE = '---\ntitle: "Here"\n---\n\nText.\n'

/** A backend's getEntry over `files`, answering a missing one as that backend does. */
function getEntryOf(files: Record<string, string>, missing: Entry['data']) {
  const reads: string[] = []
  const getEntry = async (path: string): Promise<Entry> => {
    reads.push(path)
    return { data: path in files ? files[path] : missing, file: { path, id: null } }
  }
  return { getEntry, reads }
}

describe('filesRead: a file that is not there', () => {
  for (const [backend, missing] of [
    ['GitHub', ''],
    ['the local backend', null],
    ['test-repo', undefined],
  ] as const) {
    it(`${backend}: a new page's address reads as no file, an existing page as its text`, async () => {
      const { getEntry } = getEntryOf({ 'content/blog/here.md': PAGE }, missing)
      expect(await original(getEntry, `content/blog/new-${backend.length}.md`)).toBeUndefined()
      expect(await original(getEntry, 'content/blog/here.md')).toBe(PAGE)
    })
  }

  it('a read that fails is no file', async () => {
    expect(await original(() => Promise.reject(new Error('offline')), 'content/blog/offline.md')).toBeUndefined()
  })

  it('no text is no file, whoever says it', () => {
    expect([textOf(undefined), textOf({ data: '', file: { path: 'a' } }), textOf({ data: null, file: { path: 'a' } })]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
    expect(textOf({ data: PAGE, file: { path: 'a' } })).toBe(PAGE)
  })

  it('GitHub’s empty answer is never remembered as the page', () => {
    remember([{ data: '', file: { path: 'content/blog/empty.md', id: null } }])
    expect(originalText('content/blog/empty.md')).toBeUndefined()
  })
})

describe('filesRead: the text a form was made from', () => {
  it('an opened entry is read once, then remembered; a listing does not replace it; a save does', async () => {
    const path = 'content/blog/opened.md'
    const { getEntry, reads } = getEntryOf({ [path]: PAGE }, '')
    remember([await getEntry(path)])
    expect(await original(getEntry, path)).toBe(PAGE)
    expect(reads).toEqual([path])
    const listed = PAGE.replace('Text.', 'Saved by someone else since.')
    remember([{ data: listed, file: { path } }], false)
    expect(originalText(path)).toBe(PAGE)
    // A listing of a file not opened is what the form would be made from.
    remember([{ data: listed, file: { path: 'content/blog/listed.md' } }], false)
    expect(originalText('content/blog/listed.md')).toBe(listed)
    rememberForm(path, listed)
    expect(originalText(path)).toBe(listed)
    remember([{ data: PAGE, file: { path } }])
    expect(originalText(path)).toBe(PAGE)
  })
})
