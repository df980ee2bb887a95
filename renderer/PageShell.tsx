import { StrictMode } from 'react'
import type { PageContext } from 'vike/types'
import { Frame } from '../components/frame/Frame.js'
import { Breadcrumbs } from '../components/frame/Breadcrumbs.js'
import { RouteTransition } from '../components/frame/RouteTransition.js'
import { PageContextProvider } from './usePageContext.js'
import '../styles/global.scss'

/** The tree the server renders to HTML: context, frame, then the page. */
export function PageShell({ pageContext }: { pageContext: PageContext }) {
  const { Page, data } = pageContext
  // The site search finds pages search engines may index; further pages of a listing
  // only repeat what the articles say.
  const searchable = data.page && !data.page.data.noindex && !(data.page.listing && data.page.listing.page > 1)
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <Frame frame={data.frame} searchTitle={searchable ? data.page!.data.title : undefined}>
          <RouteTransition>
            <Breadcrumbs crumbs={data.breadcrumbs} />
            {Page && <Page />}
          </RouteTransition>
        </Frame>
      </PageContextProvider>
    </StrictMode>
  )
}
