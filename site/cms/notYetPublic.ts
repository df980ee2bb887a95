/**
 * What the published /admin must not give away to whoever fetches its files: a page not
 * yet public (a draft, or one whose publishDate is a later day in Kampala). Its text stays
 * out of the site index (/admin/site-index.json), and the picture library names it only
 * as a page not yet published. The editor opening such an entry reads it from the
 * repository, after logging in; on this machine (npm run cms) nothing is hidden.
 */
import { frontMatterLoosely } from '../../pipeline/looseYaml.js'
import { offlineReason, todayInKampala } from '../../pipeline/schedule.js'

/** How the picture library names a page it must not name. */
export const UNNAMED_PAGE = 'a page not yet published'

/** A draft, or a page the pipeline holds back as scheduled (pipeline/schedule.ts); an ended page was public. */
export function isNotYetPublic(text: string, today = todayInKampala()): boolean {
  const { draft, publishDate } = frontMatterLoosely(text)
  const offline = offlineReason({ publishDate: publishDate == null ? undefined : String(publishDate) }, today)
  return draft === true || (offline !== undefined && 'scheduled' in offline)
}
