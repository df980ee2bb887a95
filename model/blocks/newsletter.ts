import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { blockBase } from './shared.js'

/** An e-mail signup posted to the newsletter provider of content/site.yaml (forms.newsletter). */
export const newsletterSchema = z
  .strictObject({
    type: z.literal('newsletter'),
    ...blockBase,
    heading: text(),
    text: markdown().optional(),
    buttonLabel: text().default('Subscribe'),
  })
  .describe('A newsletter signup: an e-mail field (required, checked by the browser) posted to forms.newsletter.')
