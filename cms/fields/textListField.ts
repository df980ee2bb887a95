/**
 * A list of short texts (a service's highlights, a page's keywords, a course's tools): one
 * box per item, never one line of items separated by commas (Decap's list without fields
 * split an item holding a comma in two and ate the spaces typed after a comma). Each item
 * has buttons to move it up or down and to remove it, named for a screen reader (a removed
 * item comes back with Undo: undoMessage.ts); in a box, Enter adds an item below, Alt+↑ and
 * Alt+↓ move the item, Backspace in an empty box removes it, and a pasted list (several lines, from Word or a web page) becomes one item
 * a line, without its bullets. The value stays a list of texts: the file keeps `- item`
 * lines, and a save rewrites only the items that changed (cms/saveInPlace.ts). Suggested
 * lists (site/cms/linkTargets.ts) offer the values in use in every box.
 */
import { type ControlProps, decap } from './decap.js'
import { loadSuggestions } from './suggestions.js'
import { offerUndo, withdrawUndo } from './undoMessage.js'
import { moved, pastedItems } from './values.js'

/**
 * What inline styles cannot say: focus rings, hover, a dimmed button that stays focusable,
 * and on a narrow form (a phone) each box the whole width, its buttons under it.
 */
const STYLE = `
.nile-text-list{container-type:inline-size}
.nile-text-list ol{list-style:none;margin:0;padding:0;display:grid;gap:6px}
.nile-text-list li{margin:0}
.nile-text-list .nile-row{display:flex;gap:4px;align-items:center}
.nile-text-list input{flex:1;min-width:0;box-sizing:border-box;font:inherit;padding:6px 8px;border:1px solid #c9ced6;border-radius:4px;background:white;color:#1e2532}
.nile-text-list input:focus-visible,.nile-text-list button:focus-visible{outline:3px solid #1d4ed8;outline-offset:1px}
.nile-text-list button{flex:none;display:inline-flex;align-items:center;justify-content:center;gap:6px;min-width:34px;height:34px;padding:0 6px;font:inherit;border:1px solid #c9ced6;border-radius:4px;background:white;color:#1e2532;cursor:pointer}
.nile-text-list button:hover{background:#eef1f5}
.nile-text-list button[aria-disabled="true"]{opacity:.35;cursor:default;background:white}
.nile-text-list button svg{width:16px;height:16px}
.nile-text-list .nile-add{margin-top:8px;padding:0 12px;color:#0f766e;border-color:#0f766e}
.nile-text-list .nile-note{margin:6px 0 0;font-size:13px;color:#4a5361}
@container (max-width:26rem){.nile-text-list .nile-row{flex-wrap:wrap;justify-content:flex-end}.nile-text-list .nile-row input{flex-basis:100%}.nile-text-list ol{gap:10px}}
.nile-text-list .nile-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`
function addStyle() {
  if (document.getElementById('nile-text-list-style')) return
  const style = document.createElement('style')
  style.id = 'nile-text-list-style'
  style.textContent = STYLE
  document.head.append(style)
}

/** Feather-style line icons: arrows and a cross that every font has, as drawings. */
const ICONS = { up: 'M12 19V5M5 12l7-7 7 7', down: 'M12 5v14M19 12l-7 7-7-7', remove: 'M18 6 6 18M6 6l12 12', add: 'M12 5v14M5 12h14' }
const icon = (name: keyof typeof ICONS) =>
  decap().h(
    'svg',
    {
      viewBox: '0 0 24 24',
      'aria-hidden': 'true',
      focusable: 'false',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    },
    decap().h('path', { d: ICONS[name] }),
  )

type Part = 'input' | 'up' | 'down' | 'remove'
let made = 0
const newKey = () => `item-${++made}`
const capital = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)

export const TextListControl = () =>
  decap().createClass({
    getInitialState: () => ({ suggested: [], said: '' }),
    componentDidMount() {
      addStyle()
      const { field } = this.props as ControlProps
      if (field.get('suggest'))
        void loadSuggestions().then((found) => found && this.setState({ suggested: found.values[field.get('name')] ?? [] }))
    },
    componentDidUpdate() {
      this.placeFocus()
    },
    componentWillUnmount() {
      withdrawUndo(this)
    },
    /** The items as Decap holds them (an Immutable List), each as it is in the file. */
    items(): unknown[] {
      const { value } = this.props as ControlProps
      if (value === null || value === undefined) return []
      if (typeof value.toArray === 'function') return value.toArray()
      return Array.isArray(value) ? [...value] : [value]
    },
    /** Stable keys, one per item, so a moved item keeps its box (and its focus). */
    keysFor(count: number): string[] {
      this.keys ??= []
      while (this.keys.length < count) this.keys.push(newKey())
      this.keys.length = count
      return this.keys
    },
    /** Hands Decap a List of the same kind as the one it gave (an empty field gives none: one is made from the field's Map). */
    change(items: unknown[], keys: string[], focus?: { key: string; part: Part; caret?: 'end' }, said?: string) {
      const { value, field, onChange } = this.props as ControlProps
      const empty = value && typeof value.clear === 'function' ? value.clear() : (field as ControlProps['value']).toList().clear()
      this.keys = keys
      this.focusNext = focus
      if (said !== undefined) this.setState({ said })
      onChange(empty.push(...items))
      // Decap re-renders the field from its store; should the value be the same, place the focus now.
      requestAnimationFrame(() => this.placeFocus())
    },
    placeFocus() {
      const focus = this.focusNext as { key: string; part: Part; caret?: 'end' } | undefined
      if (!focus || !this.root) return
      const element = (this.root as HTMLElement).querySelector<HTMLElement>(
        `[data-key="${CSS.escape(focus.key)}"] [data-part="${focus.part}"]`,
      )
      if (!element) return
      this.focusNext = undefined
      if (document.activeElement !== element) element.focus()
      if (focus.caret === 'end' && element instanceof HTMLInputElement)
        element.setSelectionRange(element.value.length, element.value.length)
    },
    /** The words for an item: its text, or its place while it is empty. */
    nameOf(item: unknown, index: number): string {
      const { field } = this.props as ControlProps
      const text = String(item ?? '').trim()
      return text ? `“${text}”` : `${field.get('label_singular') ?? 'item'} ${index + 1}`
    },
    move(index: number, to: number, part: Part) {
      const items = this.items() as unknown[]
      if (to < 0 || to >= items.length) return
      const keys = this.keysFor(items.length)
      this.change(
        moved(items, index, to),
        moved(keys, index, to),
        { key: keys[index], part },
        `${capital(this.nameOf(items[index], index))} moved to place ${to + 1} of ${items.length}.`,
      )
    },
    remove(index: number, focusAfter: 'previous' | 'same') {
      const items = this.items() as unknown[]
      const keys: string[] = this.keysFor(items.length)
      const rest = items.filter((_, at) => at !== index)
      const restKeys = keys.filter((_, at) => at !== index)
      // The focus goes to the item that takes the removed one's place (the one above when asked, or at the end).
      const next = focusAfter === 'previous' ? Math.max(0, index - 1) : Math.min(index, rest.length - 1)
      const focus = rest.length
        ? { key: restKeys[next], part: focusAfter === 'previous' ? ('input' as const) : ('remove' as const), caret: 'end' as const }
        : undefined
      const name = this.nameOf(items[index], index)
      // An item with words comes back with Undo (an empty one, taken away by Backspace, is only said).
      const undoable = String(items[index] ?? '').trim() !== ''
      this.change(rest, restKeys, focus, undoable ? '' : `${capital(name)} removed.`)
      if (undoable) {
        const { field } = this.props as ControlProps
        const removed = items[index]
        offerUndo(
          this,
          `Removed ${name} from ${field.get('label') ?? field.get('name')}.`,
          () => this.putBack(index, removed),
          `Put back ${name}.`,
        )
      }
      if (!rest.length)
        requestAnimationFrame(() => (this.root as HTMLElement | undefined)?.querySelector<HTMLElement>('.nile-add')?.focus())
    },
    /** A removed item back in its place (Undo), its box focused. */
    putBack(index: number, item: unknown) {
      const items = this.items() as unknown[]
      const keys = this.keysFor(items.length)
      const at = Math.min(index, items.length)
      const key = newKey()
      this.change([...items.slice(0, at), item, ...items.slice(at)], [...keys.slice(0, at), key, ...keys.slice(at)], {
        key,
        part: 'input',
        caret: 'end',
      })
    },
    /** New items (one empty one, or the lines of a paste) after `index`, or in place of an empty item at `index`. */
    insert(index: number, added: string[], replace = false) {
      const items = this.items() as unknown[]
      const keys = this.keysFor(items.length)
      const addedKeys = added.map((_, at) => (replace && at === 0 ? keys[index] : newKey()))
      const start = replace ? index : index + 1
      const next = [...items.slice(0, start), ...added, ...items.slice(replace ? index + 1 : start)]
      const nextKeys = [...keys.slice(0, start), ...addedKeys, ...keys.slice(replace ? index + 1 : start)]
      const { field } = this.props as ControlProps
      const said = added.length > 1 ? `${added.length} items added.` : `New ${field.get('label_singular') ?? 'item'} added.`
      this.change(next, nextKeys, { key: addedKeys.at(-1)!, part: 'input', caret: 'end' }, said)
    },
    edit(index: number, text: string) {
      const items = this.items() as unknown[]
      const keys = this.keysFor(items.length)
      this.change(
        items.map((item, at) => (at === index ? text : item)),
        keys,
      )
    },
    onKeyDown(event: KeyboardEvent & { nativeEvent?: KeyboardEvent }, index: number) {
      const items = this.items() as unknown[]
      const input = event.target as HTMLInputElement
      // (Enter that ends a word of an input method is not a new item.)
      if (event.key === 'Enter' && !event.nativeEvent?.isComposing) {
        event.preventDefault()
        this.insert(index, [''])
      } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
        event.preventDefault()
        this.move(index, index + (event.key === 'ArrowUp' ? -1 : 1), 'input')
      } else if (event.key === 'Backspace' && input.value === '' && items.length > 0) {
        event.preventDefault()
        this.remove(index, 'previous')
      }
    },
    onPaste(event: ClipboardEvent, index: number) {
      const lines = pastedItems(event.clipboardData?.getData('text/plain') ?? '')
      if (!lines?.length) return
      event.preventDefault()
      const current = String((this.items() as unknown[])[index] ?? '')
      this.insert(index, lines, current.trim() === '')
    },
    render() {
      const { h } = decap()
      const { forID, field, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props as ControlProps
      const items = this.items() as unknown[]
      const keys = this.keysFor(items.length)
      const label: string = field.get('label') ?? field.get('name')
      const singular: string = field.get('label_singular') ?? 'item'
      const max: number | undefined = field.get('max') ?? undefined
      const full = max !== undefined && items.length >= max
      const listId = `${forID}-values`
      const helpId = `${forID}-keys`
      const texts = new Set(items.map((item) => String(item ?? '').trim()))
      const suggested = (this.state.suggested as string[]).filter((known) => !texts.has(known))
      const button = (part: Exclude<Part, 'input'> | 'add', name: string, disabled: boolean, onClick: () => void, shown?: string) =>
        h(
          'button',
          {
            type: 'button',
            'data-part': part,
            className: part === 'add' ? 'nile-add' : undefined,
            'aria-label': name,
            'aria-disabled': disabled ? 'true' : undefined,
            title: shown ? undefined : name,
            onClick: (event: Event) => {
              event.preventDefault()
              if (!disabled) onClick()
            },
          },
          icon(part as keyof typeof ICONS),
          shown ?? null,
        )
      return h(
        'div',
        {
          className: `${classNameWrapper} nile-text-list`,
          'data-text-list': field.get('name'),
          ref: (element: HTMLElement | null) => (this.root = element),
        },
        h(
          'ol',
          { 'aria-label': label, ...(items.length ? {} : { id: forID }) },
          items.map((item, index) => {
            const text = item === null || item === undefined ? '' : String(item)
            const name = this.nameOf(item, index)
            return h(
              'li',
              // "ListItem": the check's message for this item (highlights[2]) is placed in it (cms/fieldMessages.ts).
              { key: keys[index], 'data-key': keys[index], className: 'nile-text-ListItem' },
              h(
                'div',
                { className: 'nile-row' },
                h('input', {
                  id: index === 0 ? forID : `${forID}-${index + 1}`,
                  'data-part': 'input',
                  value: text,
                  'aria-label': `${capital(singular)} ${index + 1} of ${items.length}`,
                  'aria-describedby': helpId,
                  autoComplete: 'off',
                  ...(suggested.length && { list: listId }),
                  onChange: (event: Event) => this.edit(index, (event.target as HTMLInputElement).value),
                  onKeyDown: (event: KeyboardEvent) => this.onKeyDown(event, index),
                  onPaste: (event: ClipboardEvent) => this.onPaste(event, index),
                  onFocus: setActiveStyle,
                  onBlur: () => {
                    setInactiveStyle()
                    // Spaces typed at either end are not part of the item.
                    if (typeof item === 'string' && item !== item.trim()) this.edit(index, item.trim())
                  },
                }),
                button('up', `Move ${name} up`, index === 0, () => this.move(index, index - 1, 'up')),
                button('down', `Move ${name} down`, index === items.length - 1, () => this.move(index, index + 1, 'down')),
                button('remove', `Remove ${name}`, false, () => this.remove(index, 'same')),
              ),
            )
          }),
        ),
        button('add', `Add ${singular}`, full, () => this.insert(items.length - 1, ['']), `Add ${singular}`),
        full ? h('p', { className: 'nile-note' }, `At most ${max}: remove one to add another.`) : null,
        h('span', { id: helpId, className: 'nile-hidden' }, 'Enter adds an item below; Alt with the up or down arrow moves this one.'),
        h('span', { role: 'status', className: 'nile-hidden' }, this.state.said),
        suggested.length
          ? h(
              'datalist',
              { id: listId },
              suggested.map((known) => h('option', { key: known, value: known })),
            )
          : null,
      )
    },
  })
