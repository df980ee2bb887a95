/**
 * pipeline/pictures/pictureFiles.ts in the browser: the check of the picture files themselves
 * (their bytes: format, size, an SVG's cleaning) and the list of unused pictures are the
 * whole site's, made by CI's check; the entry's own pictures are checked (lookups, images.ts).
 */
import type { VFile } from 'vfile'

export const FAVICON = '/images/favicon.svg'
export const checkPictureFiles = (_contentDir: string, _cwd: string): VFile[] => []
export const unusedPictures = (_contentDir: string, _cwd: string, _used: Set<string>): VFile[] => []
