/**
 * The Content-Security-Policy of every kind of page, and the security headers of
 * `_headers`: one home for what a page may load and run.
 *
 * - Visitor pages carry their policy as a <meta> (renderer/+onRenderHtml.tsx) right after
 *   <meta charset>, before any script: static hosts without header rules (GitHub Pages)
 *   get it too.
 * - /admin (Decap CMS, which keeps an editor's GitHub token in localStorage) carries its
 *   own, looser policy as a <meta> in its index.html (site/cms/adminFiles.ts) and in
 *   `_headers`.
 * - `_headers` (Netlify, Cloudflare Pages) adds what only a header can do: refuse framing
 *   (frame-ancestors, X-Frame-Options), plus the referrer, MIME-sniffing and permissions
 *   headers. Its site-wide rule (`/*`) matches /admin too, and Cloudflare Pages joins the
 *   policies of every matching rule (both are then enforced), so `/*` holds only the
 *   directives both kinds of page share; the rest comes from each page's own policy.
 */
import { withBase } from '../shared/basePath.js'
import { sha256Text } from '../shared/sha256.js'

/** Directive name → its sources, in the order they are written. */
export type Policy = Record<string, string[]>

/** A CSP hash source of an inline script (or style attribute): exactly its text, UTF-8. */
const hashSource = (text: string) => `'sha256-${sha256Text(text, 'base64')}'`

export const policyText = (policy: Policy) =>
  Object.entries(policy)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/** The policy as a <meta> for <head>, before anything it governs. */
export const policyMeta = (policy: Policy) =>
  `<meta http-equiv="Content-Security-Policy" content="${policyText(policy).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />`

/** The origins (https://host[:port]) of absolute http(s) addresses, each once; others are left out. */
export function originsOf(urls: Iterable<string | undefined>): string[] {
  const origins = new Set<string>()
  for (const url of urls) {
    if (!url || !URL.canParse(url)) continue
    const parsed = new URL(url)
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origins.add(parsed.origin)
  }
  return [...origins]
}

const decodeAttribute = (value: string) =>
  value.replace(
    /&(amp|quot|lt|gt|#39|#x27);/g,
    (_match, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'", '#x27': "'" })[name]!,
  )

/**
 * The values of the style attributes in rendered HTML, each once (React writes style={}
 * props as attributes: the carousels' per-view counts, a progress bar's width, the hero's
 * chart). A string that only looks like one can at worst add a hash nothing uses.
 */
export const styleAttributesOf = (html: string) => [
  ...new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => decodeAttribute(match[1]))),
]

/** Directives both the visitor pages and /admin share: all that `/*` in `_headers` may say. */
const SHARED: Policy = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
}

/** Only in a header: a <meta> policy ignores it (and Chromium logs an error). */
const NO_FRAMING: Policy = { 'frame-ancestors': ["'none'"] }

export type VisitorPolicyOptions = {
  /** site.yaml `forms`: the hosted forms the pages frame (form-embed block, application dialog). */
  forms: Record<string, string>
  /** The newsletter block posts its form there. */
  newsletter?: string
  /** The text of every executable inline <script> of the page. */
  inlineScripts: string[]
  /** The values of the page's style attributes (styleAttributesOf). */
  styleAttributes: string[]
  /** The search page, which runs Pagefind's WebAssembly. */
  search?: boolean
}

/**
 * A visitor page's policy. Exceptions to 'self', and why:
 * - script-src: the hash of each inline script (the route transition's, which must run
 *   before the first paint); on the search page alone, 'wasm-unsafe-eval': Pagefind
 *   compiles its WebAssembly in its Web Worker (which Chromium does not hold to the
 *   page's <meta> policy) or, when the worker fails, in the page, which then needs it.
 * - style-src: 'unsafe-hashes' with the hash of each style attribute of this page, no
 *   'unsafe-inline': a style attribute with any other value is refused. (The island
 *   scripts set styles through the CSSOM, which no policy restricts.)
 * - img-src: data: (small inline pictures of the styles), and https: because content may
 *   name a picture at any https:// address (pipeline/pictures/images.ts) and Load More brings in
 *   the pictures of further listing pages, which this page's policy cannot know.
 * - frame-src: only the form hosts of site.yaml; form-action: the newsletter's host.
 */
export function visitorPolicy({ forms, newsletter, inlineScripts, styleAttributes, search }: VisitorPolicyOptions): Policy {
  const styleHashes = styleAttributes.length ? ["'unsafe-hashes'", ...styleAttributes.map(hashSource)] : []
  const frames = originsOf(Object.values(forms))
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(search ? ["'wasm-unsafe-eval'"] : []), ...inlineScripts.map(hashSource)],
    'style-src': ["'self'", ...styleHashes],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': frames.length ? frames : ["'none'"],
    'form-action': ["'self'", ...originsOf([newsletter])],
    'manifest-src': ["'self'"],
    ...SHARED,
  }
}

export type AdminPolicyOptions = {
  /** The GitHub login service of site/cms/backend.ts (Netlify's without it). */
  authService?: string
  /** The local backend the dev server's CMS saves through (`local_backend.url`), if any. */
  localServer?: string
}

/**
 * The content manager's policy (Decap CMS 3, GitHub backend), as loading /admin under it
 * showed (tests/security/csp.test.ts). Exceptions, and why:
 * - script-src 'unsafe-eval': Decap checks its configuration with ajv, which compiles
 *   its schemas with new Function(); without it /admin shows nothing.
 * - style-src 'unsafe-inline': Decap's styles (emotion) are injected at run time.
 * - img-src data: and blob: (Decap shows the repository's pictures as blob: addresses of
 *   the files it read through GitHub's API) and GitHub's avatars (the editor's picture).
 *   No other host: a picture's address is a way out for the token Decap holds.
 * - connect-src: GitHub's API, GitHub's status page (Decap asks whether the API is up),
 *   blob: (Decap reads back the pictures it holds as blob: addresses),
 *   the login service of site.yaml (Decap's authenticator refreshes tokens there; the
 *   login itself is a window of its own) and, for `npm run cms`, the local backend when
 *   it is on another origin.
 * - frame-src 'self': the preview pane (Decap's own frame is about:srcdoc, which needs
 *   nothing) shows the real page from the dev server.
 * - worker-src 'self': the preview and the check run in a Web Worker of /admin's own
 *   pipeline.js (cms/browserCheck/client.ts); no blob: or other origin's worker.
 */
export function adminPolicy({ authService, localServer }: AdminPolicyOptions = {}): Policy {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", 'blob:', 'https://api.github.com', 'https://www.githubstatus.com', ...originsOf([authService, localServer])],
    'frame-src': ["'self'"],
    'worker-src': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    ...SHARED,
  }
}

/** No feature a page of this site uses; embedded forms get none of them either. */
const PERMISSIONS = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=(), browsing-topics=()'

/**
 * `_headers` (Netlify and Cloudflare Pages syntax): every file gets the shared policy with
 * framing refused and the other security headers; /admin its own policy, never cached
 * stale (its configuration follows the content).
 */
export function headersFile({ admin, basePath = '/' }: { admin?: AdminPolicyOptions; basePath?: string }): string {
  // The host matches the paths it serves, which start with the site's base path.
  const rule = (path: string, headers: Record<string, string>) =>
    [withBase(basePath, path), ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  const rules = [
    rule('/*', {
      'Content-Security-Policy': policyText({ ...SHARED, ...NO_FRAMING }),
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'Permissions-Policy': PERMISSIONS,
    }),
  ]
  if (admin)
    rules.push(
      rule('/admin/*', {
        'Content-Security-Policy': policyText({ ...adminPolicy(admin), ...NO_FRAMING }),
        'X-Frame-Options': 'DENY',
        'Cache-Control': 'no-cache',
      }),
      // Decap's scripts, under a folder named by their contents (site/cms/adminFiles.ts): kept
      // for good where a later rule wins (Netlify); where rules join (Cloudflare Pages), no-cache
      // above still has them revalidated (304).
      rule('/admin/decap/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    )
  return `# Written by the build (pipeline/head/contentSecurityPolicy.ts). Visitor pages carry their full\n# policy in a <meta>; a host that joins matching rules (Cloudflare Pages) enforces both policies on /admin.\n${rules.join('\n\n')}\n`
}
