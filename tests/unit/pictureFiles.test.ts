/** Only pictures are published from content/images, and no SVG carries script (issue 15). */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isPublishable, pictureType } from '../../pipeline/pictureFiles.js'
import { formatProblem } from '../../pipeline/report.js'
import { buildFixture, makeContent } from '../helpers/contentFixture.js'

const HOSTILE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
  <rect width="10" height="10" onload="fetch('/steal?c=' + document.cookie)"/>
  <script>alert(document.domain)</script>
</svg>
`

/** Check a content folder holding these extra files in content/images. */
function checkImages(files: Record<string, string | Buffer>) {
  const contentDir = makeContent({})
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(contentDir, 'images', name), bytes)
  return buildFixture(contentDir).problems.map(formatProblem)
}

describe('content/images', () => {
  it('refuses an SVG with a script or an event attribute, naming the file and the line', () => {
    expect(checkImages({ 'chart.svg': HOSTILE_SVG })).toEqual([
      "images/chart.svg:3:1  this SVG holds an event attribute (such as onload=), which runs script, which could run on the site's address: export the picture again without it (plain shapes and text), or use a PNG",
    ])
    expect(isPublishable(Buffer.from(HOSTILE_SVG))).toBe(false)
  })

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['a foreignObject (HTML inside the picture)', '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>hi</p></foreignObject></svg>'],
    [
      'a reference to another file or address (only #references inside the picture are allowed)',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png"/></svg>',
    ],
    [
      'a url() that loads another file or address',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>rect { fill: url(https://x.example/a.svg#p) }</style></svg>',
    ],
    ['a javascript: address', '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>'],
  ])('refuses an SVG holding %s', (what, svg) => {
    expect(checkImages({ 'x.svg': svg })).toEqual([expect.stringContaining(`this SVG holds ${what}`)])
  })

  it("accepts plain SVG shapes with #references and embedded raster data, like the site's own pictures", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/></svg>'
    expect(checkImages({ 'ok.svg': svg })).toEqual([
      'images:1:1  a picture that no published page uses: ok.svg. They are published all the same; delete them if nothing needs them',
    ])
    for (const own of ['logo.svg', 'favicon.svg', 'blog/data-analytics.svg'])
      expect(isPublishable(readFileSync(path.join('content/images', own))), own).toBe(true)
  })

  it('publishes nothing but pictures, recognised by content rather than name', () => {
    const png = readFileSync('content/images/share-default.png')
    expect(pictureType(png)).toBe('png')
    expect(checkImages({ 'photo.jpg': png, 'offer.html': '<script>alert(1)</script>', 'fake.png': 'not a picture' })).toEqual([
      'images/fake.png:1:1  this is not a picture (JPEG, PNG, WebP, AVIF, GIF or SVG, judged by its content, not its name), so it cannot be published: move it out of content/images',
      'images/offer.html:1:1  this is not a picture (JPEG, PNG, WebP, AVIF, GIF or SVG, judged by its content, not its name), so it cannot be published: move it out of content/images',
    ])
  })

  it('recognises every allowed format by its first bytes', () => {
    const bytes = (...parts: (string | number[])[]) =>
      Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))))
    expect(pictureType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(pictureType(bytes('GIF89a'))).toBe('gif')
    expect(pictureType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp')
    expect(pictureType(bytes([0, 0, 0, 28], 'ftypavif'))).toBe('avif')
    expect(pictureType(bytes('<?xml version="1.0"?>\n<!-- made by hand -->\n<svg width="1"/>'))).toBe('svg')
    expect(pictureType(bytes('<html><svg/></html>'))).toBeUndefined()
  })
})
