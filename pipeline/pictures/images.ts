/** The pictures editors upload to content/images, and remote pictures we allow. */
import { type ContentFolder, pictureNamesIn } from '../read/contentListing.js'
import type { Measured as MeasuredFile, PictureFiles } from './pictureMeasure.js'
import type { ResolvedImage } from '../shared/types.js'
import { join, relative as relativeTo, resolve } from '../shared/paths.js'
import { closest } from '../shared/suggest.js'

// The stock-photo host of the original site serves any size; we ask for the size the
// layout shows (1000 px wide) at quality 80, whatever the editor pasted.
const STOCK_PHOTO_HOST = 'images.unsplash.com'

export function normaliseRemoteImage(src: string): string {
  const url = new URL(src)
  if (url.hostname !== STOCK_PHOTO_HOST) return src
  url.searchParams.set('w', '1000')
  url.searchParams.set('q', '80')
  return url.toString()
}

export type ImageLookup = { found: ResolvedImage } | { missing: string }

type Measured = MeasuredFile | { problem: string }

export function createImageCatalogue(contentDir: string, pictures: PictureFiles, content: ContentFolder) {
  const cache = new Map<string, Measured>()
  const available = () => pictureNamesIn(content).map((name) => `/images/${name}`)

  /** Resolve `/images/…` or an https URL; a missing file says which files exist. */
  const lookup = function lookup(src: string, alt: string): ImageLookup {
    if (src.startsWith('https://')) {
      if (!URL.canParse(src) || !new URL(src).hostname)
        return {
          missing: `"${src}" is not a complete web address: copy the picture's whole address, starting with https:// and the site's name`,
        }
      return { found: { src: normaliseRemoteImage(src), alt } }
    }
    if (!src.startsWith('/images/'))
      return { missing: `pictures must be files in content/images, written /images/file-name.svg (or an https:// address), not "${src}"` }
    if (!cache.has(src)) cache.set(src, inspect(contentDir, src, available, pictures, content))
    const measured = cache.get(src)!
    if ('problem' in measured) return { missing: measured.problem }
    return { found: { src, alt, ...measured } }
  }
  /** The pictures looked up so far (/images/…), for the unused-pictures warning. */
  const used = () => new Set(cache.keys())
  return Object.assign(lookup, { used })
}

/**
 * The picture's size, or what is wrong with the file an editor named. A file is found only
 * as the listing of content/ holds it: not hidden, and not through a symbolic link.
 */
function inspect(contentDir: string, src: string, available: () => string[], pictures: PictureFiles, content: ContentFolder): Measured {
  const imagesDir = join(contentDir, 'images')
  let name: string
  try {
    name = decodeURIComponent(src.slice('/images/'.length))
  } catch {
    return { problem: `the picture address ${src} has a stray % in it: use the file name as it is in content/images` }
  }
  const file = resolve(imagesDir, name)
  const relative = relativeTo(imagesDir, file)
  if (relative.startsWith('..'))
    return { problem: `the picture ${src} points outside content/images: pictures must be files inside that folder` }
  if (!content.isPlain(`images/${relative}`)) {
    // Written as it works in a link: a file name with spaces gets %20 (Solar%20Panels.jpg).
    const suggestion = closest(src, available())
    const written = suggestion && encodeURI(suggestion)
    return {
      problem: `the picture ${src} does not exist in content/images: upload it there${written ? `, or did you mean ${written}?` : ', or correct the file name'}`,
    }
  }
  const problem = pictures.problem(file, relative)
  return problem ? { problem } : pictures.measure(file, name)
}
