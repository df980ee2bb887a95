/**
 * The browser pipeline's Markdown cache (cms/browserCheck/markdownCache.ts): every
 * text the site has compiles once a session, however many there are; the earlier versions
 * of what the editor types are dropped.
 */
import { describe, expect, it } from 'vitest'
import { compileMarkdownCached, endCheck, isCached } from '../../cms/browserCheck/markdownCache.js'

describe('the Markdown cache of the browser pipeline', () => {
  it('keeps every text of a site of 1,000 pages from one check to the next, and drops an edit’s versions two checks later', () => {
    const site = Array.from({ length: 1000 }, (_, index) => `# Page ${index}\n\nSome **words** on page ${index}.\n`)
    const versions = ['Typed.', 'Typed a.', 'Typed a b.']
    for (const version of versions) {
      for (const text of site) compileMarkdownCached(text)
      compileMarkdownCached(version)
      endCheck()
    }
    expect(site.filter((text) => !isCached(text))).toEqual([])
    expect(versions.map(isCached)).toEqual([false, true, true])
    expect(compileMarkdownCached(site[7]).tree.children.length).toBeGreaterThan(0)
  })
})
