/** BlogPosting structured data for an article; the publisher is the organisation. */
import type { BlogPosting, WithContext } from 'schema-dts'
import type { PageOf, ResolvedSettings } from '../shared/types.js'
import { absoluteUrl } from './organization.js'

export function blogPostingJsonLd(settings: ResolvedSettings, page: PageOf<'article'>): WithContext<BlogPosting> {
  const { data } = page
  const author = settings.authors[data.author]
  const url = absoluteUrl(settings, page.route)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: data.title,
    description: data.description,
    datePublished: data.date,
    dateModified: data.updated ?? data.date,
    author: { '@type': 'Person', name: author?.name ?? data.author, ...(author && { url: author.linkedin }) },
    image: absoluteUrl(settings, data.image.src),
    publisher: { '@id': `${settings.url}/#organization` },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: data.category,
    ...(data.keywords && { keywords: data.keywords.join(', ') }),
  }
}
