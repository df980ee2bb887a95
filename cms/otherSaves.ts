/**
 * Another editor saved the page since this one opened it (issue 55): the save is merged
 * with their change (cms/mergeSave.ts) and the editor told so, or, where both changed the
 * same lines, refused with both texts shown, so that nothing is chosen for anyone. A side
 * by side chooser is still to come: for now the editor copies theirs, reloads and redoes it.
 */
import { mergeSave, type ConflictPlace } from './mergeSave.js'
import { tell } from './decapStore.js'
import { NotSaved } from './saveCheck.js'

/** The message that shows the places both changed (below). */
const CONFLICT_ID = 'nile-save-conflict'
const KEPT_THEIRS = 'Someone else saved a change to this page since you opened it, and theirs is kept too: reload the page to see both.'

/**
 * The text a save writes: `yours` (made from `base`, the file as the editor opened
 * it) merged into `now`, the file as it is now where the save goes. Undefined `base`: a
 * new page. Refused (NotSaved) where both changed the same lines, or where the page is no
 * longer there to merge into.
 */
export function textToSave(base: string | undefined, yours: string, now: string | undefined): { text: string; merged: boolean } {
  // The places of an earlier attempt are no longer the question: this save finds its own.
  document.getElementById(CONFLICT_ID)?.remove()
  if (base === undefined || now === base) return { text: yours, merged: false }
  // A page is never empty: the backends answer a file they could not read, or one deleted since, with nothing.
  if (!now)
    throw new NotSaved(
      'Not saved: this page could not be read as it is now (someone may have deleted or moved it since you opened it). Nothing was written. Reload the page to see what is there.',
    )
  const result = mergeSave(base, yours, now)
  if ('merged' in result) return { text: result.merged, merged: true }
  showConflict(result.conflict.places)
  throw new NotSaved(
    'Not saved: someone else changed the same lines of this page since you opened it. Nothing was written. Their text and yours are shown below the top bar.',
  )
}

/** Said once a save merged with another editor's change has been written. */
export function tellKeptTheirs(): void {
  tell(KEPT_THEIRS)
}

// ---------------------------------------------------------------------------------------
// The places both changed, under the top bar (where cms/deletions.ts says why a page is not
// deleted), until the editor closes them or opens another entry.

function element(tag: string, text?: string, style?: string): HTMLElement {
  const made = document.createElement(tag)
  if (text !== undefined) made.textContent = text
  if (style) made.style.cssText = style
  return made
}

function showConflict(places: ConflictPlace[]): void {
  document.getElementById(CONFLICT_ID)?.remove()
  const box = element(
    'section',
    undefined,
    'position:fixed;z-index:1000;top:72px;left:50%;transform:translateX(-50%);width:min(760px,calc(100vw - 16px));max-height:calc(100vh - 88px);overflow:auto;box-sizing:border-box;padding:12px 16px;border-radius:6px;box-shadow:0 4px 16px #0003;font:15px/1.45 system-ui,sans-serif;background:#fde8e8;color:#8a1c1c',
  )
  box.id = CONFLICT_ID
  box.setAttribute('role', 'alert')
  box.setAttribute('aria-labelledby', `${CONFLICT_ID}-title`)
  const title = element('h2', 'Not saved: someone else changed the same lines', 'margin:0 0 4px;font-size:17px')
  title.id = `${CONFLICT_ID}-title`
  box.append(
    title,
    element(
      'p',
      'Since you opened this page, another editor saved a change to the lines you changed too. Nothing was written, so neither change is lost. Copy your text below, reload the page to see theirs, then make your change again.',
      'margin:0 0 8px',
    ),
  )
  const pre =
    'margin:2px 0 8px;padding:6px 8px;white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;color:#1f2933;border-radius:4px;font:14px/1.4 ui-monospace,monospace'
  for (const place of places) {
    box.append(
      element('h3', `From line ${place.line}`, 'margin:8px 0 2px;font-size:15px'),
      element('p', 'Now in the page, saved by the other editor:', 'margin:0'),
      element('pre', place.theirs || '(these lines were removed)', pre),
      element('p', 'Yours, not saved:', 'margin:0'),
      element('pre', place.yours || '(you removed these lines)', pre),
    )
  }
  const close = element(
    'button',
    'Close',
    'font:inherit;padding:4px 10px;border:1px solid currentColor;border-radius:4px;background:transparent;color:inherit;cursor:pointer',
  ) as HTMLButtonElement
  close.type = 'button'
  close.addEventListener('click', () => box.remove())
  box.append(close)
  document.body.append(box)
}

// The places are those of one entry: they go when the editor moves to another.
window.addEventListener('hashchange', () => document.getElementById(CONFLICT_ID)?.remove())
