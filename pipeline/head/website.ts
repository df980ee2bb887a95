/** The WebSite structured data of the home page, with the site search when there is one. */
import type { SearchAction, WebSite, WithContext } from 'schema-dts'
import type { ResolvedSettings } from '../shared/types.js'
import { absoluteUrl } from './organization.js'

// schema.org's name for the search words in the URL template.
const SEARCH_TERM = 'search_term_string'

export function webSiteJsonLd(settings: ResolvedSettings, searchRoute: string | undefined): WithContext<WebSite> {
  // Only a search that exists is advertised: searchRoute is the page holding the search block.
  const search: (SearchAction & { 'query-input': string }) | undefined = searchRoute
    ? {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(settings, searchRoute)}?q={${SEARCH_TERM}}` },
        'query-input': `required name=${SEARCH_TERM}`,
      }
    : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${settings.url}/#website`,
    name: settings.name,
    url: absoluteUrl(settings, '/'),
    publisher: { '@id': `${settings.url}/#organization` },
    ...(search && { potentialAction: search }),
  }
}
