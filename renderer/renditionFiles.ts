/**
 * Makes the sized copies of raster pictures that pipeline/renditions.ts plans, with
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
import sharp from 'sharp'
import { imageSize } from 'image-size'
import { imageFiles, isPublishable, pictureType } from './pipeline/pictureFiles.js'
import { contentHash, planRenditions, SHARE_SIZE, type PicturePlan, type Rendition } from './pipeline/renditions.js'

const ENCODING = { webp: { quality: 72, effort: 4 }, jpeg: { quality: 75, mozjpeg: true }, png: { compressionLevel: 9 } } as const
// Pictures encoded at once: libvips already uses every core for each, two keep them busy.
const PARALLEL = 2

const cacheDir = () =>
  path.resolve(process.env.PICTURE_CACHE_DIR ?? 'node_modules/.cache/nile-pictures', `${sharp.versions.sharp}-${contentHash(Buffer.from(JSON.stringify(ENCODING)))}`)

/** One sized copy of `source`, encoded. */
export async function encodeRendition(source: Buffer, rendition: Rendition): Promise<Buffer> {
  let image = sharp(source, { failOn: 'none' }).rotate()
  image = 'share' in rendition
    ? image.resize(SHARE_SIZE.width, SHARE_SIZE.height, { fit: 'cover', position: 'attention' })
    : image.resize({ width: rendition.width, withoutEnlargement: true })
  return image.toFormat(rendition.format, ENCODING[rendition.format]).toBuffer()
}

/** The plan of one file of content/images, or undefined for pictures published as they are. */
function planOf(name: string, bytes: Buffer): PicturePlan | undefined {
  const type = pictureType(bytes)
  if (!type || !isPublishable(bytes)) return undefined
  try {
    const { width, height } = imageSize(bytes)
    return planRenditions(name, contentHash(bytes), type, width, height)
  } catch {
    return undefined // the check has reported a picture whose size cannot be read
  }
}

/** Writes every rendition of content/images into clientDir; says how many were encoded and how many came from the cache. */
export async function writeRenditions(contentDir: string, clientDir: string): Promise<{ encoded: number; cached: number }> {
  const jobs: { source: () => Buffer; rendition: Rendition }[] = []
  for (const name of imageFiles(contentDir)) {
    const file = path.join(contentDir, 'images', name)
    const bytes = readFileSync(file)
    for (const rendition of planOf(name, bytes)?.files ?? []) jobs.push({ source: () => readFileSync(file), rendition })
  }
  const counts = { encoded: 0, cached: 0 }
  const queue = [...jobs]
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const cached = path.join(cacheDir(), job.rendition.url)
      if (existsSync(cached)) counts.cached++
      else {
        const encoded = await encodeRendition(job.source(), job.rendition)
        mkdirSync(path.dirname(cached), { recursive: true })
        // Written aside, then renamed: a build stopped half-way never leaves half a file.
        writeFileSync(`${cached}.${process.pid}.tmp`, encoded)
        renameSync(`${cached}.${process.pid}.tmp`, cached)
        counts.encoded++
      }
      const target = path.join(clientDir, job.rendition.url)
      mkdirSync(path.dirname(target), { recursive: true })
      copyFileSync(cached, target)
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
