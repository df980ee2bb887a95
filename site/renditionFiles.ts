/**
 * Makes the sized copies of raster pictures that pipeline/pictures/renditions.ts plans, with
 * sharp (libvips): resized, turned upright from the camera's orientation tag, and without
 * the photo's metadata (a phone photo's EXIF can hold where it was taken).
 *
 * Each copy is cached on disk under the name the plan gives it, which holds a hash of
 * the picture's bytes and its width: a rebuild copies unchanged pictures' files instead
 * of encoding them again. The encoder settings and sharp's version are part of the cache
 * folder's name, so changing either never serves an old encoding.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp, { type OutputInfo } from 'sharp'
import { imageSize } from 'image-size'
import { pictureType } from '../pipeline/pictures/pictureFiles.js'
import { contentHash, imageFiles } from './pictureFiles.js'
import { planRenditions, RENDITION_WIDTHS, SHARE_SIZE, type PicturePlan, type Rendition } from '../pipeline/pictures/renditions.js'

const ENCODING = { webp: { quality: 72, effort: 4 }, jpeg: { quality: 75, mozjpeg: true }, png: { compressionLevel: 9 } } as const
// Pictures worked on at once: libvips already uses every core for each, two keep them busy.
const PARALLEL = 2

const cacheDir = () =>
  path.resolve(
    process.env.PICTURE_CACHE_DIR ?? 'node_modules/.cache/nile-pictures',
    `${sharp.versions.sharp}-${contentHash(Buffer.from(JSON.stringify(ENCODING)))}`,
  )

/** One sized copy of a picture (its bytes, or its decoded pixels), encoded. */
async function encodeRendition(source: Buffer | Decoded, rendition: Rendition): Promise<Buffer> {
  let image = Buffer.isBuffer(source) ? sharp(source, { failOn: 'none' }).rotate() : sharp(source.data, { raw: source.info })
  image =
    'share' in rendition
      ? image.resize(SHARE_SIZE.width, SHARE_SIZE.height, { fit: 'cover', position: 'attention' })
      : image.resize({ width: rendition.width, withoutEnlargement: true })
  return image.toFormat(rendition.format, ENCODING[rendition.format]).toBuffer()
}

type Decoded = { data: Buffer; info: OutputInfo }

/**
 * The picture decoded once, upright and at most as wide as the largest copy: every copy
 * is made from these pixels (decoding a 12-megapixel JPEG costs more than encoding a copy).
 */
async function decode(bytes: Buffer): Promise<Decoded> {
  const largest = RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]
  return sharp(bytes, { failOn: 'none' })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
}

/** The plan of one file of content/images, or undefined for pictures published as they are. */
function planOf(name: string, bytes: Buffer): PicturePlan | undefined {
  const type = pictureType(bytes)
  if (!type) return undefined
  try {
    const { width, height } = imageSize(bytes)
    return planRenditions(name, contentHash(bytes), type, width, height)
  } catch {
    return undefined // the check has reported a picture whose size cannot be read
  }
}

/**
 * Writes every rendition of these pictures of content/images (all of them unless named)
 * into clientDir; says how many were encoded and how many came from the cache.
 */
export async function writeRenditions(
  contentDir: string,
  clientDir: string,
  names = imageFiles(contentDir),
): Promise<{ encoded: number; cached: number }> {
  const counts = { encoded: 0, cached: 0 }
  const queue = [...names]
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const bytes = readFileSync(path.join(contentDir, 'images', name))
      let decoded: Promise<Decoded> | undefined
      for (const rendition of planOf(name, bytes)?.files ?? []) {
        const cached = path.join(cacheDir(), rendition.url)
        if (existsSync(cached)) counts.cached++
        else {
          decoded ??= decode(bytes)
          const encoded = await encodeRendition(await decoded, rendition)
          mkdirSync(path.dirname(cached), { recursive: true })
          // Written aside, then renamed: a build stopped half-way never leaves half a file.
          writeFileSync(`${cached}.${process.pid}.tmp`, encoded)
          renameSync(`${cached}.${process.pid}.tmp`, cached)
          counts.encoded++
        }
        const target = path.join(clientDir, rendition.url)
        mkdirSync(path.dirname(target), { recursive: true })
        copyFileSync(cached, target)
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  return counts
}

/** The dev server's copy of one rendition URL (/images/sized/…), or undefined when no picture plans it. */
export async function renditionFor(contentDir: string, url: string): Promise<Buffer | undefined> {
  for (const name of imageFiles(contentDir)) {
    const bytes = readFileSync(path.join(contentDir, 'images', name))
    const rendition = planOf(name, bytes)?.files.find((file) => file.url === url)
    if (rendition) return encodeRendition(bytes, rendition)
  }
  return undefined
}
