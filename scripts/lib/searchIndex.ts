/**
 * The site search's index: Pagefind reads the written pages and writes its index and its
 * search script to /pagefind/. Only the <main> of pages marked data-pagefind-body is
 * indexed (indexable pages; header, footer and breadcrumbs left out), under the page's
 * own address rather than its file name.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as pagefind from 'pagefind'
import type { BuiltPage } from './builtSite.js'

/** Indexes the pages and writes the index; returns how many pages it holds. */
export async function writeSearchIndex(clientDir: string, pages: BuiltPage[]): Promise<number> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' })
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
  let indexed = 0
  for (const page of pages) {
    const content = readFileSync(path.join(clientDir, page.file), 'utf8')
    if (!content.includes('data-pagefind-body')) continue
    const added = await index.addHTMLFile({ url: page.route, content })
    if (added.errors.length) throw new Error(`Pagefind could not index ${page.route}: ${added.errors.join('; ')}`)
    indexed++
  }
  const written = await index.writeFiles({ outputPath: path.join(clientDir, 'pagefind') })
  if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`)
  await pagefind.close()
  return indexed
}
