/** The cleaned copies of SVGs, kept by the hash of their text (site/svgCache.ts). */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cleanedSvg } from '../../site/svgCache.js'
import { sanitiseSvg } from '../../site/svgSanitiser.js'
import { temporaryCacheDirs } from '../helpers/cacheDir.js'

const HOSTILE = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>'
const BROKEN = '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'

describe('the SVG cache', () => {
  const cacheDir = temporaryCacheDirs('svg-cache')

  it('gives what the cleaner gives, the first time and from the cache', () => {
    for (const text of [HOSTILE, BROKEN]) {
      const fresh = sanitiseSvg(text)
      expect(cleanedSvg(text)).toEqual(fresh)
      expect(cleanedSvg(text)).toEqual(fresh)
    }
  })

  it('keeps one file a text, in a folder named by the cleaner’s version', () => {
    cleanedSvg(HOSTILE)
    cleanedSvg(HOSTILE)
    const [folder, ...others] = readdirSync(cacheDir())
    expect(others).toEqual([])
    expect(folder).toMatch(/^svg-[0-9a-f]{16}$/)
    expect(readdirSync(path.join(cacheDir(), folder))).toHaveLength(1)
  })
})
