import type { PageData } from '../pipeline/page/pageData.js'
import type { Page } from '../pipeline/shared/types.js'
import { Markdown } from './markdown.js'
import { Sections } from './blocks/Sections.js'
import { LegalPage } from './templates/LegalPage.js'
import { ArticlePage } from './templates/ArticlePage.js'
import { CoursePage } from './templates/CoursePage.js'
import { ApplicationDialog, pageUsesApplicationDialog } from './ui/ApplicationDialog.js'

/**
 * A page of content/: its blocks in order. The Markdown body goes where a `prose` block
 * without text stands, or after the blocks when there is none.
 */
export function ContentPage({ page, pageData }: { page: Page; pageData: PageData }) {
  return (
    <>
      <PageBody page={page} pageData={pageData} />
      {pageUsesApplicationDialog(page) && <ApplicationDialog formUrl={pageData.frame.forms.application} />}
    </>
  )
}

function PageBody({ page, pageData }: { page: Page; pageData: PageData }) {
  if (page.kind === 'legal') return <LegalPage page={page} />
  if (page.kind === 'article') return <ArticlePage page={page} pageData={pageData} />
  if (page.kind === 'course') return <CoursePage page={page} pageData={pageData} />
  const { sections, title } = page.data
  const hasHero = sections.some((section) => section.type === 'hero')
  const bodyHasPlace = sections.some((section) => section.type === 'prose' && !section.text)
  return (
    <>
      {!hasHero && <h1 className="page-title">{title}</h1>}
      <Sections sections={sections} body={page.body} pageData={pageData} />
      {page.body && !bodyHasPlace && (
        <section className="section">
          <Markdown tree={page.body} className="prose container" />
        </section>
      )}
    </>
  )
}
