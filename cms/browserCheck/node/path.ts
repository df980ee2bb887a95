/**
 * node:path for the browser bundle (POSIX): what the pipeline asks of it, over the
 * memory folder of memoryFs.ts, whose root is `/` and working directory `/`.
 */
const CWD = '/'
export const sep = '/'

export function normalize(value: string): string {
  const absolute = value.startsWith('/')
  const parts: string[] = []
  for (const part of value.split('/')) {
    if (!part || part === '.') continue
    if (part === '..' && parts.length && parts.at(-1) !== '..') parts.pop()
    else if (part !== '..' || !absolute) parts.push(part)
  }
  const joined = parts.join('/')
  return absolute ? `/${joined}` : joined || '.'
}

export const join = (...parts: string[]) => normalize(parts.filter(Boolean).join('/'))
export const isAbsolute = (value: string) => value.startsWith('/')

export function resolve(...parts: string[]): string {
  let resolved = ''
  for (const part of [...parts].reverse()) {
    if (!part) continue
    resolved = resolved ? `${part}/${resolved}` : part
    if (part.startsWith('/')) break
  }
  return normalize(resolved.startsWith('/') ? resolved : `${CWD}/${resolved}`)
}

export function relative(from: string, to: string): string {
  const a = resolve(from).split('/').filter(Boolean)
  const b = resolve(to).split('/').filter(Boolean)
  let common = 0
  while (common < a.length && common < b.length && a[common] === b[common]) common++
  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/')
}

export function dirname(value: string): string {
  const index = value.replace(/\/+$/, '').lastIndexOf('/')
  return index < 0 ? '.' : index === 0 ? '/' : value.slice(0, index)
}

export function basename(value: string, extension?: string): string {
  const base = value.replace(/\/+$/, '').split('/').pop() ?? ''
  return extension && base.endsWith(extension) ? base.slice(0, -extension.length) : base
}

export function extname(value: string): string {
  const base = basename(value)
  const index = base.lastIndexOf('.')
  return index > 0 ? base.slice(index) : ''
}

const path = { sep, normalize, join, isAbsolute, resolve, relative, dirname, basename, extname }
export const posix = path
export default path
