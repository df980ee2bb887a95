import { z } from 'zod'
import { isoDate, link, markdown, text, validThrough } from '../fields.js'
import { blockBase } from './shared.js'

const job = z.strictObject({
  title: text(),
  location: text().describe('e.g. Kampala, Uganda or Remote; the filter matches it by containing the chosen value'),
  employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY']).default('FULL_TIME'),
  summary: markdown(),
  posted: isoDate(),
  validThrough: isoDate().optional().describe(validThrough('the job')),
  apply: link().describe('where to apply: a mailto: link or a page'),
})

/** Open positions with a location filter; editors add jobs to `jobs:`. */
export const jobsSchema = z
  .strictObject({
    type: z.literal('jobs'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    locations: z
      .array(z.strictObject({ value: z.string().regex(/^[a-z-]+$/), label: text() }))
      .min(1)
      .describe('the filter options; "all" shows every job'),
    jobs: z.array(job).default([]),
    emptyHeading: text().default('No Current Openings'),
    emptyText: markdown().describe('shown when no job matches, e.g. with the careers e-mail and LinkedIn'),
  })
  .describe('Open positions with a location filter and a Search button; shows "No Current Openings" when the list is empty.')
