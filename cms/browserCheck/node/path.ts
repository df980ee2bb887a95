/**
 * node:path for the browser bundle (POSIX, pipeline/shared/paths.ts): what the pipeline's
 * last Node modules ask of it, over the memory folder of fs.ts, whose root is `/` and
 * working directory `/`.
 */
import {
  basename,
  dirname,
  extname,
  join,
  normalize,
  relative as relativeOf,
  resolve as resolveOf,
} from '../../../pipeline/shared/paths.js'

export const sep = '/'
export const isAbsolute = (value: string) => value.startsWith('/')
export const resolve = (...parts: string[]) => resolveOf('/', ...parts)
export const relative = (from: string, to: string) => relativeOf(resolve(from), resolve(to))
export { basename, dirname, extname, join, normalize }

const path = { sep, normalize, join, isAbsolute, resolve, relative, dirname, basename, extname }
export const posix = path
export default path
