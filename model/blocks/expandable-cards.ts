import { z } from 'zod'
import { icon, markdown, text } from '../fields.js'
import { action, blockBase } from './shared.js'

const card = z.strictObject({
  title: text(),
  icon: icon().optional(),
  summary: text().describe('always shown'),
  details: markdown().describe('shown after Learn More: a paragraph and/or a bullet list, links allowed'),
})

/** Cards that open one at a time with Learn More / Show Less. */
export const expandableCardsSchema = z
  .strictObject({
    type: z.literal('expandable-cards'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    items: z.array(card).min(1),
    action: action.optional().describe('a button under the cards, e.g. Request More Information'),
  })
  .describe('Cards with a summary that expand (Learn More / Show Less) to show details; one open at a time.')
