/**
 * A removed block can be put back. Decap's × on a block (an item of `sections`, or of any
 * list of groups of fields: a question of an FAQ, a card) removes it at once, with no
 * question, and Ctrl+Z does not bring it back. Here the removal stays as quick, but a
 * message says what was removed ("Removed the Hero block “Turn your data into
 * decisions”.") with an Undo button (and Ctrl+Z, outside a text box: undoMessage.ts), which
 * puts the block back in its place with everything it held. The × and the open/close arrow of
 * each item also get names a screen reader can say ("Remove the Hero block “…”").
 *
 * Decap's list (decap-cms-widget-list's ListControl) is left as it is but for two steps
 * wrapped on its class: its remove handler, to keep what is removed, and its render, to
 * name its buttons. Undo gives the list its value back through the list's own onChange.
 */
import { offerUndo, withdrawUndo } from './undoMessage.js'

// biome-ignore lint/suspicious/noExplicitAny: Decap's list instance and Immutable values are untyped here.
type Untyped = any

/** What the wrapped ListControl instance has (decap-cms-widget-list/src/ListControl.js). */
type ListInstance = {
  props: { value?: Untyped; field: Untyped; forID: string; onChange(value: unknown, metadata?: unknown): void }
  state: { keys: string[]; itemsCollapsed: boolean[] }
  setState(state: object): void
  handleRemove(index: number, event: Event): void
  objectLabel(item: Untyped): string | undefined
} & Record<string, Untyped>

type Cms = { getWidget(name: string): { control?: { prototype: Record<string, Untyped> } } | undefined }

const ITEM = '[class*="ListItem"]:not([class*="ListItemTopBar"])'

/** A list of groups of fields (blocks, cards, questions): the lists whose items are worth an Undo. */
const holdsGroups = (field: Untyped) => Boolean(field?.get('types') || field?.get('fields'))

/** How the message names an item: "the Hero block “Turn your data into decisions”", "“What does it cost?”". */
function nameOf(list: ListInstance, item: Untyped): string {
  const { field } = list.props
  let summary = ''
  try {
    summary = String(list.objectLabel(item) ?? '').trim()
  } catch {
    // An item Decap cannot name (no type): named by its type or list below.
  }
  // Decap names an item by its first field, written as Immutable writes a list ("List [ "Mo", "Tu" ]"): its values instead.
  if (/^(List \[|Map \{)/.test(summary)) {
    const first = item?.first?.()
    summary =
      typeof first?.toArray === 'function'
        ? first
            .toArray()
            .filter((value: unknown) => typeof value !== 'object')
            .join(', ')
        : ''
  }
  const types = field.get('types')
  if (types) {
    const typeName = item?.get?.(field.get('typeKey') ?? 'type')
    const type = types.find((candidate: Untyped) => candidate.get('name') === typeName)
    const typeLabel = String(type?.get('label') ?? typeName ?? 'a')
    return summary && summary !== typeLabel ? `the ${typeLabel} block “${summary}”` : `the ${typeLabel} block`
  }
  const label = String(field.get('label_singular') ?? field.get('label') ?? field.get('name')).toLowerCase()
  return summary && !/^No /.test(summary) ? `“${summary}”` : `a ${label}`
}

/** The list's items as elements, in order (not those of the lists inside them). */
function itemElements(list: ListInstance): Element[] {
  const root = document.getElementById(list.props.forID)
  if (!root) return []
  return [...root.querySelectorAll(ITEM)].filter((element) => {
    const outer = element.parentElement?.closest(ITEM)
    return !outer || !root.contains(outer)
  })
}

/** Names for the × and the arrow of each item, which Decap leaves as bare pictures. */
function nameButtons(list: ListInstance) {
  if (!holdsGroups(list.props.field)) return
  const items: Untyped[] = list.props.value?.toArray?.() ?? []
  itemElements(list).forEach((element, index) => {
    if (index >= items.length) return
    const buttons = element.querySelectorAll(':scope > [class*="ListItemTopBar"] > button')
    if (!buttons.length) return
    const name = nameOf(list, items[index])
    const open = !list.state.itemsCollapsed[index]
    const named: [Element | undefined, string][] = [[buttons[buttons.length - 1], `Remove ${name}`]]
    if (buttons.length > 1) named.push([buttons[0], `${open ? 'Close' : 'Open'} ${name}`])
    for (const [button, words] of named) if (button && button.getAttribute('aria-label') !== words) button.setAttribute('aria-label', words)
    if (buttons.length > 1 && buttons[0].getAttribute('aria-expanded') !== String(open))
      buttons[0].setAttribute('aria-expanded', String(open))
  })
}

function removed(list: ListInstance, remove: ListInstance['handleRemove'], index: number, event: Event) {
  const item = list.props.value?.get?.(index)
  if (item === undefined || !holdsGroups(list.props.field)) return remove(index, event)
  const collapsed = Boolean(list.state.itemsCollapsed[index])
  const name = nameOf(list, item)
  remove(index, event)
  // The × that had the focus is gone: Undo has it now, so Enter or Space puts the block back.
  offerUndo(list, `Removed ${name}.`, () => putBack(list, index, item, collapsed), `Put back ${name}.`).focus()
}

/** Puts a removed item back where it was, with all it held, as it was shown (open or closed). */
function putBack(list: ListInstance, index: number, item: Untyped, collapsed: boolean) {
  const value = list.props.value ?? list.props.field.toList().clear()
  const at = Math.min(index, value.size)
  const insert = <T>(values: T[], added: T) => [...values.slice(0, at), added, ...values.slice(at)]
  // The list keeps a key and an open/closed flag per item, by place: one more for the item put back.
  list.setState({
    keys: insert(list.state.keys, crypto.randomUUID()),
    itemsCollapsed: insert(list.state.itemsCollapsed, collapsed),
  })
  list.props.onChange(value.insert(at, item))
  // The focus goes to the block put back (its arrow, or its ×).
  requestAnimationFrame(() => itemElements(list)[at]?.querySelector<HTMLElement>('[class*="ListItemTopBar"] > button')?.focus())
}

export function undoableRemoval(cms: Cms): void {
  const prototype = cms.getWidget('list')?.control?.prototype
  if (!prototype || typeof prototype.render !== 'function') return
  const { render, componentDidMount, componentDidUpdate, componentWillUnmount } = prototype
  prototype.render = function (this: ListInstance) {
    // handleRemove is an instance's own (an arrow function): wrapped once, before the first render hands it out.
    if (!this.nileUndoable) {
      this.nileUndoable = true
      const remove = this.handleRemove
      this.handleRemove = (index: number, event: Event) => removed(this, remove, index, event)
    }
    return render.call(this)
  }
  prototype.componentDidMount = function (this: ListInstance, ...args: unknown[]) {
    componentDidMount?.apply(this, args)
    nameButtons(this)
  }
  prototype.componentDidUpdate = function (this: ListInstance, ...args: unknown[]) {
    componentDidUpdate?.apply(this, args)
    nameButtons(this)
  }
  // A list that leaves the form (the entry closed, the block holding it removed) can no longer take its item back.
  prototype.componentWillUnmount = function (this: ListInstance, ...args: unknown[]) {
    componentWillUnmount?.apply(this, args)
    withdrawUndo(this)
  }
}
