import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { blockBase } from './shared.js'

/** Fees of every course of content/courses/ (one source: the course files). */
export const pricingSchema = z
  .strictObject({
    type: z.literal('pricing'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    note: markdown().optional().describe('e.g. the payment plan, under the table'),
  })
  .describe(
    'Course fees in UGX (fee, additional fees, total) from content/courses/: cards on phones, a table from 768 px; an Enroll button per course.',
  )
  .meta({ 'x-lists': 'course' })
