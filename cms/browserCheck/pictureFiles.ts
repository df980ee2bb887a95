/**
 * The picture files of the browser's check (pipeline/pictures/pictureMeasure.ts,
 * PictureFiles): a picture's size and sized copies as the build measured them (the site
 * index), or as the browser measured an upload of this session (no sized copies: the
 * preview shows the upload itself). A picture's bytes (is its name its kind's? format,
 * size, an SVG's cleaning) and the list of unused pictures are the whole site's, checked
 * by CI's check; the entry's own pictures are looked up (images.ts).
 */
import type { Measured, PictureFiles } from '../../pipeline/pictures/pictureMeasure.js'

const measured = new Map<string, Measured>()

export function setMeasured(name: string, size: Measured): void {
  measured.set(name, size)
}

export const memoryPictureFiles: PictureFiles = {
  measure: (_file, name) => measured.get(name) ?? {},
  problem: () => undefined,
  check: () => [],
  unused: () => [],
}
