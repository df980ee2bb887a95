/**
 * Front matter of every page. Each schema is chosen by the file's folder (its
 * collection, collections.ts) or, for plain pages, by `layout:` (pageTypes in collections.ts).
 */
import { z } from 'zod'
import { blockSchema } from './blocks/index.js'
import { image, isoDate, text } from './fields.js'

/** What every page declares for its <head> and its place in the site. */
export const pageMeta = {
  title: text().describe('the page name: the main heading unless a hero block sets one, and the browser tab title'),
  seoTitle: text()
    .max(70, { error: 'is longer than 70 characters: search engines cut it off' })
    .optional()
    .describe('a different title for search engines and the browser tab'),
  description: text()
    .max(170, { error: 'is longer than 170 characters: search engines cut it off, shorten it' })
    .describe('one or two sentences for search results and link previews'),
  keywords: z.array(text()).optional().describe('a list of search phrases'),
  image: image().optional().describe('the picture shown when the page is shared'),
  noindex: z.boolean().default(false).describe('true keeps the page out of search engines and the sitemap'),
  breadcrumb: text().optional().describe('a shorter name for the breadcrumb bar'),
  publishDate: isoDate()
    .optional()
    .describe('the day the page goes online (Kampala time): before it, the page, its place in lists and links to it wait'),
  sections: z.array(blockSchema).default([]).describe('the blocks of the page, in order'),
}

/**
 * Articles and legal pages show their Markdown text, not blocks: `sections:` there is
 * refused rather than ignored (its FAQ would otherwise reach the structured data unseen).
 */
export const textOnlyMeta = {
  ...pageMeta,
  sections: z
    .never({
      error:
        'is not used on this kind of page, which shows only its text: write the content in Markdown below the front matter, and remove sections:',
    })
    .optional()
    .transform((): never[] => []),
}

export const pageSchema = z.strictObject({
  layout: z.literal('page').optional().describe('page (the default) or legal'),
  ...pageMeta,
})

/** Policies: kept out of search engines, dated. */
export const legalPageSchema = z.strictObject({
  layout: z.literal('legal'),
  ...textOnlyMeta,
  noindex: z.literal(true, { error: 'must be true: legal pages stay out of search engines' }).default(true),
  updated: isoDate().describe('the date shown as "Last Updated", written 2025-05-03'),
})
