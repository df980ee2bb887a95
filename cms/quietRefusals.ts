// A save or delete refused in words is no error: Decap's console error and unhandled rejection for it are kept quiet.
import { Refused } from './deletions.js'
import { NotSaved } from './saveCheck.js'

export function quietRefusals(): void {
  noLoggedRefusals()
  noUnhandledRefusals()
}

/** Decap logs a refused save or delete as an error: the editor has been told why, in words; nothing went wrong. */
function noLoggedRefusals(): void {
  const logError = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    if (args.length === 1 && (args[0] instanceof NotSaved || args[0] instanceof Refused)) return
    logError(...args)
  }
}

/**
 * Decap leaves a refused save's rejection unhandled (the action it dispatched, or nothing
 * for a required field left empty): the toast has said why, so it is not an error as well.
 */
function noUnhandledRefusals(): void {
  let saveClicked = 0
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest?.('[class*="ToolbarContainer"]')) saveClicked = Date.now()
    },
    true,
  )
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { type?: unknown } | undefined
    const decapsFailure = typeof reason?.type === 'string' && /^(UNPUBLISHED_)?ENTRY_(PERSIST|DELETE)_FAILURE$/.test(reason.type)
    if (decapsFailure || (reason === undefined && Date.now() - saveClicked < 10_000)) event.preventDefault()
  })
}
