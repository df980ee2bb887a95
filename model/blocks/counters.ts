import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { action, blockBase } from './shared.js'

const counter = z.strictObject({
  value: z.union([z.int().min(0), text()]).describe('a whole number that counts up (870), or text shown as it is (24/7)'),
  prefix: z.string().optional(),
  suffix: z.string().optional().describe('shown after the number, e.g. + or %'),
  label: text(),
})

/** Figures that count up when they come into view. */
export const countersSchema = z
  .strictObject({
    type: z.literal('counters'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    items: z.array(counter).min(1),
    action: action.optional(),
  })
  .describe('Figures that count up when 10% in view (2 s, then again after a 3 s pause); text values such as 24/7 are shown as they are.')
