/**
 * History, in the editor's top bar: the changes to the open entry's file, newest first, each
 * with its time (Kampala's), its author, the commit's words and the words it added and
 * removed; and "Put this version back", which puts that version into the form as an unsaved
 * change (cms/history/decapDraft.ts) for the editor to look at in the preview and save as
 * any change: nothing is written from here.
 *
 * The dialog is the browser's own modal <dialog>: the page behind it is inert, focus goes
 * into it, Escape closes it, and focus goes back to the History button. What each change
 * did is read when it comes into view (a version a request, on GitHub too).
 */
import { entryHasUnsavedChanges } from '../decapStore.js'
import { type Change, HISTORY_LENGTH, type History } from './changes.js'
import { editedEntry, putInForm } from './decapDraft.js'
import { historySource, knowHistorySource } from './sources.js'
import { type Piece, wordChanges } from './wordChanges.js'

const BUTTON_ID = 'nile-history-button'
const NOTICE_ID = 'nile-history-notice'
/** The first group of the editor's top bar (Save, Publish, Delete): History goes at its end. */
const BAR_GROUP =
  '[class*="-EditorContainer"] > [class*="-ToolbarContainer"] [class*="-ToolbarSectionMain"] > [class*="-ToolbarSubSectionFirst"]:not([class*="-ToolbarSubSectionLast"])'
const EDITING = /^#\/collections\/[^/]+\/entries\//

/** "3 Dec 2025, 14:05", in Kampala, where the editors are, whatever the computer's own zone. */
const WHEN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Kampala',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const when = (date: string) => (Number.isNaN(Date.parse(date)) ? 'an unknown time' : WHEN.format(new Date(date)))

const STYLE = `
#${BUTTON_ID} { font: 500 14px/36px system-ui, sans-serif; height: 36px; padding: 0 15px; margin: 0 10px; border: 0; border-radius: 5px; background: #eff0f4; color: #313d3e; cursor: pointer; }
#${BUTTON_ID}:hover { background: #dfdfe3; }
.nile-history { box-sizing: border-box; width: min(760px, calc(100vw - 16px)); max-height: calc(100dvh - 16px); padding: 0; border: 0; border-radius: 8px; box-shadow: 0 8px 32px #0004; font: 15px/1.5 system-ui, sans-serif; color: #1f2933; }
.nile-history::backdrop { background: #0006; }
.nile-history header { position: sticky; top: 0; display: flex; gap: 12px; align-items: flex-start; justify-content: space-between; padding: 16px 20px 12px; background: #fff; border-bottom: 1px solid #dfdfe3; }
.nile-history h2 { margin: 0; font-size: 19px; line-height: 1.3; overflow-wrap: anywhere; }
.nile-history .body { padding: 4px 20px 20px; }
.nile-history button { font: inherit; padding: 6px 12px; border: 1px solid #798291; border-radius: 5px; background: #fff; color: #1f2933; cursor: pointer; }
.nile-history button:hover { background: #eff0f4; }
.nile-history button:disabled { cursor: wait; opacity: 0.6; }
.nile-history ol { list-style: none; margin: 0; padding: 0; }
.nile-history li { padding: 14px 0; border-bottom: 1px solid #eff0f4; }
.nile-history h3 { margin: 0 0 2px; font-size: 15px; }
.nile-history .message { margin: 0; font-weight: 600; white-space: pre-line; overflow-wrap: anywhere; }
.nile-history .message small { display: block; font-weight: 400; color: #4a5563; }
.nile-history .counts { margin: 6px 0 2px; color: #4a5563; }
.nile-history .place { margin: 4px 0; padding: 6px 10px; border-left: 3px solid #dfdfe3; background: #f8f9fb; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 14px; }
.nile-history ins { background: #e6f4ea; color: #14532d; text-decoration: underline; }
.nile-history del { background: #fde8e8; color: #8a1c1c; text-decoration: line-through; }
.nile-history ins::before, .nile-history del::before { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.nile-history ins::before { content: " added: "; }
.nile-history del::before { content: " removed: "; }
.nile-history .note { margin: 12px 0 0; padding: 8px 12px; border-radius: 6px; background: #eef2f7; }
#${NOTICE_ID} { position: fixed; z-index: 250; top: 72px; left: 50%; transform: translateX(-50%); box-sizing: border-box; width: min(720px, calc(100vw - 16px)); display: flex; gap: 12px; align-items: flex-start; padding: 12px 16px; border-radius: 6px; box-shadow: 0 4px 16px #0003; font: 15px/1.45 system-ui, sans-serif; background: #e6f4ea; color: #14532d; }
#${NOTICE_ID} p { flex: 1; margin: 0; }
/* On a phone the top bar is three rows high and stays at the top: the message goes to the bottom, with Decap's (cms/phoneLayout.ts). */
@media (max-width: 799.98px) {
  #${NOTICE_ID} { top: auto; bottom: 8px; }
  .nile-history h2 { font-size: 17px; }
  .nile-history header, .nile-history .body { padding-left: 14px; padding-right: 14px; }
}
#${NOTICE_ID} button { font: inherit; padding: 4px 10px; border: 1px solid currentColor; border-radius: 4px; background: transparent; color: inherit; cursor: pointer; }
`

/** The History button in every entry's top bar, kept there as Decap draws the bar again. Called before CMS.init. */
export function offerHistory(): void {
  knowHistorySource()
  const style = document.createElement('style')
  style.textContent = STYLE
  document.head.append(style)
  const button = document.createElement('button')
  button.type = 'button'
  button.id = BUTTON_ID
  button.textContent = 'History'
  button.setAttribute('aria-haspopup', 'dialog')
  button.addEventListener('click', () => void openHistory(button))
  let scheduled = false
  const place = () => {
    scheduled = false
    const group = EDITING.test(location.hash) ? document.querySelector(BAR_GROUP) : null
    if (!group) button.remove()
    else if (button.parentElement !== group || group.lastElementChild !== button) group.append(button)
    // "Save to put it back" holds until the entry has no unsaved changes: saved (or put back by other means).
    if (entryHasUnsavedChanges() === false) document.getElementById(NOTICE_ID)?.remove()
  }
  new MutationObserver(() => {
    if (scheduled) return
    scheduled = true
    requestAnimationFrame(place)
  }).observe(document.body, { childList: true, subtree: true })
  // A message about one entry goes when the editor moves to another.
  window.addEventListener('hashchange', () => document.getElementById(NOTICE_ID)?.remove())
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  if (text !== undefined) made.textContent = text
  if (className) made.className = className
  return made
}

async function openHistory(button: HTMLButtonElement) {
  const entry = editedEntry()
  if (!entry) return
  const dialog = element('dialog', undefined, 'nile-history')
  dialog.setAttribute('aria-labelledby', 'nile-history-title')
  const header = element('header')
  const heading = element('h2', entry.title ? `History of “${entry.title}”` : 'History of this page')
  heading.id = 'nile-history-title'
  const close = element('button', 'Close')
  close.type = 'button'
  close.addEventListener('click', () => dialog.close())
  header.append(heading, close)
  const body = element('div', undefined, 'body')
  const status = element('p', entry.isNew ? '' : 'Reading the changes to this page…', 'note')
  status.setAttribute('role', 'status')
  body.append(status)
  dialog.append(header, body)
  const seen = new IntersectionObserver((items) => {
    for (const item of items)
      if (item.isIntersecting) {
        seen.unobserve(item.target)
        ;(item.target as HTMLElement & { show?: () => void }).show?.()
      }
  })
  dialog.addEventListener('close', () => {
    seen.disconnect()
    dialog.remove()
    button.focus()
  })
  document.body.append(dialog)
  dialog.showModal()
  if (entry.isNew) {
    status.textContent = 'This page is not saved yet, so it has no history. Once saved, each saved version is listed here.'
    return
  }
  let history: History
  try {
    history = await historySource().history(entry.path)
  } catch (error) {
    status.textContent = `The history could not be read (${(error as Error).message}). Close this and try again.`
    return
  }
  if ('unavailable' in history) {
    status.textContent = sentence(history.unavailable)
    return
  }
  status.textContent = history.changes.length
    ? `${history.changes.length === 1 ? 'One change' : `${history.changes.length} changes`}, the newest first${history.before ? ` (the newest ${HISTORY_LENGTH})` : ''}.`
    : 'No change to this page has been committed yet.'
  if (history.uncommitted)
    status.textContent += ' What was saved here since the last commit is in the file but not listed yet: it is listed once committed.'
  const list = element('ol')
  for (const [index, change] of history.changes.entries()) {
    const earlier = history.changes[index + 1]?.sha ?? (index === history.changes.length - 1 ? history.before : null)
    const item = changeItem(entry.path, change, earlier, dialog)
    list.append(item)
    seen.observe(item)
  }
  body.append(list)
}

/** Words as a sentence: a capital, and a full stop if they have none. */
const capital = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`
const sentence = (words: string) => `${capital(words)}${/[.!?]$/.test(words) ? '' : '.'}`

/** One change: when, who, its words, what it changed (read once shown) and its button. `earlier`: the commit of the version before it (null: it made the file). */
function changeItem(path: string, change: Change, earlier: string | null, dialog: HTMLDialogElement): HTMLLIElement {
  const item = element('li') as HTMLLIElement & { show?: () => void }
  const heading = element('h3')
  const time = element('time', when(change.date))
  time.dateTime = change.date
  heading.append(time, ` · ${change.author}`)
  heading.id = `nile-history-${change.sha}`
  const [subject, ...rest] = change.message.split('\n')
  const message = element('p', subject, 'message')
  const details = rest.join('\n').trim()
  if (details) message.append(element('small', details))
  const what = element('div', undefined, 'changes')
  what.append(element('p', 'Reading what changed…', 'counts'))
  const putBack = element('button', 'Put this version back')
  putBack.type = 'button'
  putBack.setAttribute('aria-describedby', heading.id)
  putBack.addEventListener('click', () => void putVersionBack(path, change, putBack, dialog))
  item.append(heading, message, what, putBack)
  item.show = () => {
    const source = historySource()
    Promise.all([source.version(path, change.sha), earlier ? source.version(path, earlier) : Promise.resolve('')])
      .then(([after, before]) => {
        what.replaceChildren(...changed(before ?? '', after, earlier === null))
        if (after === null) putBack.remove()
      })
      .catch((error: Error) => what.replaceChildren(element('p', `What changed could not be read (${error.message}).`, 'counts')))
  }
  return item
}

const words = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'word' : 'words'}`

/** What a change did, in words added and removed, each place with a few words around it. */
function changed(before: string, after: string | null, made: boolean): HTMLElement[] {
  if (after === null) return [element('p', 'This change removed the page.', 'counts')]
  const found = wordChanges(before, after)
  if (made) return [element('p', `This change made the page (${words(found.added)}).`, 'counts')]
  if (found.rewritten) return [element('p', `Rewritten throughout: ${words(found.removed)} before, ${words(found.added)} after.`, 'counts')]
  if (!found.places.length) return [element('p', 'No words changed (only spacing or the file’s name).', 'counts')]
  const counts = [found.added && `${words(found.added)} added`, found.removed && `${words(found.removed)} removed`]
    .filter(Boolean)
    .join(', ')
  const shown: HTMLElement[] = [element('p', `${capital(counts)}:`, 'counts')]
  for (const place of found.places) shown.push(placeOf(place))
  if (found.more) shown.push(element('p', `… and changes in ${found.more} more ${found.more === 1 ? 'place' : 'places'}.`, 'counts'))
  return shown
}

function placeOf(pieces: Piece[]): HTMLElement {
  const place = element('p', undefined, 'place')
  for (const piece of pieces) {
    if (piece.kind === 'same') {
      place.append(piece.text)
      continue
    }
    place.append(element(piece.kind === 'added' ? 'ins' : 'del', piece.text))
    if (piece.more) place.append(` … (${words(piece.more)} more ${piece.kind === 'added' ? 'added' : 'removed'})`)
  }
  return place
}

/** The version into the form, never saved from here; the editor is told what happened and what to do. */
async function putVersionBack(path: string, change: Change, button: HTMLButtonElement, dialog: HTMLDialogElement) {
  const at = when(change.date)
  if (entryHasUnsavedChanges() && !window.confirm(`Your unsaved changes to this page will be replaced by the version of ${at}. Go on?`))
    return
  button.disabled = true
  try {
    const text = await historySource().version(path, change.sha)
    if (text === null || !putInForm(path, text)) throw new Error('the editor did not take it')
  } catch (error) {
    button.disabled = false
    button.after(element('p', `The version of ${at} could not be put back (${(error as Error).message}). Try again.`, 'counts'))
    return
  }
  dialog.close()
  notice(`The version of ${at} is in the form: save to put it back. Until then nothing has changed on the site.`)
}

/**
 * A message under the top bar, where the editor looks next, until closed or another entry
 * is opened. Below the top bar's layer (Decap's is 300): the Publish menu opens over it.
 */
function notice(text: string) {
  document.getElementById(NOTICE_ID)?.remove()
  const box = element('div')
  box.id = NOTICE_ID
  box.setAttribute('role', 'status')
  const close = element('button', 'Close')
  close.type = 'button'
  close.addEventListener('click', () => box.remove())
  box.append(element('p', text), close)
  document.body.append(box)
}
