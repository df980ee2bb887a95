import { z } from 'zod'
import { markdown, ref, text } from '../fields.js'
import { blockBase } from './shared.js'

/** An auto-scrolling carousel of service cards, named by slug. */
export const serviceCarouselSchema = z
  .strictObject({
    type: z.literal('service-carousel'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    services: z
      .array(ref('service'))
      .min(2, { error: 'needs at least 2 services' })
      .describe('slugs of service pages, e.g. web-development'),
    intervalMs: z.int().min(1000).default(3000).describe('how often it advances, in milliseconds'),
  })
  .describe('An auto-scrolling, looping carousel of service cards, named by slug; it pauses while hovered or focused.')
