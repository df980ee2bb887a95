/** pipeline/frontMatterCache.ts in the browser: the data of YAML texts that parsed cleanly, kept in memory. */
const known = new Map<string, string>()

export function cachedFrontMatter(yamlText: string): unknown {
  const json = known.get(yamlText)
  return json === undefined ? undefined : JSON.parse(json)
}

export function keepFrontMatter(yamlText: string, data: unknown): void {
  let exact = true
  const json = JSON.stringify(data, (_key, value: unknown) => {
    // JSON has no Infinity, NaN or -0, and no undefined in a list: such data is parsed again.
    if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0))) exact = false
    if (value === undefined) exact = false
    return value
  })
  if (exact && json !== undefined) known.set(yamlText, json)
}

export const saveFrontMatterCache = (): void => undefined
