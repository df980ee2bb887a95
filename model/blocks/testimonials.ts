import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { action, blockBase } from './shared.js'

/** What clients say, from `testimonials` in content/site.yaml (one source for every page). */
export const testimonialsSchema = z
  .strictObject({
    type: z.literal('testimonials'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    intervalMs: z.int().min(1000).default(5000).describe('how often it advances, in milliseconds'),
    actions: z.array(action).max(2).optional(),
  })
  .describe('A carousel of the testimonials in content/site.yaml; it advances every 5 s, loops, and pauses while hovered or focused.')
