// https://vike.dev/onRenderClient
export { onRenderClient }

import { hydrateRoot, type Root } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { syncHeadTags } from './head/tags.js'
import { PageShell } from './PageShell.js'

let root: Root | undefined

function onRenderClient(pageContext: PageContextClient) {
  const container = document.getElementById('root')
  if (!container) throw new Error('Failed to find the root element')
  const page = <PageShell pageContext={pageContext} />
  if (pageContext.isHydration || !root) {
    root = hydrateRoot(container, page)
    return
  }
  root.render(page)
  syncHeadTags(document, pageContext.data.head)
}
