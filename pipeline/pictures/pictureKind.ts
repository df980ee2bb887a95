/**
 * What a file of content/images is, and whether its name says so: the one rule that the
 * check and the build (pictureFiles.ts), the dev server, the local backend
 * (dev/localBackend.ts) and the picture library (cms/mediaLibrary.ts) all apply.
 *
 * A picture is published at its own name, and a browser (or a static host) takes a file by
 * its name's ending: GIF bytes followed by a <script>, saved as chart.html, would be served
 * as a page of the site's own address (which can read the content manager's GitHub token),
 * and as chart.js it would pass the pages' `script-src 'self'`. So a file is published only
 * when its ending is its kind's: .jpg/.jpeg JPEG, .png PNG, .webp WebP, .avif AVIF, .gif
 * GIF, .svg SVG (endings in any case). Anything else is refused in words that say what the
 * file really is and the name it should have.
 *
 * No Node here: the picture library runs it in the browser on the file an editor chose.
 */

/** Linked from every page's head (renderer/+onRenderHtml.tsx), not from the content. */
export const FAVICON = '/images/favicon.svg'

export type PictureType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'svg'

/** Each kind in an editor's words, and the endings its name may have (the first is the one a rename gives). */
const KINDS: Record<PictureType, { words: string; endings: readonly string[] }> = {
  jpeg: { words: 'a JPEG picture', endings: ['.jpg', '.jpeg'] },
  png: { words: 'a PNG picture', endings: ['.png'] },
  webp: { words: 'a WebP picture', endings: ['.webp'] },
  avif: { words: 'an AVIF picture', endings: ['.avif'] },
  gif: { words: 'a GIF picture', endings: ['.gif'] },
  svg: { words: 'an SVG picture', endings: ['.svg'] },
}

/** The endings a picture's name may have, in lowercase (a name's ending is compared in lowercase). */
const PICTURE_ENDINGS: readonly string[] = Object.values(KINDS).flatMap((kind) => kind.endings)

const ENDINGS_IN_WORDS = `${PICTURE_ENDINGS.slice(0, -1).join(', ')} or ${PICTURE_ENDINGS.at(-1)}`

const EMPTY_PICTURE = 'this picture is an empty file (0 bytes): upload it again, or delete it'
const NOT_A_PICTURE =
  'this file is not a picture (its bytes are not JPEG, PNG, WebP, AVIF, GIF or SVG), so it cannot be published: remove it'

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))
const utf8 = new TextDecoder()

/** The picture format of these bytes (judged by their first bytes alone), or undefined for anything else. */
export function pictureType(bytes: Uint8Array): PictureType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12))) return 'avif'
  // SVG is text: an <svg> root after an optional XML declaration, comments or doctype (the
  // decoder drops a byte-order mark).
  const text = utf8.decode(bytes.subarray(0, 4096))
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*>\s*)*<svg[\s>]/i.test(text)) return 'svg'
  return undefined
}

/**
 * What may be published of a file of content/images: its kind, when its name's ending is
 * that kind's; else the problem in an editor's words (for the file itself: the check puts
 * its path before it), and the name it should have when it is a picture named wrongly.
 */
export type PictureVerdict = { type: PictureType } | { problem: string; rename?: string }

/** `name` is the file's name, or its path (only the part after the last / counts). */
export function pictureVerdict(name: string, bytes: Uint8Array): PictureVerdict {
  if (!bytes.length) return { problem: EMPTY_PICTURE }
  const type = pictureType(bytes)
  if (!type) return { problem: NOT_A_PICTURE }
  const base = name.slice(name.lastIndexOf('/') + 1)
  const dot = base.lastIndexOf('.')
  const ending = dot > 0 ? base.slice(dot) : ''
  const { words, endings } = KINDS[type]
  if (endings.includes(ending.toLowerCase())) return { type }
  const rename = renamed(dot > 0 ? base.slice(0, dot) : base, endings)
  const problem = PICTURE_ENDINGS.includes(ending.toLowerCase())
    ? `its name ends in ${ending}, but its bytes are ${words}, whose name must end in ${endings.join(' or ')}: rename it ${rename}`
    : `a picture's name must end in ${ENDINGS_IN_WORDS}; its bytes are ${words}: rename it ${rename}`
  return { problem, rename }
}

/** chart.html → chart.gif; photo.jpg.png (a JPEG) → photo.jpg, not photo.jpg.jpg. */
function renamed(stem: string, endings: readonly string[]): string {
  const dot = stem.lastIndexOf('.')
  if (dot > 0 && endings.includes(stem.slice(dot).toLowerCase())) return stem
  return `${stem || 'picture'}${endings[0]}`
}

/**
 * Why an upload to `filePath` (content/images/…, as the content manager names it) is
 * refused for what it is, in the check's words after its path; undefined when it may be
 * uploaded. The local backend and the picture library both ask this.
 */
export function pictureUploadProblem(filePath: string, bytes: Uint8Array): string | undefined {
  const verdict = pictureVerdict(filePath, bytes)
  return 'problem' in verdict ? `${filePath}: ${verdict.problem}` : undefined
}
