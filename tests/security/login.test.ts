/**
 * The content manager's GitHub login service (login/worker.ts), attacked as any web page an
 * editor visits would. decap-proxy, which the README recommended before, posts the token to
 * whatever page opened its window ('*') and never checks its state: GitHub skips the consent
 * screen for an editor who authorised the app once, so any page could open the login and
 * receive the editor's token. Here GitHub's token endpoint is answered by the test, and the
 * callback page's script runs in a fake login window whose opener is the content manager
 * (acting as Decap's authenticator, netlify-auth.js, does) or a hostile page.
 */
import { createHmac } from 'node:crypto'
import vm from 'node:vm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import worker, { type Env } from '../../login/worker.js'
import { usedStates } from '../../login/usedStates.js'

const SITE = 'https://www.nileridge.example'
const SERVICE = 'https://login.nileridge.example'
const EVIL = 'https://evil.example'
const SECRET = 'test-state-secret-0123456789-abcdefghij'
const ENV: Env = {
  SITE_ORIGIN: SITE,
  GITHUB_CLIENT_ID: 'Iv23.testclient',
  GITHUB_CLIENT_SECRET: 'test-client-secret',
  STATE_SECRET: SECRET,
}
const TOKEN = 'ghu_TheEditorsToken0123456789'
const COOKIE = '__Host-decap-login'
const TOKEN_ENDPOINT = 'https://github.com/login/oauth/access_token'

// GitHub, as the service sees it: every request for a token is kept, and answered by githubAnswer.
let tokenRequests: URLSearchParams[]
let githubAnswer: () => Response | Promise<Response>

beforeEach(() => {
  tokenRequests = []
  githubAnswer = () => Response.json({ access_token: TOKEN, token_type: 'bearer', scope: '' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url !== TOKEN_ENDPOINT || init?.method !== 'POST') throw new Error(`unexpected request to ${url}`)
      expect(new Headers(init.headers).get('Accept')).toBe('application/json')
      tokenRequests.push(new URLSearchParams(init.body as URLSearchParams))
      return githubAnswer()
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function call(path: string, headers: Record<string, string> = {}, env: Env = ENV, method = 'GET'): Promise<Response> {
  return worker.fetch(new Request(`${SERVICE}${path}`, { method, headers }), env)
}

/** Opens the login as Decap does (its popup's address) and returns what GitHub and the browser were given. */
async function startLogin() {
  const response = await call('/auth?provider=github&site_id=www.nileridge.example&scope=repo', { Referer: `${SITE}/admin/` })
  const setCookie = response.headers.get('Set-Cookie') ?? ''
  const location = new URL(response.headers.get('Location') ?? '')
  return { response, setCookie, cookie: setCookie.split(';')[0], state: location.searchParams.get('state') ?? '', location }
}

/** GitHub's redirect back to the service, with the cookies the browser holds. */
function callback(query: Record<string, string>, cookie?: string): Promise<Response> {
  return call(`/callback?${new URLSearchParams(query)}`, cookie ? { Cookie: cookie } : {})
}

/** A cookie of the service's format (`state.expiry.signature`), signed with `key`. */
function signedCookie(state: string, expiry: number, key = SECRET): string {
  const payload = `${state}.${expiry}`
  return `${COOKIE}=${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`
}

const randomState = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')

type Message = { data: unknown; origin: string | null; source: unknown }
type Post = { message: unknown; targetOrigin: string }

/** Lets every queued message be delivered. */
async function settle() {
  for (let round = 0; round < 5; round++) await new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Runs the callback page's one script in a login window opened by a window of `openerOrigin`
 * (null: no opener). Messages travel as a browser delivers them: later, to the opener only if
 * the target origin is '*' or the opener's origin, with event.origin the sender's.
 * `opener` is that window's code: it sees what reached it and may answer the login window.
 */
async function runLoginWindow(
  page: Response,
  openerOrigin: string | null,
  opener: (event: Message, answer: (data: unknown) => void) => void,
) {
  const html = await page.text()
  expect(html.match(/<script/g)).toHaveLength(1)
  const [, nonce, script] = /<script nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(html) ?? []
  expect(page.headers.get('Content-Security-Policy')).toContain(`script-src 'nonce-${nonce}'`)

  const posts: Post[] = []
  const delivered: unknown[] = []
  const listeners = new Set<(event: Message) => void>()
  const loginWindow: Record<string, unknown> = {
    addEventListener: (type: string, listener: (event: Message) => void) => type === 'message' && listeners.add(listener),
    removeEventListener: (type: string, listener: (event: Message) => void) => type === 'message' && listeners.delete(listener),
  }
  /** A message to the login window from `source`, a window of `origin`. */
  const toLoginWindow = (data: unknown, origin: string | null, source: unknown) =>
    setTimeout(() => {
      for (const listener of [...listeners]) listener({ data, origin, source })
    })
  const openerWindow =
    openerOrigin === null
      ? null
      : {
          postMessage(message: unknown, targetOrigin: string) {
            posts.push({ message, targetOrigin })
            if (targetOrigin !== '*' && targetOrigin !== openerOrigin) return // the browser drops it
            setTimeout(() => {
              delivered.push(message)
              opener({ data: message, origin: SERVICE, source: loginWindow }, (data) => toLoginWindow(data, openerOrigin, openerWindow))
            })
          },
        }
  loginWindow.opener = openerWindow
  vm.runInNewContext(script, { window: loginWindow })
  await settle()
  return { posts, delivered, toLoginWindow, openerWindow }
}

/** The content manager's side, as decap-cms-lib-auth's netlify-auth.js does it with base_url = SERVICE. */
function decap() {
  const result: { data?: unknown; error?: unknown } = {}
  let handshaken = false
  const onMessage = (event: Message, answer: (data: unknown) => void) => {
    if (!handshaken) {
      if (event.data === 'authorizing:github' && event.origin === SERVICE) {
        handshaken = true
        answer(event.data)
      }
      return
    }
    if (event.origin !== SERVICE) return
    const success = /^authorization:github:success:(.+)$/.exec(String(event.data))
    if (success) result.data = JSON.parse(success[1])
    const error = /^authorization:github:error:(.+)$/.exec(String(event.data))
    if (error) result.error = JSON.parse(error[1])
  }
  return { onMessage, result }
}

/** A hostile page: it answers every message it gets with the handshake. */
const hostile = (_event: Message, answer: (data: unknown) => void) => answer('authorizing:github')

const mentionsToken = (posts: Post[], token = TOKEN) => posts.some((post) => String(post.message).includes(token))

describe('the site gets its token', () => {
  it('the content manager at SITE_ORIGIN receives the token after the handshake, as Decap parses it', async () => {
    const { cookie, state } = await startLogin()
    const page = await callback({ code: 'github-code', state }, cookie)
    expect(page.status).toBe(200)
    const content = decap()
    const { posts } = await runLoginWindow(page, SITE, content.onMessage)

    expect(content.result).toEqual({ data: { token: TOKEN, provider: 'github' } })
    expect(posts).toEqual([
      { message: 'authorizing:github', targetOrigin: SITE },
      { message: `authorization:github:success:{"token":"${TOKEN}","provider":"github"}`, targetOrigin: SITE },
    ])
    expect(tokenRequests).toHaveLength(1)
    expect(Object.fromEntries(tokenRequests[0])).toEqual({
      client_id: ENV.GITHUB_CLIENT_ID,
      client_secret: ENV.GITHUB_CLIENT_SECRET,
      code: 'github-code',
      redirect_uri: `${SERVICE}/callback`,
    })
  })

  it('the callback page is never cached, framed or sent with a Referer, runs one script under a nonce, and removes the state cookie', async () => {
    const { cookie, state } = await startLogin()
    const page = await callback({ code: 'github-code', state }, cookie)
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('Cache-Control')).toBe('no-store')
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(page.headers.get('X-Frame-Options')).toBe('DENY')
    const policy = page.headers.get('Content-Security-Policy') ?? ''
    expect(policy).toMatch(/^default-src 'none'; script-src 'nonce-[\w+/=]{24}';/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain('unsafe-inline')
    expect(page.headers.get('Set-Cookie')).toMatch(new RegExp(`^${COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax$`))
  })

  it('a token holding </script>, & and U+2028 cannot break out of the script, and arrives as it was', async () => {
    const hostileToken = 'x</script><script>alert(1)</script><!--&amp;\u2028\u2029"\''
    githubAnswer = () => Response.json({ access_token: hostileToken })
    const { cookie, state } = await startLogin()
    const page = await callback({ code: 'github-code', state }, cookie)
    const html = await page.clone().text()
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).not.toMatch(/<!--|\u2028|\u2029/)
    const content = decap()
    await runLoginWindow(page, SITE, content.onMessage)
    expect(content.result.data).toEqual({ token: hostileToken, provider: 'github' })
  })
})

describe('a page of another origin gets nothing', () => {
  it('an opener at https://evil.example that answers the handshake itself receives no token, and nothing is ever posted to "*"', async () => {
    const { cookie, state } = await startLogin()
    const page = await callback({ code: 'github-code', state }, cookie)
    const { posts, delivered, toLoginWindow, openerWindow } = await runLoginWindow(page, EVIL, hostile)
    toLoginWindow('authorizing:github', EVIL, openerWindow) // unasked, since the handshake never reached it
    await settle()

    expect(delivered).toEqual([])
    expect(posts).toEqual([{ message: 'authorizing:github', targetOrigin: SITE }])
    expect(posts.every((post) => post.targetOrigin === SITE)).toBe(true)
    expect(mentionsToken(posts)).toBe(false)
  })

  it("an answer from the site's origin that does not come from the opener (another window) is ignored", async () => {
    const { cookie, state } = await startLogin()
    const page = await callback({ code: 'github-code', state }, cookie)
    const { posts, toLoginWindow } = await runLoginWindow(page, EVIL, hostile)
    toLoginWindow('authorizing:github', SITE, { postMessage() {} })
    await settle()
    expect(mentionsToken(posts)).toBe(false)
  })

  it('an answer from the opener at SITE_ORIGIN other than the handshake is ignored', async () => {
    const { cookie, state } = await startLogin()
    const page = await callback({ code: 'github-code', state }, cookie)
    const { posts } = await runLoginWindow(page, SITE, (_event, answer) => answer('send me the token'))
    expect(mentionsToken(posts)).toBe(false)
  })

  it('without an opener (the callback opened as a page of its own) nothing is posted and nothing fails', async () => {
    const { cookie, state } = await startLogin()
    const page = await callback({ code: 'github-code', state }, cookie)
    const { posts } = await runLoginWindow(page, null, hostile)
    expect(posts).toEqual([])
  })
})

/**
 * A refused callback: an error page with no token in it, the cookie removed, GitHub never
 * called (since tokenRequests was last emptied), and only an error for the site.
 */
async function expectRefused(page: Response, status = 400, message = 'could not be checked') {
  expect(page.status).toBe(status)
  expect(page.headers.get('Set-Cookie')).toMatch(new RegExp(`^${COOKIE}=; Max-Age=0;`))
  expect(await page.clone().text()).not.toContain(TOKEN)
  expect(tokenRequests).toEqual([])
  const content = decap()
  const { posts } = await runLoginWindow(page, SITE, content.onMessage)
  expect(content.result.data).toBeUndefined()
  expect(content.result.error).toEqual({ message: expect.stringContaining(message) })
  expect(posts.every((post) => post.targetOrigin === SITE)).toBe(true)
}

describe("a callback without this browser's valid state gets nothing, and GitHub is not asked", () => {
  it('a cookie the test signs with STATE_SECRET in the same format is accepted (so the refusals below are for the reason named)', async () => {
    const state = randomState()
    const page = await callback({ code: 'github-code', state }, signedCookie(state, Date.now() + 60_000))
    expect(page.status).toBe(200)
    expect(tokenRequests).toHaveLength(1)
  })

  it('no state cookie (a login started by another browser or page)', async () => {
    const { state } = await startLogin()
    await expectRefused(await callback({ code: 'github-code', state }))
  })

  it('no state in the address', async () => {
    const { cookie } = await startLogin()
    await expectRefused(await callback({ code: 'github-code' }, cookie))
  })

  it("a state other than the cookie's (another login's)", async () => {
    const { cookie } = await startLogin()
    const other = await startLogin()
    await expectRefused(await callback({ code: 'github-code', state: other.state }, cookie))
  })

  it('a cookie forged with another key', async () => {
    const state = randomState()
    await expectRefused(
      await callback({ code: 'github-code', state }, signedCookie(state, Date.now() + 60_000, 'another-key-another-key-another-key')),
    )
  })

  it('an unsigned cookie holding just the state', async () => {
    const state = randomState()
    await expectRefused(await callback({ code: 'github-code', state }, `${COOKIE}=${state}`))
    await expectRefused(await callback({ code: 'github-code', state }, `${COOKIE}=${state}.${Date.now() + 60_000}.`))
  })

  it('a real cookie whose state, or expiry, was changed (the signature no longer matches)', async () => {
    const { cookie, state } = await startLogin()
    const [, expiry, signature] = cookie.split('=')[1].split('.')
    const swapped = randomState()
    await expectRefused(await callback({ code: 'github-code', state: swapped }, `${COOKIE}=${swapped}.${expiry}.${signature}`))
    await expectRefused(await callback({ code: 'github-code', state }, `${COOKIE}=${state}.${Number(expiry) + 3_600_000}.${signature}`))
  })

  it('an expired cookie (the login took more than ten minutes)', async () => {
    const { cookie, state } = await startLogin()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000)
    await expectRefused(await callback({ code: 'github-code', state }, cookie))
  })

  it('a replayed callback: the first use removes the cookie, so the second use, with what the browser now holds, is refused', async () => {
    const { cookie, state } = await startLogin()
    const first = await callback({ code: 'github-code', state }, cookie)
    expect(first.status).toBe(200)
    expect(first.headers.get('Set-Cookie')).toMatch(new RegExp(`^${COOKIE}=; Max-Age=0; Path=/;`))
    tokenRequests = []
    await expectRefused(await callback({ code: 'github-code', state }))
  })
})

/**
 * Issue 54: the signed cookie alone let a state serve as many callbacks as its ten minutes
 * allowed, each with a new code for a new token. Now the running instance remembers the
 * states used (login/usedStates.ts), in a memory of bounded size.
 */
describe('a state serves one callback', () => {
  it("the issue's replay: the same cookie and state with a second code are refused, and GitHub is not asked again", async () => {
    const { cookie, state } = await startLogin()
    const first = await callback({ code: 'first-code', state }, cookie)
    expect(first.status).toBe(200)
    expect(tokenRequests.map((request) => request.get('code'))).toEqual(['first-code'])
    tokenRequests = []
    await expectRefused(await callback({ code: 'second-code', state }, cookie))
  })

  it('a state refused for GitHub (the editor declined) cannot be used again with a code', async () => {
    const { cookie, state } = await startLogin()
    expect((await callback({ error: 'access_denied', state }, cookie)).status).toBe(403)
    await expectRefused(await callback({ code: 'github-code', state }, cookie))
  })

  it('two callbacks with one state at once: GitHub is asked once, and one of them gets a token', async () => {
    // GitHub answers only once both callbacks are in, so the second arrives while the first waits.
    let answerGitHub = () => {}
    const bothIn = new Promise<void>((resolve) => {
      answerGitHub = resolve
    })
    githubAnswer = async () => {
      await bothIn
      return Response.json({ access_token: TOKEN })
    }

    const { cookie, state } = await startLogin()
    const both = Promise.all([callback({ code: 'code-1', state }, cookie), callback({ code: 'code-2', state }, cookie)])
    await settle()
    answerGitHub()
    const pages = await both
    expect(pages.map((page) => page.status).sort()).toEqual([200, 400])
    expect(tokenRequests).toHaveLength(1)
    const bodies = await Promise.all(pages.map((page) => page.text()))
    expect(bodies.filter((body) => body.includes(TOKEN))).toHaveLength(1)
  })

  it('a flood of valid states cannot make a used state usable again: the memory stays at its size and refuses new logins until states expire', async () => {
    const { cookie, state } = await startLogin()
    expect((await callback({ code: 'github-code', state }, cookie)).status).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      // As many logins as the memory holds, and more: each a valid cookie (/auth gives one to
      // anyone), each lasting one minute.
      const statuses = new Map<number, number>()
      for (let index = 0; index < usedStates.capacity + 10; index++) {
        const flooded = randomState()
        const status = (await callback({ code: 'flood', state: flooded }, signedCookie(flooded, Date.now() + 60_000))).status
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
      expect(usedStates.size).toBe(usedStates.capacity)
      expect(statuses.get(503)).toBeGreaterThanOrEqual(11)

      tokenRequests = []
      // The used state is still refused as used; a new login is refused in plain words, GitHub not asked.
      await expectRefused(await callback({ code: 'second-code', state }, cookie))
      const fresh = await startLogin()
      await expectRefused(await callback({ code: 'github-code', state: fresh.state }, fresh.cookie), 503, 'too many logins')
      expect(usedStates.size).toBe(usedStates.capacity)
    } finally {
      // Ten minutes and more later every state kept has expired: the next login sweeps them
      // out, and is served (this also leaves the memory empty for the tests after this one).
      vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000)
      const later = await startLogin()
      expect((await callback({ code: 'github-code', state: later.state }, later.cookie)).status).toBe(200)
      expect(usedStates.size).toBe(1)
    }
  })

  it('expired states are swept out of the memory, without it being full', async () => {
    const logins = [await startLogin(), await startLogin()]
    for (const { cookie, state } of logins) expect((await callback({ code: 'github-code', state }, cookie)).status).toBe(200)
    const before = usedStates.size
    expect(before).toBeGreaterThanOrEqual(2)
    expect(before).toBeLessThan(usedStates.capacity)
    // An hour later, every state the tests before this one kept has expired too.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 60 * 60_000)
    const later = await startLogin()
    expect((await callback({ code: 'github-code', state: later.state }, later.cookie)).status).toBe(200)
    expect(usedStates.size).toBe(1)
    // The states swept out stay refused: their cookies have expired.
    tokenRequests = []
    await expectRefused(await callback({ code: 'github-code', state: logins[0].state }, logins[0].cookie))
  })
})

describe('when GitHub says no, the site is told so and gets no token', () => {
  it('the editor declined on GitHub (error=access_denied): GitHub is not asked for a token', async () => {
    const { cookie, state } = await startLogin()
    const page = await callback({ error: 'access_denied', state }, cookie)
    expect(page.status).toBe(403)
    expect(tokenRequests).toEqual([])
    const content = decap()
    await runLoginWindow(page, SITE, content.onMessage)
    expect(content.result).toEqual({ error: { message: expect.stringContaining('GitHub did not authorise') } })
  })

  it('GitHub refuses the code (bad_verification_code) or fails: an error for the site only', async () => {
    for (const answer of [
      () => Response.json({ error: 'bad_verification_code' }),
      () => new Response('oops', { status: 500 }),
      () => new Response('not json'),
    ]) {
      githubAnswer = answer
      const { cookie, state } = await startLogin()
      const page = await callback({ code: 'github-code', state }, cookie)
      expect(page.status).toBe(502)
      const content = decap()
      const { posts } = await runLoginWindow(page, SITE, content.onMessage)
      expect(content.result).toEqual({ error: { message: expect.stringContaining('GitHub did not give a token') } })
      expect(posts.every((post) => post.targetOrigin === SITE)).toBe(true)
    }
  })
})

describe('/auth starts the login', () => {
  it('sets the state in a __Host- cookie (HttpOnly, Secure, SameSite=Lax, Path=/, ten minutes) and sends GitHub the same state', async () => {
    const { response, setCookie, cookie, state, location } = await startLogin()
    expect(response.status).toBe(302)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(setCookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/', 'SameSite=Lax', 'Secure'])
    expect(cookie.startsWith(`${COOKIE}=`)).toBe(true)
    expect(cookie.split('=')[1].split('.')[0]).toBe(state)
    expect(state).toMatch(/^[\w-]{43}$/)
    expect(`${location.origin}${location.pathname}`).toBe('https://github.com/login/oauth/authorize')
    // No scope: a GitHub App takes its permissions from its settings, whatever Decap asks (scope=repo).
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: ENV.GITHUB_CLIENT_ID,
      redirect_uri: `${SERVICE}/callback`,
      state,
    })
  })

  it('gives every login a state of its own', async () => {
    const states = new Set(await Promise.all([1, 2, 3].map(async () => (await startLogin()).state)))
    expect(states.size).toBe(3)
  })

  it('asks GitHub for OAUTH_SCOPE when it is set (an OAuth App)', async () => {
    const response = await call('/auth?provider=github&scope=repo', {}, { ...ENV, OAUTH_SCOPE: 'public_repo' })
    expect(new URL(response.headers.get('Location') ?? '').searchParams.get('scope')).toBe('public_repo')
  })

  it("refuses a Referer or Origin of another site; accepts none, or the site's", async () => {
    expect((await call('/auth?provider=github', { Referer: `${EVIL}/page` })).status).toBe(403)
    expect((await call('/auth?provider=github', { Origin: EVIL })).status).toBe(403)
    expect((await call('/auth?provider=github', { Origin: 'null' })).status).toBe(403)
    expect((await call('/auth?provider=github', { Referer: `${SITE}.evil.example/admin/` })).status).toBe(403)
    expect((await call('/auth?provider=github')).status).toBe(302)
    expect((await call('/auth?provider=github', { Referer: `${SITE}/admin/` })).status).toBe(302)
  })

  it('refuses a provider other than github, or none', async () => {
    for (const query of ['?provider=gitlab', '?provider=GitHub', '']) {
      const response = await call(`/auth${query}`)
      expect(response.status).toBe(400)
      expect(response.headers.get('Set-Cookie')).toBeNull()
    }
  })
})

describe('everything else is refused', () => {
  it('answers 404 for any other path, and 405 for another method', async () => {
    for (const path of ['/', '/auth/refresh?provider=github', '/callback/', '/admin', '/.env', '//auth?provider=github']) {
      expect((await call(path)).status, path).toBe(404)
    }
    expect((await call('/auth?provider=github', {}, ENV, 'POST')).status).toBe(405)
    expect((await call('/callback', {}, ENV, 'POST')).status).toBe(405)
  })
})

describe('the service refuses to run without its configuration', () => {
  it.each(['SITE_ORIGIN', 'GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'STATE_SECRET'] as const)('refuses without %s', async (name) => {
    for (const value of [undefined, '', '  ']) {
      const response = await call('/auth?provider=github', {}, { ...ENV, [name]: value })
      expect(response.status).toBe(500)
      expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
      expect(await response.text()).toContain(name)
    }
  })

  it('refuses a SITE_ORIGIN that is not a bare https origin', async () => {
    for (const origin of [
      'http://www.nileridge.example',
      `${SITE}/`,
      `${SITE}/admin`,
      'https://WWW.nileridge.example',
      '*',
      'www.nileridge.example',
    ]) {
      const response = await call('/auth?provider=github', {}, { ...ENV, SITE_ORIGIN: origin })
      expect(response.status, origin).toBe(500)
      expect(await response.text()).toContain('SITE_ORIGIN')
    }
  })

  it('refuses an origin shared with other sites (*.github.io), unless the owner accepts the risk by name', async () => {
    for (const origin of ['https://owner.github.io', 'https://github.io', 'https://group.gitlab.io', 'https://owner.codeberg.page']) {
      for (const accepted of [undefined, '', 'true', 'no']) {
        const response = await call(
          '/auth?provider=github',
          { Referer: `${origin}/website/admin/` },
          {
            ...ENV,
            SITE_ORIGIN: origin,
            ACCEPT_SHARED_ORIGIN_RISK: accepted,
          },
        )
        expect(response.status, `${origin} ${accepted}`).toBe(500)
        expect(response.headers.get('Set-Cookie')).toBeNull()
        const text = await response.text()
        expect(text).toContain(`SITE_ORIGIN ${origin} is shared by every site its owner publishes on`)
        expect(text).toContain('ACCEPT_SHARED_ORIGIN_RISK')
      }
    }
    const accepted = await call(
      '/auth?provider=github',
      { Referer: 'https://owner.github.io/website/admin/' },
      {
        ...ENV,
        SITE_ORIGIN: 'https://owner.github.io',
        ACCEPT_SHARED_ORIGIN_RISK: 'yes',
      },
    )
    expect(accepted.status).toBe(302)
    // A host that only looks like one is an origin of its own.
    for (const origin of ['https://owner.github.io.example.com', 'https://notgithub.io'])
      expect((await call('/auth?provider=github', {}, { ...ENV, SITE_ORIGIN: origin })).status, origin).toBe(302)
  })

  it('refuses a STATE_SECRET shorter than 32 characters', async () => {
    const response = await call('/auth?provider=github', {}, { ...ENV, STATE_SECRET: 'short' })
    expect(response.status).toBe(500)
    expect(response.headers.get('Location')).toBeNull()
  })
})
