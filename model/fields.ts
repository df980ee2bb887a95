/**
 * Field builders shared by every content schema.
 *
 * Some fields need the whole site before they can be finished (a link must point at a
 * page that exists, a slug must name an entry, Markdown must be compiled). Their
 * schemas validate the shape and leave a small marker object (`$markdown`, `$link`,
 * `$ref`, `$image`) that `pipeline/resolve/resolve.ts` replaces once the site graph is known.
 */
import { z } from 'zod'
import { iconNames } from './iconNames.js'

export type MarkdownSource = { $markdown: string }
export type LinkSource = { $link: string }
export type ImageSource = { $image: string; alt: string }
export type Collection = 'service' | 'article' | 'course'
export type RefSource<C extends Collection = Collection> = { $ref: C; slug: string }

/** Protocols a visitor's browser can follow safely; anything else is refused. */
const SAFE_URL = /^(\/|#|https?:\/\/|mailto:|tel:)/i

export const text = () => z.string().trim().min(1, { error: 'is empty: write some text here' })

/** Short text that may hold Markdown (links, emphasis); compiled by the same pipeline. */
export const markdown = () =>
  text()
    .meta({ 'x-kind': 'Markdown text' })
    .transform((source): MarkdownSource => ({ $markdown: source }))

/** A link target: a page of this site (`/contact`, `/about-us#story`), or an external URL. */
export const link = () =>
  text()
    .meta({ 'x-kind': 'link: /page, /page#anchor, #anchor, https://…, mailto: or tel:' })
    // A {{site.…}} left in place is reported where it is written (or site.yaml failed).
    .refine((href) => SAFE_URL.test(href) || href.includes('{{'), {
      error:
        'is not a link this site can follow: start it with / for a page of this site, # for a place on this page, https://, mailto: or tel:',
    })
    .transform((href): LinkSource => ({ $link: href }))

/** A picture: a file under content/images (written `/images/name.svg`) or an https URL. */
export const image = () =>
  z
    .strictObject({
      src: text().refine((src) => src.startsWith('/images/') || src.startsWith('https://'), {
        error: 'must be a file in content/images, written /images/file-name.svg, or an https:// address',
      }),
      alt: text().describe('what the picture shows, read aloud to blind visitors'),
    })
    .meta({ 'x-kind': 'picture: src (/images/file.svg) and alt (what it shows)' })
    .transform(({ src, alt }): ImageSource => ({ $image: src, alt }))

/** The slug of another entry of a collection; checked against the entries that exist. */
export const ref = <C extends Collection>(collection: C) =>
  text()
    .meta({ 'x-kind': `the file name of ${collection === 'article' ? 'an' : 'a'} ${collection}, without .md` })
    .transform((slug): RefSource<C> => ({ $ref: collection, slug }))

/** A calendar date written 2025-04-28; kept as text so no time zone can shift it. */
export const isoDate = () =>
  z
    .string({ error: 'must be a date: write it as 2025-04-28' })
    .meta({ 'x-kind': 'date, written 2025-04-28' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date: write it as 2025-04-28', abort: true })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error: 'is not a real calendar date: check the month and the day (write it as 2025-04-28)',
    })

export const icon = () => z.enum(iconNames).meta({ 'x-kind': 'icon name (see the list of icons)' })

/** An anchor id a link can point at with #id. */
export const anchorId = () =>
  z.string().regex(/^[a-z][a-zA-Z0-9-]*$/, { error: 'must start with a letter and use only letters, digits and hyphens, e.g. contactForm' })

/** The description of an end date: the last day something is on the site. */
export const validThrough = (what: string) =>
  `the last day ${what} is on the site (Kampala time): the next morning it leaves the pages, lists, sitemap and search`
