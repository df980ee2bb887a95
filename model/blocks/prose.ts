import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { blockBase } from './shared.js'

/**
 * A section of running text. Without `text` it shows the page's Markdown body, so an
 * editor decides where the body sits between the other blocks.
 */
export const proseSchema = z
  .strictObject({
    type: z.literal('prose'),
    ...blockBase,
    heading: text().optional(),
    text: markdown().optional().describe('leave out to show the Markdown body of the page here'),
  })
  .describe("Running text: its own Markdown, or (without text) the page's Markdown body.")
