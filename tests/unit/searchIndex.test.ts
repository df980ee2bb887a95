/**
 * The search index is made again only when what Pagefind reads of a page changed (its
 * <main data-pagefind-body>); otherwise the previous build's index is linked, and stays
 * as it was.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { builtPage } from '../../site/builtSite.js'
import { makeSearchIndex, reuseSearchIndex } from '../../site/searchIndex.js'

const root = mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const page = (main: string, footer: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><main id="main" data-pagefind-body=""><h1>${main}</h1><p>${main} words</p></main><footer>${footer}</footer></body></html>`

/** Writes a build folder with two pages, and indexes it against the previous one. */
async function build(name: string, previous: string, pages: Record<string, string>) {
  const client = path.join(root, name, 'client')
  mkdirSync(client, { recursive: true })
  for (const [file, html] of Object.entries(pages)) writeFileSync(path.join(client, file), html)
  const built = Object.entries(pages).map(([file, html]) => builtPage(file, html))
  const search = reuseSearchIndex(path.join(root, name), path.join(root, previous), built)
  if ('reused' in search) return { ...search.reused, reused: true }
  return { ...(await makeSearchIndex(path.join(root, name), search.key, new AbortController().signal)), reused: false }
}
const entry = (name: string) => path.join(root, name, 'client', 'pagefind', 'pagefind-entry.json')

describe('the search index of a rebuild', () => {
  it('is linked from the previous build when only what is outside <main> changed, and made again when <main> changed', async () => {
    const first = await build('a', 'none', { 'one.html': page('Okapi', 'footer 1'), 'two.html': page('Zebra', 'footer 1') })
    expect(first).toMatchObject({ pages: 2, reused: false })
    const before = readFileSync(entry('a'), 'utf8')

    const footerOnly = await build('b', 'a', { 'one.html': page('Okapi', 'footer 2'), 'two.html': page('Zebra', 'footer 2') })
    expect(footerOnly).toMatchObject({ pages: 2, reused: true })
    expect(statSync(entry('b')).ino).toBe(statSync(entry('a')).ino)

    const mainChanged = await build('c', 'b', { 'one.html': page('Giraffe', 'footer 2'), 'two.html': page('Zebra', 'footer 2') })
    expect(mainChanged).toMatchObject({ pages: 2, reused: false })
    expect(statSync(entry('c')).ino).not.toBe(statSync(entry('b')).ino)
    // The earlier builds' index is as Pagefind wrote it.
    expect(readFileSync(entry('a'), 'utf8')).toBe(before)
  })
})
