import { z } from 'zod'
import { icon, markdown, text } from '../fields.js'
import { action, blockBase } from './shared.js'

const step = z.strictObject({
  title: text(),
  icon: icon().optional(),
  text: markdown().optional(),
  details: z.array(text()).optional().describe('bullet points under the step'),
})

/** A numbered process: stages in order, each with an optional bullet list. */
export const stepsSchema = z
  .strictObject({
    type: z.literal('steps'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    items: z.array(step).min(2, { error: 'needs at least 2 steps' }),
    action: action.optional(),
  })
  .describe('A numbered process: steps in order, each with a title, optional text and bullet points.')
