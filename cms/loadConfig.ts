/**
 * The content manager's configuration, fetched once (Decap would fetch config.yml itself,
 * and the previews need the collection names too) and handed to Decap by cms/admin.ts.
 * index.html preloads the same address, so the fetch starts with the page, not after
 * Decap's 5 MB script.
 */
import { parse } from 'yaml'
import { startDatesAtToday } from './fields/values.js'
import { adminFile } from './siteAddress.js'

export type CmsConfig = Record<string, unknown> & { collections: { name: string; files?: { name: string }[] }[] }

export async function loadConfig(): Promise<CmsConfig> {
  // The preload's own address (below the site's base path, as the build writes the page), so its answer is used.
  const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="fetch"][href$="/admin/config.yml"]')
  const response = await fetch(preload?.href ?? adminFile('config.yml'))
  if (!response.ok) throw new Error(`config.yml answered ${response.status}`)
  const config = readConfig(await response.text())
  startDatesAtToday(config)
  // Decap must not fetch it a second time.
  return { ...config, load_config_file: false }
}

/**
 * config.yml as site/cms/cmsConfig.ts writes it: JSON whose repeated field lists are
 * anchored once (`&f1 [...]`, `&f1 {...}`) and named after (`*f1`). Read as JSON, which
 * takes a few milliseconds where a YAML parser takes a few hundred; a repeated list is the
 * same object in each place. Any other YAML is read by the YAML parser.
 */
export function readConfig(text: string): CmsConfig {
  const marker = `\u0001${Math.random().toString(36).slice(2)}:`
  // Outside strings, an anchor becomes the first item (or key) of its list (or object), an alias a string.
  const json = text.replace(/"(?:[^"\\]|\\.)*"|&(f\d+) ([[{])|\*(f\d+)/g, (token, anchor?: string, opening?: string, alias?: string) => {
    if (anchor) return opening === '[' ? `[${JSON.stringify(`${marker}&${anchor}`)},` : `{${JSON.stringify(`${marker}&`)}:"${anchor}",`
    if (alias) return JSON.stringify(`${marker}*${alias}`)
    return token
  })
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    return parse(text, { maxAliasCount: -1 }) as CmsConfig
  }
  const anchored = new Map<string, unknown>()
  const aliasOf = (value: unknown) =>
    typeof value === 'string' && value.startsWith(`${marker}*`) ? value.slice(marker.length + 1) : undefined
  // First every anchor (their names are unique, so order does not matter), then every alias.
  const visit = (value: unknown, seen: Set<unknown>, each: (node: Record<string, unknown> | unknown[]) => void) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return
    seen.add(value)
    each(value as Record<string, unknown> | unknown[])
    for (const child of Object.values(value)) visit(child, seen, each)
  }
  visit(data, new Set(), (node) => {
    if (Array.isArray(node)) {
      if (typeof node[0] === 'string' && node[0].startsWith(`${marker}&`)) anchored.set(String(node.shift()).slice(marker.length + 1), node)
    } else if (`${marker}&` in node) {
      anchored.set(String(node[`${marker}&`]), node)
      delete node[`${marker}&`]
    }
  })
  const resolve = (value: unknown) => {
    const name = aliasOf(value)
    if (name === undefined) return value
    if (!anchored.has(name)) throw new Error(`config.yml names ${name}, which it never defines`)
    return anchored.get(name)
  }
  visit(data, new Set(), (node) => {
    if (Array.isArray(node)) for (const [index, item] of node.entries()) node[index] = resolve(item)
    else for (const [key, item] of Object.entries(node)) node[key] = resolve(item)
  })
  return data as CmsConfig
}
