import { z } from 'zod'
import { icon, link, markdown, text } from '../fields.js'
import { blockBase } from './shared.js'

const card = z.strictObject({
  title: text(),
  text: markdown().optional(),
  icon: icon().optional(),
  featured: z.boolean().default(false).describe('highlights the card and marks it Featured'),
  href: link().optional(),
  linkLabel: text().optional().describe('text of the card link; defaults to "Learn More"'),
  points: z.array(text()).optional().describe('a short bullet list under the text'),
})

/** A grid of cards with icon, title, text and an optional link. */
export const cardsSchema = z
  .strictObject({
    type: z.literal('cards'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    items: z.array(card).min(1, { error: 'needs at least one card' }),
  })
  .describe('A grid of cards, each with an optional icon, a title, Markdown text, bullet points and a link.')
