/**
 * When an entry opens and this browser kept changes to it that were never saved (Decap's
 * local backup, from an earlier visit or another tab), the question is asked in the page,
 * over the form: "Put back" or "Discard", and Discard asks once more before the changes are
 * thrown away. Decap asked it with the browser's OK/Cancel box (`window.confirm`, in its
 * Editor's componentDidUpdate), where Cancel threw the work away at once.
 *
 * Decap's own steps still do the work, answered from here through its `window.confirm`:
 * - when Decap asks, the answer is "put back", which loads the kept changes into the form
 *   and keeps them in the browser; the form is then set back to the entry as saved
 *   (DRAFT_CREATE_FROM_ENTRY) and the question shown. Nothing is lost if the page closes
 *   with the question open: the next visit asks again;
 * - "Put back" and "Throw them away" hand Decap the kept changes again
 *   (DRAFT_LOCAL_BACKUP_RETRIEVED): it asks again, and is answered yes (loaded) or no (the
 *   browser's copy deleted, as its Cancel did).
 * Where Decap's store cannot be reached, its own question is asked, as before.
 */
import { decapStore } from './decapStore.js'
import { LOCAL_BACKUP_QUESTION } from './fields/plainWords.js'

type Immutable = { get(key: string): unknown; toJS(): { collection?: string; slug?: string } }

/** The answer for Decap's next question about this entry's kept changes, once the editor has given it here. */
let answer: { entry: string; putBack: boolean } | undefined

const entryKey = (entry: Immutable | undefined) => `${entry?.get('collection')}/${entry?.get('slug')}`

const BUTTON = 'font:inherit;font-weight:600;padding:8px 16px;border-radius:4px;border:1px solid #0f766e;cursor:pointer;min-height:40px'

const LOOKS = {
  main: 'background:#0f766e;color:white',
  other: 'background:white;color:#0f766e',
  // Throwing the work away looks like it.
  danger: 'background:white;color:#a11b1b;border-color:#a11b1b',
}

function button(words: string, looks: keyof typeof LOOKS, onClick: () => void) {
  const element = document.createElement('button')
  element.type = 'button'
  element.textContent = words
  element.style.cssText = `${BUTTON};${LOOKS[looks]}`
  element.addEventListener('click', onClick)
  return element
}

/** The question, over the form: Put back, or Discard (asked once more). */
function offer(kept: Immutable) {
  const store = decapStore()
  if (!store) return
  const dialog = document.createElement('dialog')
  dialog.className = 'nile-kept-changes'
  dialog.setAttribute('aria-labelledby', 'nile-kept-changes-title')
  dialog.style.cssText =
    'width:min(32rem,calc(100vw - 2rem));box-sizing:border-box;padding:20px;border:0;border-radius:8px;box-shadow:0 8px 40px rgb(0 0 0 / 30%);font:15px/1.45 system-ui,sans-serif;color:#1e2532'
  const title = document.createElement('h2')
  title.id = 'nile-kept-changes-title'
  title.style.cssText = 'margin:0 0 10px;font-size:18px'
  const text = document.createElement('p')
  text.style.margin = '0 0 16px'
  const buttons = document.createElement('div')
  buttons.style.cssText = 'display:flex;flex-wrap:wrap;gap:8px'
  dialog.append(title, text, buttons)

  const handBack = (putBack: boolean) => {
    answer = { entry: entryKey(kept.get('entry') as Immutable), putBack }
    dialog.close()
    store.dispatch({ type: 'DRAFT_LOCAL_BACKUP_RETRIEVED', payload: { entry: (kept.get('entry') as Immutable).toJS() } })
  }
  const ask = () => {
    title.textContent = 'Unsaved changes to this entry'
    text.textContent =
      'This browser kept changes to this entry that were never saved (made earlier here, or in another tab of this browser). They are not on the site. The form shows the entry as it was last saved.'
    const putBack = button('Put back the changes', 'main', () => handBack(true))
    buttons.replaceChildren(putBack, button('Discard them', 'other', askAgain))
    putBack.focus()
  }
  const askAgain = () => {
    title.textContent = 'Throw the changes away?'
    text.textContent = 'The changes this browser kept for this entry will be deleted, and cannot be brought back.'
    const keep = button('Keep them', 'main', ask)
    buttons.replaceChildren(
      button('Throw them away', 'danger', () => handBack(false)),
      keep,
    )
    keep.focus()
  }
  ask()
  // Escape, or another entry opened, closes it and decides nothing: the kept changes stay in this browser.
  const leave = () => dialog.close()
  window.addEventListener('hashchange', leave, { once: true })
  dialog.addEventListener('close', () => {
    window.removeEventListener('hashchange', leave)
    dialog.remove()
  })
  document.body.append(dialog)
  dialog.showModal()
}

/**
 * Calls `then` once the form shows the entry as Decap read it, not the kept changes: an answer
 * given before Decap has read the entry would be undone by its reading.
 */
function onceTheFormShows(then: () => void) {
  const store = decapStore()
  const shows = () => {
    const draft = store?.getState().entryDraft
    return Boolean((draft?.get('entry') as Immutable | undefined)?.get('data')) && !draft?.get('hasChanged')
  }
  if (!store || shows()) return then()
  const stop = store.subscribe(() => {
    if (!shows()) return
    stop()
    then()
  })
}

/** Registered before Decap starts (cms/admin.ts), over whatever `window.confirm` is then. */
export function askAboutKeptChangesInThePage(): void {
  const confirm = window.confirm.bind(window)
  window.confirm = (message?: string) => {
    if (message !== LOCAL_BACKUP_QUESTION) return confirm(message)
    const store = decapStore()
    const draft = store?.getState().entryDraft
    const kept = draft?.get('localBackup') as Immutable | undefined
    const given = answer
    answer = undefined
    if (given && given.entry === entryKey(kept?.get('entry') as Immutable | undefined)) return given.putBack
    if (!store || !draft || !kept?.get('entry')) return confirm(message)
    // The form as it was, if Decap has read the entry already (else its reading, still to come, makes it).
    const saved = draft.get('entry') as Immutable | undefined
    queueMicrotask(() => {
      if (saved?.get('newRecord')) store.dispatch({ type: 'DRAFT_CREATE_EMPTY', payload: saved })
      else if (saved) store.dispatch({ type: 'DRAFT_CREATE_FROM_ENTRY', payload: { entry: saved } })
      onceTheFormShows(() => offer(kept))
    })
    return true
  }
}
