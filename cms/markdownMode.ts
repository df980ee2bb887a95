/**
 * Each entry's text opens in Rich Text unless the editor switched that entry to Markdown.
 *
 * Decap's Markdown widget keeps one mode for the whole browser: switching any text to
 * Markdown writes localStorage 'cms.md-mode', and every text of every entry opened afterwards,
 * in any visit, starts in Markdown with its formatting buttons greyed out (decap-cms-widget-
 * markdown 3.x, MarkdownControl: read in its constructor, written by its mode switch). Here
 * that key is read and written per entry: the widget asks for it as it is drawn, when the
 * address is already the entry's, so the answer is that entry's own choice, kept for the tab
 * (sessionStorage), and Rich Text for any other. Decap's own browser-wide value is never read.
 */
const DECAP_KEY = 'cms.md-mode'
const OURS = 'nile.md-mode-by-entry'

/** The entry an address opens (a new entry's form included), or '' elsewhere. */
const entryOf = (hash: string) => /^#\/collections\/[^/?]+\/(entries\/[^?]+|new)/.exec(hash)?.[0] ?? ''

function chosen(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(OURS) ?? '{}') as Record<string, string>
  } catch {
    return {}
  }
}

/** In Markdown mode the formatting buttons do nothing: they are hidden, and the switch says how to write instead. */
const STYLE = `
.cms-editor-raw [class*="-ToolbarContainer"] > div:first-child { display: none; }
.cms-editor-raw [class*="-ToolbarContainer"]::before {
  content: "Markdown: **bold**, ## heading, - list, [words](/address). Switch to Rich Text for the buttons.";
  align-self: center; padding: 0 8px; font: 13px/1.3 system-ui, sans-serif; color: #4a5563;
}
`

/** Called before CMS.init. */
export function openEntriesInRichText(): void {
  const storage = Object.getPrototypeOf(localStorage) as Storage
  const getItem = storage.getItem
  const setItem = storage.setItem
  storage.getItem = function (this: Storage, key: string) {
    if (this !== localStorage || key !== DECAP_KEY) return getItem.call(this, key)
    return chosen()[entryOf(location.hash)] ?? 'rich_text'
  }
  storage.setItem = function (this: Storage, key: string, value: string) {
    if (this !== localStorage || key !== DECAP_KEY) return setItem.call(this, key, value)
    const entry = entryOf(location.hash)
    if (!entry) return
    const modes = chosen()
    if (value === 'raw') modes[entry] = value
    else delete modes[entry]
    sessionStorage.setItem(OURS, JSON.stringify(modes))
  }
  const style = document.createElement('style')
  style.textContent = STYLE
  document.head.append(style)
}
