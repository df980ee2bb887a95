import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { action, blockBase } from './shared.js'

/** A closing band that asks the visitor to act: a heading, a line, one or two buttons. */
export const callToActionSchema = z
  .strictObject({
    type: z.literal('cta'),
    ...blockBase,
    heading: text(),
    text: markdown().optional(),
    actions: z.array(action).min(1, { error: 'needs at least one button' }).max(2),
  })
  .describe('A closing band with a heading, a line of text and one or two buttons.')
