import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { action, blockBase } from './shared.js'

/** The opening banner: the page's one <h1>, a short text, up to three buttons. */
export const heroSchema = z
  .strictObject({
    type: z.literal('hero'),
    ...blockBase,
    eyebrow: text().optional().describe('small line above the heading'),
    heading: text().describe('the main heading of the page'),
    highlight: text().optional().describe('words shown after the heading in the accent colour, e.g. {{site.name}}'),
    text: markdown().optional(),
    actions: z.array(action).max(3).optional(),
    note: text().optional().describe('a short line under the buttons, e.g. a trust line'),
    visual: z.enum(['dashboard']).optional().describe('dashboard: a decorative dashboard mock-up showing "System Online"'),
  })
  .describe("The opening banner: the page's main heading, a short text, up to three buttons and a note.")
