// https://vike.dev/onRenderHtml
export { onRenderHtml }

import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { addBasePath, withBase } from '../pipeline/shared/basePath.js'
import { enteringScript } from '../components/frame/routeTransition.island.js'
import { policyMeta, styleAttributesOf, visitorPolicy } from '../pipeline/head/contentSecurityPolicy.js'
import { renderHeadTags } from '../pipeline/head/tags.js'
import { FAVICON } from '../pipeline/pictures/pictureKind.js'
import { renderPageBody } from './PageShell.js'

function onRenderHtml(pageContext: PageContextServer) {
  // Pages and their data speak in routes (/contact); a site served from a folder of its
  // domain (/website/) gets it added to every address here, the bundle's own tags by Vike.
  const base = import.meta.env.BASE_URL
  const html = addBasePath(renderPageBody(pageContext), base)
  const head = addBasePath(renderHeadTags(pageContext.data.head), base)
  const script = enteringScript()
  // Before anything it governs: every inline script and style attribute of this page by
  // its hash, the form hosts of site.yaml (pipeline/head/contentSecurityPolicy.ts). Not on
  // the dev server, whose pages Vite and Vike start with an inline script of their own.
  const { forms, searchHref } = pageContext.data.frame
  const policy = visitorPolicy({
    forms,
    newsletter: forms.newsletter,
    inlineScripts: [script],
    styleAttributes: styleAttributesOf(html),
    search: pageContext.urlPathname === searchHref,
  })
  return escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    ${dangerouslySkipEscape(import.meta.env.DEV ? '' : policyMeta(policy))}
    <meta name="referrer" content="strict-origin-when-cross-origin" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b1f3a" />
    <link rel="icon" href="${withBase(base, FAVICON)}" type="image/svg+xml" />
    ${dangerouslySkipEscape(head)}
    <script>${dangerouslySkipEscape(script)}</script>
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(html)}</div>
  </body>
</html>`
}
