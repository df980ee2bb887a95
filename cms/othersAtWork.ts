/**
 * Someone else at work on the page open (issue 55, item 2), said at the top of the form, as
 * a status (role=status) and before the editor types:
 * - a change to it waiting for review (the editorial workflow: a pull request, on GitHub)
 *   that someone else made. Decap lists every pull request, with its author, as an entry
 *   opens under the workflow, so this costs no request of its own;
 * - on every backend, a save since the page was opened: while the entry is open and the tab
 *   shows, its file is read every 30 s as a save reads it (cms/backend.ts, fileNow: the pull
 *   request's file, else the site's branch; on this machine, the file on disk) and compared
 *   with the text the form was made from, or this tab last saved.
 * On this machine (npm run cms, no pull requests) only the second can happen.
 * For tests only: /admin/?savePoll=<seconds> reads every so many seconds (at least one)
 * instead of 30 (tests/browser/cms/twoEditors.ts).
 */
import { loggedIn, onDecapChange, type OpenEntry, openEntry, type Pending, pendingChanges } from './decapStore.js'

/** The open entry's file as it is now where a save would go (undefined: no file, or not read). */
type Read = (file: { path: string; slug: string; collection: string }) => Promise<{ text: string | undefined }>

const NOTICE_ID = 'nile-others-at-work'
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const twoDigits = (value: number) => String(value).padStart(2, '0')
/** A time of the editor's day: 14:05. */
const clock = (date: Date) => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`

/** The pages this tab has saved: a pull request of theirs whose author is not known is this editor's. */
const savedHere = new Set<string>()

/**
 * What to say of changes to the open entry waiting for review: the latest of those someone
 * else made (one made by the logged-in editor, or of an author not known on a page this tab
 * saved, is theirs), or nothing.
 */
export function pendingNotice(
  entry: OpenEntry,
  pendingChanges: Pending[],
  user: { name?: string; login?: string },
  saved = savedHere.has(entry.path),
): string | undefined {
  const theirs = (change: Pending) =>
    Boolean(change.status) && (change.author ? change.author !== user.name && change.author !== user.login : !saved)
  const latest = [entry, ...pendingChanges.filter((change) => change.path === entry.path)]
    .filter(theirs)
    .sort((a, b) => (b.updatedOn ?? '').localeCompare(a.updatedOn ?? ''))[0]
  if (!latest) return undefined
  const at = latest.updatedOn ? new Date(latest.updatedOn) : undefined
  const when = at && !Number.isNaN(at.getTime()) ? `, last saved at ${clock(at)} on ${at.getDate()} ${MONTHS[at.getMonth()]}` : ''
  return `${latest.author ?? 'Someone else'} has changes to this page waiting for review${when}. The form shows them, and what you save goes into the same review.`
}

/** Said once a poll finds the file changed by someone else, `at` the time it was found. */
export const savedSinceNotice = (at: Date) =>
  `Someone saved this page at ${clock(at)} since you opened it: your save will keep their change where it can; reload to see it.`

// ---------------------------------------------------------------------------------------
// The entry watched, and this tab's own saves, which are no one else's.

type Watched = { key: string; entry: OpenEntry; known: string; pending?: string; savedSince?: string }
let watched: Watched | undefined
/** Saves under way in this tab (a poll meanwhile would take this tab's own save for another's), and how many have started. */
let saving = 0
let saves = 0

export function saveStarts(): void {
  saving++
  saves++
}

/** A save ended; `written`, the files it wrote (none if refused): the poll compares with those from now on. */
export function saveEnds(written: { path: string; raw: string }[]): void {
  saving--
  for (const file of written) {
    savedHere.add(file.path)
    if (watched?.entry.path === file.path) watched.known = file.raw
  }
}

let reader: Read | undefined

/** Starts watching the entries the editor opens; `read` reads a file as a save would (cms/backend.ts, as each backend starts). */
export function watchOthers(read: Read): void {
  const started = reader !== undefined
  reader = read
  if (started) return
  onDecapChange(entryMaybeChanged)
  const seconds = Math.max(1, Number(new URLSearchParams(location.search).get('savePoll')) || 30)
  setInterval(() => void poll(), seconds * 1000)
}

/** Decap's state changed: a new entry open (or the same one read again) starts afresh. */
function entryMaybeChanged(): void {
  const entry = openEntry()
  const key = entry ? `${entry.path}\n${entry.raw}` : ''
  if (key !== (watched?.key ?? '')) {
    watched = entry && { key, entry, known: entry.raw, pending: pendingNotice(entry, pendingChanges(), loggedIn()) }
    show()
  } else if (watched && !document.getElementById(NOTICE_ID)) show()
}

async function poll(): Promise<void> {
  const at = watched
  if (!at || !reader || saving || document.hidden) return
  const started = saves
  const now = await reader(at.entry)
  // Another entry since, or a save of this tab's own began: this read says nothing of others.
  if (at !== watched || saves !== started || now.text === undefined || now.text === at.known) return
  at.known = now.text
  at.savedSince = savedSinceNotice(new Date())
  show()
}

/**
 * The notice at the top of the form, made or changed in place (a live region is read when
 * its text changes), or taken away. Where the form scrolls in a pane of its own (a wide
 * screen), it stays in sight at the pane's top; on a phone it is the form's first row.
 */
function show(): void {
  const lines = [watched?.pending, watched?.savedSince].filter((line): line is string => Boolean(line))
  let notice = document.getElementById(NOTICE_ID)
  if (!lines.length) {
    notice?.remove()
    return
  }
  const pane = document.querySelector('[class*="-EditorContainer"] [class*="-ControlPaneContainer"]')
  // Decap draws the form just after it has the entry.
  if (!pane) {
    setTimeout(show, 100)
    return
  }
  if (!notice || notice.parentElement !== pane) {
    notice?.remove()
    notice = document.createElement('div')
    notice.id = NOTICE_ID
    notice.setAttribute('role', 'status')
    notice.style.cssText =
      'position:sticky;top:0;z-index:2;margin:0 0 12px;padding:10px 14px;border-radius:6px;border-left:4px solid #c27c0e;background:#fdf3e1;color:#5c3b00;font:14px/1.45 system-ui,sans-serif;box-shadow:0 2px 6px #0001'
    pane.prepend(notice)
  }
  notice.replaceChildren(
    ...lines.map((line) => {
      const paragraph = document.createElement('p')
      paragraph.textContent = line
      paragraph.style.margin = '0'
      return paragraph
    }),
  )
}
