// @vitest-environment happy-dom
// (the paste code in cms-later.js reads the DOM's node kinds as it loads)
/**
 * /admin's scripts of ours (site/cms/cmsScript.ts): cms.js, which the content manager's
 * start waits for, holds none of the Markdown parser and writer that only a paste and a
 * changed body need; cms-later.js, the module cms.js fetches once an entry opens
 * (cms/laterCode.ts), holds them and writes a body as bodyInPlace does.
 */
import { describe, expect, it } from 'vitest'
import { bodyInPlace } from '../../cms/bodyInPlace.js'
import { cmsScript } from '../../site/cms/cmsScript.js'

/** Words only the later code holds: Word for the web's list markup (cms/paste/wordLists.ts) and mdast-util-from-markdown's own error. */
const LATER_ONLY = ['ListContainerWrapper', 'Cannot close document, a token']

describe("/admin's scripts of ours", () => {
  it('keep the Markdown code of a paste and a save out of cms.js, and in cms-later.js', () => {
    const start = cmsScript('cms.js')
    const later = cmsScript('cms-later.js')
    for (const words of LATER_ONLY) {
      expect(start, words).not.toContain(words)
      expect(later, words).toContain(words)
    }
    // What the start fetches of ours: about 243 kB minified (437 with the Markdown code).
    expect(start.length).toBeLessThan(300_000)
    expect(start).toContain('cms-later.js')
  })

  it('make cms-later.js a module exporting what cms.js asks of it, that writes a body as bodyInPlace does', async () => {
    const later = await import(`data:text/javascript;base64,${Buffer.from(cmsScript('cms-later.js')).toString('base64')}`)
    expect(Object.keys(later).sort()).toEqual(['bodyInPlace', 'clipboardMarkdown', 'markdownSlate', 'picturesInRtf'])
    const before = 'A first paragraph.\n\n* one\n* two\n\nA last paragraph, *kept* as written.\n'
    const after = 'A first paragraph, changed.\n\n- one\n- two\n\nA last paragraph, _kept_ as written.\n'
    expect(later.bodyInPlace(before, after)).toBe(bodyInPlace(before, after))
    expect(later.bodyInPlace(before, after)).toContain('* one')
  })
})
