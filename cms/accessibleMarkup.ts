/**
 * Decap's markup, mended for every editor (issue 56, item 1): axe-core's WCAG 2.1 A and AA
 * rules find nothing on the screens of /admin (tests/browser/cms/accessibility.ts on npm run
 * cms, tests/browser/cmsPublished.test.ts on the published /admin). Decap 3.16 has no option
 * or theme for any of it, so the mends are made from our side, each small and named after the
 * axe rule it answers:
 * - a MutationObserver gives the elements Decap renders what they lack (a name, a state, a
 *   title), the moment React puts them in the page or changes them, and only when they lack it;
 * - a stylesheet darkens the colours of Decap's own components that are too light to read
 *   (emotion classes hold their component's name, css-1a2b3c-AppHeaderButton: the rules name
 *   those, never a hash, as cms/phoneLayout.ts does).
 * A Decap upgrade that renders other markup fails those tests, naming the rule and the element.
 */

const STYLE = `
/* color-contrast: Decap's grey (#798291, 3.9:1 on white, 3.4:1 on its grey panels) made #555e6c
   (6.6:1, 5.8:1); its blue (#3a69c7, 3.9:1 on the grey of the text's toolbar) #2a4f99. */
[class*="-AppHeaderButton"]:not([aria-current="page"]):not(:hover),
[class*="-AppHeaderTestRepoIndicator"],
[class*="-SidebarNavLink"]:not([aria-current="page"]):not(:hover),
[class*="-StyledDropdownButton"][class*="grayText"],
[class*="-ToolbarToggle"] > span,
[class*="-WorkflowTopDescription"],
[class*="-ColumnCount"],
[class*="-CardDateContainer"],
[class*="-CardBody"] { color: #555e6c !important; }
/* The Rich Text / Markdown labels: the one in use blue, as Decap shows it. */
[class*="-ToolbarToggle"] > span:has(+ [role="switch"]:not([aria-checked="true"])),
[class*="-ToolbarToggle"] > [role="switch"][aria-checked="true"] + span { color: #2a4f99 !important; }
/* Decap's plain menu buttons, white words on its grey (3.9:1: a list's Add, the Workflow's New Post): a darker grey. */
[class*="-StyledDropdownButton"][class$="-default-default-caret-caret-caretDown-caretDown"],
[class*="-StyledDropdownButton"][class*="-default-default-caret-caret-caretDown-caretDown "] { background-color: #555e6c !important; }
/* The site check's state in the top bar ("Site check not passed yet: look again"): Decap's button is
   disabled while it asks again and faded to 60 % (its blue at 2.5:1). Inactive controls are exempt from
   WCAG's contrast, so axe lets it pass, but the words are the editor's news of the check: readable grey (6.6:1). */
[class*="-RefreshPreviewButton"]:disabled { opacity: 1 !important; color: #555e6c !important; }
/* Links in the text editor. */
[data-slate-editor="true"] a, [data-slate-editor="true"] [class*="-StyledA"] { color: #2a4f99 !important; }
/* Red words on pale red or grey (Remove image, Unsaved Changes): #ff003b, 3.2:1, made #b3002a (5.7:1, 6.4:1). */
[class*="-FileWidgetButtonRemove"], [class*="-BackStatusChanged"] { color: #b3002a !important; }
/* The top bar's Publish (white on teal #17a2b8, 3.0:1) on Decap's darker teal (5.2:1), and the
   Status of a change in review (teal on pale teal, 2.7:1) in it (5.2:1). */
[class*="-PublishButton"] { background-color: #117888 !important; }
[class*="-StatusButton"] { color: #0d6f7d !important; }
/* Focus visible (WCAG 2.4.7; issue 56, item 2): Decap's text boxes and choice lists set outline: none
   and show the focus only by a border a shade bluer. A keyboard editor sees the ring the rest of
   /admin shows. A date box's calendar button (its last stop) leaves the box without :focus or :focus-visible. */
[class*="-ControlContainer"] :is(input, textarea):focus-visible:not([class*="-control"] input),
[class*="-ControlContainer"] input[type="date"]:focus-within,
[class*="-ControlContainer"] [class*="-control"]:focus-within { outline: 3px solid #1d4ed8 !important; outline-offset: 1px; }
/* Decap's notices (react-toastify) with white words: darker backgrounds (its red was 3.8:1). */
:root {
  --toastify-color-error: #b42318;
  --toastify-color-success: #1e7b34;
  --toastify-color-info: #1f6fb2;
  --toastify-color-warning: #8a5a00;
}
`

/** The words a field's label says ("Text (optional)"), for an element of its form that has none. */
function fieldLabel(element: Element): string | undefined {
  const label = element.closest('[class*="ControlContainer"]')?.querySelector('label')
  return label?.textContent?.replace(/\s+/g, ' ').trim() || undefined
}

const named = (element: Element) => element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')

/** Sets an attribute only when it differs: each change is a mutation this module observes. */
function set(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value)
}

/** The text editor (Slate's editable, a textbox): named after its field. */
function nameTextEditor(editable: Element) {
  // aria-input-field-name
  const label = fieldLabel(editable)
  if (label && !named(editable)) set(editable, 'aria-label', label)
}

/** The Rich Text / Markdown switch of the text's toolbar. */
function mendSwitch(control: Element) {
  // aria-required-attr: Decap's Toggle leaves aria-checked out until it is first switched (its state starts undefined: off).
  if (!control.hasAttribute('aria-checked')) control.setAttribute('aria-checked', 'false')
  // button-name: the words beside it are spans of their own; the switch is on in Markdown.
  if (!named(control) && !control.textContent?.trim() && control.closest('[class*="-ToolbarToggle"]'))
    set(control, 'aria-label', 'Markdown')
}

/**
 * The text's Headings and Add Component menus: a <button> inside react-aria-menubutton's
 * span role="button". nested-interactive: the button stays the one control (its name is its
 * title), with the menu's state; the span keeps its keyboard handling (the button's keys reach
 * it) and hands the focus back to the button when the menu closes.
 */
function mendMenuButton(wrapper: HTMLElement) {
  const button = wrapper.querySelector('button')
  if (!button) return
  if (wrapper.getAttribute('role') === 'button') {
    wrapper.removeAttribute('role')
    wrapper.setAttribute('tabindex', '-1')
    set(button, 'aria-haspopup', 'true')
    wrapper.addEventListener('focus', () => button.focus())
  }
  wrapper.removeAttribute('aria-haspopup')
  // React sets the span's aria-expanded again as the menu opens and closes: it moves to the button.
  const expanded = wrapper.getAttribute('aria-expanded')
  if (expanded !== null) {
    set(button, 'aria-expanded', expanded)
    wrapper.removeAttribute('aria-expanded')
  }
}

/**
 * The drag handle of a list's item (dnd-kit's role="button"): aria-command-name. Named after
 * the item as the item's × is ("Remove the Hero block “…”": cms/fields/undoRemoval.ts), and
 * moved by the up and down arrow keys (Decap's list has no keyboard sensor; see moveByKey).
 */
function nameDragHandle(handle: Element) {
  // A sortable that shows words (a related article chosen, in its box) is named by them.
  if (handle.textContent?.trim() || (named(handle) && !handle.hasAttribute(MOVES))) return
  handle.setAttribute(MOVES, '')
  const remove = handle.parentElement?.querySelector(':scope > button:last-of-type')?.getAttribute('aria-label')
  const item = /^Remove (.+)$/.exec(remove ?? '')?.[1]
  const label = handle
    .closest('[class*="ListItem"]:not([class*="ListItemTopBar"])')
    ?.querySelector('[class*="NestedObjectLabel"]')
    ?.textContent?.trim()
  set(handle, 'aria-label', `Move ${item ?? (label ? `“${label}”` : 'this item')}`)
  set(handle, 'aria-describedby', MOVE_HELP)
}

const MOVE_HELP = 'nile-move-help'
/** Marks the handles named here: the only ones the arrow keys move. */
const MOVES = 'data-nile-moves'

/** What the drag handle's keys do, said once (dnd-kit's own words describe keys Decap does not give it). */
function moveHelp() {
  if (document.getElementById(MOVE_HELP)) return
  const help = document.createElement('div')
  help.id = MOVE_HELP
  help.hidden = true
  help.textContent = 'The up and down arrow keys move it, or drag it.'
  const said = document.createElement('div')
  said.id = MOVED
  said.setAttribute('role', 'status')
  said.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap'
  document.body.append(help, said)
}
const MOVED = 'nile-moved'

// ---------------------------------------------------------------------------------------
// Moving an item with the keyboard, through Decap's own list (decap-cms-widget-list's
// ListControl, found through React's fiber as cms/fields/slateEditor.ts finds Slate's editor).

type Fiber = { return: Fiber | null; stateNode: unknown; memoizedProps?: { id?: string } }
type SortableList = { state: { keys: string[] }; onSortEnd(move: { oldIndex: number; newIndex: number }): void }

const fiberOf = (element: Element): Fiber | undefined => {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'))
  return key ? (element as unknown as Record<string, Fiber>)[key] : undefined
}

/** The item's key (dnd-kit's id) and the list that holds it. */
function listOf(handle: Element): { key: string; list: SortableList } | undefined {
  let key: string | undefined
  for (let fiber = fiberOf(handle)?.return ?? null; fiber; fiber = fiber.return) {
    key ??= typeof fiber.memoizedProps?.id === 'string' ? fiber.memoizedProps.id : undefined
    const node = fiber.stateNode as Partial<SortableList> | null
    if (key && node && typeof node.onSortEnd === 'function' && Array.isArray(node.state?.keys)) return { key, list: node as SortableList }
  }
  return undefined
}

function moveByKey(event: KeyboardEvent) {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
  const handle = (event.target as Element | null)?.closest?.(`[${MOVES}]`)
  const found = handle && listOf(handle)
  if (!found) return
  const { key, list } = found
  const from = list.state.keys.indexOf(key)
  const to = from + (event.key === 'ArrowUp' ? -1 : 1)
  if (from < 0 || to < 0 || to >= list.state.keys.length) return
  event.preventDefault()
  const name = handle.getAttribute('aria-label')?.replace(/^Move /, '') ?? 'the item'
  list.onSortEnd({ oldIndex: from, newIndex: to })
  // React moved the item's elements: the focus goes back to its handle, and where it went is said.
  requestAnimationFrame(() => {
    const moved = [...document.querySelectorAll<HTMLElement>(`[${MOVES}]`)].find((candidate) => listOf(candidate)?.key === key)
    moved?.focus()
    const said = document.getElementById(MOVED)
    if (said) said.textContent = `Moved ${name} to place ${to + 1} of ${list.state.keys.length}.`
  })
}

// ---------------------------------------------------------------------------------------

const MENDS: [selector: string, mend: (element: HTMLElement) => void][] = [
  ['[data-slate-editor="true"][role="textbox"]', nameTextEditor],
  ['button[role="switch"]', mendSwitch],
  ['[aria-haspopup="true"]:has(> button), [aria-expanded]:has(> button[aria-haspopup])', mendMenuButton],
  ['[aria-roledescription="sortable"][role="button"]', nameDragHandle],
  // aria-required-parent, aria-required-children, list: react-aria-menubutton's menu holds its items in a
  // <ul> (Decap's DropdownList); the list is the menu's layout only.
  ['[role="menu"] > ul:not([role])', (list) => list.setAttribute('role', 'none')],
  // frame-title: Decap's preview pane (our page's own frame inside it is "Preview of the page": cms/preview.ts).
  ['iframe#preview-pane:not([title])', (frame) => frame.setAttribute('title', 'Preview pane')],
]
const ALL = MENDS.map(([selector]) => selector).join(', ')

function mendAll() {
  for (const element of document.querySelectorAll<HTMLElement>(ALL))
    for (const [selector, mend] of MENDS) if (element.matches(selector)) mend(element)
}

/** Mends /admin's markup as Decap renders it (registered by cms/admin.ts). */
export function mendDecapMarkup(): void {
  if (document.getElementById('nile-accessible-markup')) return
  const style = document.createElement('style')
  style.id = 'nile-accessible-markup'
  style.textContent = STYLE
  document.head.append(style)
  moveHelp()
  document.addEventListener('keydown', moveByKey, true)
  // One pass over the page per batch of changes, before the browser draws or a test reads it.
  new MutationObserver(mendAll).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-expanded', 'aria-label', 'aria-checked', 'role'],
  })
  mendAll()
}
