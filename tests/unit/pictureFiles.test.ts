/**
 * Only pictures are published from content/images, SVGs cleaned of anything that could
 * run or load (issue 15), and only the pictures the site shows.
 * tests/security/svg.test.ts replays the attacks on the cleaning itself.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isPublishable, pictureType, publishedPicture } from '../../pipeline/pictureFiles.js'
import { formatProblem } from '../../pipeline/report.js'
import { writeSiteFiles } from '../../site/siteFiles.js'
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
  return buildFixture(contentDir)
    .problems.map(formatProblem)
    .filter((line) => !line.includes('that no published page uses'))
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('content/images', () => {
  it('publishes an SVG with a script or an event attribute without them, and warns at the file, naming them', () => {
    expect(checkImages({ 'chart.svg': HOSTILE_SVG })).toEqual([
      "images/chart.svg:1:1  this SVG held an onload attribute and a script, which could run on the site's address: they were removed from the published copy. Export the picture again without them (plain shapes and text) to silence this",
    ])
    const published = publishedPicture(Buffer.from(HOSTILE_SVG))!.toString()
    expect(published).toContain('<rect width="10" height="10"/>')
    expect(published).not.toMatch(/script|onload|cookie/)
    expect(isPublishable(Buffer.from(HOSTILE_SVG))).toBe(true)
  })

  it.each([
    ["a script, which could run on the site's address", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    [
      "HTML inside the picture (<foreignObject>), which could run on the site's address",
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>hi</p></foreignObject></svg>',
    ],
    [
      'a reference to another file or address (href="https://tracker.example/p.png")',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png"/></svg>',
    ],
    [
      'a stylesheet that loads another file or address',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>rect { fill: url(https://x.example/a.svg#p) }</style></svg>',
    ],
    [
      "a javascript: address, which could run on the site's address",
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
    ],
    [
      'parts the site leaves out of pictures (<sodipodi:namedview>, inkscape:label=)',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"><sodipodi:namedview/><g inkscape:label="Layer 1"><rect/></g></svg>',
    ],
  ])('publishes an SVG holding %s without it, with a warning', (what, svg) => {
    const [line, ...more] = checkImages({ 'x.svg': svg })
    expect(more).toEqual([])
    expect(line).toMatch(
      new RegExp(`^images/x\\.svg:1:1  this SVG held ${escapeRegExp(what)}: (it was|they were) removed from the published copy`),
    )
    expect(publishedPicture(Buffer.from(svg))).toBeDefined()
  })

  it('refuses an SVG that is not well-formed, or declares entities, at its line', () => {
    expect(checkImages({ 'broken.svg': '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect></g>\n</svg>' })).toEqual([
      'images/broken.svg:2:12  this SVG is not well-formed XML (unexpected close tag), so it cannot be published: export it again from the drawing program',
    ])
    expect(checkImages({ 'bare.svg': '<svg><rect/></svg>' })).toEqual([
      'images/bare.svg:1:1  this SVG does not start with <svg xmlns="http://www.w3.org/2000/svg">, so browsers would not draw it: export it again from the drawing program',
    ])
    expect(publishedPicture(Buffer.from('<svg><rect/></svg>'))).toBeUndefined()
  })

  it("publishes plain SVG shapes with #references and embedded raster data as they are, like the site's own pictures", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/></svg>'
    expect(checkImages({ 'ok.svg': svg })).toEqual([])
    expect(publishedPicture(Buffer.from(svg))?.toString()).toBe(svg)
    for (const own of ['logo.svg', 'favicon.svg', 'blog/data-analytics.svg']) {
      const bytes = readFileSync(path.join('content/images', own))
      expect(publishedPicture(bytes)?.toString(), own).toBe(bytes.toString().trim())
    }
  })

  it('publishes nothing but pictures, recognised by content rather than name', () => {
    const png = readFileSync('content/images/share-default.png')
    expect(pictureType(png)).toBe('png')
    expect(publishedPicture(png)).toBe(png)
    expect(publishedPicture(Buffer.from('<script>alert(1)</script>'))).toBeUndefined()
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

describe('the pictures a build publishes', () => {
  it('are those the site shows, the favicon and the share image among them, SVGs cleaned; a picture no page uses is left out', async () => {
    const png = readFileSync('content/images/share-default.png')
    const contentDir = makeContent({
      'images/favicon.svg': readFileSync('content/images/favicon.svg'),
      'images/team.png': png,
      'images/chart.svg': HOSTILE_SVG,
      'images/old.png': png,
      'images/drafts/unused.svg': HOSTILE_SVG,
      'about.md': '---\ntitle: About\ndescription: About us.\n---\n\n![Our team](/images/team.png)\n\n![A chart](/images/chart.svg)\n',
    })
    const build = buildFixture(contentDir)
    expect(build.problems.map(formatProblem)).toContain(
      'images:1:1  2 pictures that no published page uses: drafts/unused.svg, old.png. They are not published; delete them if nothing needs them',
    )
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'client-'))
    await writeSiteFiles(clientDir, build.site!, contentDir)
    const written = readdirSync(path.join(clientDir, 'images')).sort()
    // logo.svg (site.yaml's logo), share.png (its share image), the favicon (every page's head).
    expect(written).toEqual(['chart.svg', 'favicon.svg', 'logo.svg', 'share.png', 'sized', 'team.png'])
    expect(existsSync(path.join(clientDir, 'images/drafts'))).toBe(false)
    const sized = readdirSync(path.join(clientDir, 'images/sized'))
    expect(sized.some((name) => name.startsWith('team-'))).toBe(true)
    expect(sized.some((name) => name.startsWith('share-'))).toBe(true)
    expect(sized.some((name) => name.startsWith('old-'))).toBe(false)
    const chart = readFileSync(path.join(clientDir, 'images/chart.svg'), 'utf8')
    expect(chart).toContain('<rect width="10" height="10"/>')
    expect(chart).not.toMatch(/script|onload/)
  }, 60_000)
})
