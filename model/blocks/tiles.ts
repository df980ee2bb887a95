import { z } from 'zod'
import { icon, link, markdown, text } from '../fields.js'
import { action, blockBase } from './shared.js'

const tile = z.strictObject({
  name: text(),
  caption: text().optional().describe('a second line, e.g. the category of a technology'),
  icon: icon().optional(),
  href: link().optional().describe('external sites open in a new tab'),
})

/** A grid of small tiles: industries, audiences, technologies, standards. */
export const tilesSchema = z
  .strictObject({
    type: z.literal('tiles'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    items: z.array(tile).min(1),
    action: action.optional(),
  })
  .describe('A grid of small tiles (name, optional caption, icon and link), e.g. industries or a technology stack.')
