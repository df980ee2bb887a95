// Moving between entries (a typed address, Back, a new entry's first save): the address, the form and the top bar show one entry.
import { entryHasUnsavedChanges } from './decapStore.js'

/** Decap's question before the editor closes with unsaved changes (its `onLeavePage`). */
export const LEAVE_WORDS = 'Leave this page? Your changes to it are not saved yet.'

/** A new entry's first save: Decap goes from /new to this address itself, once saved. */
let justSaved: { address: string; at: number } | undefined
/** The editor has said to leave the entry, unsaved changes and all: Decap does not ask again. */
let leaveAgreed = false
/** A move back to the entry the form shows, made here: not the editor's. */
let returning: string | undefined

/** A new entry was saved (cms/backend.ts): Decap's move from /new to its address is not the editor's. */
export function newEntrySaved(address: string): void {
  justSaved = { address, at: Date.now() }
}

/** Registered before Decap's router (CMS.init, in cms/admin.ts), so these listeners run first. */
export function keepOneEntry(): void {
  askOnlyOverUnsavedChanges()
  window.addEventListener('hashchange', entryChanged)
}

/**
 * Decap asks before the editor closes while it believes there are unsaved changes, and it
 * believes so from the props of its last render: the first save of a new entry ends with
 * Decap moving from /new to the entry's address before it has rendered the save (a
 * `replace`, which its exception for that move, written for `push`, does not cover), so
 * every first save asked "leave this page?", and Cancel left the address at /new. The
 * question is asked only when Decap's state has unsaved changes (cms/decapStore.ts), and
 * once when this page has asked it already.
 */
function askOnlyOverUnsavedChanges(): void {
  const ask = window.confirm.bind(window)
  window.confirm = (message?: string) => {
    if (message === LEAVE_WORDS) {
      if (entryHasUnsavedChanges() === false) return true
      if (leaveAgreed) return true
    }
    return ask(message)
  }
}

/**
 * Decap keeps its editor when the address goes from one entry to another (a typed address,
 * a bookmark, the back button) and never loads the second entry: the form mixes the two.
 * Such a change asks first if the form has unsaved changes; kept, the address goes back to
 * the entry the form shows. Otherwise it goes through the collection's list (where Decap
 * closes the editor), then on to the entry, which Decap opens afresh. The form, the top bar
 * and the address always show one entry.
 */
const EDITOR_ADDRESS = /^#\/collections\/([^/?]+)\/(entries\/[^?]+|new)/
function entryChanged(event: HashChangeEvent) {
  if (returning && event.newURL === returning) {
    returning = undefined
    event.stopImmediatePropagation()
    return
  }
  const before = EDITOR_ADDRESS.exec(new URL(event.oldURL).hash)
  const after = EDITOR_ADDRESS.exec(new URL(event.newURL).hash)
  if (!before || !after || before[0] === after[0]) return
  // A new entry: Decap makes it empty itself.
  if (after[2] === 'new') return
  // A new entry saved: Decap goes to its address.
  const entry = new URL(event.newURL).hash
  if (before[2] === 'new' && justSaved && entry.startsWith(justSaved.address) && Date.now() - justSaved.at < 60_000) {
    justSaved = undefined
    return
  }
  event.stopImmediatePropagation()
  if (!window.confirm(LEAVE_WORDS)) return stayAt(event.oldURL)
  leaveAgreed = true
  throughTheList(`#/collections/${after[1]}`, entry)
}

/** To the collection's list, and once Decap has closed its editor there, on to the entry. */
function throughTheList(list: string, entry: string): void {
  location.replace(list)
  const started = Date.now()
  const goOn = () => {
    // The editor refused to close: stay.
    if (location.hash !== list) {
      leaveAgreed = false
      return
    }
    if (document.querySelector('[class*="ControlPaneContainer"]') && Date.now() - started < 5000) return requestAnimationFrame(goOn)
    leaveAgreed = false
    location.replace(entry)
  }
  requestAnimationFrame(goOn)
}

/**
 * Back to the address of the entry the form shows: forward again after the back button
 * (the browser's history as it was), else in place of the address typed.
 */
function stayAt(url: string) {
  const navigation = (window as unknown as { navigation?: { currentEntry?: { index: number }; entries(): { url: string }[] } }).navigation
  const index = navigation?.currentEntry?.index
  if (index !== undefined && navigation?.entries()[index + 1]?.url === url) {
    returning = url
    history.forward()
  } else history.replaceState(history.state, '', url)
}
