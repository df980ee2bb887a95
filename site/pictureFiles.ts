/**
 * The picture files of content/images on disk (pipeline/pictures/pictureMeasure.ts,
 * PictureFiles): their bytes read, SVGs cleaned with jsdom (svgSanitiser.ts, through its
 * cache svgCache.ts); and what the build publishes of each.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { VFile } from 'vfile'
import { checkPictureFile, pictureType, unusedPicturesOf } from '../pipeline/pictures/pictureFiles.js'
import { pictureVerdict } from '../pipeline/pictures/pictureKind.js'
import { measurePicture, type PictureFiles, pictureProblem } from '../pipeline/pictures/pictureMeasure.js'
import { guarded } from '../pipeline/shared/problems.js'
import { pictureNames } from './contentListing.js'
import { cleanedSvg } from './svgCache.js'

/** Every file under content/images (relative, forward slashes), hidden files and symbolic links excluded (contentListing.ts). */
export const imageFiles = (contentDir: string): string[] => pictureNames(contentDir)

/**
 * What the site publishes of this file of content/images: a raster picture as it is, an
 * SVG cleaned (svgSanitiser.ts); undefined for anything else, or an SVG that cannot be cleaned.
 */
export function publishedPicture(bytes: Buffer): Buffer | undefined {
  const type = bytes.length ? pictureType(bytes) : undefined
  if (type !== 'svg') return type && bytes
  const sanitised = cleanedSvg(bytes.toString('utf8'))
  return 'svg' in sanitised ? Buffer.from(sanitised.svg) : undefined
}

/** Whether the build may publish this file of content/images. */
export function isPublishable(bytes: Buffer): boolean {
  return publishedPicture(bytes) !== undefined
}

/**
 * What the site publishes of the file `name` of content/images (its path below it): as
 * publishedPicture, and nothing at all when its name's ending is not its kind's.
 */
export function publishedFile(name: string, bytes: Buffer): Buffer | undefined {
  return 'type' in pictureVerdict(name, bytes) ? publishedPicture(bytes) : undefined
}

/**
 * What the site publishes of the file `name` of content/images (its path below it): as

/** One vfile with a problem for each file of content/images that may not be published. */
export function checkPictureFiles(contentDir: string, cwd: string): VFile[] {
  return imageFiles(contentDir).flatMap((name) => {
    const filePath = path.join(contentDir, 'images', name)
    const file = new VFile({ path: path.relative(cwd, filePath).split(path.sep).join('/'), value: '', cwd })
    guarded(file, () => checkPictureFile(file, name, readFileSync(filePath), cleanedSvg))
    return file.messages.length ? [file] : []
  })
}

/** One warning, on the folder, naming the pictures that no published page uses (the build leaves them out). */
export const unusedPictures = (contentDir: string, cwd: string, used: Set<string>): VFile[] =>
  unusedPicturesOf(imageFiles(contentDir), contentDir, cwd, used)

/** The picture's content, in the names of its sized copies (renditions.ts). */
export const contentHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 10)

export const nodePictureFiles: PictureFiles = {
  measure: (file, name) => measurePicture(readFileSync(file), name, contentHash),
  problem: (file, name) => pictureProblem(readFileSync(file), name),
  check: checkPictureFiles,
  unused: unusedPictures,
}
