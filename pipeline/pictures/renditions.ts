/**
 * The sized copies a raster picture is published as, decided from its size alone so the
 * pipeline can write their addresses into pages before a build makes the files
 * (site/renditionFiles.ts, with sharp). A phone photo of 4000 px reaches a phone as
 * a WebP about 960 px wide, with a copy in the original format for browsers without WebP.
 *
 * Addresses carry a hash of the picture's bytes: a picture replaced under the same name
 * gets new addresses, so no browser or CDN cache keeps showing the old one.
 */
import type { PictureType } from './pictureFiles.js'

/** The widths offered to browsers (srcset), never wider than the upload. */
export const RENDITION_WIDTHS = [480, 960, 1600]
/** What the <img src> of browsers that ignore srcset gets. */
const FALLBACK_WIDTH = 960
/** Link previews (Open Graph): the size social networks ask for, cropped to fill. */
export const SHARE_SIZE = { width: 1200, height: 630 }

// GIFs may be animated and SVGs scale by themselves: both are published as uploaded.
const RESIZED: Partial<Record<PictureType, 'jpeg' | 'png' | 'webp'>> = { jpeg: 'jpeg', avif: 'jpeg', png: 'png', webp: 'webp' }
const EXTENSION = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const

type RenditionFormat = keyof typeof EXTENSION

/** One file to make: the picture resized to `width` (or cropped to the share size). */
export type Rendition = { url: string; format: RenditionFormat } & ({ width: number } | { share: true })

export type PicturePlan = {
  files: Rendition[]
  /** srcset values: WebP, and the fallback format (the same when the upload is WebP). */
  srcset: { webp: string; fallback: string }
  /** The fallback for <img src>, with its size (width and height attributes). */
  src: string
  width: number
  height: number
  /** The Open Graph picture, 1200 × 630. */
  share: string
}

/** The widths to make: the standard ones below the upload's width, and the upload's own when narrower than the largest. */
export function renditionWidths(width: number): number[] {
  const largest = RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]
  // A standard width within 20% of the upload's adds a file for nothing.
  const below = RENDITION_WIDTHS.filter((candidate) => candidate < width * 0.8 && candidate < largest)
  return [...below, Math.min(width, largest)]
}

/** The renditions of /images/<name> (bytes hashed to `hash`), or undefined for pictures published as they are. */
export function planRenditions(name: string, hash: string, type: PictureType, width: number, height: number): PicturePlan | undefined {
  const fallbackFormat = RESIZED[type]
  if (!fallbackFormat || !width || !height) return undefined
  // The copies' names are plain (no spaces, commas or capitals): a srcset splits its
  // candidates at spaces and commas, whatever the upload is called.
  const plain = name
    .replace(/\.[^./]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9/_-]+/g, '-')
  const base = `/images/sized/${plain}-${hash}`
  const widths = renditionWidths(width)
  const file = (size: number, format: RenditionFormat): Rendition => ({ url: `${base}-${size}.${EXTENSION[format]}`, format, width: size })
  const webp = widths.map((size) => file(size, 'webp'))
  const fallback = fallbackFormat === 'webp' ? webp : widths.map((size) => file(size, fallbackFormat))
  const share: Rendition = {
    url: `${base}-share.${EXTENSION[fallbackFormat === 'png' ? 'png' : 'jpeg']}`,
    format: fallbackFormat === 'png' ? 'png' : 'jpeg',
    share: true,
  }
  const srcsetOf = (files: Rendition[]) =>
    files.map((rendition) => `${rendition.url} ${'width' in rendition ? rendition.width : 0}w`).join(', ')
  const fallbackSrc = [...fallback].reverse().find((rendition) => 'width' in rendition && rendition.width <= FALLBACK_WIDTH) ?? fallback[0]
  const srcWidth = 'width' in fallbackSrc ? fallbackSrc.width : width
  return {
    files: [...new Set([...webp, ...fallback, share])],
    srcset: { webp: srcsetOf(webp), fallback: srcsetOf(fallback) },
    src: fallbackSrc.url,
    width: srcWidth,
    height: Math.round((height * srcWidth) / width),
    share: share.url,
  }
}
