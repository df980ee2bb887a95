// The preview pane: the real page, made in the browser from the unsaved entry as each key is typed, with the check's problems over it.
import { browserPreview, PAGE_ROOT, showPage } from './browserCheck/client.js'
import { decap, type Immutable } from './decap.js'
import { ADDRESS, slugOf } from './addressField.js'
import { originalText } from './backend.js'
import { attentionChanged, formText, isShown, type Problem, setEntryFields, showProblems, startEntry } from './fieldMessages.js'

/**
 * The file an entry would be saved as: its path, Decap's data and the original it is written
 * into in place (by the preview's worker: cms/entryText.ts).
 */
function entryFile(entry: Immutable, collection: Immutable): { path: string; data: Record<string, unknown>; original?: string } {
  const data = entry.get('data').toJS() as Record<string, unknown>
  const folder = collection.get('folder') as string | undefined
  const path: string = entry.get('path') || `${folder}/${data[ADDRESS] || slugOf(String(data.title ?? '')) || 'new'}.md`
  return { path, data, original: originalText(path) }
}

/** How long the preview waits before asking again after a failed check. */
const RETRY_MS = 1000
/**
 * At most how long the preview waits, while the editor types, between one made and the next
 * (on a busy two-core machine a preview takes 150 ms and more: 100 ms let it run beside
 * every other key).
 */
const PAUSE_MS = 300

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
    setEntryFields(this.props.fields)
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
    // Still typing (keys came while the last one was made): a pause as long as that one took
    // (at most PAUSE_MS), which takes in more keys and leaves the editor's thread at least half
    // of the processor (half the pause: typing with the preview shown took 1.3× its time hidden).
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
    this.typingUntil = this.props.entry.get('data') === data ? 0 : performance.now() + Math.min(took, PAUSE_MS)
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
      shown.length ? problemList(shown, Boolean(this.state.frameDocument)) : null,
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

/** The problems the editor is to see, over the page when there is one (else in its place). */
function problemList(shown: Problem[], overPage: boolean) {
  const h = decap.h
  return h(
    'ul',
    {
      'aria-label': 'Problems in this page',
      style: {
        ...(overPage && {
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
}

/** A preview for every collection and every file of the files collections. */
export function registerPreviews(collections: { name: string; files?: { name: string }[] }[]): void {
  for (const collection of collections) {
    decap.CMS.registerPreviewTemplate(collection.name, Preview)
    for (const file of collection.files ?? []) decap.CMS.registerPreviewTemplate(file.name, Preview)
  }
}
