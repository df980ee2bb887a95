/**
 * The listeners on a page, to take off what a test added when its page is kept for the
 * next test (tests/helpers/browser.ts, keptAdminPages.ts). Playwright's Page is an
 * EventEmitter, though its types do not say so.
 */
import type { EventEmitter } from 'node:events'
import type { Page } from 'playwright-core'

export type Listeners = Map<string | symbol, Set<unknown>>

/** Every listener on the page now, by event. */
export function listenersOf(page: Page): Listeners {
  const events = page as unknown as EventEmitter
  return new Map(events.eventNames().map((event) => [event, new Set(events.listeners(event))]))
}

/** Takes off every listener that is not in `kept`. */
export function removeListenersBut(page: Page, kept: Listeners) {
  const events = page as unknown as EventEmitter
  for (const event of events.eventNames())
    for (const listener of events.listeners(event))
      if (!kept.get(event)?.has(listener)) events.removeListener(event, listener as (...args: unknown[]) => void)
}
