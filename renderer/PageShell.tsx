import { StrictMode } from 'react'
import type { PageContext } from 'vike/types'
import { Layout } from '../components/layout/Layout.js'
import { RouteTransition } from '../components/layout/RouteTransition.js'
import { PageContextProvider } from './usePageContext.js'
import '../styles/global.scss'

/** The tree both the server and the browser render: context, layout, then the page. */
export function PageShell({ pageContext }: { pageContext: PageContext }) {
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <Layout layout={pageContext.data.layout}>
          <RouteTransition pageContext={pageContext} />
        </Layout>
      </PageContextProvider>
    </StrictMode>
  )
}
