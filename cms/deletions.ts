/**
 * Nothing is deleted that a page uses, and nothing reaches the site without review.
 *
 * Who uses a page or picture is the pipeline's answer (cms/browserCheck/siteCheck.ts,
 * usersOf): the pages whose check passes now and would fail without it, over the site as
 * published, this session's saves and uploads, and the changes waiting for review (the
 * editorial workflow's pull requests, read from the backend).
 *
 * What Decap's delete-like actions do on GitHub (decap-cms-core 3.16 and its GitHub backend):
 * - "Delete published entry" and the media library's delete: Backend.deleteEntry /
 *   deleteMedia → GitHub API.deleteFiles, one commit on `main` (getDefaultBranch, updateTree
 *   with the file's sha null, commit, patchBranch): no pull request, no check;
 * - "Unpublish": the same deleteFiles on `main`, then a pull request that adds the file back;
 * - an upload (persistMedia outside an entry's save): API.persistFiles without the workflow,
 *   one commit on `main`;
 * - "Delete unpublished entry/changes" (here "Withdraw this new page" / "Withdraw this change"):
 *   closes the entry's pull request and deletes its branch; `main` is untouched.
 * So on the published /admin (a backend other than this machine's) nothing deletes a file:
 * "Delete published entry" and "Unpublish" become "Take off the site" (an article gets
 * `draft: true`, a course a last day of yesterday, saved as any change: a pull request
 * that CI checks), a service or page says to ask a developer, the backend's deleteFiles
 * refuses whatever asks, and uploads are held until the page that shows them is saved
 * (cms/heldUploads.ts). On this machine (npm run cms) a page or picture no page uses is
 * deleted as before; one in use is refused, naming the pages.
 */
import { parse } from 'yaml'
import { usersOf } from './browserCheck/client.js'
import type { User } from './browserCheck/siteCheck.js'
import { entryHasUnsavedChanges } from './decapStore.js'
import { todayInKampala } from './fields/values.js'

type Collection = { name: string; label?: string; folder?: string; files?: { name: string; label?: string; file: string }[] }
/** Decap's backend implementation (cms/backend.ts wraps it), as far as it is used here. */
type Backend = {
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
  unpublishedEntries?(): Promise<string[]>
  unpublishedEntry?(which: { id: string }): Promise<{ collection: string; slug: string; diffs: { path: string; id?: string }[] }>
  unpublishedEntryDataFile?(collection: string, slug: string, path: string, id?: string): Promise<unknown>
}

/**
 * The words of the toolbar's delete-like buttons (PLAIN_WORDS in cms/plainWords.ts gives Decap's
 * all but Delete entry). Withdrawing closes a change's pull request: a new page in review is
 * gone, a page on the site stays as it is there.
 */
export const TAKE_OFF = 'Take off the site'
const DELETE_ENTRY = 'Delete entry'
export const WITHDRAW_NEW_PAGE = 'Withdraw this new page'
export const WITHDRAW_CHANGE = 'Withdraw this change'

let backend: Backend | undefined
let isLocal = false
let collections: Collection[] = []
let originalOf: (path: string) => string | undefined = () => undefined

/**
 * A deletion refused: its words are the reason. (Decap writes a failed delete's error into
 * its message as text: an Error's text would start with "Error: ".)
 */
export class Refused extends Error {
  override name = 'Refused'
  override toString() {
    return this.message
  }
}

/** "a, b and c" */
const sentence = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''))
/** The pages as an editor finds them: by title, with their address. */
export const named = (users: User[]) => sentence(users.map((user) => (user.route ? `${user.title} (${user.route})` : user.title)))

/**
 * The session's backend (cms/backend.ts): its deleteFiles never commits straight to the site's
 * branch, and on this machine deletes only what no page uses.
 */
export function guardDeletions(implementation: Backend, local: boolean): void {
  backend = implementation
  isLocal = local
  const deleteFiles = implementation.deleteFiles
  implementation.deleteFiles = async (paths: string[], commitMessage: string) => {
    if (!local)
      throw new Refused(
        'Not deleted: deleting from here would change the site at once, with no review and no check. Take a page off the site instead; a picture no page shows is left out of the site by itself.',
      )
    const users = await usersOf({ files: paths })
    if (users.length)
      throw new Refused(
        `${sentence(paths.map(nameOf))} is not deleted: it is used on ${named(users)}. Change ${users.length === 1 ? 'that page' : 'those pages'} first, then delete it.`,
      )
    return deleteFiles.call(implementation, paths, commitMessage)
  }
}

/** The configuration's collections (where each entry's file is) and the files as the repository has them (cms/backend.ts). */
export function knowEntries(configured: Collection[], original: (path: string) => string | undefined): void {
  collections = configured
  originalOf = original
}

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1)

/** The texts of the changes waiting for review (each pull request's pages), by path; none on this machine. */
export async function unpublishedTexts(): Promise<Record<string, string>> {
  const { unpublishedEntries, unpublishedEntry, unpublishedEntryDataFile } = backend ?? {}
  if (isLocal || !backend || !unpublishedEntries || !unpublishedEntry || !unpublishedEntryDataFile) return {}
  const texts: Record<string, string> = {}
  for (const id of await unpublishedEntries.call(backend)) {
    const entry = await unpublishedEntry.call(backend, { id })
    for (const diff of entry.diffs)
      if (/\.(md|ya?ml)$/.test(diff.path)) {
        const text = await unpublishedEntryDataFile.call(backend, entry.collection, entry.slug, diff.path, diff.id)
        if (typeof text === 'string') texts[diff.path] = text
      }
  }
  return texts
}

/** The entry the editor shows, from the address: its collection, slug, file and kind. */
function openEntry(): { collection: Collection; slug: string; path: string } | undefined {
  const match = /^#\/collections\/([^/?]+)\/entries\/([^?]+)/.exec(location.hash)
  const collection = match && collections.find((candidate) => candidate.name === decodeURIComponent(match[1]))
  if (!collection) return undefined
  const slug = decodeURIComponent(match![2])
  const path = collection.folder ? `${collection.folder}/${slug}.md` : collection.files?.find((file) => file.name === slug)?.file
  return path ? { collection, slug, path } : undefined
}

function titleOf(path: string): string {
  const typed = document.querySelector<HTMLInputElement>('[class*="ControlPaneContainer"] input[id^="title-field-"]')?.value
  if (typed) return typed
  const front = parse(originalOf(path)?.split(/^---$/m)[1] ?? '') as Record<string, unknown> | null
  return typeof front?.title === 'string' ? front.title : nameOf(path)
}

/** How a kind of page leaves the site through a change (a pull request), if its model offers a way. */
const TAKE_OFF_BY: Record<string, { field: string; value: () => string | true; says: string }> = {
  blog: { field: 'draft', value: () => true, says: 'It becomes a draft (Draft is switched on)' },
  courses: {
    field: 'validThrough',
    value: () => new Date(Date.parse(`${todayInKampala()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
    says: 'Its last day on the site becomes yesterday',
  },
}

/** The page's text with `field` set as taking it off the site sets it. */
function withField(text: string, field: string, value: string | true): string {
  const line = `${field}: ${value}`
  const existing = new RegExp(`^${field}:.*$`, 'm')
  const [start, front = '', ...rest] = text.split(/^---$/m)
  if (existing.test(front)) return [start, front.replace(existing, line), ...rest].join('---')
  return [start, `${front.replace(/\n?$/, '\n')}${line}\n`, ...rest].join('---')
}

// ---------------------------------------------------------------------------------------
// The editor's top bar: Decap's delete-like buttons go through the checks above first.

/** While a click the checks allowed goes on to Decap. */
let passing = false
/** Called once the entry at this path is saved (cms/backend.ts), for the message after "Take off the site". */
const afterSave = new Map<string, () => void>()
export function entrySaved(path: string): void {
  afterSave.get(path)?.()
  afterSave.delete(path)
}

document.addEventListener(
  'click',
  (event) => {
    if (passing) return
    const button = (event.target as Element).closest('button, [role="button"], [role="menuitem"]') as HTMLElement | null
    if (!button?.closest('[class*="ToolbarContainer"]')) return
    const words = button.textContent?.trim()
    if (words !== TAKE_OFF && words !== DELETE_ENTRY && words !== WITHDRAW_NEW_PAGE) return
    const entry = openEntry()
    if (!entry) return
    event.preventDefault()
    event.stopPropagation()
    void (words === TAKE_OFF ? takeOff(entry) : deleteChecked(entry, button)).catch((error: Error) =>
      notice(`Nothing was changed: the pages that use it could not be found (${error.message}). Try again.`, 'refused'),
    )
  },
  true,
)

/** Delete entry (this machine) or Withdraw this new page (a page that is not on the site yet): Decap's, once no page uses it. */
async function deleteChecked(entry: { collection: Collection; slug: string; path: string }, button: HTMLElement) {
  notice(`Looking for the pages that use “${titleOf(entry.path)}”…`, 'busy')
  // A page in review exists in its own pull request: with every change in review in place, it is taken out.
  const users = await usersOf({ files: [entry.path] }, await unpublishedTexts())
  if (users.length) {
    notice(`“${titleOf(entry.path)}” is not deleted: ${usedOn(users)}`, 'refused', users, `${changeFirst(users)}, then delete it.`)
    return
  }
  notice('')
  passing = true
  try {
    button.click()
  } finally {
    passing = false
  }
}

/** Take off the site: the change the model offers (draft: true, a last day), saved for review; never a deletion. */
async function takeOff(entry: { collection: Collection; slug: string; path: string }) {
  const title = titleOf(entry.path)
  const way = TAKE_OFF_BY[entry.collection.name]
  if (!way) {
    const kind = entry.collection.name === 'services' ? 'A service' : 'This page'
    const users = await usersOf({ files: [entry.path] }, await unpublishedTexts()).catch(() => [])
    notice(
      `${kind} cannot be taken off the site from the content manager: deleting its file here would change the site at once, with no review and no check. Ask a developer to remove ${entry.path} in a pull request${users.length ? `, once no page links to it or names it. ${usedOn(users).replace(/^t/, 'T')}` : '.'}`,
      'refused',
      users,
      users.length ? `${changeFirst(users)}.` : undefined,
    )
    return
  }
  if (entryHasUnsavedChanges()) {
    notice(`Save or undo your changes to “${title}” first: taking it off the site is a change of its own.`, 'refused')
    return
  }
  notice(`Looking for the pages that use “${title}”…`, 'busy')
  const original = originalOf(entry.path)
  const users = original
    ? await usersOf({ changed: [{ path: entry.path, text: withField(original, way.field, way.value()) }] }, await unpublishedTexts())
    : []
  if (users.length) {
    notice(`“${title}” stays on the site: ${usedOn(users)}`, 'refused', users, `${changeFirst(users)}, then take it off the site.`)
    return
  }
  notice('')
  if (
    !window.confirm(
      `Take “${title}” off the site? ${way.says}, and the change is saved for review like any other: once it is published, the page leaves the site. Nothing is deleted: undo the change to bring it back.`,
    )
  )
    return
  if (!setField(way.field, way.value())) {
    notice(`The ${way.field} field could not be found in the form: set it yourself, then Save.`, 'refused')
    return
  }
  afterSave.set(entry.path, () =>
    notice(
      `“${title}” is taken off the site in a change waiting for review: it leaves the site once that change is published (Workflow, once the check is green).`,
      'done',
    ),
  )
  // Decap takes the field's new value on its next render.
  await new Promise((resolve) => requestAnimationFrame(resolve))
  const save = [...document.querySelectorAll<HTMLButtonElement>('[class*="ToolbarContainer"] button')].find(
    (candidate) => candidate.textContent?.trim() === 'Save',
  )
  save?.click()
}

const usedOn = (users: User[]) =>
  users.length === 1 ? 'this page links to it or names it:' : `these ${users.length} pages link to it or name it:`
const changeFirst = (users: User[]) =>
  users.length === 1
    ? 'Change it first (the link opens it in the content manager)'
    : 'Change them first (each link opens the page in the content manager)'

/** The content manager's address of the entry a file is, if it edits it. */
function entryAddress(file: string): string | undefined {
  for (const collection of collections) {
    if (collection.folder && file.startsWith(`${collection.folder}/`) && !file.slice(collection.folder.length + 1).includes('/'))
      return `#/collections/${collection.name}/entries/${file.slice(collection.folder.length + 1).replace(/\.md$/, '')}`
    const listed = collection.files?.find((each) => each.file === file)
    if (listed) return `#/collections/${collection.name}/entries/${listed.name}`
  }
  return undefined
}

/** Sets a form field as the editor would: Draft's switch on, or a date typed. */
function setField(field: string, value: string | true): boolean {
  const control = document.querySelector<HTMLElement>(`[class*="ControlPaneContainer"] [id^="${field}-field-"]`)
  if (!control) return false
  if (value === true) {
    if (control.getAttribute('aria-checked') !== 'true') control.click()
    return true
  }
  const input = control as HTMLInputElement
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  return true
}

// ---------------------------------------------------------------------------------------
// A message under the top bar, where the editor looks after pressing one of its buttons.

const NOTICE_ID = 'nile-deletion-notice'
const TONES = { refused: ['#fde8e8', '#8a1c1c'], done: ['#e6f4ea', '#14532d'], busy: ['#eef2f7', '#1f2933'] } as const

/**
 * Shows `text` (empty: hides the message), then the pages it concerns, each a link to its
 * entry in the content manager, then `after`.
 */
function notice(text: string, tone: keyof typeof TONES = 'refused', users: User[] = [], after?: string): void {
  document.getElementById(NOTICE_ID)?.remove()
  if (!text) return
  const box = document.createElement('div')
  box.id = NOTICE_ID
  box.setAttribute('role', tone === 'refused' ? 'alert' : 'status')
  box.dataset.tone = tone
  const [background, color] = TONES[tone]
  box.style.cssText = `position:fixed;z-index:1000;top:72px;left:50%;transform:translateX(-50%);width:min(720px,calc(100vw - 16px));max-height:calc(100vh - 88px);overflow:auto;box-sizing:border-box;display:flex;gap:12px;align-items:flex-start;padding:12px 16px;border-radius:6px;box-shadow:0 4px 16px #0003;font:15px/1.45 system-ui,sans-serif;background:${background};color:${color}`
  const words = document.createElement('div')
  words.style.cssText = 'flex:1;min-width:0;overflow-wrap:anywhere'
  const lead = document.createElement('p')
  lead.style.margin = '0'
  lead.textContent = text
  words.append(lead)
  if (users.length) {
    const list = document.createElement('ul')
    list.style.cssText = 'margin:6px 0;padding-left:20px'
    for (const user of users) {
      const item = document.createElement('li')
      const address = entryAddress(user.file)
      const title = document.createElement(address ? 'a' : 'span')
      title.textContent = user.title
      if (address) {
        title.setAttribute('href', address)
        title.setAttribute('target', '_blank')
        title.style.color = 'inherit'
      }
      item.append(title, user.route ? ` (${user.route})` : '')
      list.append(item)
    }
    words.append(list)
  }
  if (after) {
    const last = document.createElement('p')
    last.style.margin = '0'
    last.textContent = after
    words.append(last)
  }
  const close = document.createElement('button')
  close.type = 'button'
  close.textContent = 'Close'
  close.style.cssText =
    'font:inherit;padding:4px 10px;border:1px solid currentColor;border-radius:4px;background:transparent;color:inherit;cursor:pointer'
  close.addEventListener('click', () => box.remove())
  box.append(words, close)
  document.body.append(box)
}

// A message about one entry goes when the editor moves to another.
window.addEventListener('hashchange', () => notice(''))
