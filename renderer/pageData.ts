/** The data every page hands from the build to React (types only: safe for the client). */
import type { EntrySummary, Page, ResolvedSettings } from './pipeline/types.js'
import type { HeadTag } from './head/tags.js'
import type { Crumb } from './breadcrumbs.js'

type NavLink = { label: string; href: string }

/** What the header, footer and floating buttons show: the same on every page. */
export type LayoutData = {
  name: string
  shortName: string
  logo: string
  phone: string
  phoneHref: string
  whatsappHref: string
  contactTooltip: string
  emails: ResolvedSettings['emails']
  address: string
  contactHours: string
  /** A maps service's directions to the office. */
  mapsHref: string
  forms: ResolvedSettings['forms']
  social: ResolvedSettings['social']
  rating: string
  trustBadges: ResolvedSettings['trustBadges']
  header: (NavLink & { menu?: 'services' | 'courses' | 'articles' })[]
  headerButton: NavLink
  footer: { heading: string; links: NavLink[] }[]
  articlesHeading: string
  legal: NavLink[]
  services: EntrySummary[]
  articles: EntrySummary[]
  /** The year of the build; the footer updates it in the browser. */
  year: number
}

export type Testimonial = { name: string; role: string; company: string; quote: string; initials: string }

export type PageData = {
  /** null on the not-found page */
  page: Page | null
  head: HeadTag[]
  layout: LayoutData
  breadcrumbs: Crumb[]
  /** Only on pages with a testimonials block. */
  testimonials?: Testimonial[]
  /** Only on articles. */
  article?: { author: Author; readingMinutes: number; url: string }
}

export type Author = { name: string; role: string; bio: string; linkedin: string }
