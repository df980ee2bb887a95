/**
 * The login's state, kept by the editor's browser in a signed, expiring cookie: the service
 * stores no login under way (only, for ten minutes, the states already used: login/usedStates.ts).
 * The cookie is `<state>.<expiry in ms>.<HMAC-SHA256 of the two>`, all base64url or digits,
 * so it needs no quoting.
 */

const COOKIE_NAME = '__Host-decap-login'
/** How long the editor has between opening the login and coming back from GitHub. */
const LIFETIME_SECONDS = 600

const encoder = new TextEncoder()

function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[\w-]*$/.test(text)) return undefined
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

/** A fresh random state and the Set-Cookie value that keeps it for ten minutes. */
export async function newState(secret: string): Promise<{ state: string; setCookie: string }> {
  const state = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const payload = `${state}.${Date.now() + LIFETIME_SECONDS * 1000}`
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload)))
  // SameSite=Lax, not Strict: GitHub's redirect back is a cross-site top-level navigation,
  // which carries Lax cookies and not Strict ones.
  const setCookie = `${COOKIE_NAME}=${payload}.${base64url(signature)}; Max-Age=${LIFETIME_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax`
  return { state, setCookie }
}

/** The Set-Cookie value that removes the cookie, so that the editor's browser never sends a used state again. */
export const CLEAR_COOKIE = `${COOKIE_NAME}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`

function cookieValue(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === COOKIE_NAME) return value.join('=')
  }
  return undefined
}

/** Compares two strings in a time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  const left = encoder.encode(a)
  const right = encoder.encode(b)
  let difference = left.length ^ right.length
  for (let index = 0; index < left.length; index++) difference |= left[index] ^ (right[index % right.length] ?? 0)
  return difference === 0
}

/**
 * When this browser's cookie expires (ms), if `state` (from GitHub's redirect) is the one it
 * holds, with a valid signature and not expired; the memory of used states keeps the state
 * until then. Anything else, a missing cookie included, is undefined.
 */
export async function stateExpiry(secret: string, cookieHeader: string | null, state: string | null): Promise<number | undefined> {
  const value = cookieValue(cookieHeader)
  if (!value || !state) return undefined
  const match = /^([\w-]{43})\.(\d{1,16})\.([\w-]{43})$/.exec(value)
  if (!match) return undefined
  const [, cookieState, expiryText, signatureText] = match
  const signature = fromBase64url(signatureText)
  if (!signature) return undefined
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(`${cookieState}.${expiryText}`))
  const expiry = Number(expiryText)
  return valid && expiry > Date.now() && sameText(cookieState, state) ? expiry : undefined
}
