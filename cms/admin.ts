/**
 * Our additions to Decap CMS at /admin, loaded after decap-cms.js (cms/index.html):
 * - every save goes through saveInPlace, so a file changes only where the editor changed it;
 * - the content check runs on the entry as it would be saved: the problems `npm run check`
 *   would print show beside their fields in the form's words (a new entry's only once the
 *   editor has left the field or tried to save), and a save with errors is refused with
 *   them (the dev server's check where it answers, npm run cms; else the browser's);
 * - the preview is the real page, made in the browser by the site's pipeline and components
 *   (cms/browserCheck/) from the unsaved entry as each key is typed; while the entry has
 *   errors it keeps the last page it could show, with the problems over it;
 * - an entry opened by its address after another one is opened afresh (Decap would mix them),
 *   and the address, the form and the top bar always show one entry (a new entry's first save
 *   asks nothing; Back or a typed address over unsaved changes asks once);
 * - nothing a page uses is deleted, nothing goes straight to the site's branch, and uploads
 *   go with the page that shows them (cms/deletions.ts, cms/heldUploads.ts);
 * - Decap's own messages (a required field, a refused save) in the same plain words;
 * - the listing pages are not entries of the folders they sit in;
 * - a new entry has an address made from its title (the other fields: cms/widgets.ts).
 * Decap's React is used through window.h and window.createClass (no second copy of React).
 */
import { parse } from 'yaml'
import { CMS_ONLY_FIELDS, saveInPlace } from './saveInPlace.js'
import { loadConfig } from './loadConfig.js'
import { registerMediaLibrary, takeBackend } from './mediaLibrary.js'
import { registerWidgets } from './widgets.js'
import { browserAnswer, browserPreview, PAGE_ROOT, rememberSaved, showPage } from './browserCheck/client.js'
import { formatOf } from './entryText.js'
import { siteAddress } from './siteAddress.js'
import { fitPhones } from './phoneLayout.js'
import { entrySaved, guardDeletions, knowEntries, Refused, TAKE_OFF } from './deletions.js'
import { type HeldAsset, heldFor, holdUpload } from './heldUploads.js'
import { entryHasUnsavedChanges, forgetUnpublishedEntry, showFromMemory } from './decapStore.js'

type Immutable = { get(key: string): any; getIn(path: string[]): any; toJS(): any; toArray(): any[] }
type Entry = { data: string | null; file: { path: string } }
type Implementation = Record<string, any> & {
  entriesByFolder(folder: string, extension: string, depth: number): Promise<Entry[]>
  entriesByFiles(files: { path: string }[]): Promise<Entry[]>
  getEntry(path: string): Promise<Entry>
  persistEntry(entry: { dataFiles: { path: string; slug: string; raw: string }[] }, options: Record<string, unknown>): Promise<unknown>
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
}
/** A problem as dev/cmsService.ts sends it: the form's words, its field, and the check's own line. */
type Problem = { field?: string; message: string; error: boolean; info?: true; quote?: string; check: string }

/** What decap-cms.js puts on window. */
const decap = window as unknown as { CMS: any; h: any; createClass: any }

/** The files as they are in the repository: what saveInPlace edits and the check compares. */
const originals = new Map<string, string>()
/** The CMS-only field holding a new entry's address, and the address a title makes. */
const ADDRESS = CMS_ONLY_FIELDS[0]
const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

function remember(entries: Entry[]): Entry[] {
  // The local backend (dev/localBackend.ts) answers a missing file with `data: null`.
  for (const entry of entries) if (typeof entry.data === 'string') originals.set(entry.file.path, entry.data)
  return entries
}

async function original(implementation: Implementation, path: string): Promise<string | undefined> {
  if (originals.has(path)) return originals.get(path)
  const entry = await implementation.getEntry(path).catch(() => undefined)
  return typeof entry?.data === 'string' ? entry.data : undefined
}

/**
 * The check before a save: the dev server's on this machine (npm run cms, whose local backend
 * the session uses), which reads the files as they are now; else (a static host, which has no
 * such server to ask) the same pipeline in the browser.
 */
async function saveCheck(path: string, text: string, local: boolean): Promise<{ problems: Problem[] }> {
  if (!local) return browserAnswer(path, text, 'check')
  const response = await fetch(siteAddress('/api/cms/check'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, text }),
  }).catch(() => undefined)
  if (response?.ok && (response.headers.get('content-type') ?? '').includes('json')) return response.json()
  return browserAnswer(path, text, 'check')
}

/**
 * A refused save. Decap's toast writes the error as text, and an Error's text starts with
 * "Error: "; this one is only its words.
 */
class NotSaved extends Error {
  override name = 'NotSaved'
  override toString() {
    return this.message
  }
}

function wrap(implementation: Implementation, local: boolean): Implementation {
  const { entriesByFolder, entriesByFiles, getEntry, persistEntry, persistMedia } = implementation
  takeBackend(implementation, local)
  // Nothing in use is deleted, and nothing is deleted straight on the site's branch (cms/deletions.ts).
  guardDeletions(implementation, local)
  // An upload outside a save would be a commit on the site's branch: held until a page that shows it is saved.
  if (!local) {
    implementation.persistMedia = async (asset: HeldAsset) => {
      showFromMemory(`/${asset.path.replace(/^content\//, '')}`, asset.fileObj)
      return holdUpload(asset)
    }
  }
  implementation.entriesByFolder = async (folder, extension, depth) =>
    // A folder's index.md is its listing page: edited among the pages, as a page with blocks.
    remember(
      (await entriesByFolder.call(implementation, folder, extension, depth)).filter((entry) => entry.file.path !== `${folder}/index.md`),
    )
  implementation.entriesByFiles = async (files) => remember(await entriesByFiles.call(implementation, files))
  implementation.getEntry = async (path) => remember([await getEntry.call(implementation, path)])[0]
  implementation.persistEntry = async (entry, options) => {
    let result: unknown
    try {
      result = await saved(entry, options)
    } catch (error) {
      // A first save of an entry under the editorial workflow that fails leaves Decap's mark of
      // a pull request behind (cms/decapStore.ts): taken out once Decap has handled the failure.
      if (options.useWorkflow && !options.unpublished)
        setTimeout(() => forgetUnpublishedEntry(String(options.collectionName), options.newEntry ? '' : entry.dataFiles[0].slug))
      throw error
    }
    for (const file of entry.dataFiles) entrySaved(file.path)
    // Decap now goes from /new to the entry's address (hashchange and confirm below).
    if (options.newEntry)
      justSaved = { address: `#/collections/${String(options.collectionName)}/entries/${entry.dataFiles[0].slug}`, at: Date.now() }
    return result
  }
  const saved: Implementation['persistEntry'] = async (entry, options) => {
    // On this machine, pictures uploaded with the entry are written first, so the check finds them.
    if (local)
      for (const asset of (entry as { assets?: { path: string }[] }).assets ?? [])
        await persistMedia.call(implementation, asset, { commitMessage: `Upload ${asset.path}` })
    for (const file of entry.dataFiles) {
      const before = await original(implementation, file.path)
      // Decap makes a taken address unique by adding -1: the editor chose it, so say so instead.
      const wanted = options.newEntry ? (parse(file.raw.split(/^---$/m)[1] ?? '') as Record<string, unknown> | null)?.[ADDRESS] : undefined
      if (options.newEntry && (before !== undefined || (wanted && !file.path.endsWith(`/${wanted}.md`)))) {
        throw new NotSaved(
          `Not saved: there is already a page at ${file.path.replace(/^content/, '').replace(/\/[^/]*$/, '')}/${wanted ?? ''}. Choose another address.`,
        )
      }
      file.raw = saveInPlace(before, file.raw, formatOf(file.path))
      const checked = await saveCheck(file.path, file.raw, local)
      showProblems(checked.problems)
      const errors = checked.problems.filter((problem) => problem.error)
      if (errors.length)
        throw new NotSaved(
          `Not saved: ${errors.length === 1 ? 'one problem' : `${errors.length} problems`} to fix first. ${errors.map(formText).join(' · ')}`,
        )
    }
    // Pictures already written on this machine are not sent again: the save stays small
    // (the local backend takes one picture a request, of at most the upload limit). Elsewhere
    // the pictures uploaded in this session that the page shows go with it, into its pull request.
    const assets = (entry as { assets?: { path: string }[] }).assets ?? []
    const held = heldFor(entry.dataFiles.map((file) => file.raw)).filter((asset) => !assets.some((each) => each.path === asset.path))
    const result = await persistEntry.call(
      implementation,
      local ? { ...entry, assets: [] } : { ...entry, assets: [...assets, ...held] },
      options,
    )
    for (const file of entry.dataFiles) {
      originals.set(file.path, file.raw)
      rememberSaved(file.path, file.raw)
    }
    return result
  }
  return implementation
}

// test-repo: Decap's backend in the browser's memory (npm run serve -- --cms-test).
for (const name of ['proxy', 'github', 'test-repo']) {
  const backend = decap.CMS.getBackend(name)
  if (!backend) continue
  const init = backend.init
  backend.init = (...args: unknown[]) => wrap(init(...args), name === 'proxy')
}

/**
 * The file an entry would be saved as: its path, Decap's data and the original it is written
 * into in place (by the preview's worker: cms/entryText.ts).
 */
function entryFile(entry: Immutable, collection: Immutable): { path: string; data: Record<string, unknown>; original?: string } {
  const data = entry.get('data').toJS() as Record<string, unknown>
  const folder = collection.get('folder') as string | undefined
  const path: string = entry.get('path') || `${folder}/${data[ADDRESS] || slugOf(String(data.title ?? '')) || 'new'}.md`
  return { path, data, original: originals.get(path) }
}

// The check's messages beside their fields. A field is found by walking its path
// (sections[0].actions[0].href) through Decap's form: a name is the field of that name
// directly inside the current field or list item, a number the list's item at that place.
// A message goes on the deepest one the editor can see (a collapsed block shows it under
// its heading), and moves in when the editor opens the block.
const MESSAGE_CLASS = 'nile-check-message'
const FIELD = '[class*="ControlContainer"]'
const HOLDER = `${FIELD}, [class*="ListItem"]`
/** The field or list item directly holding `element`; null at the top of the form. */
const holder = (element: Element) => element.parentElement?.closest(HOLDER) ?? null

function fieldsAlong(path: string, form: Element): Element[] {
  const chain: Element[] = []
  let scope: Element | null = null
  for (const segment of path.match(/[^.[\]]+/g) ?? []) {
    const next: Element | undefined = /^\d+$/.test(segment)
      ? [...(scope ?? form).querySelectorAll('[class*="ListItem"]')].filter((item) => holder(item) === scope)[Number(segment)]
      : [...form.querySelectorAll(`label[for^="${segment}-field-"]`)]
          .map((label) => label.closest(FIELD))
          .find((field): field is Element => Boolean(field) && holder(field!) === scope)
    if (!next) break
    chain.push(next)
    scope = next
  }
  return chain
}

/** The problems of the entry being edited, as the check last gave them. */
let lastProblems: Problem[] = []
/** Its fields as Decap's configuration has them (a List of Maps), for the labels messages start with. */
let entryFields: Immutable | undefined
/**
 * A new entry's problems wait for the editor: a field's show once the editor has left it,
 * all of them once the editor has tried to save. An entry read from its file shows all at once.
 */
const attention = { newEntry: false, saveTried: false, left: new Set<string>() }
/** Called when more of a new entry's problems are to be shown (the preview pane lists them too). */
const attentionChanged = new Set<() => void>()
function payAttention(change: () => void) {
  change()
  placeMessages()
  for (const listener of attentionChanged) listener()
}

function showProblems(problems: Problem[]) {
  lastProblems = problems
  placeMessages()
}
/** A new entry in the editor (or none): no message of the one before is left. */
function startEntry(newEntry: boolean, fields?: Immutable) {
  Object.assign(attention, { newEntry, saveTried: false })
  attention.left.clear()
  entryFields = fields
  showProblems([])
}
const topField = (path: string) => /^[^.[]*/.exec(path)![0]
const isShown = (problem: Problem) =>
  !attention.newEntry || attention.saveTried || (problem.field !== undefined && attention.left.has(topField(problem.field)))

/** The label of a field path (sections[0].heading → "Heading"), from the entry's fields. */
function labelOf(path: string): string | undefined {
  let candidates: Immutable[] = entryFields?.toArray() ?? []
  let label: string | undefined
  for (const segment of path.match(/[^.[\]]+/g) ?? []) {
    if (/^\d+$/.test(segment)) continue
    const field = candidates.find((candidate) => candidate.get('name') === segment)
    if (!field) return label
    label = field.get('label') ?? segment
    candidates = [
      ...(field.get('fields')?.toArray() ?? []),
      ...(field.get('field') ? [field.get('field')] : []),
      ...((field.get('types')?.toArray() ?? []) as Immutable[]).flatMap((type) => type.get('fields')?.toArray() ?? []),
    ]
  }
  return label
}

/** What the check says (`is empty: write some text here`) as a sentence about its field. */
const SAYS_OF_FIELD = /^(is|are|must|should|needs|has|does|can|could|sample)\b/
function formText(problem: Problem): string {
  const label = problem.field && problem.field !== 'body' ? labelOf(problem.field) : undefined
  const sentence = label && SAYS_OF_FIELD.test(problem.message) ? `${label} ${problem.message}` : problem.message
  const words = problem.quote ? `In “${problem.quote}”: ${sentence}` : sentence
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function placeMessages() {
  const form = document.querySelector('[class*="ControlPaneContainer"]')
  if (!form) return
  const shown = lastProblems.filter(isShown)
  // The quote too: the check's line names the place, and a line still being typed stays at its place.
  const keyOf = (problem: Problem, index: number) => `${index}:${problem.check}:${problem.quote ?? ''}`
  shown.forEach((problem, index) => {
    const key = keyOf(problem, index)
    const target = problem.field
      ? fieldsAlong(problem.field, form)
          .reverse()
          .find((element) => element.checkVisibility())
      : undefined
    const placed = document.querySelector(`.${MESSAGE_CLASS}[data-key="${CSS.escape(key)}"]`)
    if (!placed || placed.parentElement !== (target ?? form)) {
      placed?.remove()
      const element = message(problem, key)
      const anchor = target?.querySelector(':scope > [class*="NestedObjectLabel"], :scope > [class*="ControlTopbar"], :scope > label')
      if (anchor) anchor.after(element)
      else (target ?? form).prepend(element)
    }
    // Decap's own "is required" (PLAIN_WORDS below) is not said beside the check's error too:
    // the check's says why, in the words of npm run check.
    if (problem.error && target)
      for (const decapSays of target.querySelectorAll('[class*="ControlTopbar"] > ul > li')) {
        const own = decapSays.closest(FIELD) === target || decapSays.textContent === formText(problem)
        if (own && (decapSays as HTMLElement).style.display !== 'none') (decapSays as HTMLElement).style.display = 'none'
      }
  })
  const keys = new Set(shown.map(keyOf))
  for (const old of document.querySelectorAll(`.${MESSAGE_CLASS}`)) if (!keys.has((old as HTMLElement).dataset.key!)) old.remove()
}
function message(problem: Problem, key: string): HTMLElement {
  const element = document.createElement('p')
  element.className = MESSAGE_CLASS
  element.setAttribute('role', problem.error ? 'alert' : 'status')
  element.dataset.key = key
  element.dataset.field = problem.field ?? ''
  // The line `npm run check` prints of it, for whoever wants the file's place.
  element.dataset.check = problem.check
  element.dataset.kind = problem.error ? 'error' : problem.info ? 'information' : 'warning'
  const [background, color] = problem.error ? ['#fde8e8', '#8a1c1c'] : problem.info ? ['#e8f1fd', '#1c3f8a'] : ['#fff7e0', '#6b4a00']
  element.style.cssText = `margin:4px 0 8px;padding:6px 10px;border-radius:4px;font-size:14px;line-height:1.4;background:${background};color:${color}`
  element.textContent = formText(problem)
  return element
}

// A field the editor leaves (focus moves out of it) shows its messages from then on.
document.addEventListener('focusout', (event) => {
  const form = document.querySelector('[class*="ControlPaneContainer"]')
  const left = event.target as Element
  if (!attention.newEntry || !form?.contains(left)) return
  let outermost = left.closest(FIELD)
  while (outermost?.parentElement?.closest(FIELD)) outermost = outermost.parentElement.closest(FIELD)
  const name = outermost
    ?.querySelector('label[for]')
    ?.getAttribute('for')
    ?.replace(/-field-\d+$/, '')
  if (name && !attention.left.has(name)) payAttention(() => attention.left.add(name))
})
// A click on Publish or Save (Decap's own check of required fields may stop the save before ours runs).
document.addEventListener(
  'click',
  (event) => {
    const button = (event.target as Element).closest('button, [role="button"], [role="menuitem"]')
    if (!attention.newEntry || attention.saveTried || !button || !/publish|save/i.test(button.textContent ?? '')) return
    payAttention(() => (attention.saveTried = true))
  },
  true,
)
// Decap re-renders the form as the editor types and opens blocks: place the messages again.
let placing = 0
new MutationObserver(() => {
  if (!lastProblems.length || placing) return
  placing = requestAnimationFrame(() => {
    placeMessages()
    placing = 0
  })
  // Opening or closing a block changes classes and styles only.
}).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style'] })

/** How long the preview waits before asking again after a failed check. */
const RETRY_MS = 1000
/** At most how long the preview waits, while the editor types, between one made and the next. */
const PAUSE_MS = 100

/**
 * The preview pane: the real page, made in the browser from the unsaved entry by the site's
 * pipeline and components (cms/browserCheck/), with the check's problems over it. A page
 * with errors cannot be made, so the pane keeps the last page it could show, and the
 * problems that stop this one over it.
 */
const Preview = decap.createClass({
  getInitialState: () => ({ problems: [], text: '' }),
  componentDidMount() {
    startEntry(Boolean(this.props.entry.get('newRecord')), this.props.fields)
    this.onAttention = () => this.forceUpdate()
    attentionChanged.add(this.onAttention)
    this.refresh()
  },
  componentDidUpdate() {
    entryFields = this.props.fields
    this.showBody()
    // Asked as soon as Decap has rendered the change (no task of its own to wait for): the
    // preview follows each keystroke. A retry's timer gives way to it.
    clearTimeout(this.timer)
    this.due = true
    queueMicrotask(() => {
      if (!this.due) return
      this.due = false
      void this.refresh()
    })
  },
  /** Each page after the first goes into the frame already showing one: no reload, the scroll kept. */
  showBody() {
    const root = this.frame?.contentDocument?.getElementById(PAGE_ROOT)
    if (!root || this.state.body === undefined || this.frameBody === this.state.body) return
    showPage(root, this.state.body)
    this.frameBody = this.state.body
  },
  componentWillUnmount() {
    clearTimeout(this.timer)
    this.due = false
    // A check still on its way belongs to this entry: its answer is dropped.
    this.asked = (this.asked ?? 0) + 1
    attentionChanged.delete(this.onAttention)
    startEntry(false)
  },
  async refresh() {
    // Whatever goes wrong here, the pane says so and tries again: a preview that stopped
    // at an older state without a word would mislead the editor.
    try {
      await this.preview()
    } catch (error) {
      this.setState({ failure: `The preview could not be made (${(error as Error).message}); trying again.` })
      this.due = false
      clearTimeout(this.timer)
      this.timer = setTimeout(() => this.refresh(), RETRY_MS)
    }
  },
  async preview() {
    // One preview at a time, of the entry as it is when it starts: keys typed meanwhile are
    // previewed together once it answers (its setState asks again, componentDidUpdate), so
    // the worker never falls behind the editor. Decap's data changes (a new Map) with every edit.
    const data = this.props.entry.get('data')
    if (this.making || data === this.made) return
    // Still typing (keys came while the last one was made): a pause first, which takes in
    // more keys and leaves the editor's thread a share of the processor on a busy machine.
    const pause = (this.typingUntil ?? 0) - performance.now()
    if (pause > 0) {
      clearTimeout(this.timer)
      this.timer = setTimeout(() => this.refresh(), pause)
      return
    }
    this.making = true
    this.asked = (this.asked ?? 0) + 1
    const asked = this.asked
    const started = performance.now()
    let answer: Awaited<ReturnType<typeof browserPreview>>
    try {
      answer = await browserPreview(entryFile(this.props.entry, this.props.collection), this.props.entry.get('mediaFiles')?.toJS() ?? [])
    } finally {
      this.making = false
    }
    if (asked !== this.asked) return
    const took = performance.now() - started
    this.typingUntil = this.props.entry.get('data') === data ? 0 : performance.now() + Math.min(took / 2, PAUSE_MS)
    this.made = data
    const { text } = answer
    showProblems(answer.problems)
    const canShow = answer.body !== undefined && !answer.problems.some((problem) => problem.error)
    const shown = canShow ? { body: answer.body, route: answer.route } : {}
    // The first page is the frame's document; later ones replace what its root holds (showBody).
    const frameDocument = this.state.frameDocument ?? (canShow ? answer.url : undefined)
    this.setState({ ...shown, frameDocument, problems: answer.problems, text, failure: undefined })
  },
  render() {
    const h = decap.h
    const shown: Problem[] = this.state.problems.filter(isShown)
    const waiting = !this.state.frameDocument && this.state.problems.some((problem: Problem) => problem.error)
    return h(
      'div',
      { style: { position: 'relative', font: '14px/1.4 system-ui' } },
      this.state.failure ? h('p', { role: 'status', style: { margin: 0, padding: '8px' } }, this.state.failure) : null,
      waiting
        ? h('p', { style: { margin: 0, padding: '16px', color: '#444' } }, 'The page shows here once the fields it needs are filled in.')
        : null,
      shown.length
        ? h(
            'ul',
            {
              'aria-label': 'Problems in this page',
              style: {
                ...(this.state.frameDocument && {
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  maxHeight: '50vh',
                  overflow: 'auto',
                  zIndex: 1,
                }),
                margin: 0,
                padding: '8px 12px 8px 32px',
                background: 'rgba(253, 232, 232, 0.96)',
                color: '#8a1c1c',
                boxShadow: '0 2px 8px rgba(0, 0, 0, 0.2)',
              },
            },
            shown.map((problem, index) =>
              h('li', { key: index, 'data-kind': problem.error ? 'error' : problem.info ? 'information' : 'warning' }, formText(problem)),
            ),
          )
        : null,
      this.state.frameDocument
        ? h('iframe', {
            ref: (frame: HTMLIFrameElement | null) => (this.frame = frame),
            // The page's own document (cms/browserCheck/client.ts). It is of /admin's origin, where the
            // editor's GitHub token lives: no script runs in it, whatever an entry holds (its own origin
            // kept, for the site's fonts and styles, and for showBody).
            srcDoc: this.state.frameDocument,
            sandbox: 'allow-same-origin',
            onLoad: () => {
              this.frameBody = undefined
              this.showBody()
            },
            title: 'Preview of the page',
            'data-route': this.state.route,
            style: { border: 0, width: '100%', height: '100vh', display: 'block' },
          })
        : null,
    )
  },
})

/**
 * The end of a new entry's address. Left empty, it is made from the title when the entry
 * is first saved (the preSave listener below); an address that is taken is refused then.
 * (Decap does not re-render a field when another one changes, so it cannot follow the
 * title as it is typed: the field says what it will be instead.)
 */
const AddressControl = decap.createClass({
  isValid() {
    const { value, entry } = this.props
    if (!entry.get('newRecord') || !value || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) return true
    return { error: { message: 'Write the address in lowercase letters and digits, words joined by single hyphens, e.g. data-analytics.' } }
  },
  render() {
    const h = decap.h
    const { forID, value, onChange, entry, field, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
    const prefix = field.get('prefix') ?? '/'
    if (!entry.get('newRecord')) return h('p', { id: forID, className: classNameWrapper }, `${prefix}${entry.get('slug')}`)
    return h(
      'div',
      { className: classNameWrapper, style: { display: 'flex', alignItems: 'center' } },
      h('span', { style: { color: '#555' } }, prefix),
      h('input', {
        id: forID,
        value: value ?? '',
        placeholder: 'made from the title when you save',
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
        style: { flex: 1, font: 'inherit', border: 0, background: 'transparent' },
        onChange: (event: Event) => onChange((event.target as HTMLInputElement).value),
      }),
    )
  },
})
decap.CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: Immutable & { get(key: 'data'): Immutable & { set(key: string, value: string): unknown } } }) => {
    const data = entry.get('data')
    if (!entry.get('newRecord') || data.get(ADDRESS) || !data.get('title')) return data
    return data.set(ADDRESS, slugOf(String(data.get('title'))))
  },
})

/** Decap's question before the editor closes with unsaved changes (its `onLeavePage`). */
const LEAVE_WORDS = 'Leave this page? Your changes to it are not saved yet.'

/**
 * Decap's own messages in the form's words: a required field says what the check says of a
 * missing one (pipeline/report.ts, formMessage), and a refused save shows only its reason.
 */
const PLAIN_WORDS = {
  editor: {
    editorControlPane: { widget: { required: '%{fieldLabel} is required: fill it in' } },
    editor: { onLeavePage: LEAVE_WORDS },
    // Deleting a published page would change the site at once, with no review: cms/deletions.ts.
    editorToolbar: { deletePublishedEntry: TAKE_OFF, unpublish: TAKE_OFF },
  },
  ui: {
    toast: {
      onFailToPersist: '%{details}',
      missingRequiredField: 'Not saved: fill in the fields marked in red first.',
    },
  },
}
function withWords(phrases: Record<string, any>, words: Record<string, any>): Record<string, any> {
  const merged = { ...phrases }
  for (const [key, value] of Object.entries(words))
    merged[key] = typeof value === 'string' ? value : withWords((phrases[key] ?? {}) as Record<string, any>, value)
  return merged
}
decap.CMS.registerLocale('en', withWords(decap.CMS.getLocale('en') ?? {}, PLAIN_WORDS))

/** A new entry's first save: Decap goes from /new to this address itself, once saved. */
let justSaved: { address: string; at: number } | undefined
/** The editor has said to leave the entry, unsaved changes and all: Decap does not ask again. */
let leaveAgreed = false
/** A move back to the entry the form shows, made here: not the editor's. */
let returning: string | undefined

/**
 * Decap asks before the editor closes while it believes there are unsaved changes, and it
 * believes so from the props of its last render: the first save of a new entry ends with
 * Decap moving from /new to the entry's address before it has rendered the save (a
 * `replace`, which its exception for that move, written for `push`, does not cover), so
 * every first save asked "leave this page?", and Cancel left the address at /new. The
 * question is asked only when Decap's state has unsaved changes (cms/decapStore.ts), and
 * once when this page has asked it already.
 */
const ask = window.confirm.bind(window)
window.confirm = (message?: string) => {
  if (message === LEAVE_WORDS) {
    if (entryHasUnsavedChanges() === false) return true
    if (leaveAgreed) return true
  }
  return ask(message)
}

/**
 * Decap keeps its editor when the address goes from one entry to another (a typed address,
 * a bookmark, the back button) and never loads the second entry: the form mixes the two.
 * Such a change asks first if the form has unsaved changes; kept, the address goes back to
 * the entry the form shows. Otherwise it goes through the collection's list (where Decap
 * closes the editor), then on to the entry, which Decap opens afresh. The form, the top bar
 * and the address always show one entry. Registered before Decap's router (CMS.init,
 * below), so this listener runs first.
 */
const EDITOR_ADDRESS = /^#\/collections\/([^/?]+)\/(entries\/[^?]+|new)/
window.addEventListener('hashchange', (event) => {
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
  const list = `#/collections/${after[1]}`
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
})

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

// Decap logs a refused save or delete as an error: the editor has been told why, in words; nothing went wrong.
const logError = console.error.bind(console)
console.error = (...args: unknown[]) => {
  if (args.length === 1 && (args[0] instanceof NotSaved || args[0] instanceof Refused)) return
  logError(...args)
}

// Decap leaves a refused save's rejection unhandled (the action it dispatched, or nothing
// for a required field left empty): the toast has said why, so it is not an error as well.
let saveClicked = 0
document.addEventListener(
  'click',
  (event) => {
    if ((event.target as Element).closest?.('[class*="ToolbarContainer"]')) saveClicked = Date.now()
  },
  true,
)
window.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason as { type?: unknown } | undefined
  const decapsFailure = typeof reason?.type === 'string' && /^(UNPUBLISHED_)?ENTRY_(PERSIST|DELETE)_FAILURE$/.test(reason.type)
  if (decapsFailure || (reason === undefined && Date.now() - saveClicked < 10_000)) event.preventDefault()
})

decap.CMS.registerWidget('address', AddressControl)
registerWidgets(decap.CMS)
fitPhones()
registerMediaLibrary(decap.CMS)

// The configuration is fetched once, here, and handed to Decap (manual init: frame-guard.js
// sets CMS_MANUAL_INIT), with a preview for every collection and every file of the files collections.
loadConfig()
  .then((config) => {
    knowEntries(config.collections as Parameters<typeof knowEntries>[0], (path) => originals.get(path))
    for (const collection of config.collections) {
      decap.CMS.registerPreviewTemplate(collection.name, Preview)
      for (const file of collection.files ?? []) decap.CMS.registerPreviewTemplate(file.name, Preview)
    }
    decap.CMS.init({ config })
  })
  .catch((error) => {
    document.body.textContent = `The content manager could not load its settings (${(error as Error).message}). Reload the page.`
  })
