/**
 * Every block a page can list under `sections:`, as one discriminated union on `type`.
 * Adding a block: create components/blocks/<Name>/schema.ts and add it here and to
 * components/blocks/index.ts (a test keeps the two lists equal).
 */
import { z } from 'zod'
import { heroSchema } from '../../components/blocks/Hero/schema.js'
import { proseSchema } from '../../components/blocks/Prose/schema.js'
import { cardsSchema } from '../../components/blocks/Cards/schema.js'
import { faqSchema } from '../../components/blocks/Faq/schema.js'
import { callToActionSchema } from '../../components/blocks/CallToAction/schema.js'
import { serviceListSchema } from '../../components/blocks/ServiceList/schema.js'
import { serviceCarouselSchema } from '../../components/blocks/ServiceCarousel/schema.js'
import { testimonialsSchema } from '../../components/blocks/Testimonials/schema.js'
import { countersSchema } from '../../components/blocks/Counters/schema.js'
import { expandableCardsSchema } from '../../components/blocks/ExpandableCards/schema.js'
import { stepsSchema } from '../../components/blocks/Steps/schema.js'
import { tilesSchema } from '../../components/blocks/Tiles/schema.js'
import { formEmbedSchema } from '../../components/blocks/FormEmbed/schema.js'
import { contactDetailsSchema } from '../../components/blocks/ContactDetails/schema.js'
import { jobsSchema } from '../../components/blocks/Jobs/schema.js'
import { socialProfilesSchema } from '../../components/blocks/SocialProfiles/schema.js'
import { articleListSchema } from '../../components/blocks/ArticleList/schema.js'
import { newsletterSchema } from '../../components/blocks/Newsletter/schema.js'
import { opportunitiesSchema } from '../../components/blocks/Opportunities/schema.js'
import { courseCarouselSchema } from '../../components/blocks/CourseCarousel/schema.js'
import { pricingSchema } from '../../components/blocks/Pricing/schema.js'
import { applyCtaSchema } from '../../components/blocks/ApplyCta/schema.js'
import { searchSchema } from '../../components/blocks/Search/schema.js'

export const blockSchemas = [
  heroSchema, proseSchema, cardsSchema, faqSchema, callToActionSchema, serviceListSchema,
  serviceCarouselSchema, testimonialsSchema, countersSchema, expandableCardsSchema, stepsSchema, tilesSchema,
  formEmbedSchema, contactDetailsSchema, jobsSchema, socialProfilesSchema, articleListSchema, newsletterSchema,
  opportunitiesSchema, courseCarouselSchema, pricingSchema, applyCtaSchema, searchSchema,
] as const

export const blockSchema = z.discriminatedUnion('type', blockSchemas)

export const blockTypes = blockSchemas.map((schema) => schema.shape.type.value)

export type BlockSource = z.output<typeof blockSchema>
export type BlockType = BlockSource['type']
