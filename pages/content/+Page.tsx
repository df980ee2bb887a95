// https://vike.dev/Page
export { Page }

import { ContentPage } from '../../components/ContentPage.js'
import { usePageContext } from '../../renderer/usePageContext.js'

function Page() {
  const { page } = usePageContext().data
  if (!page) throw new Error('The content page was rendered without page data')
  return <ContentPage page={page} />
}
