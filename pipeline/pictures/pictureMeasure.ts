/**
 * The size and sized copies of one picture file of content/images, from its bytes, and the
 * picture files as the edge that runs the pipeline reads them (BuildServices.pictures): the
 * disk (site/pictureFiles.ts), or the site index's measures in the browser
 * (cms/browserCheck/pictureFiles.ts).
 */
import type { VFile } from 'vfile'
import { imageSize } from 'image-size'
import { pictureType, pictureVerdict } from './pictureKind.js'
import { planRenditions } from './renditions.js'
import type { ResolvedImage } from '../shared/types.js'

/** What a picture file gives a page: its size and sized copies ({} when unknown). */
export type Measured = Omit<ResolvedImage, 'alt' | 'src'> & { src?: string }

/** The picture files of content/images: `file` a picture's path, `name` its path under content/images. */
export type PictureFiles = {
  /** Its size and sized copies. */
  measure(file: string, name: string): Measured
  /** pictureProblem of its bytes. */
  problem(file: string, name: string): string | undefined
  /** A vfile with a problem for each file of content/images that may not be published (pictureFiles.ts). */
  check(contentDir: string, cwd: string): VFile[]
  /** The warning that names the pictures no published page uses (pictureFiles.ts). */
  unused(contentDir: string, cwd: string, used: Set<string>): VFile[]
}

/**
 * The size and sized copies of the picture `name` (its path under content/images), from its
 * bytes; `hashOf` names the sized copies by the bytes' content (site/pictureFiles.ts).
 */
export function measurePicture(bytes: Uint8Array, name: string, hashOf: (bytes: Uint8Array) => string): Measured {
  // An empty or non-picture file is reported once, at the file (pictureFiles.ts), not at each use.
  if (!bytes.length || !pictureType(bytes)) return {}
  try {
    const { width, height } = imageSize(bytes)
    const plan = planRenditions(name, hashOf(bytes), pictureType(bytes)!, width, height)
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
export function pictureProblem(bytes: Uint8Array, name: string): string | undefined {
  const verdict = pictureVerdict(name, bytes)
  if (!('rename' in verdict) || !verdict.rename) return undefined
  const folder = name.includes('/') ? name.slice(0, name.lastIndexOf('/') + 1) : ''
  return `the picture /images/${name} cannot be published: ${verdict.problem}, and write ${encodeURI(`/images/${folder}${verdict.rename}`)} here`
}
