/** The data every page hands from the build to the server render (types only). */
import type { EntrySummary, Page, ResolvedSettings } from '../shared/types.js'
import type { HeadTag } from '../head/tags.js'
import type { Crumb } from '../head/breadcrumbs.js'
import type { IconName } from '../../model/iconNames.js'

type NavLink = { label: string; href: string }

/** What the header, footer and floating buttons show: the same on every page. */
export type FrameData = {
  name: string
  shortName: string
  logo: string
  phone: string
  phoneHref: string
  /** The phone number as digits, for WhatsApp links with a message of their own. */
  phoneDigits: string
  whatsappHref: string
  contactTooltip: string
  emails: ResolvedSettings['emails']
  address: string
  contactHours: string
  /** A maps service's directions to the office. */
  mapsHref: string
  forms: ResolvedSettings['forms']
  skillUp: ResolvedSettings['skillUp']
  social: ResolvedSettings['social']
  rating: string
  trustBadges: ResolvedSettings['trustBadges']
  header: (NavLink & { menu?: 'services' | 'courses' | 'articles' })[]
  headerButton: NavLink
  footer: { heading: string; links: NavLink[] }[]
  articlesHeading: string
  legal: NavLink[]
  services: EntrySummary[]
  /** The latest few articles (navigation.footerArticleCount), never the whole blog. */
  latestArticles: NavLink[]
  /** The year of the build; the footer updates it in the browser. */
  year: number
  /** The search page, when the site has one (the header shows a search control). */
  searchHref?: string
}

export type PageData = {
  /** null on the not-found page */
  page: Page | null
  head: HeadTag[]
  frame: FrameData
  breadcrumbs: Crumb[]
  /** Only on pages with a testimonials block. */
  testimonials?: ResolvedSettings['testimonials']
  /** Only on pages with a course carousel or pricing table. */
  courses?: CourseCard[]
  /** Only on articles. */
  article?: { author: Author; readingMinutes: number; url: string }
  /** Only on the pages of a listing (the blog and /blog/page/2, …): its articles and neighbours. */
  listing?: Listing
}

/** One page of a paginated article listing. */
export type Listing = {
  articles: EntrySummary[]
  page: number
  pages: number
  /** The routes of the pages before and after, when there are. */
  previous?: string
  next?: string
}

/** What the course carousel and the pricing table show of each course. */
export type CourseCard = {
  href: string
  title: string
  pricingName: string
  summary: string
  icon: IconName
  duration: string
  classSize: number
  fee: number
  additionalFee: number
  total: number
  /** The titles of the curriculum blocks. */
  curriculum: string[]
}

type Author = { name: string; role: string; bio: string; linkedin: string }
