/**
 * Every block a page can list under `sections:`, as one discriminated union on `type`.
 * Adding a block: create model/blocks/<name>.ts and add it here and to
 * components/blocks/index.ts (a test keeps the two lists equal).
 */
import { z } from 'zod'
import type { Collection } from '../fields.js'
import { heroSchema } from './hero.js'
import { proseSchema } from './prose.js'
import { cardsSchema } from './cards.js'
import { faqSchema } from './faq.js'
import { callToActionSchema } from './call-to-action.js'
import { serviceListSchema } from './service-list.js'
import { serviceCarouselSchema } from './service-carousel.js'
import { testimonialsSchema } from './testimonials.js'
import { countersSchema } from './counters.js'
import { expandableCardsSchema } from './expandable-cards.js'
import { stepsSchema } from './steps.js'
import { tilesSchema } from './tiles.js'
import { formEmbedSchema } from './form-embed.js'
import { contactDetailsSchema } from './contact-details.js'
import { jobsSchema } from './jobs.js'
import { socialProfilesSchema } from './social-profiles.js'
import { articleListSchema } from './article-list.js'
import { newsletterSchema } from './newsletter.js'
import { opportunitiesSchema } from './opportunities.js'
import { courseCarouselSchema } from './course-carousel.js'
import { pricingSchema } from './pricing.js'
import { applyCtaSchema } from './apply-cta.js'
import { searchSchema } from './search.js'

export const blockSchemas = [
  heroSchema,
  proseSchema,
  cardsSchema,
  faqSchema,
  callToActionSchema,
  serviceListSchema,
  serviceCarouselSchema,
  testimonialsSchema,
  countersSchema,
  expandableCardsSchema,
  stepsSchema,
  tilesSchema,
  formEmbedSchema,
  contactDetailsSchema,
  jobsSchema,
  socialProfilesSchema,
  articleListSchema,
  newsletterSchema,
  opportunitiesSchema,
  courseCarouselSchema,
  pricingSchema,
  applyCtaSchema,
  searchSchema,
] as const

export const blockSchema = z.discriminatedUnion('type', blockSchemas)

export const blockTypes = blockSchemas.map((schema) => schema.shape.type.value)

/** Blocks that link to every entry of a collection by themselves (`x-lists` of their schema). */
export const collectionListedBy: Partial<Record<(typeof blockTypes)[number], Collection>> = Object.fromEntries(
  blockSchemas.flatMap((schema) => {
    const lists = (schema.meta() as { 'x-lists'?: Collection } | undefined)?.['x-lists']
    return lists ? [[schema.shape.type.value, lists]] : []
  }),
)

export type BlockSource = z.output<typeof blockSchema>
export type BlockType = BlockSource['type']
