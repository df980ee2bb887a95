import { distance } from 'fastest-levenshtein'

/**
 * The closest of `candidates` to a misspelt `input`, or undefined when none is close
 * enough to be a likely typo (so we never suggest nonsense).
 */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  const needle = input.toLowerCase()
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const d = distance(needle, candidate.toLowerCase())
    if (d < bestDistance) [best, bestDistance] = [candidate, d]
  }
  const tolerance = Math.max(2, Math.floor(needle.length / 3))
  return bestDistance <= tolerance ? best : undefined
}

/** " Did you mean "x"?" or an empty string. */
export function didYouMean(input: string, candidates: Iterable<string>): string {
  const match = closest(input, candidates)
  return match ? ` Did you mean "${match}"?` : ''
}
