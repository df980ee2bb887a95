/**
 * The GitHub login of the content manager (Decap CMS, GitHub backend, `base_url` = this
 * service's origin). A fetch handler with no dependencies: a Cloudflare Worker as it is
 * (login/wrangler.toml), and any host that calls `fetch(request, env)` (login/README.md).
 *
 *   GET /auth?provider=github  a random state in a signed ten-minute cookie, then GitHub's consent page
 *   GET /callback              the state checked against the cookie and marked used (a second
 *                              callback with it is refused: login/usedStates.ts), the cookie
 *                              removed, the code exchanged for a token, and a page that hands
 *                              the token to the site's origin only (login/page.ts)
 *
 * Unlike decap-proxy, which posts the token to '*' and never checks its state, a page of
 * another origin that opens /auth in a window receives nothing.
 */
import { callbackPage, type Outcome } from './page.js'
import { CLEAR_COOKIE, newState, stateExpiry } from './stateCookie.js'
import { usedStates } from './usedStates.js'
import { sharedHostOf, sharedOriginRisk } from './sharedOrigin.js'

export interface Env {
  /** The one origin the token is handed to, e.g. `https://www.nileridge.co.ug` (no path, no trailing slash). */
  SITE_ORIGIN?: string
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  /** The HMAC key of the state cookie: 32 characters or more (`openssl rand -base64 32`). */
  STATE_SECRET?: string
  /** For an OAuth App only (`public_repo` or `repo`); a GitHub App takes its permissions from its settings. */
  OAUTH_SCOPE?: string
  /**
   * `yes` lets SITE_ORIGIN be an origin shared with other sites (https://OWNER.github.io):
   * the owner accepts that every site there can take editors' tokens (login/sharedOrigin.ts).
   */
  ACCEPT_SHARED_ORIGIN_RISK?: string
}

type Config = { siteOrigin: string; clientId: string; clientSecret: string; stateSecret: string; scope?: string }

const REQUIRED = ['SITE_ORIGIN', 'GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'STATE_SECRET'] as const

/** The configuration, or what is wrong with it in plain words. */
function readConfig(env: Env): Config | string {
  const missing = REQUIRED.filter((name) => !env[name]?.trim())
  if (missing.length) return `The login service is not set up: ${missing.join(', ')} missing.`
  const siteOrigin = env.SITE_ORIGIN!.trim()
  if (originOf(siteOrigin) !== siteOrigin || !siteOrigin.startsWith('https://')) {
    return 'The login service is not set up: SITE_ORIGIN must be the https origin of the site alone, e.g. https://www.example.org (no path, no trailing slash).'
  }
  const sharedHost = sharedHostOf(siteOrigin)
  if (sharedHost && env.ACCEPT_SHARED_ORIGIN_RISK?.trim() !== 'yes') {
    return `The login service is not set up: SITE_ORIGIN ${sharedOriginRisk(siteOrigin, sharedHost)}. Give the site a domain of its own and set SITE_ORIGIN to it, or, only if every site there is yours and trusted, set ACCEPT_SHARED_ORIGIN_RISK to yes.`
  }
  const stateSecret = env.STATE_SECRET!.trim()
  if (stateSecret.length < 32) return 'The login service is not set up: STATE_SECRET must have 32 characters or more.'
  return {
    siteOrigin,
    clientId: env.GITHUB_CLIENT_ID!.trim(),
    clientSecret: env.GITHUB_CLIENT_SECRET!.trim(),
    stateSecret,
    scope: env.OAUTH_SCOPE?.trim() || undefined,
  }
}

function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin
  } catch {
    return undefined
  }
}

function text(message: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers },
  })
}

async function startLogin(request: Request, url: URL, config: Config): Promise<Response> {
  if (url.searchParams.get('provider') !== 'github') return text('This service logs in with GitHub only (provider=github).', 400)
  // Defence in depth: the window is opened by the site's /admin, whose Referer (if any)
  // names the site. Another page can send none, so the real protection is the callback page.
  const from = request.headers.get('Origin') ?? request.headers.get('Referer')
  if (from !== null && originOf(from) !== config.siteOrigin)
    return text(`This login serves the content manager of ${config.siteOrigin} only.`, 403)

  const { state, setCookie } = await newState(config.stateSecret)
  const authorize = new URL('https://github.com/login/oauth/authorize')
  authorize.searchParams.set('client_id', config.clientId)
  authorize.searchParams.set('redirect_uri', `${url.origin}/callback`)
  if (config.scope) authorize.searchParams.set('scope', config.scope)
  authorize.searchParams.set('state', state)
  return new Response(null, {
    status: 302,
    headers: { Location: authorize.href, 'Set-Cookie': setCookie, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  })
}

/** GitHub's token for `code`, or undefined when GitHub refuses, fails or does not answer. */
async function exchangeCode(config: Config, code: string, redirectUri: string): Promise<string | undefined> {
  try {
    const response = await fetch('https://github.com/login/oauth/access_token', {
      method: 'POST',
      headers: { Accept: 'application/json', 'User-Agent': 'decap-login' },
      body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, code, redirect_uri: redirectUri }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) return undefined
    const answer = (await response.json()) as { access_token?: unknown }
    return typeof answer.access_token === 'string' && answer.access_token ? answer.access_token : undefined
  } catch {
    return undefined
  }
}

async function finishLogin(request: Request, url: URL, config: Config): Promise<Response> {
  const page = (outcome: Outcome, status: number) => callbackPage(config.siteOrigin, outcome, status, CLEAR_COOKIE)
  // Checked first: without the state this browser was given, GitHub is not even asked.
  const state = url.searchParams.get('state')
  const expiry = await stateExpiry(config.stateSecret, request.headers.get('Cookie'), state)
  // Marked used before GitHub is asked, so that a second callback with this state, even one
  // already under way, gets nothing.
  const claim = state && expiry ? usedStates.claim(state, expiry) : 'unchecked'
  if (claim === 'unchecked' || claim === 'used') {
    return page(
      { error: 'This login could not be checked: it was not started here, it took more than ten minutes, or it was already used.' },
      400,
    )
  }
  if (claim === 'full') {
    return page({ error: 'The login service is busy: too many logins in the last ten minutes. Log in again in a few minutes.' }, 503)
  }
  const code = url.searchParams.get('code')
  if (url.searchParams.has('error') || !code) return page({ error: 'GitHub did not authorise the login.' }, 403)
  const token = await exchangeCode(config, code, `${url.origin}/callback`)
  if (!token) return page({ error: 'GitHub did not give a token for this login.' }, 502)
  return page({ token }, 200)
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const config = readConfig(env)
    if (typeof config === 'string') return text(config, 500)
    const url = new URL(request.url)
    if (url.pathname !== '/auth' && url.pathname !== '/callback') return text('Not found.', 404)
    if (request.method !== 'GET') return text('Method not allowed.', 405, { Allow: 'GET' })
    return url.pathname === '/auth' ? startLogin(request, url, config) : finishLogin(request, url, config)
  },
}
