import type { PageOf } from '../../pipeline/shared/types.js'
import { Markdown } from '../markdown.js'
import { formatDate } from '../../pipeline/shared/format.js'

/** A policy page: title, "Last Updated" date, then its text with linkable headings. */
export function LegalPage({ page }: { page: PageOf<'legal'> }) {
  return (
    <article className="section">
      <div className="container prose">
        <h1>{page.data.title}</h1>
        <p>
          <strong>Last Updated</strong> <time dateTime={page.data.updated}>{formatDate(page.data.updated)}</time>
        </p>
        {page.body && <Markdown tree={page.body} />}
      </div>
    </article>
  )
}
