/**
 * Only pictures are published from content/images, SVGs cleaned of anything that could
 * run or load (issue 15), and only the pictures the site shows.
 * tests/unit/svgSanitiser.test.ts replays the attacks on the cleaning itself.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pictureType } from '../../pipeline/pictures/pictureFiles.js'
import { checkPictureFiles, imageFiles, isPublishable, publishedPicture, unusedPictures } from '../../site/pictureFiles.js'
import { formatProblem } from '../../pipeline/check/report.js'
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
    // (A PNG named photo.jpg is refused too: tests/security/pictures.test.ts.)
    expect(checkImages({ 'photo.PNG': png, 'offer.html': '<script>alert(1)</script>', 'fake.png': 'not a picture' })).toEqual([
      'images/fake.png:1:1  this file is not a picture (its bytes are not JPEG, PNG, WebP, AVIF, GIF or SVG), so it cannot be published: remove it',
      'images/offer.html:1:1  this file is not a picture (its bytes are not JPEG, PNG, WebP, AVIF, GIF or SVG), so it cannot be published: remove it',
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

describe('the check of content/images, file by file', () => {
  /** A content folder holding these files under images/. */
  function contentWith(files: Record<string, string | Buffer>) {
    const contentDir = mkdtempSync(path.join(os.tmpdir(), 'pictures-'))
    for (const [name, bytes] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(contentDir, 'images', name)), { recursive: true })
      writeFileSync(path.join(contentDir, 'images', name), bytes)
    }
    return contentDir
  }
  /** The check's messages, as the editor gets them, by file (paths from the folder that holds content/). */
  const checked = (files: Record<string, string | Buffer>) => {
    const contentDir = contentWith(files)
    return checkPictureFiles(contentDir, path.dirname(contentDir)).map((file) => ({
      path: file.path.replace(path.basename(contentDir), 'content'),
      messages: file.messages.map(({ ruleId, reason, fatal, line, column }) => ({ ruleId, reason, fatal, line, column })),
    }))
  }
  const error = (reason: string, line = 1, column = 1) => ({ ruleId: 'missing-image', reason, fatal: true, line, column })
  const NOT_A_PICTURE =
    'this file is not a picture (its bytes are not JPEG, PNG, WebP, AVIF, GIF or SVG), so it cannot be published: remove it'
  /** A PNG's first bytes: its signature and a header of this size (all that image-size reads). */
  const pngOfSize = (width: number, height: number) => {
    const header = Buffer.alloc(33)
    Buffer.from('\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR', 'latin1').copy(header)
    header.writeUInt32BE(width, 16)
    header.writeUInt32BE(height, 20)
    return header
  }

  it('says nothing about pictures within the limits', () => {
    expect(checked({ 'a.png': pngOfSize(5000, 5000), 'b.svg': `<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>` })).toEqual([])
    expect(checked({ 'exact.png': Buffer.concat([pngOfSize(10, 10), Buffer.alloc(5 * 1024 * 1024 - 33)]) })).toEqual([])
  })

  it('refuses an empty file and a file that is not a picture, at the file', () => {
    expect(checked({ 'empty.png': '', 'blog/page.png': '<html></html>' })).toEqual([
      { path: 'content/images/blog/page.png', messages: [error(NOT_A_PICTURE)] },
      { path: 'content/images/empty.png', messages: [error('this picture is an empty file (0 bytes): upload it again, or delete it')] },
    ])
  })

  it('refuses an SVG it cannot clean, at the line of the fault', () => {
    const broken = `<svg xmlns="http://www.w3.org/2000/svg">${'\n'.repeat(11)}<rect></g>\n</svg>`
    expect(checked({ 'broken.svg': broken })[0].messages).toEqual([
      error(
        'this SVG is not well-formed XML (unexpected close tag), so it cannot be published: export it again from the drawing program',
        12,
        10,
      ),
    ])
  })

  it.each([
    [
      'one thing that could run',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><rect/></svg>',
      "this SVG held an onload attribute, which could run on the site's address: it was removed from the published copy. Export the picture again without it (plain shapes and text) to silence this",
    ],
    [
      'one thing that loads',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://x.example/a.png"/></svg>',
      'this SVG held a reference to another file or address (href="https://x.example/a.png"): it was removed from the published copy. Export the picture again without it (plain shapes and text) to silence this',
    ],
    [
      'one part pictures do not need',
      '<svg xmlns="http://www.w3.org/2000/svg"><handler/></svg>',
      'this SVG held a part the site leaves out of pictures (<handler>): it was removed from the published copy. Export the picture again without it (plain shapes and text) to silence this',
    ],
    [
      'parts pictures do not need',
      '<svg xmlns="http://www.w3.org/2000/svg"><handler/><listener/></svg>',
      'this SVG held parts the site leaves out of pictures (<handler>, <listener>): they were removed from the published copy. Export the picture again without them (plain shapes and text) to silence this',
    ],
    [
      'three things',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><script/><handler/></svg>',
      "this SVG held an onload attribute, a script and a part the site leaves out of pictures (<handler>), which could run on the site's address: they were removed from the published copy. Export the picture again without them (plain shapes and text) to silence this",
    ],
  ])('warns (an SVG is still published) about %s, naming it', (_what, svg, reason) => {
    expect(checked({ 'x.svg': svg })).toEqual([
      { path: 'content/images/x.svg', messages: [{ ruleId: 'missing-image', reason, fatal: false, line: 1, column: 1 }] },
    ])
  })

  it.each([
    ['more than 5 MB', Buffer.concat([pngOfSize(100, 100), Buffer.alloc(6.2 * 1024 * 1024)]), '6.2 MB'],
    ['wider than 5,000 px', pngOfSize(5001, 10), '5001 × 10 px'],
    ['taller than 5,000 px', pngOfSize(10, 6000), '10 × 6000 px'],
    ['both', Buffer.concat([pngOfSize(8000, 6000), Buffer.alloc(5 * 1024 * 1024)]), '5.0 MB, 8000 × 6000 px'],
  ])('warns about a raster picture %s', (_what, bytes, size) => {
    expect(checked({ 'big.png': bytes })[0].messages).toEqual([
      {
        ruleId: 'large-image',
        reason: `this picture is ${size}: visitors get it resized, but uploading it is slow. Next time, make it at most 5,000 px wide and 5 MB`,
        fatal: false,
        line: 1,
        column: 1,
      },
    ])
  })

  it('does not warn about a picture whose size cannot be read', () => {
    expect(checked({ 'odd.png': Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.from('garbage')]) })).toEqual([])
  })

  it('looks at every file under content/images but hidden ones, in order, and at none when there is no such folder', () => {
    const contentDir = contentWith({
      'b.png': 'x',
      'a/z.png': 'x',
      '.DS_Store': 'x',
      '.hidden/x.png': 'x',
      'a/.x.png': 'x',
      'a/b/.c/d.png': 'x',
      'c.': 'x',
    })
    expect(imageFiles(contentDir)).toEqual(['a/z.png', 'b.png', 'c.'])
    expect(checkPictureFiles(contentDir, contentDir).map((file) => file.path)).toEqual(['images/a/z.png', 'images/b.png', 'images/c.'])
    const empty = mkdtempSync(path.join(os.tmpdir(), 'no-images-'))
    expect(imageFiles(empty)).toEqual([])
    expect(checkPictureFiles(empty, empty)).toEqual([])
    expect(unusedPictures(empty, empty, new Set())).toEqual([])
  })

  it('names the pictures no page uses, in one warning on the folder: ten at most', () => {
    const names = Array.from({ length: 11 }, (_, index) => `p${String(index).padStart(2, '0')}.png`)
    const contentDir = contentWith(Object.fromEntries(names.map((name) => [name, 'x'])))
    const warning = (used: string[]) =>
      unusedPictures(contentDir, path.dirname(contentDir), new Set(used.map((name) => `/images/${name}`))).map((file) => ({
        path: file.path.replace(path.basename(contentDir), 'content'),
        messages: file.messages.map(({ ruleId, reason, fatal, line, column }) => ({ ruleId, reason, fatal, line, column })),
      }))
    const unused = (reason: string) => [
      { path: 'content/images', messages: [{ ruleId: 'unused-image', reason, fatal: false, line: undefined, column: undefined }] },
    ]
    expect(warning(names)).toEqual([])
    expect(warning(names.slice(1))).toEqual(
      unused('a picture that no published page uses: p00.png. It is not published; delete it if nothing needs it'),
    )
    expect(warning(names.slice(9))).toEqual(
      unused(
        '9 pictures that no published page uses: p00.png, p01.png, p02.png, p03.png, p04.png, p05.png, p06.png, p07.png, p08.png. They are not published; delete them if nothing needs them',
      ),
    )
    expect(warning(names.slice(10))).toEqual(
      unused(
        '10 pictures that no published page uses: p00.png, p01.png, p02.png, p03.png, p04.png, p05.png, p06.png, p07.png, p08.png, p09.png. They are not published; delete them if nothing needs them',
      ),
    )
    expect(warning([])).toEqual(
      unused(
        '11 pictures that no published page uses: p00.png, p01.png, p02.png, p03.png, p04.png, p05.png, p06.png, p07.png, p08.png, p09.png and 1 more. They are not published; delete them if nothing needs them',
      ),
    )
  })

  it('tells pictures from look-alikes by every byte of their signature', () => {
    const bytes = (...parts: (string | number[])[]) =>
      Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))))
    expect(pictureType(bytes([0xff, 0xd8, 0x00]))).toBeUndefined()
    expect(pictureType(bytes([0x00, 0xd8, 0xff]))).toBeUndefined()
    expect(pictureType(bytes([0xff, 0x00, 0xff]))).toBeUndefined()
    expect(pictureType(bytes('GIF87a'))).toBe('gif')
    expect(pictureType(bytes('GIF88a'))).toBeUndefined()
    expect(pictureType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeUndefined()
    expect(pictureType(bytes('RIFX', [0, 0, 0, 0], 'WEBPVP8 '))).toBeUndefined()
    expect(pictureType(bytes([0, 0, 0, 28], 'ftypavis'))).toBe('avif')
    expect(pictureType(bytes([0, 0, 0, 28], 'ftypheic'))).toBeUndefined()
    expect(pictureType(bytes([0, 0, 0, 28], 'ftypavi'))).toBeUndefined()
    expect(pictureType(bytes([0, 0, 0, 28], 'xxxxavif'))).toBeUndefined()
    expect(pictureType(bytes('\x89PNG\r\n\x1a'))).toBeUndefined()
  })

  it.each([
    ['after a byte order mark', '\uFEFF<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['after blank lines', '\n  \n<svg>'],
    ['after a comment and a blank line', '<!-- made by hand -->\n\n<svg>'],
    [
      'after a DOCTYPE',
      '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg>',
    ],
    ['right after a DOCTYPE', '<!DOCTYPE svg><svg>'],
    ['after a DOCTYPE and a blank line', '<!DOCTYPE svg>\n\n<svg>'],
  ])('recognises an SVG %s', (_what, text) => {
    expect(pictureType(Buffer.from(text))).toBe('svg')
  })

  it.each([
    ['text before it', 'hello <svg>'],
    ['a DOCTYPE with declarations', '<!DOCTYPE svg [<!ENTITY x "y">]><svg>'],
    ['an svg element of another name', '<svgx>'],
  ])('recognises no SVG with %s', (_what, text) => {
    expect(pictureType(Buffer.from(text))).toBeUndefined()
    expect(isPublishable(Buffer.from(text))).toBe(false)
  })
})
