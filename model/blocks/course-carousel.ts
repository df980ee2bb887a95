import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { blockBase } from './shared.js'

/** The courses of content/courses/, one card at a time. */
export const courseCarouselSchema = z
  .strictObject({
    type: z.literal('course-carousel'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    intervalMs: z.int().min(1000).default(5000).describe('how often it advances, in milliseconds'),
  })
  .describe('The Skill Up courses one at a time: advances every 5 s, wraps, previous/next buttons, dots, a progress bar, arrow keys.')
  .meta({ 'x-lists': 'course' })
