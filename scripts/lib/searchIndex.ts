/**
 * The site search's index: Pagefind reads the written pages and writes its index and its
 * search script to /pagefind/. Only the <main> of pages marked data-pagefind-body is
 * indexed (indexable pages; header, footer and breadcrumbs left out). Pagefind reads the
 * folder itself, in parallel (twice as fast as handing it pages one by one); its result
 * addresses are file names (/about-us.html), which the search island turns into the
 * site's addresses.
 */
import path from 'node:path'
import * as pagefind from 'pagefind'

/** Indexes the written site and writes the index; returns how many pages Pagefind read. */
export async function writeSearchIndex(clientDir: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' })
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
  const added = await index.addDirectory({ path: clientDir })
  if (added.errors.length) throw new Error(`Pagefind could not index the pages: ${added.errors.join('; ')}`)
  const written = await index.writeFiles({ outputPath: path.join(clientDir, 'pagefind') })
  if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`)
  await pagefind.close()
  return added.page_count
}
