/** The pictures editors upload to content/images, and remote pictures we allow. */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import type { ResolvedImage } from './types.js'
import { closest } from './suggest.js'
import { readdirSync } from 'node:fs'

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

export function createImageCatalogue(contentDir: string) {
  const imagesDir = path.join(contentDir, 'images')
  const cache = new Map<string, { width?: number; height?: number } | null>()
  const available = () => (existsSync(imagesDir) ? (readdirSync(imagesDir, { recursive: true }) as string[]).map((name) => `/images/${name.split(path.sep).join('/')}`) : [])

  /** Resolve `/images/…` or an https URL; a missing file says which files exist. */
  return function lookup(src: string, alt: string): ImageLookup {
    if (src.startsWith('https://')) return { found: { src: normaliseRemoteImage(src), alt } }
    if (!src.startsWith('/images/')) return { missing: `pictures must be files in content/images, written /images/file-name.svg (or an https:// address), not "${src}"` }
    if (!cache.has(src)) {
      const file = path.join(imagesDir, decodeURIComponent(src.slice('/images/'.length)))
      cache.set(src, existsSync(file) ? measure(file) : null)
    }
    const size = cache.get(src)
    if (size === null) {
      const suggestion = closest(src, available())
      return { missing: `the picture ${src} does not exist in content/images: upload it there${suggestion ? `, or did you mean ${suggestion}?` : ', or correct the file name'}` }
    }
    return { found: { src, alt, ...size } }
  }
}

function measure(file: string): { width?: number; height?: number } {
  try {
    const { width, height } = imageSize(readFileSync(file))
    return { width, height }
  } catch {
    return {}
  }
}
