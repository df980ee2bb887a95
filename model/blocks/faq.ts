import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { action, blockBase } from './shared.js'

/**
 * Questions and answers, one open at a time. The same items feed the page's FAQPage
 * structured data, so what search engines read is what visitors read.
 */
export const faqSchema = z
  .strictObject({
    type: z.literal('faq'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    items: z.array(z.strictObject({ question: text(), answer: markdown() })).min(1, { error: 'needs at least one question' }),
    action: action.optional().describe('a button under the questions, e.g. Get in Touch'),
  })
  .describe("Questions and answers, one open at a time; they also feed the page's FAQ data for search engines.")
