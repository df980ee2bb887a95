import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { action, blockBase } from './shared.js'

/** The company's contact details, all from content/site.yaml. */
export const contactDetailsSchema = z
  .strictObject({
    type: z.literal('contact-details'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    locationHeading: text().default('Visit Our Office'),
    action: action.optional().describe('e.g. Schedule a Consultation → #contactForm'),
  })
  .describe(
    'Phone, e-mails, address, hours, social links, call and WhatsApp links and a location card with directions, from content/site.yaml.',
  )
