// https://vike.dev/Page
export { Page }

import { ContentPage } from '../../components/ContentPage.js'
import type { PageData } from '../../pipeline/page/pageData.js'

function Page({ pageData }: { pageData: PageData }) {
  if (!pageData.page) throw new Error('The content page was rendered without page data')
  return <ContentPage page={pageData.page} pageData={pageData} />
}
