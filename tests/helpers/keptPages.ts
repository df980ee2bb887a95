/**
 * A page a test closes, kept for the next test when it can be put back as a new one would be:
 * site pages (`startSession` in tests/helpers/browser.ts) and logged-in /admin pages
 * (tests/helpers/keptAdminPages.ts) each say how they are put back and where they are kept.
 */
import type { EventEmitter } from 'node:events'
import type { Page } from 'playwright-core'

type Keeping = {
  /** Makes the page as a new one; false if it cannot (then it is closed for good). */
  putBack(page: Page): Promise<boolean>
  /** Keeps the page put back, with the way to close it for good later. */
  keep(page: Page, closeForGood: () => Promise<void>): void | Promise<void>
}

/**
 * How long putting a page back may take. One that has not finished by then is waiting on
 * something that will not come (seen once in a loaded full run: a content-manager test's
 * close() waited out the test's 120 s): the page is closed for good instead, and the next
 * test starts a new one, as it would have without keeping.
 */
const PUT_BACK_LIMIT_MS = 20_000

/** putBack's answer, or false once PUT_BACK_LIMIT_MS has passed. */
async function putBackInTime(page: Page, putBack: Keeping['putBack']): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`A kept page was not put back within ${PUT_BACK_LIMIT_MS / 1000} s (${page.url()}): closed for good instead.`)
      resolve(false)
    }, PUT_BACK_LIMIT_MS)
  })
  try {
    return await Promise.race([putBack(page).catch(() => false), late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * From now on the page's close() takes off the listeners the test added (those on the page
 * now stay: the session's own watchers), gives back Playwright's own 30 s of waiting, and
 * keeps the page if it can be put back.
 */
export function keepWhenClosed(page: Page, { putBack, keep }: Keeping) {
  // Playwright's Page is an EventEmitter, though its types do not say so.
  const events = page as unknown as EventEmitter
  const own = new Map(events.eventNames().map((event) => [event, new Set(events.listeners(event))]))
  const closeForGood = page.close.bind(page)
  page.close = async (options) => {
    if (page.isClosed()) return
    for (const event of events.eventNames())
      for (const listener of events.listeners(event))
        if (!own.get(event)?.has(listener)) events.removeListener(event, listener as (...args: unknown[]) => void)
    page.setDefaultTimeout(30_000)
    page.setDefaultNavigationTimeout(30_000)
    if (await putBackInTime(page, putBack)) await keep(page, () => closeForGood(options))
    else await closeForGood(options)
  }
}
