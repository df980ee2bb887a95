/**
 * Ctrl+Z (⌘Z) goes on across the switch between Rich Text and Markdown.
 *
 * Decap's text field (decap-cms-widget-markdown's MarkdownControl) makes a new Slate editor
 * for each mode when the switch is turned, and each starts with no history: after a switch,
 * Ctrl+Z undid nothing, whatever was typed before it. Here, as the switch turns, the editor
 * being left is kept (its mode, text, selection and history), and:
 * - turned back with nothing changed meanwhile, the editor of that mode gets its text and
 *   history again: Ctrl+Z undoes what was typed before the two switches;
 * - once Ctrl+Z has nothing left to undo in a mode, it undoes the switch itself: the text
 *   goes back to the mode it was switched from, as it was then, with that mode's history,
 *   and the next Ctrl+Z goes on there, even pressed before that text has the focus.
 * The text and history are given to the new editor through its own operations (slateEditor.ts).
 */
import { richTextEditorAt, type SlateEditor, type SlateNode, type SlateRange } from './slateEditor.js'

// biome-ignore lint/suspicious/noExplicitAny: Decap's control instance is untyped here.
type Untyped = any
type Mode = 'rich_text' | 'raw'
type History = { undos: unknown[]; redos: unknown[] }
type HistoryEditor = SlateEditor & { history: History; undo(): void }

/** An editor left by a switch: what it showed, and its history. */
type Session = { mode: Mode; children: SlateNode[]; selection: SlateRange | null; history: History }

/** What the wrapped MarkdownControl instance has (decap-cms-widget-markdown/src/MarkdownControl/index.js). */
type Control = {
  state: { mode: Mode }
  /** Its editor's wrapper (`.cms-editor-visual` or `.cms-editor-raw`). */
  ref?: HTMLElement | null
  handleMode(mode: Mode): void
  nileSessions?: Session[]
  nileRestore?: Session
  nileSwitch?: (mode: Mode) => void
} & Record<string, Untyped>

type Cms = { getWidget(name: string): { control?: { prototype: Record<string, Untyped> } } | undefined }

const controls = new Set<Control>()

const isHistoryEditor = (editor: SlateEditor): editor is HistoryEditor =>
  Array.isArray((editor as HistoryEditor).history?.undos) &&
  Array.isArray((editor as HistoryEditor).history?.redos) &&
  typeof (editor as HistoryEditor).undo === 'function'

/** The Slate editor a control shows now. */
function editorOf(control: Control): HistoryEditor | undefined {
  const editable = control.ref?.querySelector('[data-slate-editor="true"]') ?? null
  const editor = (richTextEditorAt(editable) ?? richTextEditorAt(editable, 'raw'))?.editor
  return editor && isHistoryEditor(editor) ? editor : undefined
}

/** The switch is turning: the editor being left is kept, or, turned back with nothing changed, the earlier one given back. */
function leaving(control: Control, to: Mode) {
  const editor = editorOf(control)
  control.nileSessions ??= []
  const sessions = control.nileSessions
  if (!editor) return
  const last = sessions.at(-1)
  if (!editor.history.undos.length && last?.mode === to) {
    sessions.pop()
    control.nileRestore = last
    return
  }
  sessions.push({
    mode: control.state.mode,
    children: editor.children,
    selection: editor.selection,
    history: { undos: [...editor.history.undos], redos: [...editor.history.redos] },
  })
}

/** The new editor shows the kept text, its selection, and goes on with its history. */
function restore(editor: HistoryEditor, session: Session) {
  editor.withoutNormalizing(() => {
    for (let index = editor.children.length - 1; index >= 0; index--) editor.removeNodes({ at: [index] })
    // A copy: the kept nodes stay as the history's operations knew them.
    editor.insertNodes(structuredClone(session.children), { at: [0] })
  })
  if (session.selection) editor.select(session.selection)
  editor.history = { undos: session.history.undos, redos: session.history.redos }
}

/**
 * The text whose switch Ctrl+Z has just undone, until its new editor has the focus. The editor
 * left had it, and slate-react gives it to the new one 10 ms or more later (a timer, while
 * Slate applies the kept text): a second Ctrl+Z pressed meanwhile reached no editor and undid
 * nothing.
 */
let awaitingFocus: Control | undefined

const isUndoKey = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey
const focusNowhere = () => !document.activeElement || document.activeElement === document.body

/**
 * Ctrl+Z in an editor with nothing left to undo, after a switch: the switch is undone. Pressed
 * while the text just switched back has not yet got the focus, it acts there all the same.
 */
function undoSwitch(event: KeyboardEvent) {
  if (!isUndoKey(event)) return
  const found = richTextEditorAt(event.target) ?? richTextEditorAt(event.target, 'raw')
  const control = found
    ? [...controls].find((candidate) => candidate.ref?.contains(found.element))
    : focusNowhere()
      ? awaitingFocus
      : undefined
  const editor = control && editorOf(control)
  if (!control || !editor) return
  if (editor.history.undos.length) {
    // In the editor, Slate's own Ctrl+Z undoes; before it has the focus, it is done here.
    if (found) return
    event.preventDefault()
    editor.undo()
    return
  }
  const session = control.nileSessions?.at(-1)
  if (!session || !control.nileSwitch) return
  event.preventDefault()
  event.stopImmediatePropagation()
  control.nileSessions!.pop()
  control.nileRestore = session
  awaitingFocus = control
  control.nileSwitch(session.mode)
}

/** The text switched back has the focus (or another field took it): keys go where the focus is again. */
function focusArrived() {
  awaitingFocus = undefined
}

export function undoableModeSwitch(cms: Cms): void {
  const prototype = cms.getWidget('markdown')?.control?.prototype
  if (!prototype || typeof prototype.render !== 'function') return
  const { render, componentDidMount, componentDidUpdate, componentWillUnmount } = prototype
  prototype.render = function (this: Control) {
    // handleMode is an instance's own (an arrow function): wrapped once, before the first render hands it to the editors.
    if (!this.nileSwitch) {
      const handleMode = this.handleMode
      this.nileSwitch = handleMode
      this.handleMode = (mode: Mode) => {
        leaving(this, mode)
        handleMode(mode)
      }
    }
    return render.call(this)
  }
  prototype.componentDidMount = function (this: Control, ...args: unknown[]) {
    componentDidMount?.apply(this, args)
    controls.add(this)
  }
  // After the switch, the new editor is drawn: it gets the kept text and history before it takes the focus (an effect of its own).
  prototype.componentDidUpdate = function (this: Control, ...args: unknown[]) {
    componentDidUpdate?.apply(this, args)
    const session = this.nileRestore
    const editor = session?.mode === this.state.mode ? editorOf(this) : undefined
    if (session && editor) {
      this.nileRestore = undefined
      restore(editor, session)
    }
  }
  prototype.componentWillUnmount = function (this: Control, ...args: unknown[]) {
    componentWillUnmount?.apply(this, args)
    controls.delete(this)
  }
  window.addEventListener('keydown', undoSwitch, true)
  window.addEventListener('focusin', focusArrived, true)
}
