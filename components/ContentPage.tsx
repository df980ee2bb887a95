import type { Page } from '../renderer/pipeline/types.js'
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
export function ContentPage({ page }: { page: Page }) {
  return (
    <>
      <PageBody page={page} />
      {pageUsesApplicationDialog(page) && <ApplicationDialog />}
    </>
  )
}

function PageBody({ page }: { page: Page }) {
  if (page.kind === 'legal') return <LegalPage page={page} />
  if (page.kind === 'article') return <ArticlePage page={page} />
  if (page.kind === 'course') return <CoursePage page={page} />
  const { sections, title } = page.data
  const hasHero = sections.some((section) => section.type === 'hero')
  const bodyHasPlace = sections.some((section) => section.type === 'prose' && !section.text)
  return (
    <>
      {!hasHero && <h1 className="page-title">{title}</h1>}
      <Sections sections={sections} body={page.body} />
      {page.body && !bodyHasPlace && (
        <section className="section">
          <Markdown tree={page.body} className="prose container" />
        </section>
      )}
    </>
  )
}
