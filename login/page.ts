/**
 * The page the login window ends on. Its one script speaks Decap's protocol
 * (decap-cms-lib-auth, netlify-auth.js) with the window that opened it, and with nothing
 * else: it posts `authorizing:github` to the site's origin, waits for that window to answer
 * from the site's origin, and only then posts the result there. Every postMessage names
 * the site's origin as its target, so a page of any other origin that opened the login
 * receives nothing, not even the handshake.
 */

const HANDSHAKE = 'authorizing:github'

export type Outcome = { token: string } | { error: string }

/** JSON that is safe inside a <script> element: no `</script>`, `<!--`, entity or line terminator survives. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

function html(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/**
 * What the window that opened the login is sent once it has answered the handshake. Decap
 * reads it with /^authorization:github:success:(.+)$/, whose `.` stops at U+2028 and U+2029,
 * so the JSON is written with those escaped too (JSON.parse reads them back).
 */
function decapMessage(outcome: Outcome): string {
  return 'token' in outcome
    ? `authorization:github:success:${scriptJson({ token: outcome.token, provider: 'github' })}`
    : `authorization:github:error:${scriptJson({ message: outcome.error })}`
}

// Runs in the login window. `window.opener` is the window that opened the login; the
// answer must come from it and from the site's origin (a browser sets event.origin, no
// page can choose it). Without an opener nothing is posted.
const SCRIPT = `(function (config) {
  var opener = window.opener;
  if (!opener) return;
  function answer(event) {
    if (event.origin !== config.origin || event.source !== opener || event.data !== config.handshake) return;
    window.removeEventListener('message', answer);
    opener.postMessage(config.message, config.origin);
  }
  window.addEventListener('message', answer);
  opener.postMessage(config.handshake, config.origin);
})`

/** The callback's answer: the page, never cached, never framed, never sending a Referer, and removing the state cookie. */
export function callbackPage(siteOrigin: string, outcome: Outcome, status: number, clearCookie: string): Response {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))))
  const config = { origin: siteOrigin, handshake: HANDSHAKE, message: decapMessage(outcome) }
  const [title, text] =
    'token' in outcome
      ? [
          'Logged in',
          'You are logged in. This window closes by itself; if it stays open, close it and log in again from the content manager.',
        ]
      : ['Login failed', `${outcome.error} Close this window and log in again from the content manager.`]
  const body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>
</head>
<body>
<h1>${html(title)}</h1>
<p>${html(text)}</p>
<script nonce="${nonce}">${SCRIPT}(${scriptJson(config)});</script>
</body>
</html>
`
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      // No Cross-Origin-Opener-Policy: `same-origin` would cut the link to window.opener,
      // and with it the login.
      'Set-Cookie': clearCookie,
    },
  })
}
