import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { blockBase } from './shared.js'

/** A form from the external form provider, its address taken from content/site.yaml. */
export const formEmbedSchema = z
  .strictObject({
    type: z.literal('form-embed'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    form: z.enum(['enquiry', 'application', 'newsletter']).describe('which form of `forms` in content/site.yaml'),
    title: text().describe('what the form is, read by screen readers, e.g. Project enquiry form'),
    height: z.int().min(200).default(1000).describe('height of the form in pixels'),
  })
  .describe('An embedded external form (lazy-loaded iframe) with a link to open it in a new tab.')
