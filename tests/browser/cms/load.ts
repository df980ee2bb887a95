/**
 * A light /admin (issue 33): in the dev server of `npm run cms`, the content manager fetches
 * its configuration once, every file comes compressed, Decap's scripts stay in the browser's
 * cache for the next visit and the other files are revalidated (304), and it still works.
 * Two visits in a context of its own (its own cache), on the dev server of the file that
 * imports this suite (cms/shared.ts).
 */
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminLoad, measureAdminLoad } from '../../../scripts/lib/adminLoad.js'
import { VIEWPORTS, workerBrowser } from '../../helpers/browser.js'
import { server } from './shared.js'

let context: BrowserContext
let cold: AdminLoad
let warm: AdminLoad

const DECAP = /^\/admin\/decap\/[0-9a-f]{12}\/decap-cms\.js$/
const only = (load: AdminLoad, test: (path: string) => boolean) => load.requests.filter((request) => test(request.path))

describe('/admin in the dev server', () => {
  beforeAll(async () => {
    context = await (await workerBrowser()).newContext({ viewport: VIEWPORTS.desktop })
    const first = await measureAdminLoad(context, `${server.url}/admin/`)
    cold = first.load
    await first.page.close()
    const second = await measureAdminLoad(context, `${server.url}/admin/`)
    warm = second.load
    await second.page.close()
  }, 420_000)

  afterAll(async () => {
    await context?.close()
  })

  it('fetches its configuration once, on the first visit and the next', () => {
    expect(only(cold, (path) => path === '/admin/config.yml')).toHaveLength(1)
    expect(only(warm, (path) => path === '/admin/config.yml')).toHaveLength(1)
  })

  it('sends every file of /admin compressed with brotli, under 1.5 MB in all', () => {
    const admin = only(cold, (path) => path.startsWith('/admin/') && path !== '/admin/')
    expect(admin.map((request) => request.path)).toEqual(
      expect.arrayContaining(['/admin/config.yml', '/admin/cms.js', expect.stringMatching(DECAP)]),
    )
    for (const request of [...admin, ...only(cold, (path) => path === '/admin/')])
      expect({ path: request.path, encoding: request.encoding }).toEqual({ path: request.path, encoding: 'br' })
    expect(only(cold, (path) => DECAP.test(path))[0].bytes).toBeLessThan(1.35 * 1024 * 1024)
    expect(only(cold, (path) => path === '/admin/config.yml')[0].bytes).toBeLessThan(20 * 1024)
    expect(cold.bytes).toBeLessThan(1.5 * 1024 * 1024)
    // The Markdown code of a paste and a save (cms-later.js) waits for an entry to open.
    expect(only(cold, (path) => path.endsWith('/cms-later.js'))).toEqual([])
  })

  it('keeps Decap’s scripts in the browser for the next visit, and revalidates the files that follow the content', () => {
    for (const request of only(warm, (path) => path.startsWith('/admin/decap/'))) {
      expect(request.cached, request.path).toBe(true)
      expect(request.bytes, request.path).toBe(0)
    }
    expect(only(warm, (path) => DECAP.test(path))).toHaveLength(1)
    for (const name of ['/admin/config.yml', '/admin/cms.js', '/admin/'])
      expect({ name, status: only(warm, (path) => path === name)[0]?.status }).toEqual({ name, status: 304 })
    // What /admin itself sends again: headers only (the local backend's listing of entries comes on top).
    const again = only(warm, (path) => path.startsWith('/admin'))
    expect(again.reduce((sum, request) => sum + request.bytes, 0)).toBeLessThan(5 * 1024)
  })

  it('answers gzip to a browser without brotli, plain text to one without either, and 304 to a tag it holds', async () => {
    const admin = `${server.url}/admin/cms.js`
    const gzipped = await fetch(admin, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('cache-control')).toBe('no-cache')
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding')
    expect(await gzipped.text()).toContain('registerWidget') // fetch decodes it
    const plain = await fetch(admin, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    const again = await fetch(admin, { headers: { 'accept-encoding': 'gzip', 'if-none-match': gzipped.headers.get('etag')! } })
    expect(again.status).toBe(304)
    const decap = cold.requests.find((request) => DECAP.test(request.path))!.path
    const script = await fetch(`${server.url}${decap}`, { headers: { 'accept-encoding': 'br' } })
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(script.headers.get('content-encoding')).toBe('br')
  })

  it('still works: logged in, the collections listed, an entry opened, and then the Markdown code of its saves fetched', async () => {
    const { page } = await measureAdminLoad(context, `${server.url}/admin/`)
    await page.getByTestId('blog').click()
    const later = page.waitForResponse((response) => new URL(response.url()).pathname === '/admin/cms-later.js')
    await page.getByText('The Role of AI in Modern Tech Solutions', { exact: true }).first().click()
    await page.getByLabel('Title', { exact: true }).first().waitFor()
    expect(await page.getByLabel('Title', { exact: true }).first().inputValue()).not.toBe('')
    const response = await later
    expect({ status: response.status(), type: response.headers()['content-type'] }).toEqual({
      status: 200,
      type: expect.stringMatching(/^(text|application)\/javascript/),
    })
    await page.close()
  }, 180_000)
})
