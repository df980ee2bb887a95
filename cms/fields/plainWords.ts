/**
 * Decap's buttons and questions in plain words. Its "New" button reads "＋ article" with a
 * FULLWIDTH PLUS SIGN (U+FF0B), a glyph that fonts without East Asian characters lack:
 * editors saw "▯ article". It reads "New article", "New service", "New course" instead.
 * Its "A local backup was recovered for this entry" (asked when an entry opens and this
 * browser kept edits of it that were never saved, from an earlier visit or another tab)
 * says whose copy it is and what each answer does: cms/backupQuestion.ts asks it in the
 * page instead, and knows Decap's question by these words; they show only where it cannot.
 */
type Phrases = Record<string, unknown>
type Locales = { getLocale(locale: string): Phrases | undefined; registerLocale(locale: string, phrases: Phrases): void }

// The button's name for a screen reader says the same words as the button (Decap's read "Create entry of type article").
export const LOCAL_BACKUP_QUESTION =
  'This browser kept changes to this entry that were never saved (made earlier here, or in another tab of this browser). They are not on the site. Put them back in the form?\n\nOK: put the unsaved changes back. Cancel: throw them away and show the entry as it was last saved.'
const OURS: Phrases = {
  collection: { collectionTop: { newButton: 'New %{collectionLabel}', newButtonAriaLabel: 'New %{collectionLabel}' } },
  editor: { editor: { confirmLoadBackup: LOCAL_BACKUP_QUESTION } },
}

function merged(base: Phrases, ours: Phrases): Phrases {
  const result: Phrases = { ...base }
  for (const [key, value] of Object.entries(ours))
    result[key] = typeof value === 'object' && value !== null ? merged((base[key] as Phrases | undefined) ?? {}, value as Phrases) : value
  return result
}

/** Before CMS.init, which reads the phrases. */
export function plainWordButtons(cms: Locales): void {
  const english = cms.getLocale('en')
  if (english) cms.registerLocale('en', merged(english, OURS))
}
