/**
 * What a file of content/images is, and whether its name says so (pipeline/pictures/pictureKind.ts):
 * a picture is published only when its name's ending is its kind's, since a browser or a
 * static host takes a file by its ending (tests/security/pictures.test.ts replays the
 * attacks end to end). Real bytes of every kind; the exact verdict for every ending.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { type PictureType, pictureType, pictureUploadProblem, pictureVerdict } from '../../pipeline/pictures/pictureKind.js'
import { jpeg, misnamed, NOT_A_PICTURE, otherKind, PAGE, POLYGLOT } from '../helpers/pictureAttacks.js'

const EMPTY = 'this picture is an empty file (0 bytes): upload it again, or delete it'
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const GIF = POLYGLOT.subarray(0, POLYGLOT.indexOf('<'))
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')

/** Real bytes of every kind, the JPEG, WebP and AVIF written by sharp. */
let bytes: Record<PictureType, Buffer>

beforeAll(async () => {
  const jpegBytes = await jpeg()
  bytes = {
    jpeg: jpegBytes,
    png: PNG,
    gif: GIF,
    webp: await sharp(jpegBytes).webp().toBuffer(),
    avif: await sharp(jpegBytes).avif().toBuffer(),
    svg: SVG,
  }
})

const text = (value: string) => new TextEncoder().encode(value)
const KINDS: PictureType[] = ['jpeg', 'png', 'gif', 'webp', 'avif', 'svg']

describe('pictureType', () => {
  it('knows every kind by its real bytes, and a page, a script or a text as none', () => {
    for (const type of KINDS) expect(pictureType(bytes[type]), type).toBe(type)
    expect(pictureType(POLYGLOT)).toBe('gif')
    expect(pictureType(PAGE)).toBeUndefined()
    expect(pictureType(text('alert(1)'))).toBeUndefined()
    expect(pictureType(new Uint8Array())).toBeUndefined()
  })

  it('takes a JPEG by its three first bytes, each of them', () => {
    expect(pictureType(new Uint8Array([0xff, 0xd8, 0xff]))).toBe('jpeg')
    expect(pictureType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg')
    expect(pictureType(new Uint8Array([0x00, 0xd8, 0xff, 0xe0]))).toBeUndefined()
    expect(pictureType(new Uint8Array([0xff, 0x00, 0xff, 0xe0]))).toBeUndefined()
    expect(pictureType(new Uint8Array([0xff, 0xd8, 0x00, 0xe0]))).toBeUndefined()
    expect(pictureType(new Uint8Array([0xff, 0xd8]))).toBeUndefined()
  })

  it('takes a PNG by its whole signature of eight bytes', () => {
    expect(pictureType(PNG.subarray(0, 8))).toBe('png')
    expect(pictureType(PNG.subarray(0, 7))).toBeUndefined()
    expect(pictureType(text('\x89PNG\r\n\x1a\r'))).toBeUndefined()
    expect(pictureType(text('PNG\r\n\x1a\n....'))).toBeUndefined()
  })

  it('takes a GIF of either version, and nothing else that starts with GIF', () => {
    expect(pictureType(text('GIF87a'))).toBe('gif')
    expect(pictureType(text('GIF89a'))).toBe('gif')
    expect(pictureType(text('GIF88a'))).toBeUndefined()
    expect(pictureType(text('GIF89'))).toBeUndefined()
    expect(pictureType(text('GIF87b'))).toBeUndefined()
  })

  it('takes a WebP by RIFF and WEBP at their places, not any RIFF file', () => {
    expect(pictureType(text('RIFF\0\0\0\0WEBP'))).toBe('webp')
    expect(pictureType(text('RIFF\0\0\0\0WAVE'))).toBeUndefined()
    expect(pictureType(text('RIFX\0\0\0\0WEBP'))).toBeUndefined()
    expect(pictureType(text('RIFF\0\0\0WEBP'))).toBeUndefined()
  })

  it('takes an AVIF (a still picture or a sequence) by its ftyp box, not another ISO file', () => {
    expect(pictureType(text('\0\0\0\x1cftypavif'))).toBe('avif')
    expect(pictureType(text('\0\0\0\x1cftypavis'))).toBe('avif')
    for (const brand of ['heic', 'mif1', 'isom', 'avio', 'AVIF']) expect(pictureType(text(`\0\0\0\x1cftyp${brand}`)), brand).toBeUndefined()
    expect(pictureType(text('\0\0\0\x1cftipavif'))).toBeUndefined()
    expect(pictureType(text('\0\0\0ftypavif'))).toBeUndefined()
  })

  it('takes an SVG by its <svg> root, after an XML declaration, comments, a doctype or spaces, in any case', () => {
    for (const svg of [
      '<svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<svg\nxmlns="http://www.w3.org/2000/svg"/>',
      '<SVG>',
      '<Svg viewBox="0 0 1 1"/>',
      '\n \t<svg>',
      '\uFEFF<svg>',
      '<?xml version="1.0" encoding="UTF-8"?><svg>',
      '<?xml version="1.0"?>\n\n<svg>',
      '<!-- Generator: Illustrator --><svg>',
      '<!-- a > b, <svg in words -->\n<svg>',
      '<!--\nmany\nlines\n-->\n<svg>',
      '<!-- one --> <!-- two -->\n<svg>',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg>',
      '<!doctype svg>\n<svg>',
      '<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n<!-- again -->\n<svg>',
    ])
      expect(pictureType(text(svg)), svg).toBe('svg')
  })

  it('takes no other text for an SVG: a page, a page holding an <svg>, a doctype with its own entities, a name like svgz', () => {
    for (const other of [
      '',
      ' ',
      'svg',
      '<svgz>',
      '<svg-icon>',
      '<svg',
      'x<svg>',
      '<html><svg>',
      '<p><svg></p>',
      '<!-- a comment --><p>a page</p><svg>',
      '<!-- never closed <svg>',
      '<!DOCTYPE svg [<!ENTITY x "a">]><svg>',
      '<?xml version="1.0"?><?xml version="1.0"?><svg>',
      '<?xml version="1.0"<svg>',
    ])
      expect(pictureType(text(other)), other).toBeUndefined()
  })

  it('reads only the first 4096 bytes for an SVG', () => {
    const comment = (length: number) => `<!--${'x'.repeat(length)}-->`
    // 4096 bytes: the comment (4089) and <svg> (5), then more.
    expect(pictureType(text(`${comment(4089 - 7)}<svg> ${'y'.repeat(100)}`))).toBe('svg')
    expect(pictureType(text(`${comment(4096)}<svg>`))).toBeUndefined()
    expect(pictureType(text(`${' '.repeat(4091)}<svg>`))).toBe('svg')
    expect(pictureType(text(`${' '.repeat(4092)}<svg>`))).toBeUndefined()
  })
})

/** Each kind's words and endings, as an editor reads them. */
const WORDS: Record<PictureType, [words: string, endings: string, first: string]> = {
  jpeg: ['a JPEG picture', '.jpg or .jpeg', '.jpg'],
  png: ['a PNG picture', '.png', '.png'],
  gif: ['a GIF picture', '.gif', '.gif'],
  webp: ['a WebP picture', '.webp', '.webp'],
  avif: ['an AVIF picture', '.avif', '.avif'],
  svg: ['an SVG picture', '.svg', '.svg'],
}
const OWN_ENDINGS: Record<PictureType, string[]> = {
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  gif: ['.gif'],
  webp: ['.webp'],
  avif: ['.avif'],
  svg: ['.svg'],
}
const PICTURE_ENDINGS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg']

describe('pictureVerdict', () => {
  it('publishes every kind under each of its own endings, in any case, and under no other picture ending', () => {
    for (const type of KINDS)
      for (const ending of PICTURE_ENDINGS)
        for (const written of [ending, ending.toUpperCase(), ending[0] + ending[1].toUpperCase() + ending.slice(2)]) {
          const [words, endings, first] = WORDS[type]
          expect(pictureVerdict(`blog/photo${written}`, bytes[type]), `${type} as photo${written}`).toEqual(
            OWN_ENDINGS[type].includes(ending)
              ? { type }
              : { problem: otherKind(written, words, endings, `photo${first}`), rename: `photo${first}` },
          )
        }
  })

  it('refuses every kind under an ending that is no picture’s, or under none, naming the endings a picture may have', () => {
    for (const type of KINDS)
      for (const name of ['photo.html', 'photo.htm', 'photo.js', 'photo.mjs', 'photo.xml', 'photo.svgz', 'photo.jpgx', 'photo', 'photo.']) {
        const [words, , first] = WORDS[type]
        expect(pictureVerdict(name, bytes[type]), `${type} as ${name}`).toEqual({
          problem: misnamed(words, `${name.replace(/\.[^.]*$/, '')}${first}`),
          rename: `${name.replace(/\.[^.]*$/, '')}${first}`,
        })
      }
  })

  it('says in exact words what the file is and the name it should have', () => {
    expect(pictureVerdict('chart.html', POLYGLOT)).toEqual({
      problem:
        "a picture's name must end in .jpg, .jpeg, .png, .webp, .avif, .gif or .svg; its bytes are a GIF picture: rename it chart.gif",
      rename: 'chart.gif',
    })
    expect(pictureVerdict('team.PNG', bytes.jpeg)).toEqual({
      problem: 'its name ends in .PNG, but its bytes are a JPEG picture, whose name must end in .jpg or .jpeg: rename it team.jpg',
      rename: 'team.jpg',
    })
    expect(pictureVerdict('logo.png', bytes.svg)).toEqual({
      problem: 'its name ends in .png, but its bytes are an SVG picture, whose name must end in .svg: rename it logo.svg',
      rename: 'logo.svg',
    })
  })

  it('refuses an empty file and a file that is no picture, whatever its name, with nothing to rename it to', () => {
    for (const name of ['photo.jpg', 'photo.svg', 'photo.html', 'photo']) {
      expect(pictureVerdict(name, new Uint8Array())).toEqual({ problem: EMPTY })
      expect(pictureVerdict(name, PAGE)).toEqual({ problem: NOT_A_PICTURE })
      expect(pictureVerdict(name, text('just words'))).toEqual({ problem: NOT_A_PICTURE })
    }
    expect(EMPTY).toBe('this picture is an empty file (0 bytes): upload it again, or delete it')
  })

  it('judges the name after the last / alone: a dot in a folder is no ending', () => {
    expect(pictureVerdict('content/images/2024.png/photo', bytes.png)).toEqual({
      problem: misnamed('a PNG picture', 'photo.png'),
      rename: 'photo.png',
    })
    expect(pictureVerdict('content/images/old.html/photo.png', bytes.png)).toEqual({ type: 'png' })
    expect(pictureVerdict('a.b/c.d/photo.gif', bytes.gif)).toEqual({ type: 'gif' })
    // A path that ends in / has no name: the rename gives one.
    expect(pictureVerdict('content/images/', bytes.png)).toEqual({
      problem: misnamed('a PNG picture', 'picture.png'),
      rename: 'picture.png',
    })
  })

  it('takes a name that starts with its only dot for a name without an ending', () => {
    expect(pictureVerdict('.png', bytes.png)).toEqual({ problem: misnamed('a PNG picture', '.png.png'), rename: '.png.png' })
    expect(pictureVerdict('blog/.jpg', bytes.jpeg)).toEqual({ problem: misnamed('a JPEG picture', '.jpg.jpg'), rename: '.jpg.jpg' })
    expect(pictureVerdict('.hidden.png', bytes.png)).toEqual({ type: 'png' })
  })

  it('renames a picture that already has its own ending before the wrong one by taking the wrong one off', () => {
    expect(pictureVerdict('photo.jpg.png', bytes.jpeg)).toEqual({
      problem: otherKind('.png', 'a JPEG picture', '.jpg or .jpeg', 'photo.jpg'),
      rename: 'photo.jpg',
    })
    expect(pictureVerdict('photo.JPEG.html', bytes.jpeg)).toEqual({
      problem: misnamed('a JPEG picture', 'photo.JPEG'),
      rename: 'photo.JPEG',
    })
    expect(pictureVerdict('chart.gif.js', POLYGLOT)).toEqual({ problem: misnamed('a GIF picture', 'chart.gif'), rename: 'chart.gif' })
    // Another kind's ending before it stays, and the kind's own comes after it.
    expect(pictureVerdict('chart.png.js', POLYGLOT)).toEqual({
      problem: misnamed('a GIF picture', 'chart.png.gif'),
      rename: 'chart.png.gif',
    })
    // A name that ends in a dot: what is before it is the stem.
    expect(pictureVerdict('a.gif.', bytes.gif)).toEqual({ problem: misnamed('a GIF picture', 'a.gif'), rename: 'a.gif' })
    expect(pictureVerdict('a.png.', bytes.gif)).toEqual({ problem: misnamed('a GIF picture', 'a.png.gif'), rename: 'a.png.gif' })
    // A stem that is only an ending is no name: the kind's ending comes after it.
    expect(pictureVerdict('.jpg.png', bytes.jpeg)).toEqual({
      problem: otherKind('.png', 'a JPEG picture', '.jpg or .jpeg', '.jpg.jpg'),
      rename: '.jpg.jpg',
    })
  })
})

describe('pictureUploadProblem', () => {
  it('gives the verdict’s problem after the path, and nothing for a picture named as its kind', () => {
    expect(pictureUploadProblem('content/images/blog/chart.html', POLYGLOT)).toBe(
      `content/images/blog/chart.html: ${misnamed('a GIF picture', 'chart.gif')}`,
    )
    expect(pictureUploadProblem('content/images/a.png', new Uint8Array())).toBe(`content/images/a.png: ${EMPTY}`)
    expect(pictureUploadProblem('content/images/a.png', PAGE)).toBe(`content/images/a.png: ${NOT_A_PICTURE}`)
    for (const type of KINDS) expect(pictureUploadProblem(`content/images/a${WORDS[type][2]}`, bytes[type]), type).toBeUndefined()
  })
})
