/**
 * Decap's buttons in plain words. Its "New" button reads "＋ article" with a FULLWIDTH PLUS
 * SIGN (U+FF0B), a glyph that fonts without East Asian characters lack: editors saw
 * "▯ article". It reads "New article", "New service", "New course" instead.
 */
type Phrases = Record<string, unknown>
type Locales = { getLocale(locale: string): Phrases | undefined; registerLocale(locale: string, phrases: Phrases): void }

// The button's name for a screen reader says the same words as the button (Decap's read "Create entry of type article").
const OURS: Phrases = {
  collection: { collectionTop: { newButton: 'New %{collectionLabel}', newButtonAriaLabel: 'New %{collectionLabel}' } },
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
