/**
 * Our additions to Decap CMS at /admin, loaded after decap-cms.js (cms/index.html), each
 * set up below before CMS.init:
 * - every save goes through saveInPlace, so a file changes only where the editor changed it,
 *   and is checked first; uploads go with the page that shows them (cms/backend.ts); what
 *   others saved since the page was opened is merged in, and where both changed the same lines
 *   the editor chooses what stays before anything is written (cms/otherSaves.ts, saveChooser.ts);
 *   the form says when someone else works on the page (cms/othersAtWork.ts);
 * - the content check runs on the entry as it would be saved: a save with errors is refused
 *   with them (cms/saveCheck.ts: the dev server's check where it answers, npm run cms; else
 *   the browser's), and the problems `npm run check` would print show beside their fields in
 *   the form's words (cms/fieldMessages.ts: a new entry's only once the editor has left the
 *   field or tried to save);
 * - the preview is the real page, made in the browser by the site's pipeline and components
 *   (cms/browserCheck/) from the unsaved entry as each key is typed; while the entry has
 *   errors it keeps the last page it could show, with the problems over it (cms/preview.ts);
 * - an entry opened by its address after another one is opened afresh (Decap would mix them),
 *   and the address, the form and the top bar always show one entry (a new entry's first save
 *   asks nothing; Back or a typed address over unsaved changes asks once: cms/entryNavigation.ts);
 * - nothing a page uses is deleted, nothing goes straight to the site's branch
 *   (cms/deletions.ts, cms/heldUploads.ts), and a refusal is no error (cms/quietRefusals.ts);
 * - Decap's own messages (a required field, a refused save) in the same plain words (cms/plainWords.ts);
 * - an entry's History: its file's changes, and an earlier version put back into the form to save (cms/history/);
 * - the listing pages are not entries of the folders they sit in (cms/backend.ts);
 * - a new entry has an address made from its title (cms/addressField.ts; the other fields: cms/widgets.ts).
 * Decap's React is used through window.h and window.createClass (no second copy of React: cms/decap.ts).
 */
import { loadConfig } from './loadConfig.js'
import { registerMediaLibrary } from './mediaLibrary.js'
import { registerWidgets } from './widgets.js'
import { fitPhones } from './phoneLayout.js'
import { knowEntries } from './deletions.js'
import { decap } from './decap.js'
import { originalText, wrapBackends } from './backend.js'
import { placeMessagesAsTheEditorWorks } from './fieldMessages.js'
import { registerPreviews } from './preview.js'
import { registerAddressField } from './addressField.js'
import { registerPlainWords } from './plainWords.js'
import { keepOneEntry } from './entryNavigation.js'
import { quietRefusals } from './quietRefusals.js'
import { mendDecapMarkup } from './accessibleMarkup.js'
import { openChoicesOnTap } from './selectTap.js'
import { followPageCaret } from './fields/pageCaret.js'
import { undoableModeSwitch } from './fields/modeSwitchUndo.js'
import { askAboutKeptChangesInThePage } from './backupQuestion.js'
import { offerHistory } from './history/historyDialog.js'
import { sameSteps } from './toolbarSteps.js'
import { keepFocusInPlace } from './focusKept.js'
import { loadLaterCodeWithEntries } from './laterCode.js'

wrapBackends()
placeMessagesAsTheEditorWorks()
registerAddressField()
registerPlainWords()
sameSteps() // Save, then Publish, on both hosts; Publish says in the page what it needs (cms/toolbarSteps.ts).
keepOneEntry()
quietRefusals()
// A key acts where the caret is, however soon after the caret moved (cms/fields/pageCaret.ts).
followPageCaret()
askAboutKeptChangesInThePage()
undoableModeSwitch(decap.CMS)
offerHistory()
registerWidgets(decap.CMS)
fitPhones()
keepFocusInPlace() // A control Decap renders away hands the focus on, never to the page's top (cms/focusKept.ts).
mendDecapMarkup()
openChoicesOnTap()
registerMediaLibrary(decap.CMS)
// The Markdown code of a paste and of a save, fetched once an entry opens, not with the start (cms/laterCode.ts).
loadLaterCodeWithEntries()

// The configuration is fetched once, here, and handed to Decap (manual init: frame-guard.js
// sets CMS_MANUAL_INIT), with a preview for every collection and every file of the files collections.
loadConfig()
  .then((config) => {
    knowEntries(config.collections as Parameters<typeof knowEntries>[0], originalText)
    registerPreviews(config.collections)
    decap.CMS.init({ config })
  })
  .catch((error) => {
    document.body.textContent = `The content manager could not load its settings (${(error as Error).message}). Reload the page.`
  })
