/**
 * Decap's Redux store, which Decap keeps to itself (its bootstrap hands it to react-redux's
 * Provider and exports nothing): found, when asked, as the `store` prop of that Provider in
 * the React tree under #nc-root. Read for what the form cannot tell (whether the open entry
 * has unsaved changes), and written with Decap's own actions where Decap leaves its state
 * wrong (a refused first save leaves an "unpublished entry" behind that does not exist).
 * Undefined when the tree is not as expected (another Decap or React): callers then do
 * without, as before.
 */
/** An Immutable.js Map of Decap's state, as far as it is read here. */
type StateMap = { get(key: string): unknown; getIn(path: string[]): StateMap | undefined; valueSeq?(): { toArray(): StateMap[] } }
type Store = {
  getState(): { entryDraft?: StateMap; editorialWorkflow?: StateMap; auth?: { user?: { name?: string; login?: string } } }
  dispatch(action: { type: string; payload?: unknown }): unknown
  subscribe(listener: () => void): () => void
}

let found: Store | undefined

export function decapStore(): Store | undefined {
  if (found) return found
  const root = document.getElementById('nc-root') as (HTMLElement & Record<string, unknown>) | null
  const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'))
  type Fiber = { memoizedProps?: { store?: Store }; child?: Fiber; sibling?: Fiber }
  const stack: (Fiber | undefined)[] = [key ? (root[key] as Fiber) : undefined]
  // The Provider is a few levels below the root: a short walk.
  for (let steps = 0; stack.length && steps < 200; steps++) {
    const fiber = stack.pop()
    if (!fiber) continue
    const store = fiber.memoizedProps?.store
    if (store && typeof store.getState === 'function' && typeof store.dispatch === 'function') {
      found = store
      return store
    }
    stack.push(fiber.sibling, fiber.child)
  }
  return undefined
}

/** Whether the entry open in the editor has changes not saved yet (undefined: not known). */
export function entryHasUnsavedChanges(): boolean | undefined {
  const draft = decapStore()?.getState().entryDraft
  return typeof draft?.get === 'function' ? Boolean(draft.get('hasChanged')) : undefined
}

/**
 * Decap's editorial workflow marks an entry as having unpublished changes the moment a save
 * starts, and a save that fails leaves that mark: the top bar then offers "Delete unpublished
 * entry" for a pull request that does not exist, and the next save is sent as an update of
 * that pull request (which GitHub answers Not Found). Taken out with Decap's own action for
 * an entry found not to be under the workflow.
 */
export function forgetUnpublishedEntry(collection: string, slug: string): void {
  const store = decapStore()
  const entity = store?.getState().editorialWorkflow?.getIn(['entities', `${collection}.${slug}`])
  // Only the mark a failed save leaves (no status): a real unpublished entry has one.
  if (!entity || entity.get('status')) return
  store!.dispatch({ type: 'UNPUBLISHED_ENTRY_REDIRECT', payload: { collection, slug } })
}

/**
 * A picture uploaded in this session, shown by Decap's picture field from the browser's
 * memory: Decap takes `/images/…` for an address of the site, where a picture not yet
 * published is not found. An asset of Decap's kind (its AssetProxy: the address, and the
 * URL its toString gives), registered under that address as Decap's getAsset looks it up.
 */
export function showFromMemory(address: string, file: File): void {
  const url = URL.createObjectURL(file)
  decapStore()?.dispatch({ type: 'ADD_ASSET', payload: { path: address, url, fileObj: file, toString: () => url } })
}

/** A message in Decap's own toasts, where it says "Entry saved" (kept 12 s: longer than Decap's 4, as there is more to read). */
export function tell(message: string): void {
  decapStore()?.dispatch({ type: 'NOTIFICATION_SEND', payload: { message, type: 'info', dismissAfter: 12_000 } })
}

/**
 * Drops the open entry's unsaved changes from Decap's state: it then neither asks "leave this
 * page?" nor keeps a backup of them (cms/saveChooser.ts, before it opens the entry again).
 */
export function discardDraft(): void {
  decapStore()?.dispatch({ type: 'DRAFT_DISCARD' })
}

/** A change waiting for review (the editorial workflow), or the entry open, as Decap has it. */
export type Pending = { path?: string; status?: string; author?: string; updatedOn?: string }
/** The entry open in the editor, once Decap has read it (`raw`: its file as read), with its pull request's details if it has one. */
export type OpenEntry = Pending & { collection: string; slug: string; path: string; raw: string }

const text = (map: StateMap | undefined, key: string) => {
  const value = map?.get(key)
  return typeof value === 'string' && value ? value : undefined
}
const pending = (map: StateMap): Pending => ({
  path: text(map, 'path'),
  status: text(map, 'status'),
  author: text(map, 'author'),
  updatedOn: text(map, 'updatedOn'),
})

/** The entry open in the editor, once Decap has read it (a new entry is none). */
export function openEntry(): OpenEntry | undefined {
  const draft = decapStore()?.getState().entryDraft?.getIn(['entry'])
  const [collection, slug, path, raw] = ['collection', 'slug', 'path', 'raw'].map((key) => text(draft, key))
  if (!draft || draft.get('newRecord') || draft.get('isFetching') || !collection || !slug || !path || raw === undefined) return undefined
  return { ...pending(draft), collection, slug, path, raw }
}

/**
 * The open entry's editing state as Decap's store has it now: unsaved changes, a save under
 * way, and under the editorial workflow its change's status (draft, pending_review,
 * pending_publish). A component's props read through the page's fiber can be a render
 * behind (React keeps two copies of each), so what must be current is read here.
 */
export function entryState(): { hasChanged: boolean; isPersisting: boolean; status?: string } | undefined {
  const state = decapStore()?.getState()
  const draft = state?.entryDraft
  const entry = draft?.getIn(['entry'])
  if (!draft || !entry) return undefined
  const [collection, slug] = [text(entry, 'collection'), text(entry, 'slug')]
  const change = collection && slug ? state.editorialWorkflow?.getIn(['entities', `${collection}.${slug}`]) : undefined
  return { hasChanged: Boolean(draft.get('hasChanged')), isPersisting: Boolean(entry.get('isPersisting')), status: text(change, 'status') }
}

/** The changes waiting for review that Decap has listed (it lists them all as an entry opens under the editorial workflow). */
export function pendingChanges(): Pending[] {
  const entities = decapStore()?.getState().editorialWorkflow?.getIn(['entities'])
  return entities?.valueSeq?.().toArray().map(pending) ?? []
}

/** The editor logged in, as far as the backend says (GitHub: their name and login). */
export const loggedIn = (): { name?: string; login?: string } => decapStore()?.getState().auth?.user ?? {}

/** Calls `listener` on every change of Decap's state, from when its store is found (it is made as Decap starts). */
export function onDecapChange(listener: () => void): void {
  const started = Date.now()
  const find = () => {
    const store = decapStore()
    if (store) store.subscribe(listener)
    else if (Date.now() - started < 120_000) setTimeout(find, 250)
  }
  find()
}
