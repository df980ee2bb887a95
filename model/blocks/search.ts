import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { blockBase } from './shared.js'

/** The site search of /search: a form, and the results of ?q= from the build's Pagefind index. */
export const searchSchema = z
  .strictObject({
    type: z.literal('search'),
    ...blockBase,
    label: text().default('Search this site'),
    buttonLabel: text().default('Search'),
    noScript: markdown().describe('Shown when JavaScript is off (search needs it): point to the sitemap or the main sections.'),
  })
  .describe(
    'The site search: a search field and its results. One page should have it; the header search and the structured data point to that page.',
  )
