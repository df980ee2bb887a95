/**
 * Content-Security-Policy (pipeline/head/contentSecurityPolicy.ts). The built files: every
 * visitor page carries a policy that allows its own inline script and style attributes by
 * hash and nothing else inline, frames only site.yaml's form hosts; `_headers` refuses
 * framing; /admin has its own policy and a frame guard; embedded forms are sandboxed. Then
 * in Chromium: the policy refuses what an injection would add, Decap CMS runs under its
 * policy (with GitHub's API answered here) and needs its one eval exception, /admin in
 * another site's frame shows nothing, and the site served with its `_headers` (joined as
 * Cloudflare Pages joins them) works, search included, and cannot be framed.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import type { Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminPolicy, originsOf, policyText } from '../../pipeline/head/contentSecurityPolicy.js'
import { listen } from '../../scripts/lib/staticServer.js'
import { htmlFiles } from '../../site/builtSite.js'
import { contentManagerBackend } from '../../site/cms/backend.js'
import { startSession, type Session, waitForIslands, watchConsole } from '../helpers/browser.js'
import { parseHtml } from '../helpers/html.js'
import { clientDir, realSite } from '../helpers/site.js'

const site = realSite()
const { forms } = site.settings
const cms = contentManagerBackend()
const formOrigins = originsOf(Object.values(forms))

/** A policy's directives: name → sources. */
function parsePolicy(text: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const read = (name: string) => readFileSync(path.join(clientDir, name), 'utf8')
const metaPolicy = (d: Document) => d.querySelector('meta[http-equiv="Content-Security-Policy" i]')?.getAttribute('content')

/** Scripts a browser runs: no type, or a JavaScript one (JSON and JSON-LD blocks are data). */
const isExecutable = (script: Element) => {
  const type = (script.getAttribute('type') ?? '').trim().toLowerCase()
  return type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
}

describe('the visitor pages', () => {
  const pages = htmlFiles(clientDir)
    .filter((name) => !name.startsWith('admin/'))
    .map((name) => [name, parseHtml(read(name))] as const)

  it('are all checked, the not-found page and the further listing pages among them', () => {
    expect(pages.map(([name]) => name)).toEqual(expect.arrayContaining(['404.html', 'index.html', 'search.html', 'blog.html']))
    expect(pages.length).toBeGreaterThanOrEqual(site.pages.size)
  })

  it.each(pages)('%s carries its policy first in <head>, before any script, and a referrer policy', (_name, d) => {
    const meta = d.querySelector('meta[http-equiv="Content-Security-Policy" i]')
    expect(meta?.parentElement?.tagName).toBe('HEAD')
    const everything = [...d.querySelectorAll('*')]
    for (const script of d.querySelectorAll('script')) expect(everything.indexOf(script)).toBeGreaterThan(everything.indexOf(meta!))
    expect(d.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('strict-origin-when-cross-origin')
  })

  it.each(pages)('%s allows its inline scripts and style attributes by hash, and nothing else inline', (_name, d) => {
    const policy = parsePolicy(metaPolicy(d)!)
    const scriptSrc = policy.get('script-src')!
    expect(scriptSrc).toContain("'self'")
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    expect(scriptSrc.filter((source) => !/^'(self|wasm-unsafe-eval|sha256-[A-Za-z0-9+/=]+)'$/.test(source))).toEqual([])
    const inline = [...d.querySelectorAll('script:not([src])')].filter(isExecutable)
    expect(inline.length).toBeGreaterThan(0) // the route transition's
    for (const script of inline) expect(scriptSrc).toContain(sha256(script.textContent ?? ''))
    // No event handler attributes (onclick=…): a hash cannot allow them.
    for (const element of d.querySelectorAll('*'))
      expect([...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => attribute.name)).toEqual([])

    const styleSrc = policy.get('style-src')!
    expect(styleSrc).not.toContain("'unsafe-inline'")
    expect(d.querySelectorAll('style')).toHaveLength(0)
    const styled = [...d.querySelectorAll('[style]')]
    if (styled.length) expect(styleSrc).toContain("'unsafe-hashes'")
    for (const element of styled) expect(styleSrc).toContain(sha256(element.getAttribute('style')!))
  })

  it.each(pages)('%s refuses plugins, other bases and other frames than the forms of site.yaml', (name, d) => {
    const policy = parsePolicy(metaPolicy(d)!)
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('worker-src')).toEqual(["'self'"])
    expect(policy.get('font-src')).toEqual(["'self'"])
    expect(policy.get('manifest-src')).toEqual(["'self'"])
    expect(policy.get('frame-src')).toEqual(formOrigins)
    expect(policy.get('form-action')).toEqual(["'self'", ...originsOf([forms.newsletter])])
    // Only a header can refuse framing: in a <meta> Chromium ignores it with an error.
    expect(policy.has('frame-ancestors')).toBe(false)
    // Pagefind's WebAssembly: the search page only.
    expect(policy.get('script-src')!.includes("'wasm-unsafe-eval'")).toBe(name === 'search.html')
    for (const frame of d.querySelectorAll('iframe')) {
      const src = frame.getAttribute('src') ?? frame.getAttribute('data-src')!
      expect(formOrigins).toContain(new URL(src).origin)
    }
  })

  it('sandbox the embedded forms, which may never move the page elsewhere', () => {
    // The contact page's enquiry form (src), and the application dialog's (data-src, loaded on opening).
    const embedded = pages.flatMap(([, d]) => [...d.querySelectorAll('iframe')])
    expect(embedded.some((frame) => frame.hasAttribute('src'))).toBe(true)
    expect(embedded.some((frame) => frame.hasAttribute('data-src'))).toBe(true)
    for (const frame of embedded) {
      expect(frame.getAttribute('sandbox')!.split(/\s+/).sort()).toEqual([
        'allow-forms',
        'allow-popups',
        'allow-same-origin',
        'allow-scripts',
      ])
      expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin')
    }
  })
})

/** The rules of `_headers`: path pattern → headers. */
function headerRules(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>()
  let current: Map<string, string> | undefined
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      current = new Map()
      rules.set(line.trim(), current)
    } else current!.set(line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim())
  }
  return rules
}

describe('_headers', () => {
  const rules = headerRules(read('_headers'))
  const all = rules.get('/*')!
  const admin = rules.get('/admin/*')!

  it('refuses framing of every file, sends the referrer, MIME-sniffing and permissions policies', () => {
    const policy = parsePolicy(all.get('Content-Security-Policy')!)
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(all.get('X-Frame-Options')).toBe('DENY')
    expect(all.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(all.get('X-Content-Type-Options')).toBe('nosniff')
    expect(all.get('Permissions-Policy')).toMatch(/camera=\(\).*microphone=\(\)/)
  })

  it('gives /admin its own policy, never framed, never cached stale', () => {
    const policy = parsePolicy(admin.get('Content-Security-Policy')!)
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
    expect(policy.get('connect-src')).toContain('https://api.github.com')
    expect(admin.get('X-Frame-Options')).toBe('DENY')
    expect(admin.get('Cache-Control')).toBe('no-cache')
  })

  it('says nothing in /* that /admin says otherwise: a host that joins both policies enforces each', () => {
    const shared = parsePolicy(all.get('Content-Security-Policy')!)
    const own = parsePolicy(admin.get('Content-Security-Policy')!)
    for (const [name, sources] of shared) expect(own.get(name), name).toEqual(sources)
    // …and the same with every visitor page's own policy (frame-ancestors aside).
    const page = parsePolicy(metaPolicy(parseHtml(read('index.html')))!)
    for (const [name, sources] of shared) if (name !== 'frame-ancestors') expect(page.get(name), name).toEqual(sources)
  })
})

describe('/admin', () => {
  const d = parseHtml(read('admin/index.html'))

  it('carries its own policy: GitHub and its login service, Decap’s eval and styles, no inline script', () => {
    const text = metaPolicy(d)!
    expect(text).toBe(policyText(adminPolicy({ authService: cms.authService })))
    const policy = parsePolicy(text)
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-eval'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    // A picture's or a request's address is a way out for the token: GitHub's alone.
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'])
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'blob:',
      'https://api.github.com',
      'https://www.githubstatus.com',
      ...originsOf([cms.authService]),
    ])
    // The preview's worker: /admin's own pipeline.js, never a blob: or another origin's.
    expect(policy.get('worker-src')).toEqual(["'self'"])
    expect([...d.querySelectorAll('script')].filter((script) => !script.getAttribute('src'))).toEqual([])
    expect(d.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('strict-origin-when-cross-origin')
  })

  it('loads its frame guard first', () => {
    expect(d.querySelector('script')?.getAttribute('src')).toBe('/admin/frame-guard.js')
    expect(d.querySelector('head script')).toBe(d.querySelector('script'))
    expect(read('admin/frame-guard.js')).toContain('window.top !== window.self')
  })
})

/**
 * Another site, framing `src`: a server of its own on loopback (a page Playwright made up
 * would count as a public site, which Chromium lets frame no local address).
 */
async function otherSite(src: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(`<!doctype html><title>Other site</title><iframe src="${src}" width="800" height="600"></iframe>`)
  })
  const port = await listen(server, 0)
  return { url: `http://localhost:${port}/`, close: () => server.close() }
}

/** GitHub's API as Decap's GitHub backend asks it, for an editor with push rights and an empty repository. */
async function fakeGitHub(route: Route) {
  const url = new URL(route.request().url())
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' }
  if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors })
  const json = (body: unknown, status = 200) =>
    route.fulfill({ status, headers: cors, contentType: 'application/json', body: JSON.stringify(body) })
  if (url.host === 'www.githubstatus.com') return json({ components: [{ name: 'API Requests', status: 'operational' }] })
  if (url.host !== 'api.github.com') return route.abort()
  if (url.pathname === '/user') return json({ login: 'editor', name: 'Editor' })
  if (url.pathname === `/repos/${cms!.repo}`)
    return json({ full_name: cms!.repo, owner: { login: cms!.repo.split('/')[0] }, permissions: { push: true } })
  if (url.pathname.endsWith('/pulls')) return json([])
  if (url.pathname.includes('/branches/')) return json({ name: cms!.branch, commit: { sha: '0'.repeat(40) } })
  if (url.pathname.includes('/git/trees/')) return json({ sha: '0'.repeat(40), tree: [], truncated: false })
  return json({ message: 'Not Found' }, 404)
}

async function openAdminAsEditor(session: Session): Promise<Page> {
  const page = await session.newPage({ viewport: { width: 1366, height: 900 } })
  await page.context().route(/^https:\/\//, fakeGitHub)
  // A token from an earlier login: Decap restores the editor and asks GitHub.
  await page.addInitScript(() =>
    localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'github', token: 'test', login: 'editor' })),
  )
  return page
}

describe('in Chromium, served as GitHub Pages serves it (no headers)', () => {
  let session: Session
  beforeAll(async () => {
    session = await startSession()
  })
  afterAll(async () => {
    await session?.close()
  })

  it('refuses an injected inline script, event handler and style attribute, and reports each as a console error', async () => {
    const page = await session.newPage()
    const messages = watchConsole(page)
    await page.route(`${session.baseUrl}/contact`, async (route) => {
      const response = await route.fetch()
      const injected =
        '<script>window.__pwned = 1</script><img src="/no-such-picture" onerror="window.__pwned = 2"><p id="styled" style="color: rgb(255, 0, 0)">x</p>'
      await route.fulfill({ response, body: (await response.text()).replace('</body>', `${injected}</body>`) })
    })
    await page.goto(`${session.baseUrl}/contact`)
    await waitForIslands(page)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(await page.locator('#styled').evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(255, 0, 0)')
    await expect.poll(() => session.violations.length).toBe(3)
    expect(messages.filter((message) => message.startsWith('error:') && /Content Security Policy/.test(message))).toHaveLength(3)
    session.violations.length = 0 // provoked on purpose
    await page.close()
  })

  it('keeps /admin from running inside another site’s frame', async () => {
    const page = await session.newPage()
    const messages = watchConsole(page)
    const other = await otherSite(`${session.baseUrl}/admin/`)
    await page.goto(other.url)
    const frame = page.frames().find((candidate) => candidate.url().startsWith(`${session.baseUrl}/admin/`))!
    await expect.poll(() => messages).toContainEqual(expect.stringContaining('does not run inside a frame'))
    await page.waitForTimeout(1000) // Decap would have drawn its login by now
    // No Decap, and nothing inside <html>: no head, no body.
    expect(await frame.evaluate(() => ({ cms: 'CMS' in window, elements: document.documentElement.childElementCount }))).toEqual({
      cms: false,
      elements: 0,
    })
    other.close()
    await page.close()
  })

  it('runs Decap CMS under /admin’s policy: the editor restored, the collections and the workflow listed', async () => {
    const page = await openAdminAsEditor(session)
    const messages = watchConsole(page)
    await page.goto(`${session.baseUrl}/admin/`)
    await page.getByTestId('pages').waitFor({ timeout: 30_000 })
    await page.getByTestId('blog').click()
    await page.goto(`${session.baseUrl}/admin/#/workflow`)
    await page.getByText('Editorial Workflow').waitFor()
    expect(messages.filter((message) => /Content Security Policy|uncaught/.test(message))).toEqual([])
    await page.close()
  })

  it('needs its one eval exception: without it Decap draws nothing', async () => {
    const page = await session.newPage()
    await page.route(`${session.baseUrl}/admin/`, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace(" 'unsafe-eval'", '') })
    })
    await page.goto(`${session.baseUrl}/admin/`)
    await expect.poll(() => session.violations.some((violation) => /unsafe-eval/.test(violation))).toBe(true)
    expect(await page.getByRole('button', { name: /login/i }).count()).toBe(0)
    session.violations.length = 0 // provoked on purpose
    await page.close()
  })
})

describe('in Chromium, served with its _headers (every matching rule, joined as Cloudflare Pages does)', () => {
  let session: Session
  beforeAll(async () => {
    session = await startSession(clientDir, { headers: true })
  })
  afterAll(async () => {
    await session?.close()
  })

  it('sends the headers', async () => {
    const home = await fetch(`${session.baseUrl}/`)
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(home.headers.get('x-content-type-options')).toBe('nosniff')
    const admin = await fetch(`${session.baseUrl}/admin/`)
    expect(admin.headers.get('content-security-policy')).toContain('https://api.github.com')
  })

  it('shows the home page and finds pages with its search, with no console error', async () => {
    const page = await session.newPage()
    const messages = watchConsole(page)
    await page.goto(`${session.baseUrl}/`)
    await waitForIslands(page)
    await page.goto(`${session.baseUrl}/search?q=cloud`)
    await waitForIslands(page)
    await expect.poll(() => page.locator('[data-search-results] li').count()).toBeGreaterThan(0)
    expect(messages).toEqual([])
    await page.close()
  })

  it('runs Decap CMS under both policies of /admin', async () => {
    const page = await openAdminAsEditor(session)
    await page.goto(`${session.baseUrl}/admin/`)
    await page.getByTestId('pages').waitFor({ timeout: 30_000 })
    await page.close()
  })

  it('cannot be framed by another site', async () => {
    const page = await session.newPage()
    const other = await otherSite(`${session.baseUrl}/about-us`)
    await page.goto(other.url)
    await expect.poll(() => session.violations.some((violation) => /frame-ancestors/.test(violation))).toBe(true)
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
    expect(await frame?.evaluate(() => document.title).catch(() => '')).not.toContain('About')
    session.violations.length = 0 // provoked on purpose
    other.close()
    await page.close()
  })
})
