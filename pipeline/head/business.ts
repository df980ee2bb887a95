/** Structured data for the business (home page) and for each service page (spec §3). */
import type { Course, JobPosting, LocalBusiness, Service, WithContext } from 'schema-dts'
import { toString as textOf } from 'hast-util-to-string'
import type { Root } from 'hast'
import type { EntrySummary, PageOf, ResolvedSettings } from '../shared/types.js'
import { absoluteUrl, aggregateOffer, aggregateRating, postalAddress } from './organization.js'
import { formatUgx } from '../shared/format.js'

export function localBusinessJsonLd(settings: ResolvedSettings, services: EntrySummary[]): WithContext<LocalBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${settings.url}/#business`,
    name: settings.name,
    url: absoluteUrl(settings, '/'),
    image: absoluteUrl(settings, settings.shareImage),
    logo: absoluteUrl(settings, settings.logo),
    telephone: settings.phone,
    email: settings.emails.info,
    parentOrganization: { '@type': 'Organization', name: settings.parentOrganization },
    address: postalAddress(settings),
    geo: { '@type': 'GeoCoordinates', latitude: settings.geo.latitude, longitude: settings.geo.longitude },
    openingHoursSpecification: settings.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map(
        (day) =>
          `https://schema.org/${{ Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' }[day]}`,
      ) as never,
      opens: hours.opens,
      closes: hours.closes,
    })),
    paymentAccepted: settings.paymentAccepted.join(', '),
    currenciesAccepted: settings.offers.currency,
    priceRange: `${formatUgx(settings.offers.lowPrice)} - ${formatUgx(settings.offers.highPrice)}`,
    areaServed: settings.contactPoint.areaServed.map((code) => ({ '@type': 'Country', name: code })),
    aggregateRating: aggregateRating(settings),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Technology services',
      itemListElement: services.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.menuTitle, url: absoluteUrl(settings, service.href) },
      })),
    },
    makesOffer: aggregateOffer(settings),
  }
}

export function serviceJsonLd(settings: ResolvedSettings, page: PageOf<'service'>): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.data.menuTitle,
    description: page.data.description,
    url: absoluteUrl(settings, page.route),
    serviceType: page.data.menuTitle,
    provider: { '@id': `${settings.url}/#organization` },
    areaServed: settings.contactPoint.areaServed.map((code) => ({ '@type': 'Country', name: code })),
  }
}

type Job = { title: string; location: string; employmentType: string; summary: Root; posted: string; validThrough?: string }

/** One open position, for job search engines. */
export function jobPostingJsonLd(settings: ResolvedSettings, job: Job): WithContext<JobPosting> {
  const remote = /remote/i.test(job.location)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: textOf(job.summary).trim(),
    datePosted: job.posted,
    ...(job.validThrough && { validThrough: job.validThrough }),
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: settings.name, sameAs: absoluteUrl(settings, '/') },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: settings.address.countryName } }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: settings.address.country },
          },
        }),
  }
}

/** A Skill Up course, offered in UGX. */
export function courseJsonLd(settings: ResolvedSettings, page: PageOf<'course'>): WithContext<Course> {
  const { data } = page
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: data.menuTitle,
    description: data.description,
    url: absoluteUrl(settings, page.route),
    provider: { '@id': `${settings.url}/#organization` },
    timeRequired: data.duration,
    teaches: data.skills,
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      location: settings.skillUp.venue,
      courseSchedule: {
        '@type': 'Schedule',
        repeatFrequency: 'P1W',
        byDay: ['https://schema.org/Monday', 'https://schema.org/Wednesday', 'https://schema.org/Friday'],
      },
    },
    offers: {
      '@type': 'Offer',
      price: data.total,
      priceCurrency: settings.offers.currency,
      category: 'Paid',
      url: absoluteUrl(settings, page.route),
    },
  }
}
