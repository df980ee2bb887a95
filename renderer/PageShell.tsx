import { StrictMode } from 'react'
import type { PageContext } from 'vike/types'
import { Layout } from '../components/layout/Layout.js'
import { PageContextProvider } from './usePageContext.js'
import '../styles/global.scss'

/** The tree both the server and the browser render: context, layout, then the page. */
export function PageShell({ pageContext }: { pageContext: PageContext }) {
  const { Page } = pageContext
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <Layout layout={pageContext.data.layout}>{Page ? <Page /> : null}</Layout>
      </PageContextProvider>
    </StrictMode>
  )
}
