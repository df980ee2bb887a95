// Decap's own messages (a required field, a refused save, the leave question) in the form's plain words.
import { decap } from './decap.js'
import { TAKE_OFF } from './deletions.js'
import { LEAVE_WORDS } from './entryNavigation.js'

/**
 * Decap's own messages in the form's words: a required field says what the check says of a
 * missing one (pipeline/check/report.ts, formMessage), and a refused save shows only its reason.
 */
const PLAIN_WORDS = {
  editor: {
    editorControlPane: { widget: { required: '%{fieldLabel} is required: fill it in' } },
    editor: { onLeavePage: LEAVE_WORDS },
    // Deleting a published page would change the site at once, with no review: cms/deletions.ts.
    editorToolbar: { deletePublishedEntry: TAKE_OFF, unpublish: TAKE_OFF },
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
