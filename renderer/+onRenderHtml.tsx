// https://vike.dev/onRenderHtml
export { onRenderHtml }

import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { enteringScript } from '../components/frame/routeTransition.island.js'
import { renderHeadTags } from '../pipeline/head/tags.js'
import { FAVICON } from '../pipeline/pictureFiles.js'
import { renderPageBody } from './PageShell.js'

function onRenderHtml(pageContext: PageContextServer) {
  const html = renderPageBody(pageContext)
  const head = renderHeadTags(pageContext.data.head)
  return escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b1f3a" />
    <link rel="icon" href="${FAVICON}" type="image/svg+xml" />
    ${dangerouslySkipEscape(head)}
    <script>${dangerouslySkipEscape(enteringScript())}</script>
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(html)}</div>
  </body>
</html>`
}
