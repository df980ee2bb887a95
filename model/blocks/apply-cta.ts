import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { blockBase } from './shared.js'

/** A call to action whose button opens the application dialog. */
export const applyCtaSchema = z
  .strictObject({
    type: z.literal('apply-cta'),
    ...blockBase,
    heading: text(),
    text: markdown().optional(),
    buttonLabel: text().describe('e.g. Start Your Journey'),
    applyFor: text().describe('what the dialog is for, e.g. General Programme'),
    applicationType: z.enum(['Internship', 'Course']).default('Course'),
  })
  .describe('A closing band whose button opens the application dialog, e.g. Start Your Journey for "General Programme".')
