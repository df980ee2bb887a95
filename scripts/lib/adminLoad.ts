/**
 * One visit to the content manager at /admin in Chromium, measured through the DevTools
 * protocol: the bytes that came over the wire from the site (Network.loadingFinished's
 * encodedDataLength: compressed bodies and headers; nothing for what the cache served) and
 * the time from the address typed to the collection list shown (after the Login button,
 * when there is one). Used by `npm run bench -- --cms` and the browser tests.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core'

export type AdminLoad = {
  /** Bytes received from the site's origin. */
  bytes: number
  /** Milliseconds from navigation to the collection list. */
  ms: number
  /** Every request to the site's origin: its path, status as sent (304 for a revalidated file), bytes, and whether the cache answered it. */
  requests: { path: string; status: number; bytes: number; cached: boolean; encoding: string }[]
}

/** Opens /admin/ in a new page of `context` and waits until its collections are listed. */
export async function measureAdminLoad(
  context: BrowserContext,
  adminUrl: string,
  /** Called before the visit, with the page's DevTools session (the bench answers GitHub's API through it). */
  prepare?: (cdp: CDPSession) => Promise<void>,
): Promise<{ load: AdminLoad; page: Page }> {
  const page = await context.newPage()
  const origin = new URL(adminUrl).origin
  const cdp = await context.newCDPSession(page)
  await prepare?.(cdp)
  const seen = new Map<string, AdminLoad['requests'][number]>()
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!response.url.startsWith(origin)) return
    const encoding = Object.entries(response.headers as Record<string, string>).find(([name]) => name.toLowerCase() === 'content-encoding')
    seen.set(requestId, {
      path: new URL(response.url).pathname,
      status: response.status,
      bytes: 0,
      cached: Boolean(response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker),
      encoding: encoding?.[1] ?? '',
    })
  })
  // The status as it came over the wire: a revalidated file's 304 (responseReceived shows the cached 200).
  const wireStatus = new Map<string, number>()
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => wireStatus.set(requestId, statusCode))
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const request = seen.get(requestId)
    if (request) request.cached = true
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = seen.get(requestId)
    if (request) request.bytes = encodedDataLength
  })
  await cdp.send('Network.enable')
  const started = performance.now()
  await page.goto(adminUrl, { waitUntil: 'commit', timeout: 120_000 })
  const collections = page.getByTestId('pages')
  const login = page.getByRole('button', { name: /login/i })
  await collections.or(login).first().waitFor({ timeout: 120_000 })
  if (await login.isVisible()) await login.click()
  await collections.waitFor({ timeout: 120_000 })
  const ms = performance.now() - started
  // Anything still arriving for what is shown (a chunk, a picture) is counted too (Decap
  // keeps asking its backend now and then, so the network is never idle for long).
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => {})
  for (const [requestId, status] of wireStatus) {
    const request = seen.get(requestId)
    if (request) request.status = status
  }
  const requests = [...seen.values()]
  return { load: { bytes: requests.reduce((sum, request) => sum + request.bytes, 0), ms, requests }, page }
}
