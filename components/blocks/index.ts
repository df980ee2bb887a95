/** Block type → component. Keep in step with model/blocks/index.ts (a test checks). */
import type { BlockType } from '../../model/blocks/index.js'
import type { BlockProps } from './types.js'
import { Hero } from './Hero/Hero.js'
import { Prose } from './Prose/Prose.js'
import { Cards } from './Cards/Cards.js'
import { Faq } from './Faq/Faq.js'
import { CallToAction } from './CallToAction/CallToAction.js'
import { ServiceList } from './ServiceList/ServiceList.js'
import { ServiceCarousel } from './ServiceCarousel/ServiceCarousel.js'
import { Testimonials } from './Testimonials/Testimonials.js'
import { Counters } from './Counters/Counters.js'
import { ExpandableCards } from './ExpandableCards/ExpandableCards.js'
import { Steps } from './Steps/Steps.js'
import { Tiles } from './Tiles/Tiles.js'
import { FormEmbed } from './FormEmbed/FormEmbed.js'
import { ContactDetails } from './ContactDetails/ContactDetails.js'
import { Jobs } from './Jobs/Jobs.js'
import { SocialProfiles } from './SocialProfiles/SocialProfiles.js'
import { ArticleList } from './ArticleList/ArticleList.js'
import { Newsletter } from './Newsletter/Newsletter.js'
import { Opportunities } from './Opportunities/Opportunities.js'
import { CourseCarousel } from './CourseCarousel/CourseCarousel.js'
import { Pricing } from './Pricing/Pricing.js'
import { ApplyCta } from './ApplyCta/ApplyCta.js'
import { Search } from './Search/Search.js'

export const blockComponents: { [T in BlockType]: (props: BlockProps<T>) => React.ReactNode } = {
  hero: Hero,
  prose: Prose,
  cards: Cards,
  faq: Faq,
  cta: CallToAction,
  'service-list': ServiceList,
  'service-carousel': ServiceCarousel,
  testimonials: Testimonials,
  counters: Counters,
  'expandable-cards': ExpandableCards,
  steps: Steps,
  tiles: Tiles,
  'form-embed': FormEmbed,
  'contact-details': ContactDetails,
  jobs: Jobs,
  'social-profiles': SocialProfiles,
  'article-list': ArticleList,
  newsletter: Newsletter,
  opportunities: Opportunities,
  'course-carousel': CourseCarousel,
  pricing: Pricing,
  'apply-cta': ApplyCta,
  search: Search,
}
