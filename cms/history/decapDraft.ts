/**
 * The entry open in Decap's editor, read from and written into Decap's Redux store: which
 * file it is, and an earlier version of that file put into the form as an unsaved change.
 * The store is cms/decapStore.ts's (the `store` prop of react-redux's Provider under #nc-root).
 *
 * An earlier version goes in by Decap's own way of putting an entry back: its local backup
 * (the two actions Decap dispatches when the editor accepts "restore the copy kept in this
 * browser"). The form and the preview then show that version, the top bar says there are
 * unsaved changes, and only Save writes it, through the same check, merge and review as any
 * save. Nothing is written here.
 */
import { parse } from 'yaml'
import type { Immutable } from '../decap.js'
import { formatOf } from '../saveInPlace.js'
import { decapStore as findDecapStore } from '../decapStore.js'

/** Decap's store as read here: the entry draft as Immutable.js values. */
type Store = { getState(): { entryDraft?: Immutable }; dispatch(action: { type: string; payload?: unknown }): unknown }
const decapStore = () => findDecapStore() as Store | undefined

/** The entry the editor shows: its file, its title as the form has it, and whether it is new (no file yet). */
export function editedEntry(): { path: string; title: string; isNew: boolean } | undefined {
  const entry = decapStore()?.getState().entryDraft?.get('entry')
  if (!entry?.get) return undefined
  const path = entry.get('path')
  const title = entry.getIn(['data', 'title'])
  return {
    path: typeof path === 'string' ? path : '',
    title: typeof title === 'string' ? title : '',
    isNew: Boolean(entry.get('newRecord')),
  }
}

/**
 * Decap's data for a file's text, as Decap reads it: a page's front matter (YAML) with its
 * text after the closing `---` line as `body` (one line break after the `---` is not part of it;
 * a page without text has no body), or a YAML file whole.
 */
function entryData(path: string, text: string): Record<string, unknown> {
  if (formatOf(path) === 'yaml') return (parse(text) ?? {}) as Record<string, unknown>
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text)
  if (!match) return text.trim() ? { body: text } : {}
  const front = (parse(match[1]) ?? {}) as Record<string, unknown>
  return match[2].trim() ? { ...front, body: match[2] } : front
}

/** Puts `text` (a version of the open entry's file) into the form as unsaved changes; false when the editor is not as expected. */
export function putInForm(path: string, text: string): boolean {
  const store = decapStore()
  const entry = store?.getState().entryDraft?.get('entry')
  if (!store || !entry?.get || entry.get('path') !== path) return false
  const backup = { ...entry.toJS(), data: entryData(path, text) }
  // Both in one turn: Decap's editor renders once, after both, and so asks nothing.
  store.dispatch({ type: 'DRAFT_LOCAL_BACKUP_RETRIEVED', payload: { entry: backup } })
  store.dispatch({ type: 'DRAFT_CREATE_FROM_LOCAL_BACKUP' })
  return true
}
