import { StrictMode } from 'react'
import type { PageContext } from 'vike/types'
import { Layout } from '../components/layout/Layout.js'
import { Breadcrumbs } from '../components/layout/Breadcrumbs.js'
import { RouteTransition } from '../components/layout/RouteTransition.js'
import { PageContextProvider } from './usePageContext.js'
import '../styles/global.scss'

/** The tree the server renders to HTML: context, layout, then the page. */
export function PageShell({ pageContext }: { pageContext: PageContext }) {
  const { Page, data } = pageContext
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <Layout layout={data.layout}>
          <RouteTransition>
            <Breadcrumbs crumbs={data.breadcrumbs} />
            {Page && <Page />}
          </RouteTransition>
        </Layout>
      </PageContextProvider>
    </StrictMode>
  )
}
