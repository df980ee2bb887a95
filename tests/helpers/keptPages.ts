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
    if (await putBack(page).catch(() => false)) await keep(page, () => closeForGood(options))
    else await closeForGood(options)
  }
}
