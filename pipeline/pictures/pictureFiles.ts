/**
 * What may be published from content/images: pictures only, recognised by their content
 * (magic bytes), under a name whose ending is their kind's (pictureKind.ts: a GIF named
 * chart.html or chart.js would run as a page or a script of the site). An SVG is a document
 * that can carry scripts: opened directly, it would run on the site's own address, past all
 * the Markdown sanitising. So what is published of an SVG is its copy cleaned on a real
 * parser (site/svgSanitiser.ts), and the check warns about what the cleaning removed. The
 * files' bytes are read at the edge (site/pictureFiles.ts).
 */
import { imageSize } from 'image-size'
import { VFile } from 'vfile'
import { pictureVerdict } from './pictureKind.js'
import { report } from '../shared/problems.js'
import { relative, resolve } from '../shared/paths.js'

export { type PictureType, pictureType } from './pictureKind.js'

export type SanitisedSvg =
  /**
   * The SVG to publish, and what was removed in plain words ("a script", "an onload
   * attribute"); `active` when any of it could have run script.
   */
  | { svg: string; removed: string[]; active: boolean }
  /** Not an SVG that can be published: why, and where. */
  | { problem: string; line: number; column: number }

const decoder = new TextDecoder('utf-8', { ignoreBOM: true })

/** The problems of one file of content/images (its path under it, `name`), from its bytes; SVGs cleaned by `cleanedSvg`. */
export function checkPictureFile(file: VFile, name: string, bytes: Uint8Array, cleanedSvg: (text: string) => SanitisedSvg) {
  const verdict = pictureVerdict(name, bytes)
  if ('problem' in verdict) report(file, 'missing-image', verdict.problem, { line: 1, column: 1 })
  else if (verdict.type === 'svg') {
    const sanitised = cleanedSvg(decoder.decode(bytes))
    if ('problem' in sanitised) report(file, 'missing-image', sanitised.problem, { line: sanitised.line, column: sanitised.column })
    else if (sanitised.removed.length) {
      const one = sanitised.removed.length === 1 && !sanitised.removed[0].startsWith('parts ')
      report(
        file,
        'missing-image',
        `this SVG held ${sentence(sanitised.removed)}${sanitised.active ? ", which could run on the site's address" : ''}: ${one ? 'it was' : 'they were'} removed from the published copy. Export the picture again without ${one ? 'it' : 'them'} (plain shapes and text) to silence this`,
        { line: 1, column: 1 },
        { warning: true },
      )
    }
  } else {
    const large = largeUpload(bytes)
    if (large)
      report(
        file,
        'large-image',
        `this picture is ${large}: visitors get it resized, but uploading it is slow. Next time, make it at most ${MAX_UPLOAD.pixels.toLocaleString('en')} px wide and ${MAX_UPLOAD.megabytes} MB`,
        { line: 1, column: 1 },
        { warning: true },
      )
  }
}

/** "a, b and c" */
const sentence = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : items[0])

// Beyond these, an upload is slow on a phone connection and gains nothing: pages show
// pictures at most 1600 px wide (pipeline/pictures/renditions.ts).
export const MAX_UPLOAD = { megabytes: 5, pixels: 5000 }

/** "6.2 MB", "6000 × 4000 px" or both, for a raster picture over the limits. */
function largeUpload(bytes: Uint8Array): string | undefined {
  const megabytes = bytes.length / 1024 / 1024
  let size: { width?: number; height?: number } = {}
  try {
    size = imageSize(bytes)
  } catch {
    // a size that cannot be read is no reason to warn
  }
  const tooWide = Math.max(size.width ?? 0, size.height ?? 0) > MAX_UPLOAD.pixels
  const facts = [megabytes > MAX_UPLOAD.megabytes && `${megabytes.toFixed(1)} MB`, tooWide && `${size.width} × ${size.height} px`].filter(
    Boolean,
  )
  return facts.length ? facts.join(', ') : undefined
}

/** One warning, on the folder, naming the pictures (of content/images, by path below it) that no published page uses (the build leaves them out). */
export function unusedPicturesOf(pictures: string[], contentDir: string, cwd: string, used: Set<string>): VFile[] {
  const unused = pictures.filter((name) => !used.has(`/images/${name}`))
  if (!unused.length) return []
  const folder = new VFile({ path: relative(cwd, resolve(cwd, contentDir, 'images')), value: '', cwd })
  const names = unused.length > 10 ? `${unused.slice(0, 10).join(', ')} and ${unused.length - 10} more` : unused.join(', ')
  report(
    folder,
    'unused-image',
    unused.length === 1
      ? `a picture that no published page uses: ${names}. It is not published; delete it if nothing needs it`
      : `${unused.length} pictures that no published page uses: ${names}. They are not published; delete them if nothing needs them`,
    undefined,
    { warning: true },
  )
  return [folder]
}
