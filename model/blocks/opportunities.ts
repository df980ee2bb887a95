import { z } from 'zod'
import { isoDate, markdown, text, validThrough } from '../fields.js'
import { blockBase } from './shared.js'

const opportunity = z.strictObject({
  title: text(),
  type: z.enum(['Internship', 'Course']),
  duration: text().describe('e.g. 3-6 months'),
  hours: text().optional().describe('e.g. 15-30 hours a week'),
  description: text(),
  prerequisites: text(),
  difficulty: text().describe('Beginner (green), Intermediate (yellow), Advanced (red); anything else shows blue'),
  features: z.array(text()).min(1).describe('the card shows the first 3'),
  outcomes: z.array(text()).min(1).describe('the card shows the first 3'),
  validThrough: isoDate().optional().describe(validThrough('the intake')),
})

/** Internships and short courses with filter tabs and an Apply/Enroll button each. */
export const opportunitiesSchema = z
  .strictObject({
    type: z.literal('opportunities'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    items: z.array(opportunity).min(1),
  })
  .describe(
    'Internships and courses with the tabs All Opportunities / Internships / Short Courses; Apply Now or Enroll Now opens the application dialog.',
  )
