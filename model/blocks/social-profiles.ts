import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { blockBase } from './shared.js'

/** Links to some of the company's social profiles (addresses from content/site.yaml). */
export const socialProfilesSchema = z
  .strictObject({
    type: z.literal('social-profiles'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    networks: z.array(z.enum(['linkedin', 'twitter', 'facebook', 'tiktok', 'youtube'])).min(1),
  })
  .describe('Links to the chosen social profiles of content/site.yaml, each opening in a new tab.')
