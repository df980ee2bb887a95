/** The Organization structured data of spec §3, on every page, from the site settings. */
import type { AggregateOffer, AggregateRating, Organization, PostalAddress, WithContext } from 'schema-dts'
import type { ResolvedSettings } from '../shared/types.js'

/** The absolute address of a route or file of the site (below its base path: url holds it), or an address as it is. */
export const absoluteUrl = (settings: Pick<ResolvedSettings, 'url'>, path: string) =>
  new URL(/^\/(?![/\\])/.test(path) ? `.${path}` : path, `${settings.url}/`).toString()

export function organizationJsonLd(settings: ResolvedSettings): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${settings.url}/#organization`,
    name: settings.name,
    legalName: settings.legalName,
    alternateName: settings.shortName,
    url: absoluteUrl(settings, '/'),
    logo: absoluteUrl(settings, settings.logo),
    description: settings.description,
    foundingDate: String(settings.foundingYear),
    founder: { '@type': 'Person', name: settings.founder },
    parentOrganization: { '@type': 'Organization', name: settings.parentOrganization },
    sameAs: Object.values(settings.social),
    email: settings.emails.info,
    telephone: settings.phone,
    address: postalAddress(settings),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: settings.contactPoint.type,
      telephone: settings.phone,
      email: settings.emails.support,
      areaServed: settings.contactPoint.areaServed,
      availableLanguage: settings.contactPoint.languages,
    },
    aggregateRating: aggregateRating(settings),
    makesOffer: aggregateOffer(settings),
  }
}

// Parts both the Organization and the LocalBusiness data carry.

export const postalAddress = (settings: ResolvedSettings): PostalAddress => ({
  '@type': 'PostalAddress',
  streetAddress: settings.address.street,
  addressLocality: settings.address.locality,
  addressRegion: settings.address.region,
  addressCountry: settings.address.country,
})

export const aggregateRating = (settings: ResolvedSettings): AggregateRating => ({
  '@type': 'AggregateRating',
  ratingValue: settings.rating.value,
  reviewCount: settings.rating.count,
  worstRating: settings.rating.worst,
  bestRating: settings.rating.best,
})

export const aggregateOffer = (settings: ResolvedSettings): AggregateOffer => ({
  '@type': 'AggregateOffer',
  priceCurrency: settings.offers.currency,
  lowPrice: settings.offers.lowPrice,
  highPrice: settings.offers.highPrice,
  offerCount: settings.offers.count,
})
