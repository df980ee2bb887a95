// Decap's own messages (a required field, a refused save, the leave question) and buttons in the form's plain words.
import { decap } from './decap.js'
import { TAKE_OFF, WITHDRAW_CHANGE, WITHDRAW_NEW_PAGE } from './deletions.js'
import { LEAVE_WORDS } from './entryNavigation.js'
import { NOT_READY, NOT_READY_CARD, SAVE_BEFORE_PUBLISH, SAVE_BEFORE_STATUS } from './toolbarSteps.js'

/** Withdrawing a change in review: Decap asks the same question for a new page and for a change to one on the site. */
const WITHDRAW_WORDS = 'Withdraw this change from review? What it saved is gone, and the site stays as it is (a new page never goes on it).'

/**
 * Decap's own messages in the form's words: a required field says what the check says of a
 * missing one (pipeline/check/report.ts, formMessage), and a refused save shows only its reason.
 */
const PLAIN_WORDS = {
  editor: {
    editorControlPane: { widget: { required: '%{fieldLabel} is required: fill it in' } },
    // Steps out of order are said in the page, under the button (cms/toolbarSteps.ts reads these words).
    editor: {
      onLeavePage: LEAVE_WORDS,
      onPublishingNotReady: NOT_READY,
      onPublishingWithUnsavedChanges: SAVE_BEFORE_PUBLISH,
      onUpdatingWithUnsavedChanges: SAVE_BEFORE_STATUS,
      onDeleteUnpublishedChanges: WITHDRAW_WORDS,
      onDeleteUnpublishedChangesWithUnsavedChanges: `${WITHDRAW_WORDS} Your unsaved changes go too.`,
    },
    editorToolbar: {
      // Deleting a published page would change the site at once, with no review: cms/deletions.ts.
      deletePublishedEntry: TAKE_OFF,
      unpublish: TAKE_OFF,
      // Two look-alike deletes that do different things: closing a new page's pull request, or a change's.
      deleteUnpublishedEntry: WITHDRAW_NEW_PAGE,
      deleteUnpublishedChanges: WITHDRAW_CHANGE,
      // CI's "Site check" status beside the entry (preview_context): still running or failed, or passed (a link to its report).
      deployPreviewPendingButtonLabel: 'Site check not passed yet: look again',
      deployPreviewButtonLabel: 'Site check passed',
      deployButtonLabel: 'Site check passed',
    },
  },
  workflow: {
    workflowCard: { deleteChanges: 'Withdraw change', deleteNewEntry: 'Withdraw new page' },
    workflowList: { onPublishingNotReadyEntry: NOT_READY_CARD },
  },
  ui: {
    toast: {
      onFailToPersist: '%{details}',
      missingRequiredField: 'Not saved: fill in the fields marked in red first.',
    },
  },
}
function withWords(phrases: Record<string, any>, words: Record<string, any>): Record<string, any> {
  const merged = { ...phrases }
  for (const [key, value] of Object.entries(words))
    merged[key] = typeof value === 'string' ? value : withWords((phrases[key] ?? {}) as Record<string, any>, value)
  return merged
}

/** Decap's English phrases, with ours in place of its own. */
export function registerPlainWords(): void {
  decap.CMS.registerLocale('en', withWords(decap.CMS.getLocale('en') ?? {}, PLAIN_WORDS))
}
