/** How the benchmarks print their figures (npm run bench, npm run lighthouse). */

/** Bytes as whole kilobytes: 1,536 → "2 kB". */
export const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`

/** The value below which `share` of the values lie (0.5: the median; 0.9: the 90th percentile). */
export const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]

export const median = (values: number[]) => percentile(values, 0.5)
