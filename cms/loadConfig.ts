/**
 * The content manager's configuration, fetched once (Decap would fetch config.yml itself,
 * and the previews need the collection names too) and handed to Decap by cms/admin.ts.
 */
import { parse } from 'yaml'

export type CmsConfig = Record<string, unknown> & { collections: { name: string; files?: { name: string }[] }[] }

export async function loadConfig(): Promise<CmsConfig> {
  const response = await fetch('/admin/config.yml')
  if (!response.ok) throw new Error(`config.yml answered ${response.status}`)
  const config = parse(await response.text()) as CmsConfig
  // Decap must not fetch it a second time.
  return { ...config, load_config_file: false }
}
