/**
 * Logged-in /admin pages kept from one test to the next. Decap's start costs about 2.5 s of
 * the browser's CPU (its 5 MB script compiled and run, the configuration and the
 * collections loaded): most of what a content-manager test costs, and on two cores the
 * difference between `npm test` in five minutes and in eight. So a page a test closes is
 * put back as a new one would be and kept; the next test of the same kind takes it at its
 * own address, as an editor going from entry to entry does, through Decap's own navigation.
 */
import type { Dialog, Page } from 'playwright-core'
import { keepWhenClosed } from './keptPages.js'

export type KeptAdminPages = {
  /** The kept page of this kind, moved to `at` (an `#/…` address, '' for the collections), if there is one that gets there. */
  take(kind: string, at: string): Promise<Page | undefined>
  /** From now on, the page's close() keeps it for the next test of this kind (or closes it, if it cannot be put back). */
  keepOnClose(page: Page, kind: string): void
  /** Closes every kept page for good (after the test file). */
  closeAll(): Promise<void>
}

export function keptAdminPages(): KeptAdminPages {
  const kept = new Map<string, { page: Page; closeForGood(): Promise<void> }>()
  return {
    async take(kind, at) {
      const found = kept.get(kind)
      kept.delete(kind)
      if (!found) return undefined
      if (await goTo(found.page, at)) return found.page
      await found.closeForGood()
      return undefined
    },
    keepOnClose(page, kind) {
      keepWhenClosed(page, {
        putBack,
        async keep(page, closeForGood) {
          await kept.get(kind)?.closeForGood()
          kept.set(kind, { page, closeForGood })
        },
      })
    },
    async closeAll() {
      for (const { closeForGood } of kept.values()) await closeForGood()
      kept.clear()
    },
  }
}

/** Moves a page to `at` by Decap's own navigation; for the collections, false if they never show. */
async function goTo(page: Page, at: string): Promise<boolean> {
  await page.evaluate((address) => {
    window.location.hash = address.replace(/^#?/, '#') || '#/'
  }, at)
  if (at) return true
  return page
    .getByTestId('pages')
    .waitFor({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    )
}

/**
 * As a new page would be: no route a test added, no dialog or picture library open, back at
 * the collections (a "leave?" question answered OK), no notice shown, no local backup of
 * unsaved edits, no choice of the editor remembered (Markdown mode, the preview hidden…).
 */
async function putBack(page: Page): Promise<boolean> {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  const answerOk = (dialog: Dialog) => void dialog.accept().catch(() => {})
  page.on('dialog', answerOk)
  try {
    await page.keyboard.press('Escape')
    if (await page.locator('[role="dialog"], .ReactModal__Overlay').count()) return false
    if (!(await goTo(page, ''))) return false
    // Decap's notices (react-toastify) outlive the entry: the next test would read this one's.
    // A notice may close by itself between the listing and the click: the click then waited
    // for it Playwright's whole 30 s, idle (a loaded full run lost 28 s so), where the wait
    // below is what says whether every notice went.
    for (const close of await page.locator('.Toastify__close-button').all()) await close.click({ timeout: 2_000 }).catch(() => {})
    await page.locator('.Toastify__toast').first().waitFor({ state: 'detached', timeout: 5_000 })
    // Still answering: a question asked meanwhile would hold these evaluations until answered.
    await page.evaluate(forgetLocalBackups)
    await page.evaluate(forgetPreferences)
  } finally {
    page.off('dialog', answerOk)
  }
  return !/\/(entries\/|new)/.test(new URL(page.url()).hash)
}

/**
 * Decap keeps unsaved edits in IndexedDB (localforage's store, keys `backup…`) and offers
 * them when the entry opens again: a new browser has none.
 */
async function forgetLocalBackups(): Promise<void> {
  if (!(await indexedDB.databases()).some((database) => database.name === 'localforage')) return
  await new Promise<void>((resolve, reject) => {
    const opened = indexedDB.open('localforage')
    opened.onerror = () => reject(opened.error)
    opened.onsuccess = () => {
      const database = opened.result
      if (!database.objectStoreNames.contains('keyvaluepairs')) return resolve(database.close())
      const store = database.transaction('keyvaluepairs', 'readwrite').objectStore('keyvaluepairs')
      const keys = store.getAllKeys()
      keys.onsuccess = () => {
        for (const key of keys.result) if (String(key).startsWith('backup')) store.delete(key)
      }
      store.transaction.oncomplete = () => resolve(database.close())
      store.transaction.onerror = () => reject(store.transaction.error)
    }
  })
}

/** Decap remembers the editor's choices in localStorage (`cms.md-mode`, `cms.right-pane`…): all but who is logged in go. */
function forgetPreferences() {
  for (const key of Object.keys(localStorage)) if (key !== 'decap-cms-user') localStorage.removeItem(key)
  sessionStorage.clear()
}
