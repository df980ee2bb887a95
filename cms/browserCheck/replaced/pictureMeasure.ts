/**
 * pipeline/pictures/pictureMeasure.ts in the browser: a picture's size and sized copies as the
 * build measured them (the site index), or as the browser measured an upload of this
 * session (no sized copies: the preview shows the upload itself).
 */
import type { Measured } from '../../../pipeline/pictures/pictureMeasure.js'

export type { Measured }

const measured = new Map<string, Measured>()

export function setMeasured(name: string, size: Measured): void {
  measured.set(name, size)
}

export const measurePicture = (_file: string, name: string): Measured => measured.get(name) ?? {}

/** A picture's bytes (is its name its kind's?) are CI's to check: the browser has the site index's measures alone. */
export const pictureProblem = (_file: string, _name: string): string | undefined => undefined
