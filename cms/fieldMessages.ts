// The check's messages beside the fields they are about, in the form's words, as the editor can see them.
import type { Immutable } from './decap.js'

/** A problem as dev/cmsService.ts sends it: the form's words, its field, and the check's own line. */
export type Problem = { field?: string; message: string; error: boolean; info?: true; quote?: string; check: string }

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
/** The fields of the entry being edited, as Decap's latest render has them. */
export function setEntryFields(fields: Immutable | undefined): void {
  entryFields = fields
}
/**
 * A new entry's problems wait for the editor: a field's show once the editor has left it,
 * all of them once the editor has tried to save. An entry read from its file shows all at once.
 */
const attention = { newEntry: false, saveTried: false, left: new Set<string>() }
/** Called when more of a new entry's problems are to be shown (the preview pane lists them too). */
export const attentionChanged = new Set<() => void>()
function payAttention(change: () => void) {
  change()
  placeMessages()
  for (const listener of attentionChanged) listener()
}

/** The check's problems of the entry being edited, put beside their fields. */
export function showProblems(problems: Problem[]): void {
  lastProblems = problems
  placeMessages()
}
/** A new entry in the editor (or none): no message of the one before is left. */
export function startEntry(newEntry: boolean, fields?: Immutable): void {
  Object.assign(attention, { newEntry, saveTried: false })
  attention.left.clear()
  entryFields = fields
  showProblems([])
}
const topField = (path: string) => /^[^.[]*/.exec(path)![0]
export const isShown = (problem: Problem) =>
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
export function formText(problem: Problem): string {
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
    // Decap's own "is required" (PLAIN_WORDS in cms/plainWords.ts) is not said beside the check's error too:
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

/** The messages follow the editor: shown as a new entry's fields are left and its save tried, and placed again as Decap re-renders. */
export function placeMessagesAsTheEditorWorks(): void {
  showWhenLeft()
  showWhenSaveTried()
  placeAgainOnChange()
}

/** A field the editor leaves (focus moves out of it) shows its messages from then on. */
function showWhenLeft(): void {
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
}

/** A click on Publish or Save shows them all (Decap's own check of required fields may stop the save before ours runs). */
function showWhenSaveTried(): void {
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest('button, [role="button"], [role="menuitem"]')
      if (!attention.newEntry || attention.saveTried || !button || !/publish|save/i.test(button.textContent ?? '')) return
      payAttention(() => (attention.saveTried = true))
    },
    true,
  )
}

/** Decap re-renders the form as the editor types and opens blocks: the messages are placed again. */
function placeAgainOnChange(): void {
  let placing = 0
  new MutationObserver(() => {
    if (!lastProblems.length || placing) return
    placing = requestAnimationFrame(() => {
      placeMessages()
      placing = 0
    })
    // Opening or closing a block changes classes and styles only.
  }).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style'] })
}
