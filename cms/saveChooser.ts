/**
 * Where two editors changed the same lines of a page (cms/otherSaves.ts), the editor who
 * saves second chooses, and nothing is written until they do: a modal dialog
 * (role=alertdialog) shows, for each place, the text there now ("saved by someone else")
 * beside their own (stacked on a phone), and three choices:
 * - Keep mine: their own text at those lines (the save goes on, through the check as any save);
 * - Keep theirs: the other's text at those lines, their own other changes kept (likewise);
 * - Copy mine and reload: their text of those places goes to the clipboard, nothing is
 *   written, and the entry opens again as it is now, for them to make the change again.
 * Escape (or leaving the entry) closes it: nothing is written, the form keeps their changes.
 * Focus goes into the dialog as it opens and back to the top bar's Save/Publish button after.
 */
import { discardDraft } from './decapStore.js'
import type { ConflictPlace, Side } from './mergeSave.js'
import { NotSaved } from './saveCheck.js'

const ID = 'nile-save-chooser'
const STYLE = `
#${ID} { width: min(960px, calc(100vw - 16px)); max-width: none; max-height: calc(100dvh - 16px); box-sizing: border-box; margin: auto;
  padding: 16px 20px; border: 0; border-radius: 8px; box-shadow: 0 8px 32px #0005; font: 15px/1.45 system-ui, sans-serif; color: #1f2933; background: #fff; }
dialog#${ID}::backdrop { background: rgb(0 0 0 / 45%); }
#${ID} h2 { margin: 0 0 6px; font-size: 19px; font-weight: 700; color: #8a1c1c; }
#${ID} h3 { margin: 14px 0 6px; font-size: 15px; font-weight: 700; }
#${ID} p { margin: 0 0 8px; }
#${ID} .sides { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr)); gap: 10px; }
#${ID} .side { margin: 0; min-width: 0; }
#${ID} .side > div { font-weight: 600; margin-bottom: 2px; }
#${ID} pre { margin: 0; padding: 8px 10px; max-height: 40vh; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere;
  border-radius: 4px; font: 14px/1.4 ui-monospace, monospace; }
#${ID} .theirs pre { background: #eef2ff; border-left: 4px solid #4a5bd4; }
#${ID} .yours pre { background: #fdf3e1; border-left: 4px solid #c27c0e; }
#${ID} mark { background: #ffd75e; color: inherit; border-radius: 2px; box-shadow: 0 0 0 1px #e0b020; }
#${ID} .choices { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 16px; }
#${ID} .choice { flex: 1 1 220px; display: flex; flex-direction: column; gap: 4px; font-size: 13px; color: #52606d; }
#${ID} button { font: inherit; font-size: 15px; font-weight: 600; padding: 8px 14px; border-radius: 5px; cursor: pointer;
  border: 2px solid #3a69c7; background: #3a69c7; color: #fff; }
#${ID} button.quiet { background: #fff; color: #3a69c7; }
#${ID} button:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
`

/** The dialog's words, in the order the editor reads them. */
const WORDS = {
  title: 'You both changed the same lines: choose what to keep',
  lead: 'Since you opened this page, someone else saved a change to lines you changed too. Nothing has been saved yet. Choose which text to keep there; all your other changes, and all of theirs, are kept either way.',
  theirs: 'Saved by someone else (in the page now)',
  yours: 'Yours (not saved yet)',
  removed: '(these lines were removed)',
  choices: [
    ['yours', 'Keep mine', 'Your text replaces theirs at these lines, then the page is saved.'],
    ['theirs', 'Keep theirs', 'Their text stays at these lines; your other changes are saved.'],
    [
      'copy',
      'Copy mine and reload',
      'Nothing is saved: your text of these lines is copied, and the page opens again as it is now, to make your change there.',
    ],
  ],
  escape: 'Esc closes this without saving; your changes stay in the form.',
} as const

const CLOSED = 'Not saved: nothing was written, and your changes are still in the form. Save again to choose what to keep.'
const COPIED =
  'Not saved: your text of the lines you both changed is copied. The page now opens as it is, with theirs: paste yours where you want it and save.'
const NOT_COPIED =
  'Not saved: your text could not be copied (the browser did not allow it), so the page was not reloaded. Copy it from the form yourself, then reload the page.'

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  if (text !== undefined) made.textContent = text
  if (className) made.className = className
  return made
}

/**
 * A side's text with the words where it differs from the other's marked, so that a change
 * at the end of a long paragraph is seen at a glance: the span between the first and last
 * difference, widened to whole words.
 */
function marked(text: string, other: string): (string | HTMLElement)[] {
  let start = 0
  while (start < text.length && start < other.length && text[start] === other[start]) start++
  let end = 0
  while (end < text.length - start && end < other.length - start && text.at(-1 - end) === other.at(-1 - end)) end++
  while (start > 0 && !/\s/.test(text[start - 1])) start--
  while (end > 0 && !/\s/.test(text.at(-end) ?? '')) end--
  const middle = text.slice(start, text.length - end)
  return middle.trim() ? [text.slice(0, start), element('mark', middle), text.slice(text.length - end)] : [text]
}

/** One place both changed: its two texts side by side. */
function placeView(place: ConflictPlace, index: number, count: number): HTMLElement {
  const section = element('section')
  const name = count > 1 ? `Place ${index + 1} of ${count}, from line ${place.line}` : `From line ${place.line}`
  const sides = element('div', undefined, 'sides')
  for (const [side, label] of [
    ['theirs', WORDS.theirs],
    ['yours', WORDS.yours],
  ] as const) {
    const figure = element('figure', undefined, `side ${side}`)
    const other = place[side === 'yours' ? 'theirs' : 'yours']
    const pre = element('pre')
    pre.append(...(place[side] ? marked(place[side], other) : [WORDS.removed]))
    figure.append(element('div', label), pre)
    sides.append(figure)
  }
  section.append(element('h3', name), sides)
  return section
}

/**
 * Asks the editor which side the places both changed keep: 'yours' or 'theirs'. Rejected
 * (NotSaved, in the words of the top bar's message) when they copy their own text and
 * reload, or close the dialog.
 */
export function chooseSide(places: ConflictPlace[]): Promise<Side> {
  document.getElementById(ID)?.remove()
  if (!document.getElementById(`${ID}-style`)) {
    const style = element('style', STYLE)
    style.id = `${ID}-style`
    document.head.append(style)
  }
  const dialog = element('dialog')
  dialog.id = ID
  dialog.setAttribute('role', 'alertdialog')
  dialog.setAttribute('aria-labelledby', `${ID}-title`)
  dialog.setAttribute('aria-describedby', `${ID}-lead`)
  dialog.tabIndex = -1
  const title = element('h2', WORDS.title)
  title.id = `${ID}-title`
  const lead = element('p', WORDS.lead)
  lead.id = `${ID}-lead`
  dialog.append(title, lead, ...places.map((place, index) => placeView(place, index, places.length)))
  const choices = element('div', undefined, 'choices')
  const buttons = new Map<string, HTMLButtonElement>()
  for (const [choice, label, hint] of WORDS.choices) {
    const box = element('div', undefined, 'choice')
    const button = element('button', label, choice === 'copy' ? 'quiet' : undefined)
    button.type = 'button'
    const said = element('span', hint)
    said.id = `${ID}-${choice}`
    button.setAttribute('aria-describedby', said.id)
    box.append(button, said)
    choices.append(box)
    buttons.set(choice, button)
  }
  dialog.append(choices, element('p', WORDS.escape, 'choice'))
  document.body.append(dialog)

  return new Promise<Side>((resolve, reject) => {
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      window.removeEventListener('hashchange', closeOnLeaving)
      if (dialog.open) dialog.close()
      dialog.remove()
      outcome()
      focusSaveButton()
    }
    const closeOnLeaving = () => settle(() => reject(new NotSaved(CLOSED)))
    buttons.get('yours')!.addEventListener('click', () => settle(() => resolve('yours')))
    buttons.get('theirs')!.addEventListener('click', () => settle(() => resolve('theirs')))
    buttons.get('copy')!.addEventListener('click', async () => {
      // Copied while the click still counts as the editor's (the browser asks for that).
      const copied = await navigator.clipboard.writeText(places.map((place) => place.yours).join('\n')).then(
        () => true,
        () => false,
      )
      settle(() => reject(new NotSaved(copied ? COPIED : NOT_COPIED)))
      if (copied) reopenEntry()
    })
    // Escape, or anything else that closes the dialog, is no choice.
    dialog.addEventListener('close', () => settle(() => reject(new NotSaved(CLOSED))))
    window.addEventListener('hashchange', closeOnLeaving)
    dialog.showModal()
    // The dialog itself takes the focus, so that its title and words are read first (and, on a
    // phone, seen: the browser would scroll to the first button); Tab goes to the choices.
    dialog.focus({ preventScroll: true })
    dialog.scrollTop = 0
  })
}

/**
 * The focus back on the top bar's Save (editorial workflow) or Publish button once Decap has
 * done with the save ("Saving...", "Publishing..."). Decap may draw another button then
 * ("Published"): the focus follows it, while nothing else has taken it, for a few seconds.
 */
function focusSaveButton(): void {
  const started = Date.now()
  let given: HTMLElement | undefined
  const tryFocus = () => {
    const lost = !document.activeElement || document.activeElement === document.body
    if (lost && !given?.isConnected) {
      const bar = document.querySelector('[class*="-EditorContainer"] > [class*="-ToolbarContainer"]')
      const button = ['-SaveButton', '-PublishButton', '-PublishedToolbarButton']
        .map((name) => bar?.querySelector<HTMLElement>(`[class*="${name}"]:not([disabled])`))
        .find(Boolean)
      if (button && !/…|\.\.\./.test(button.textContent ?? '')) {
        button.focus()
        given = button
      }
    }
    if (Date.now() - started < 8_000) setTimeout(tryFocus, 100)
  }
  setTimeout(tryFocus)
}

/**
 * The entry opened again, as it is now where saves go: Decap's draft is dropped (so it asks
 * nothing and keeps no backup of it), then the address goes to the collection, where Decap
 * closes its editor, and back to the entry, which Decap reads afresh.
 */
function reopenEntry(): void {
  const entry = location.hash
  const list = /^#\/collections\/[^/]+/.exec(entry)?.[0]
  if (!list) return
  // After Decap has handled the refused save (its message, the top bar).
  setTimeout(() => {
    discardDraft()
    location.replace(list)
    const started = Date.now()
    const goOn = () => {
      if (document.querySelector('[class*="-ControlPaneContainer"]') && Date.now() - started < 5000) return requestAnimationFrame(goOn)
      location.replace(entry)
    }
    requestAnimationFrame(goOn)
  }, 100)
}
