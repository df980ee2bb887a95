/**
 * The file an entry would be saved as: Decap's data written into the file as it is in the
 * repository, in place (saveInPlace). Made by the preview's worker as the editor types
 * (site/cms/browserPipeline.tsx: the Markdown parsing of saveInPlace is no work for the
 * editor's thread), and by the page where the worker cannot run (cms/browserCheck/client.ts).
 */
import { stringify } from 'yaml'
import { bodyInPlace } from './bodyInPlace.js'
import { formatOf, saveInPlace } from './saveInPlace.js'

/** The text of `path` with Decap's `data` (a page's text in `body`), `original` the file as it is in the repository. */
export function entryFileText(path: string, data: Record<string, unknown>, original: string | undefined): string {
  const format = formatOf(path)
  const { body = '', ...front } = data
  const raw = format === 'yaml' ? stringify(data) : `---\n${stringify(front)}---\n${body}\n`
  return saveInPlace(original, raw, format, bodyInPlace)
}
