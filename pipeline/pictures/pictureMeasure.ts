/**
 * The size and sized copies of one picture file of content/images, read from its bytes.
 * Apart from images.ts so that the content manager's check in the browser
 * (cms/browserCheck/) can measure from the site index instead of the disk.
 */
import { readFileSync } from 'node:fs'
import { imageSize } from 'image-size'
import { pictureType, pictureVerdict } from './pictureKind.js'
import { contentHash, planRenditions } from './renditions.js'
import type { ResolvedImage } from '../shared/types.js'

/** What a picture file gives a page: its size and sized copies ({} when unknown). */
export type Measured = Omit<ResolvedImage, 'alt' | 'src'> & { src?: string }

/** `file` is the picture's path on disk, `name` its path under content/images. */
export function measurePicture(file: string, name: string): Measured {
  // An empty or non-picture file is reported once, at the file (pictureFiles.ts), not at each use.
  const bytes = readFileSync(file)
  if (!bytes.length || !pictureType(bytes)) return {}
  try {
    const { width, height } = imageSize(bytes)
    const plan = planRenditions(name, contentHash(bytes), pictureType(bytes)!, width, height)
    if (!plan) return { width, height }
    return { src: plan.src, width: plan.width, height: plan.height, srcset: plan.srcset, share: plan.share }
  } catch {
    return {} // a picture whose size cannot be read is still shown
  }
}

/**
 * What a page that shows the picture `name` (its path under content/images) is told, at its
 * line, when the file is a picture under the wrong name: the file is renamed, so the page's
 * address must change too. Any other fault of the file (empty, not a picture) is reported
 * once, at the file (pictureFiles.ts).
 */
export function pictureProblem(file: string, name: string): string | undefined {
  const verdict = pictureVerdict(name, readFileSync(file))
  if (!('rename' in verdict) || !verdict.rename) return undefined
  const folder = name.includes('/') ? name.slice(0, name.lastIndexOf('/') + 1) : ''
  return `the picture /images/${name} cannot be published: ${verdict.problem}, and write ${encodeURI(`/images/${folder}${verdict.rename}`)} here`
}
