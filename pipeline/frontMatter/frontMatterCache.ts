/**
 * The data of front matter parsed before, by its YAML text, kept by a store the build is
 * handed (BuildServices, pipeline/index.ts): a file on disk for the build, the check and the
 * dev server (site/frontMatterCache.ts), memory for the content manager's check in the
 * browser (cms/browserCheck/frontMatterCache.ts); without one, every text is parsed. Parsing
 * YAML into a document that can place every message is the largest cost of a rebuild's
 * pipeline (about 0.6 ms a file). Only texts that parsed without a message are kept, so
 * every message is made again exactly as before, and the document is made again only when
 * something asks where a field is (pipeline/frontMatter/frontmatter.ts).
 */

/** Where the data of YAML texts is kept (as JSON), by their text. */
export type FrontMatterStore = {
  get(yamlText: string): string | undefined
  set(yamlText: string, json: string): void
  /** The YAML document of a text, made by `make` when a message asks where a field is (or kept from before). */
  documentOf<T>(yamlText: string, make: () => T): T
  /** The build is done: what it used is kept for the next one. */
  save(): void
}

/** No store: every text is parsed, and its document made each time it is asked for. */
const nowhere: FrontMatterStore = {
  get: () => undefined,
  set: () => undefined,
  documentOf: (_yamlText, make) => make(),
  save: () => undefined,
}
let current = nowhere

/** The store the pipeline's stages read from now on (buildSiteWith). */
export function setFrontMatterStore(store: FrontMatterStore | undefined): void {
  current = store ?? nowhere
}

/** The data of this YAML text, when it parsed without a message before (a fresh copy). */
export function cachedFrontMatter(yamlText: string): unknown {
  const json = current?.get(yamlText)
  return json === undefined ? undefined : JSON.parse(json)
}

/** Keeps the data of a YAML text that parsed without a message, when JSON holds it exactly. */
export function keepFrontMatter(yamlText: string, data: unknown): void {
  let exact = true
  const json = JSON.stringify(data, (_key, value: unknown) => {
    // JSON has no Infinity, NaN or -0, and no undefined in a list: such data is parsed again.
    if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0))) exact = false
    if (value === undefined) exact = false
    return value
  })
  if (exact && json !== undefined) current?.set(yamlText, json)
}

export const documentOf = <T>(yamlText: string, make: () => T): T => (current ? current.documentOf(yamlText, make) : make())

/** Writes the texts of this run for the next one (a read-only disk only costs speed). */
export const saveFrontMatterCache = (): void => current?.save()
