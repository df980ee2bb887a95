import { z } from 'zod'
import { markdown, text } from '../fields.js'
import { blockBase } from './shared.js'

/** Every published article, newest first, made from content/blog/ by itself. */
export const articleListSchema = z
  .strictObject({
    type: z.literal('article-list'),
    ...blockBase,
    heading: text(),
    intro: markdown().optional(),
    pageSize: z.int().min(1).default(6).describe('articles shown at first and added by each Load More'),
  })
  .describe('The blog articles, newest first, in pages; "Load More Articles" shows the next page and disappears when none are left.')
  .meta({ 'x-lists': 'article' })
