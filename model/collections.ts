/**
 * The collections: a folder of entries of one kind, each its own page. An entry's slug is
 * its file name, and other entries name it by that slug (`related: [data-analytics]`).
 */
import { z } from 'zod'
import { icon, image, isoDate, ref, text, validThrough } from './fields.js'
import { legalPageSchema, pageMeta, pageSchema, textOnlyMeta } from './page.js'

export const serviceSchema = z.strictObject({
  ...pageMeta,
  menuTitle: text().describe('the short name in menus and cards, e.g. Web Development'),
  summary: text()
    .max(140, { error: 'is longer than 140 characters: it must fit in the services menu' })
    .describe('one line for the services menu and cards'),
  icon: icon(),
  order: z.int().min(1).describe('position in the services menu and lists, 1 first'),
  highlights: z.array(text()).min(3).max(6).optional().describe('bullet points on the services overview card'),
})

export const articleSchema = z.strictObject({
  ...textOnlyMeta,
  image: image().describe('the cover picture'),
  date: isoDate().describe('publication date, written 2025-04-28'),
  updated: isoDate().optional(),
  category: text(),
  author: text().describe('a key of `authors` in content/site.yaml'),
  related: z.array(ref('article')).max(3).default([]).describe('slugs of other articles, e.g. data-analytics'),
  draft: z.boolean().default(false).describe('true: shown by the dev server only, left out of the built site'),
})

const curriculumBlock = z.strictObject({
  weeks: text().regex(/^Weeks? \d+(-\d+)?$/, { error: 'must read like "Weeks 1-2"' }),
  title: text(),
  topics: z.array(text()).length(4, { error: 'must list exactly 4 topics' }),
})

export const courseSchema = z
  .strictObject({
    ...pageMeta,
    menuTitle: text().describe('the short name in menus, e.g. Digital Marketing'),
    pricingName: text().optional().describe('the name in the pricing table if it differs, e.g. Advanced Content Creation'),
    summary: text(),
    icon: icon(),
    order: z.int().min(1),
    duration: text().describe('e.g. 8 weeks'),
    classSize: z.int().min(1),
    liveProjects: z.int().min(1).optional(),
    fee: z.int().min(0).describe('course fee in UGX, digits only: 700000'),
    additionalFee: z.int().min(0).describe('additional fees in UGX: 50000'),
    total: z.int().min(0).optional().describe('fee + additionalFee, in UGX: leave it out and it is added up for you'),
    curriculum: z.array(curriculumBlock).length(4, { error: 'must have exactly 4 blocks of 2 weeks' }),
    skills: z.array(text()).min(1),
    tools: z.array(text()).min(1),
    outcomes: z.array(text()).min(7, { error: 'needs 7 or 8 outcomes' }).max(8, { error: 'needs 7 or 8 outcomes' }),
    validThrough: isoDate().optional().describe(validThrough('the course')),
  })
  // A total written by hand must add up; left out, it is computed.
  .refine((course) => course.total === undefined || course.total === course.fee + course.additionalFee, {
    path: ['total'],
    error: (issue) => {
      const course = issue.input as { fee: number; additionalFee: number }
      return `does not add up: fee + additionalFee is ${course.fee + course.additionalFee}; correct the total or the fees, or leave the total out`
    },
  })
  .transform((course) => ({ ...course, total: course.total ?? course.fee + course.additionalFee }))

export const collections = {
  services: { kind: 'service', schema: serviceSchema },
  blog: { kind: 'article', schema: articleSchema },
  courses: { kind: 'course', schema: courseSchema },
} as const

type ServiceFields = z.output<typeof serviceSchema>
type ArticleFields = z.output<typeof articleSchema>
type CourseFields = z.output<typeof courseSchema>
type PageFields = z.output<typeof pageSchema>
type LegalPageFields = z.output<typeof legalPageSchema>

export type EntryFieldsByKind = {
  page: PageFields
  legal: LegalPageFields
  service: ServiceFields
  article: ArticleFields
  course: CourseFields
}
export type EntryKind = keyof EntryFieldsByKind

/** Plain pages choose their schema with `layout:`; the rest by the folder they sit in. */
export const pageTypes = { page: pageSchema, legal: legalPageSchema } as const
