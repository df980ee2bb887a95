/**
 * /admin on an origin the site shares with other sites (site/deploy.ts, adminLoginOff): a
 * plain page that says why the content manager is off and where editors edit instead. No
 * script, no configuration, no login, nothing of the content: Decap would keep the editor's
 * GitHub token in the shared origin's storage, where every other site of the owner reads it.
 */
import { policyMeta } from '../../pipeline/head/contentSecurityPolicy.js'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The page, for the site saved in `repo` (owner/name) on `branch`. */
export function adminOffPage(reason: string, { repo, branch }: { repo: string; branch: string }): string {
  const contentFolder = `https://github.com/${repo}/tree/${branch}/content`
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    ${policyMeta({ 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] })}
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content manager: off on this address</title>
    <style>body { font: 1.125rem/1.6 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; } a { color: #0b57a4; }</style>
  </head>
  <body>
    <main>
      <h1>The content manager is off on this address</h1>
      <p>${escapeHtml(reason)}</p>
      <h2>Where to edit instead</h2>
      <ul>
        <li>On GitHub: open <a href="${escapeHtml(contentFolder)}">the site's content folder</a>, choose a page, then the pencil (Edit). GitHub proposes your change as a pull request, which the site's check tests before it is published.</li>
        <li>On your computer: <code>npm run cms</code> opens the same content manager, saving to your copy of the site.</li>
      </ul>
    </main>
  </body>
</html>
`
}
