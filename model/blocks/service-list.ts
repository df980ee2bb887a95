import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { blockBase } from './shared.js'

/** Cards for every service page, in menu order, derived from content/services/. */
export const serviceListSchema = z
  .strictObject({
    type: z.literal('service-list'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    defaultHighlights: z.array(text()).min(1).describe('bullet points for services that list no highlights of their own'),
  })
  .describe('Cards for every service page, in menu order, made from content/services/ by itself.')
  .meta({ 'x-lists': 'service' })
