/**
 * /admin/cms-later.js (cms/later.ts): fetched once an entry opens, or at a save or a paste
 * if that comes first, not with the content manager's start. It sits beside cms.js, under
 * the same base, and is a module (served as JavaScript; the policy's script-src 'self' lets
 * it in). A save and a paste wait for it; until it has come, nothing else needs it.
 */
import type * as Later from './later.js'

type LaterCode = typeof Later

/** cms.js's own address, read while it runs (a classic script): cms-later.js sits beside it, whatever the page's address. */
const cmsScriptAddress = typeof document === 'undefined' ? undefined : (document.currentScript as HTMLScriptElement | null)?.src

let loading: Promise<LaterCode> | undefined

/** The later code, fetched at the first call; a failed fetch (the connection down) is tried again at the next. */
export function laterCode(): Promise<LaterCode> {
  loading ??= (import(/* @vite-ignore */ new URL('cms-later.js', cmsScriptAddress ?? location.href).href) as Promise<LaterCode>).catch(
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** An entry's address (#/collections/blog/entries/…, …/new): its form can save and paste. */
const ENTRY = /^#\/collections\/[^/]+\/(entries\/|new\b)/

/** Fetches the later code as soon as an entry opens (a failure is left to the save or the paste that needs it). */
export function loadLaterCodeWithEntries(): void {
  const fetchForEntry = () => {
    if (ENTRY.test(location.hash)) laterCode().catch(() => {})
  }
  window.addEventListener('hashchange', fetchForEntry)
  fetchForEntry()
}
