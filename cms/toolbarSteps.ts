/**
 * The same steps on both hosts: the entry's top bar reads Save, then Publish, on `npm run cms`
 * as on the published /admin, and Publish says in the page what it needs when the change is
 * not ready for it (never the browser's alert).
 *
 * What each word does:
 * - the published /admin (GitHub, Decap's editorial workflow): Save writes the change to its
 *   pull request; Status → Ready, then Publish → Publish now merges it. Decap offers Publish
 *   on a draft too and then answers with window.alert: a click on Publish before Ready, and
 *   any such alert of Decap's, shows the same words under the button instead.
 * - `npm run cms` (the local backend, no workflow): Decap's only button is "Publish" →
 *   "Publish now", which writes the files in content/ and publishes nothing. Here that
 *   button is hidden, and Save does what it did (Decap's own onPersist, found on its
 *   EditorToolbar through React's fiber); Publish stays beside it and says how a saved change
 *   goes on the site from this computer: with Git, as a pull request. Decap's site-check
 *   button is hidden there too: no check runs on a change saved on this computer.
 */
import { openEntriesInRichText } from './markdownMode.js'
import { entryState } from './decapStore.js'

/** The words that take the place of Decap's alerts (PLAIN_WORDS in cms/plainWords.ts gives Decap these). */
export const NOT_READY = 'Set Status to Ready first, then Publish.'
export const NOT_READY_CARD = 'Only a change whose Status is Ready can be published: drag its card to Ready first, then Publish.'
export const SAVE_BEFORE_STATUS = 'Save first, then set the Status.'
export const SAVE_BEFORE_PUBLISH = 'Save first, then Publish.'
const IN_PAGE = new Set([NOT_READY, NOT_READY_CARD, SAVE_BEFORE_STATUS, SAVE_BEFORE_PUBLISH])
const LOCAL_PUBLISH =
  'Saved in content/ on this computer. It goes on the site when you publish it with Git: commit it, push it and open a pull request; once its check is green and it is merged, the site is rebuilt.'
const LOCAL_UNSAVED = 'Save first. Then publish with Git: commit, push and open a pull request.'

/** Decap's EditorToolbar props, as far as they are used here. */
/** (What changes with each edit, a save or a status, is read from the store: entryState.) */
type ToolbarProps = { onPersist(): void; hasWorkflow: boolean }

const BAR = '[class*="-EditorContainer"] > [class*="-ToolbarContainer"]'
const FIRST_GROUP = `${BAR} [class*="-ToolbarSectionMain"] > [class*="-ToolbarSubSectionFirst"]:not([class*="-ToolbarSubSectionLast"])`
const MESSAGE_ID = 'nile-step-message'
const OURS = 'nile-local-steps'
/** Decap's status value for Ready (decap-cms-core's constants/publishModes). */
const READY = 'pending_publish'

const STYLE = `
#${OURS} { display: flex; align-items: center; }
#${OURS} button { font: 500 14px/36px system-ui, sans-serif; height: 36px; padding: 0 15px; margin: 0 10px; border: 0; border-radius: 5px; cursor: pointer; white-space: nowrap; }
#${OURS} .save { background: #e8f5fe; color: #3a69c7; }
#${OURS} .save[aria-disabled="true"] { background: #eff0f4; color: #798291; cursor: default; }
#${OURS} .publish { background: #eff0f4; color: #313d3e; }
[data-nile-hidden] { display: none !important; }
#${MESSAGE_ID} { position: fixed; z-index: 260; box-sizing: border-box; max-width: min(440px, calc(100vw - 16px)); display: flex; gap: 10px; align-items: flex-start; padding: 10px 12px; border-radius: 6px; box-shadow: 0 4px 16px #0003; font: 14px/1.45 system-ui, sans-serif; background: #fff7e0; color: #5c3d00; }
#${MESSAGE_ID} p { margin: 0; flex: 1; }
#${MESSAGE_ID} button { font: inherit; padding: 2px 8px; border: 1px solid currentColor; border-radius: 4px; background: transparent; color: inherit; cursor: pointer; }
`

/** The props of Decap's EditorToolbar drawing the bar, found up React's fiber from its element. */
function toolbarProps(): ToolbarProps | undefined {
  const bar = document.querySelector(BAR) as (Element & Record<string, unknown>) | null
  const key = bar && Object.keys(bar).find((name) => name.startsWith('__reactFiber$'))
  type Fiber = { memoizedProps?: Partial<ToolbarProps> & { loadDeployPreview?: unknown }; return?: Fiber }
  let fiber = key ? (bar[key] as Fiber | undefined) : undefined
  for (let steps = 0; fiber && steps < 20; steps++, fiber = fiber.return) {
    const props = fiber.memoizedProps
    if (typeof props?.onPersist === 'function' && props.loadDeployPreview) return props as ToolbarProps
  }
  return undefined
}

/** `text` in the page, under `near` (the button pressed) or else under the top bar; empty: none. */
function say(text: string, near?: Element | null): void {
  document.getElementById(MESSAGE_ID)?.remove()
  if (!text) return
  const box = document.createElement('div')
  box.id = MESSAGE_ID
  box.setAttribute('role', 'alert')
  const words = document.createElement('p')
  words.textContent = text
  const close = document.createElement('button')
  close.type = 'button'
  close.textContent = 'Close'
  close.addEventListener('click', () => box.remove())
  box.append(words, close)
  document.body.append(box)
  // Under the whole top bar: on a phone its rows wrap below the button pressed, and the bar,
  // drawn over the page, hid the words (the alert was read out, but not seen).
  const anchor = (near ?? document.querySelector(BAR))?.getBoundingClientRect()
  const bar = document.querySelector(BAR)?.getBoundingClientRect()
  const top = Math.max(anchor?.bottom ?? 66, bar?.bottom ?? 0) + 6
  const left = Math.max(8, Math.min(anchor?.left ?? 8, window.innerWidth - box.offsetWidth - 8))
  box.style.top = `${top}px`
  box.style.left = `${left}px`
}

const pressed = (event: Event) => (event.target as Element).closest?.('button, [role="button"], [role="menuitem"]') as HTMLElement | null

/** Publish on the published /admin before the change is Ready: the words in the page, and Decap is not asked. */
function stopPublishBeforeReady(event: Event) {
  const button = pressed(event)
  if (!button?.closest(BAR) || button.closest(`#${OURS}`)) return
  const words = button.textContent?.trim()
  if (words !== 'Publish' && words !== 'Publish now') return
  const props = toolbarProps()
  const now = entryState()
  if (!props?.hasWorkflow || !now || now.status === READY) return
  event.preventDefault()
  event.stopPropagation()
  say(now.hasChanged ? SAVE_BEFORE_PUBLISH : NOT_READY, button)
}

/** On `npm run cms`: Save, then Publish, in place of Decap's Publish → Publish now. */
function localButtons(): HTMLElement {
  const group = document.createElement('div')
  group.id = OURS
  const save = document.createElement('button')
  save.type = 'button'
  save.className = 'save'
  save.textContent = 'Save'
  save.addEventListener('click', () => {
    const now = entryState()
    if (now?.hasChanged && !now.isPersisting) toolbarProps()?.onPersist()
  })
  const publish = document.createElement('button')
  publish.type = 'button'
  publish.className = 'publish'
  publish.textContent = 'Publish'
  publish.addEventListener('click', () => say(entryState()?.hasChanged ? LOCAL_UNSAVED : LOCAL_PUBLISH, publish))
  group.append(save, publish)
  return group
}

/** Called before CMS.init. */
export function sameSteps(): void {
  openEntriesInRichText()
  const style = document.createElement('style')
  style.textContent = STYLE
  document.head.append(style)
  document.addEventListener('click', stopPublishBeforeReady, true)
  // Decap's own alerts about steps out of order (a Status change before Save, Publish on the
  // Workflow page before Ready) come in the page too; any other alert is the browser's.
  const alert = window.alert.bind(window)
  window.alert = (message?: unknown) => (typeof message === 'string' && IN_PAGE.has(message) ? say(message) : alert(message))

  const group = localButtons()
  let scheduled = false
  const place = () => {
    scheduled = false
    const section = document.querySelector(FIRST_GROUP)
    const props = section ? toolbarProps() : undefined
    if (!section || !props || props.hasWorkflow) {
      group.remove()
      return
    }
    // Decap's simple controls: its Publish (or Published) dropdown first, then Delete.
    const decapPublish = [...section.children].find((child) => child !== group)
    if (decapPublish && !decapPublish.hasAttribute('data-nile-hidden')) decapPublish.setAttribute('data-nile-hidden', '')
    if (section.firstElementChild !== group) section.prepend(group)
    // Decap's site-check button: on this computer there is no check of a change to show (npm run check is).
    const siteCheck = section.parentElement?.querySelector('[class*="-ToolbarSubSectionLast"]')
    if (siteCheck && !siteCheck.hasAttribute('data-nile-hidden')) siteCheck.setAttribute('data-nile-hidden', '')
    const save = group.querySelector<HTMLButtonElement>('.save')!
    // aria-disabled, not disabled: the focus stays on Save through the save (a chooser gives it back there).
    const now = entryState()
    save.setAttribute('aria-disabled', String(!now?.hasChanged))
    save.textContent = now?.isPersisting ? 'Saving…' : 'Save'
  }
  new MutationObserver(() => {
    if (scheduled) return
    scheduled = true
    requestAnimationFrame(place)
  }).observe(document.body, { childList: true, subtree: true })
  window.addEventListener('hashchange', () => say(''))
}
