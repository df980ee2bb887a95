/**
 * The content manager's pipeline in the browser (/admin/pipeline.js, bundled by
 * site/cms/browserBundle.ts): the check of the entry being edited (cms/browserCheck/) and
 * its preview, rendered by the site's own page shell and components from the same build
 * of the site, as the build's render threads do. Started by cms.js as a Web Worker after
 * login, when an entry is first previewed (npm run cms and the published /admin alike),
 * so the check and the render never hold up the editor's typing; where a worker cannot run,
 * imported into the page (cms/browserCheck/client.ts).
 */
import type { PageContext } from 'vike/types'
import { sitePageSource } from '../../pipeline/page/siteData.js'
import { renderPageBody } from '../../renderer/PageShell.js'
import { Page } from '../../pages/content/+Page.js'
import { addUpload, checkEntry, keepSaved, loadSiteIndex, usersOf } from '../../cms/browserCheck/siteCheck.js'
import { entryFileText } from '../../cms/entryText.js'
import { answerMessages, type EntryPreview, inWorker } from '../../cms/browserCheck/worker.js'

export { addUpload, keepSaved, loadSiteIndex, usersOf }

/** The entry's check, and its page's HTML (header, main and footer) when the page can be made. */
export function previewEntry(filePath: string, text: string): EntryPreview {
  const started = performance.now()
  const { build, problems, route } = checkEntry(filePath, text)
  // A draft, or a page of a later day, is not on the site as it stands: it is previewed as
  // the site will show it (the check's messages stay those of the site as it stands).
  const shown =
    build.site?.pages.has(route) || problems.some((problem) => problem.error)
      ? build
      : checkEntry(filePath, text, { includeDrafts: true }).build
  let html: string | undefined
  if (shown.site?.pages.has(route)) {
    const data = sitePageSource(shown).dataFor(route)
    if (data) html = renderPageBody({ Page, data, urlPathname: route } as unknown as PageContext)
  }
  return { problems, route, ...(html !== undefined && { html }), milliseconds: performance.now() - started }
}

/** The same from Decap's data as the editor types: the file it would be saved as, made here (cms/entryText.ts), checked and rendered. */
export function previewEntryData(
  filePath: string,
  data: Record<string, unknown>,
  original: string | undefined,
): EntryPreview & { text: string } {
  const text = entryFileText(filePath, data, original)
  return { ...previewEntry(filePath, text), text }
}

// Started as a worker: these calls come as messages (cms/browserCheck/worker.ts).
if (inWorker()) answerMessages({ loadSiteIndex, keepSaved, addUpload, previewEntry, previewEntryData, usersOf })
