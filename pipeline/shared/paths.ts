/**
 * Paths written with '/', the same in Node and in the browser: what the pipeline asks of
 * paths (content paths, the pictures under content/images), with no working directory of
 * its own: a path resolved against no absolute one stays relative.
 */
function normalize(value: string): string {
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

/** The parts resolved right to left, up to the first absolute one. */
export function resolve(...parts: string[]): string {
  let resolved = ''
  for (const part of [...parts].reverse()) {
    if (!part) continue
    resolved = resolved ? `${part}/${resolved}` : part
    if (part.startsWith('/')) break
  }
  return normalize(resolved)
}

/** The way from `from` to `to`, both absolute or both relative to the same folder ('' when they are the same). */
export function relative(from: string, to: string): string {
  const [a, b] = [from, to].map((value) =>
    normalize(value)
      .split('/')
      .filter((part) => part && part !== '.'),
  )
  let common = 0
  while (common < a.length && common < b.length && a[common] === b[common]) common++
  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/')
}
