/**
 * The link picker: a dialog listing the site's pages and their #anchors, searched by what
 * the editor types, that still takes any https://, mailto: or tel: address. Used by Link
 * fields and by the Markdown editor's link button (markdownLink.ts). Plain DOM: it opens
 * outside Decap's React tree, over the whole form (a native modal <dialog>: Escape closes
 * it, focus stays inside).
 */
import { loadSuggestions } from './suggestions.js'
import { addressProblem, matchingLinks } from './values.js'

export type PickedLink = { href: string; text?: string }

type Options = {
  /** The address the field or the link holds now. */
  current: string
  /** Asked for in the text editor: the words that become the link, or that it has. */
  askText?: boolean
  /** The words shown at first: the link's own, or the words selected for a new one. */
  text?: string
  /** The link exists: the dialog offers to remove it (an empty address). */
  removable?: boolean
  /**
   * Puts the focus back where the editor works, as the dialog closes and before any key
   * can go elsewhere (the browser gives it back to the text's start: keys typed at once went there).
   */
  returnFocus?: () => void
}

const FIELD_STYLE =
  'display:block;width:100%;box-sizing:border-box;font:inherit;padding:6px 8px;margin:4px 0 12px;border:1px solid #9aa3af;border-radius:4px'
const BUTTON_STYLE = 'font:inherit;padding:6px 14px;border-radius:4px;border:1px solid #0f766e;cursor:pointer'

type Properties<K extends keyof HTMLElementTagNameMap> = Omit<Partial<HTMLElementTagNameMap[K]>, 'style'> & { style?: string }

function element<K extends keyof HTMLElementTagNameMap>(tag: K, properties?: Properties<K>, ...children: (Node | string)[]) {
  const made = document.createElement(tag)
  const { style, ...rest } = properties ?? {}
  Object.assign(made, rest)
  if (style) made.style.cssText = style
  made.append(...children)
  return made
}

/**
 * Keeps the dialog on the part of the page the editor sees. On a phone Decap's editor is
 * wider than the screen, so the page the dialog would be centred on is too: it opened half
 * off the screen (issue 42).
 */
function fitOnScreen(dialog: HTMLDialogElement) {
  const view = window.visualViewport
  if (!view) return
  const width = Math.min(576, view.width - 16)
  dialog.style.margin = '0'
  dialog.style.width = `${width}px`
  dialog.style.maxHeight = `${view.height - 16}px`
  dialog.style.left = `${view.offsetLeft + (view.width - width) / 2}px`
  dialog.style.top = `${view.offsetTop + Math.max(8, (view.height - dialog.offsetHeight) / 2)}px`
}

/** Opens the picker; resolves with the address chosen (empty: remove the link), or undefined when cancelled. */
export async function pickLink({
  current,
  askText = false,
  text: words = '',
  removable = false,
  returnFocus,
}: Options): Promise<PickedLink | undefined> {
  const links = (await loadSuggestions())?.links ?? []
  const dialog = element('dialog', {
    className: 'nile-link-picker',
    style:
      'width:min(36rem,calc(100vw - 2rem));max-height:calc(100vh - 2rem);box-sizing:border-box;padding:20px;border:0;border-radius:8px;box-shadow:0 8px 40px rgb(0 0 0 / 30%);font:15px/1.4 system-ui,sans-serif;color:#1e2532',
  })
  dialog.setAttribute('aria-labelledby', 'nile-link-picker-title')
  const form = element('form', { method: 'dialog' })
  const text = element('input', { id: 'nile-link-text', type: 'text', value: words, style: FIELD_STYLE })
  const address = element('input', { id: 'nile-link-address', type: 'text', value: current, autocomplete: 'off', style: FIELD_STYLE })
  address.placeholder = 'Type to search the pages, or paste https://…'
  const problem = element('p', { style: 'margin:-8px 0 12px;color:#a11b1b' })
  problem.setAttribute('role', 'alert')
  const results = element('ul', {
    style: 'list-style:none;margin:0 0 16px;padding:0;max-height:16rem;overflow:auto;border:1px solid #e3e6ea;border-radius:4px',
  })
  results.setAttribute('aria-label', 'Pages and places of this site')

  const showResults = () => {
    const found = matchingLinks(links, address.value.startsWith('/') || address.value.startsWith('#') ? '' : address.value)
    // An address that starts with / is filtered by its beginning: the page being typed.
    const shown = address.value.startsWith('/')
      ? links.filter((link) => link.href.startsWith(address.value.split('#')[0])).slice(0, 12)
      : found
    results.replaceChildren(
      ...shown.map((link) => {
        const choose = element(
          'button',
          {
            type: 'button',
            style:
              'display:block;width:100%;text-align:left;font:inherit;padding:6px 10px;border:0;border-bottom:1px solid #eef0f2;background:white;cursor:pointer',
          },
          element('span', { style: 'display:block' }, link.title),
          element('span', { style: 'display:block;font-size:13px;color:#4a5361' }, link.href),
        )
        choose.dataset.href = link.href
        choose.addEventListener('click', () => {
          address.value = link.href
          if (askText && !text.value.trim()) text.value = link.title.split(' › ').pop() ?? link.title
          problem.textContent = ''
          showResults()
          address.focus()
        })
        return element('li', undefined, choose)
      }),
    )
    if (!shown.length)
      results.append(
        element(
          'li',
          { style: 'padding:6px 10px;color:#4a5361' },
          links.length
            ? 'No page matches: an address of another site (https://…) is fine too.'
            : 'Write the address: /contact, https://…, mailto: or tel:.',
        ),
      )
  }
  address.addEventListener('input', showResults)

  const done = element(
    'button',
    { type: 'submit', value: 'done', style: `${BUTTON_STYLE};background:#0f766e;color:white` },
    current ? 'Change link' : 'Add link',
  )
  const cancel = element('button', { type: 'button', style: `${BUTTON_STYLE};background:white;color:#0f766e` }, 'Cancel')
  const remove = element(
    'button',
    { type: 'button', style: `${BUTTON_STYLE};background:white;color:#a11b1b;border-color:#a11b1b` },
    'Remove link',
  )
  form.append(
    element('h2', { id: 'nile-link-picker-title', style: 'margin:0 0 12px;font-size:18px' }, 'Link to'),
    ...(askText ? [element('label', { htmlFor: text.id }, 'Link text (the words the visitor clicks)'), text] : []),
    element('label', { htmlFor: address.id }, 'Address: a page of this site, or of another'),
    address,
    problem,
    results,
    element('div', { style: 'display:flex;gap:8px;flex-wrap:wrap' }, done, cancel, ...(removable ? [remove] : [])),
  )
  dialog.append(form)
  document.body.append(dialog)
  showResults()

  const keepOnScreen = () => fitOnScreen(dialog)
  return new Promise((resolve) => {
    // Closed here, in the task of the click or key that closes it, and answered at once: the
    // caller's change (a link made) is done before the next key is handled, not at the close event.
    const finish = (answer?: PickedLink) => {
      dialog.close()
      returnFocus?.()
      resolve(answer)
    }
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const href = address.value.trim()
      const wrong = href ? addressProblem(href) : 'Choose a page, or write an address.'
      const textMissing = askText && !text.value.trim() ? 'Write the link text: the words the visitor clicks.' : undefined
      if (wrong || textMissing) problem.textContent = wrong ?? textMissing ?? ''
      else finish({ href, ...(askText && { text: text.value.trim() }) })
    })
    cancel.addEventListener('click', () => finish())
    remove.addEventListener('click', () => finish({ href: '' }))
    // Escape.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault()
      finish()
    })
    const view = window.visualViewport
    dialog.addEventListener('close', () => {
      view?.removeEventListener('resize', keepOnScreen)
      dialog.remove()
      resolve(undefined)
    })
    dialog.showModal()
    keepOnScreen()
    // Again when the screen changes (a phone's keyboard opening, a turn), not as the page scrolls beneath.
    view?.addEventListener('resize', keepOnScreen)
    // The words are there already (the link's, or those selected): the address is what is asked.
    ;(askText && !words ? text : address).focus()
  })
}
