/**
 * What the published /admin must not give away to whoever fetches its files: a page not
 * yet public (a draft, or one whose publishDate is a later day in Kampala), and the
 * pictures only such pages use. Its text stays out of the site index
 * (/admin/site-index.json) and its title and file out of the configuration (config.yml);
 * the picture library names its use of a picture only as a page not yet published. The
 * editor opening such an entry reads it from the repository, after logging in; on this
 * machine (npm run cms) nothing is hidden.
 *
 * One reading decides, the pipeline's own: the text as the pipeline reads a file
 * (byte-order mark, Windows line endings), its front matter parsed by the pipeline's
 * parser (every form YAML allows: `True`, quotes, flow mappings, anchors), and its
 * schedule by the pipeline's rule. What that reading cannot read is not public either:
 * the check refuses it, so the build would not publish it.
 */
import { parseFrontMatter } from '../../pipeline/frontMatter/frontmatter.js'
import { textFile } from '../../pipeline/read/read.js'
import { offlineReason } from '../../pipeline/resolve/schedule.js'
import { siteToday } from '../today.js'

/** How the picture library names a page it must not name (one home, for the browser's library too). */
export { UNNAMED_PAGE } from '../../cms/pictureAddresses.js'

/** A text's front matter as the pipeline reads it, or undefined when that is not a mapping of fields. */
export function pipelineFrontMatter(text: string): Record<string, unknown> | undefined {
  const data = parseFrontMatter(textFile('page.md', text, '/'))?.data
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined
}

/** A draft, or a page the pipeline holds back as scheduled (pipeline/resolve/schedule.ts); an ended page was public. */
export const isNotYetPublic = (text: string, today = siteToday()): boolean => notYetPublicBy(pipelineFrontMatter(text), today)

/** isNotYetPublic, of front matter that pipelineFrontMatter read. */
export function notYetPublicBy(data: Record<string, unknown> | undefined, today = siteToday()): boolean {
  if (data === undefined) return true
  const { draft, publishDate } = data
  if (draft !== undefined && draft !== false) return true
  if (publishDate === undefined || publishDate === null) return false
  if (typeof publishDate !== 'string') return true
  const offline = offlineReason({ publishDate }, today)
  return offline !== undefined && 'scheduled' in offline
}
