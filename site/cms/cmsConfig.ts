/**
 * The configuration of the CMS at /admin (Decap CMS), generated from the content model,
 * so its forms always match what the content check accepts: the pages (listing pages
 * included) one by one, one collection per entry folder, site.yaml as a settings file,
 * blocks as typed lists keyed by `type`, selects for every enum, relations for
 * references, a picture widget writing into content/images and a Markdown editor for
 * texts. Labels and hints are in an editor's words, not the model's field names.
 */
import { FOLDER_OF_KIND } from '../../pipeline/shared/addresses.js'
import type { z } from 'zod'
import { articleSchema, courseSchema, serviceSchema } from '../../model/collections.js'
import { legalPageSchema, pageSchema } from '../../model/page.js'
import { type JsonSchema, toJsonSchema } from '../../model/jsonSchema.js'
import { siteSchema } from '../../model/site.js'
import { CMS_ONLY_FIELDS } from '../../cms/saveInPlace.js'
import { SUGGESTED_FIELDS } from './linkTargets.js'

type DecapField = Record<string, unknown> & { name: string; widget: string }

/** Labels an editor reads; any other field name is turned into words ("menuTitle" → "Menu title"). */
const LABELS: Record<string, string> = {
  seoTitle: 'Title in search results',
  noindex: 'Hide from search engines',
  href: 'Link',
  label: 'Text',
  cta: 'Button',
  action: 'Button',
  actions: 'Buttons',
  linkLabel: 'Link text',
  buttonLabel: 'Button text',
  src: 'Picture',
  alt: 'What the picture shows',
  image: 'Picture',
  id: 'Anchor name',
  intervalMs: 'Time per slide (milliseconds)',
  menuTitle: 'Name in menus',
  pricingName: 'Name in the pricing table',
  classSize: 'Class size',
  liveProjects: 'Live projects',
  additionalFee: 'Additional fee (UGX)',
  fee: 'Fee (UGX)',
  total: 'Total (UGX)',
  sections: 'Blocks',
  body: 'Text',
  draft: 'Draft (not published)',
  related: 'Related articles',
  updated: 'Last updated',
  date: 'Publication date',
  publishDate: 'Goes online on',
  applyFor: 'Applying for',
  emptyHeading: 'Heading when no job matches',
  emptyText: 'Text when no job matches',
  noScript: 'Text without JavaScript',
  pageSize: 'Articles per page',
  employmentType: 'Employment type',
  phoneHref: 'Phone link',
}
/** Hints that speak of the form, where the model's speak of the file. */
const HINTS: Record<string, string> = {
  noindex: 'On: the page stays out of search engines and the sitemap.',
  draft: 'On: you can preview it, but it is not published.',
  author: 'Who wrote it (the authors are listed in Site settings).',
  related: 'Up to 3 other articles shown under this one.',
  services: 'The services to show, in this order.',
  form: 'Which of the forms in Site settings.',
  src: 'Upload a photo as it is (JPEG, PNG, WebP or AVIF): smaller copies are made for phones.',
  keywords: 'Search phrases, one in each box.',
  publishDate:
    'Leave it empty to publish with the next save. A later day keeps the page off the site (and out of its lists and links) until the morning of that day, Kampala time.',
}
/** When a page has both dates (an article): what each does, since they read alike. */
const BOTH_DATES: Record<string, string> = {
  date: 'The date the article shows and gives search engines; the blog lists articles by it, newest first. It does not hold the article back: Goes online on does that.',
  publishDate:
    'Leave it empty to publish with the next save; a later day keeps the article off the site until the morning of that day (Kampala time). Not the date the article shows: that is Publication date.',
}
/** Names that are not written as the words of a field name are ("linkedin" → "LinkedIn"). */
const PROPER_WORDS: Record<string, string> = {
  url: 'URL',
  faq: 'FAQ',
  seo: 'SEO',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  github: 'GitHub',
}
/** How a select shows a value where the value is a code (opening days, job types). */
const OPTION_LABELS: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
}
/** What one item of a list of texts is called ("Add highlight"), where the list's name does not say it. */
const ITEM_NAMES: Record<string, string> = {
  defaultHighlights: 'highlight',
  areaServed: 'area',
  paymentAccepted: 'way to pay',
  languages: 'language',
}
const BLOCK_NAMES: Record<string, string> = { faq: 'FAQ', 'apply-cta': 'Apply call to action', cta: 'Call to action' }

const words = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
    .replace(/[a-z]+/g, (word) => PROPER_WORDS[word] ?? word)
    .replace(/^./, (first) => first.toUpperCase())
/** A select's choices: the value itself, or words for it where it is a code (FULL_TIME → "Full time"). */
const options = (values: unknown[]) =>
  values.map(String).map((value) => {
    const shown = OPTION_LABELS[value] ?? (/^[a-z]+$|^[A-Z]+(_[A-Z]+)+$/.test(value) ? words(value) : value)
    return shown === value ? value : { label: shown, value }
  })
/** One item of a list of texts: "highlight" of highlights. */
const itemName = (name: string) => ITEM_NAMES[name] ?? words(name).toLowerCase().replace(/s$/, '')
const label = (name: string) => LABELS[name] ?? words(name)
/** The model's descriptions are written for the file: no backticks or YAML words in a form. */
const hint = (name: string, schema: JsonSchema) =>
  HINTS[name] ??
  schema.description
    ?.replace(/`/g, '')
    .replace(/^true:?\s*/i, 'On: ')
    .replace(/^./, (first) => first.toUpperCase())

const DATE_PATTERN = ['^\\d{4}-\\d{2}-\\d{2}$', 'must be a date written 2025-04-28 (year-month-day)']
/** The fields that name a block in the list when it is collapsed, first found first. */
const SUMMARY_FIELDS = ['heading', 'title', 'question', 'name', 'label', 'eyebrow']

type Context = {
  optionalGroup: boolean
  authors?: Author[]
  /** A folder of content/images named after the entry folder (images/blog): its pictures' library. */
  pictureFolder?: string
}

/** One Decap field for one JSON Schema property; undefined for fields forms cannot edit. */
function field(name: string, schema: JsonSchema, required: boolean, context: Context): DecapField | undefined {
  if (schema.not !== undefined) return undefined // refused on this page type
  // Inside an optional group nothing is required by the form: the check requires a
  // group's fields only once the group is used, with its own words (cms/fieldMessages.ts).
  const isRequired = required && !context.optionalGroup
  const description = hint(name, schema)
  const base = { name, label: label(name), required: isRequired, ...(description && { hint: description }) }
  const kind = schema['x-kind'] ?? ''
  const inner: Context = { ...context, optionalGroup: context.optionalGroup || !required }
  // Authors by their name; the file keeps the key of site.yaml's `authors`.
  if (name === 'author' && context.authors?.length)
    return {
      ...base,
      widget: 'select',
      options: context.authors.map((author) =>
        typeof author === 'string' ? author : author.name ? { label: author.name, value: author.key } : author.key,
      ),
    }
  const reference = /file name of an? (article|service|course)/.exec(kind)
  if (reference)
    return {
      ...base,
      widget: 'relation',
      collection: FOLDER_OF_KIND[reference[1] as keyof typeof FOLDER_OF_KIND],
      search_fields: ['title'],
      value_field: '{{slug}}',
      display_fields: ['title'],
    }
  // A list of references: one relation field choosing several.
  if (schema.type === 'array' && schema.items && /file name of/.test(schema.items['x-kind'] ?? ''))
    return { ...field(name, schema.items, required, context)!, multiple: true }
  if (kind === 'Markdown text')
    return {
      ...base,
      widget: 'markdown',
      minimal: true,
      buttons: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'],
      editor_components: [],
    }
  // Dates are text written 2025-04-28: a calendar and a Today button that write exactly
  // that (cms/fields/dateField.ts), no time zone. `updated` is set to today by a save that
  // changes anything else (cms/fields/updatedOnSave.ts).
  if (kind.startsWith('date'))
    return {
      ...base,
      widget: 'date',
      pattern: DATE_PATTERN,
      ...(name === 'updated' && { today_when_changed: true }),
      ...(description && { hint: description.replace(/,? written [\d-]+$/, '') }),
    }
  if (kind.startsWith('icon'))
    return { ...base, widget: 'icon', options: (schema.enum ?? []).map(String), hint: 'The picture beside the text.' }
  if (kind.startsWith('link'))
    return {
      ...base,
      widget: 'link',
      hint: description ?? 'A page of this site (/contact, /about-us#story) or a full address (https://…, mailto:, tel:).',
    }
  if (schema.enum) return { ...base, widget: 'select', options: options(schema.enum) }
  if (schema.type === 'object' && schema.properties?.src && schema.properties.alt) {
    // Decap's library shows one folder: the entries' own folder of pictures where there is one.
    const folder = context.pictureFolder && {
      media_folder: `/content/images/${context.pictureFolder}`,
      public_folder: `/images/${context.pictureFolder}`,
    }
    return {
      ...base,
      widget: 'object',
      collapsed: false,
      fields: [
        { name: 'src', label: label('src'), widget: 'image', required: isRequired, hint: HINTS.src, ...folder },
        {
          name: 'alt',
          label: label('alt'),
          widget: 'string',
          required: isRequired,
          hint: 'Read aloud to blind visitors: describe what is in the picture.',
        },
      ],
    }
  }
  if (schema.type === 'array' && schema.items) {
    // The blocks: a union discriminated by `type` (oneOf in JSON Schema).
    const blocks = (schema.items.oneOf ?? schema.items.anyOf)?.filter((option) => option.properties?.type?.const !== undefined)
    if (name === 'sections' && blocks?.length) {
      return {
        ...base,
        widget: 'list',
        typeKey: 'type',
        types: blocks.map((block) => {
          const type = String(block.properties!.type.const)
          const summaryField = SUMMARY_FIELDS.find((candidate) => block.properties?.[candidate])
          return {
            name: type,
            label: BLOCK_NAMES[type] ?? words(type),
            widget: 'object',
            ...(summaryField && { summary: `{{fields.${summaryField}}}` }),
            ...(block.description && { hint: block.description }),
            fields: fields(block, { ...context, optionalGroup: false }, ['type']),
          }
        }),
      }
    }
    if (schema.items.type === 'object') {
      const summaryField = SUMMARY_FIELDS.find((candidate) => schema.items!.properties?.[candidate])
      return {
        ...base,
        widget: 'list',
        ...(summaryField && { summary: `{{fields.${summaryField}}}` }),
        fields: fields(schema.items, inner),
      }
    }
    // Plain text items: one box each (cms/fields/textListField.ts), never Decap's text of
    // items separated by commas, which split an item holding a comma and ate the spaces
    // typed after one. The file keeps a plain list of texts.
    if (schema.items.type === 'string' && !schema.items.enum && !schema.items['x-kind'])
      return {
        ...base,
        widget: 'text-list',
        label_singular: itemName(name),
        ...(description && { hint: `${description.replace(/\.$/, '')}.` }),
        ...(schema.maxItems !== undefined && { max: schema.maxItems }),
        ...((SUGGESTED_FIELDS as readonly string[]).includes(name) && { suggest: true }),
      }
    // Choices from a fixed set (opening days, social networks): one select taking several,
    // which Decap stores as a list of the values. (Its list of one select each showed every
    // closed item as the list's name: "Days", "Days", "Days".)
    if (schema.items.enum) return { ...base, widget: 'select', multiple: true, options: options(schema.items.enum) }
    const item = field('item', schema.items, true, inner)
    return item ? { ...base, widget: 'list', field: { ...item, label: words(name) } } : undefined
  }
  if (schema.type === 'object' && schema.properties) return { ...base, widget: 'object', fields: fields(schema, inner) }
  if (schema.type === 'object') return undefined // a map of free keys (authors, placeholders): edited in the file
  if (schema.type === 'integer' || schema.type === 'number')
    return { ...base, widget: 'number', value_type: schema.type === 'integer' ? 'int' : 'float' }
  if (schema.type === 'boolean') return { ...base, widget: 'boolean', required: false }
  if (schema.const !== undefined) return { ...base, widget: 'hidden', default: schema.const }
  // Values already written elsewhere are suggested (site/cms/linkTargets.ts, suggestions.json).
  if ((SUGGESTED_FIELDS as readonly string[]).includes(name)) return { ...base, widget: 'suggest' }
  // A limit of the model shows as a counter; a title, whose length search results cut, is counted too.
  if (schema.maxLength !== undefined || name === 'title')
    return { ...base, widget: 'counted', ...(schema.maxLength !== undefined && { max_length: schema.maxLength }) }
  return { ...base, widget: 'string' }
}

function fields(schema: JsonSchema, context: Context, skip: string[] = []): DecapField[] {
  const required = new Set(schema.required ?? [])
  const made = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    if (skip.includes(name)) return []
    const made = field(name, property, required.has(name) && property.default === undefined, context)
    return made ? [made] : []
  })
  // Two dates side by side (an article's): each says what it does and that the other one is not it.
  const dates = made.filter((entry) => entry.name in BOTH_DATES && entry.widget === 'date')
  if (dates.length === 2) for (const date of dates) date.hint = BOTH_DATES[date.name]
  return made
}

const body: DecapField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  required: false,
  hint: 'The text of the page. Links to pages of this site start with /, e.g. /contact.',
}

/** A new entry's address: made from the title, editable before the first save (cms/addressField.ts). */
const address = (folder: string): DecapField => ({
  name: CMS_ONLY_FIELDS[0],
  label: 'Address',
  widget: 'address',
  prefix: `/${folder}/`,
  required: false,
  hint: 'The end of the page address: lowercase words joined by hyphens. Made from the title; it cannot change once saved.',
})

/** A folder of entries; its index.md (the listing page) is edited among the pages instead. */
function entries(name: string, label: string, folder: string, schema: z.ZodType, shared: Context, pictureFolders: string[]) {
  const context = { ...shared, ...(pictureFolders.includes(folder) && { pictureFolder: folder }) }
  return {
    name,
    label,
    label_singular: { services: 'service', blog: 'article', courses: 'course' }[name],
    folder: `content/${folder}`,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    slug: `{{fields.${CMS_ONLY_FIELDS[0]}}}`,
    identifier_field: 'title',
    summary: '{{title}}',
    fields: [
      ...fields(toJsonSchema(schema), context).flatMap((entry) => (entry.name === 'title' ? [entry, address(folder)] : [entry])),
      body,
    ],
  }
}

/** An author of site.yaml: its key (what an article's `author` holds) and its name, shown in the form. */
type Author = string | { key: string; name?: string }

/** A page of content/ (not in an entry folder), as the pages collection lists it. */
export type CmsPage = { file: string; title: string; legal: boolean }

export type CmsOptions = {
  repo: string
  branch: string
  /** The GitHub login service (site/cms/backend.ts); Netlify's without it. */
  authService?: string
  /** Save to files on this machine through the dev server's backend at this address (npm run cms). */
  localServer?: string
  /** The `authors` of site.yaml: an article's author is chosen by name, and its key is written. */
  authors?: Author[]
  /** The pages, listing pages included, each a form of its own. */
  pages?: CmsPage[]
  /** The folders inside content/images. */
  pictureFolders?: string[]
}

/**
 * The text of admin/config.yml: JSON (YAML reads JSON as it is; the yaml package took about
 * 0.2 s of every build to write it, JSON.stringify takes 2 ms) in which every list or object
 * of fields that comes more than once is written once and named (a YAML anchor, `&f1 [...]`,
 * then `*f1`): each page, service and course repeated the fields of every block, 1.1 MB in
 * all. A YAML reader gives each place its copy again (cms/loadConfig.ts hands them to Decap).
 */
export function cmsConfig({ repo, branch, authService, localServer, authors, pages = [], pictureFolders = [] }: CmsOptions): string {
  const context: Context = { optionalGroup: false, authors }
  const pageFields = [...fields(toJsonSchema(pageSchema), context).filter((entry) => entry.name !== 'layout'), body]
  const legalFields = [
    { name: 'layout', widget: 'hidden', default: 'legal' },
    ...fields(toJsonSchema(legalPageSchema), context).filter((entry) => entry.name !== 'layout'),
    body,
  ]
  return withAnchors({
    // preview_context: the commit status CI posts (.github/workflows/ci.yml), shown beside the entry.
    backend: { name: 'github', repo, branch, preview_context: 'Site check', ...(authService && { base_url: authService }) },
    // Every change becomes a pull request, which CI checks before it is merged. The local
    // server writes files directly: it has no pull requests to offer.
    ...(localServer ? { local_backend: { url: localServer } } : { publish_mode: 'editorial_workflow' }),
    media_folder: 'content/images',
    public_folder: '/images',
    media_library: { name: 'site-pictures' },
    collections: [
      {
        name: 'pages',
        label: 'Pages',
        label_singular: 'page',
        files: pages.map((page) => ({
          name: page.file
            .replace(/^content\//, '')
            .replace(/\.md$/, '')
            .replace(/\//g, '-'),
          label: page.title,
          file: page.file,
          format: 'frontmatter',
          fields: page.legal ? legalFields : pageFields,
        })),
      },
      entries('services', 'Services', 'services', serviceSchema, context, pictureFolders),
      entries('blog', 'Blog', 'blog', articleSchema, context, pictureFolders),
      entries('courses', 'Courses', 'courses', courseSchema, context, pictureFolders),
      {
        name: 'settings',
        label: 'Site settings',
        files: [
          {
            name: 'site',
            label: 'Company facts and navigation',
            file: 'content/site.yaml',
            format: 'yaml',
            fields: fields(toJsonSchema(siteSchema), context),
          },
        ],
      },
    ],
  })

  /**
   * JSON, but a list or object whose JSON is at least SHARED_SIZE long and comes again is
   * anchored where it first comes and named at the others. Small ones are left whole: each
   * name costs a YAML reader's alias budget more than it saves.
   */
  function withAnchors(config: object): string {
    const SHARED_SIZE = 500
    // Each object's JSON, made once: the same lists are reached from many places.
    const texts = new WeakMap<object, string>()
    const entriesOf = (value: object) => Object.entries(value).filter(([, item]) => item !== undefined)
    const textOf = (value: unknown): string => {
      if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null'
      let text = texts.get(value)
      if (text === undefined) {
        text = Array.isArray(value)
          ? `[${value.map(textOf).join(',')}]`
          : `{${entriesOf(value)
              .map(([key, item]) => `${JSON.stringify(key)}:${textOf(item)}`)
              .join(',')}}`
        texts.set(value, text)
      }
      return text
    }
    const seen = new Map<string, number>()
    const count = (value: unknown) => {
      if (typeof value !== 'object' || value === null || textOf(value).length < SHARED_SIZE) return
      const times = (seen.get(textOf(value)) ?? 0) + 1
      seen.set(textOf(value), times)
      if (times === 1) for (const child of Object.values(value)) count(child)
    }
    count(config)
    const names = new Map<string, string>()
    const write = (value: unknown): string => {
      if (typeof value !== 'object' || value === null) return textOf(value)
      const name = names.get(textOf(value))
      if (name) return `*${name}`
      const whole = Array.isArray(value)
        ? `[${value.map(write).join(',')}]`
        : `{${entriesOf(value)
            .map(([key, item]) => `${JSON.stringify(key)}:${write(item)}`)
            .join(',')}}`
      if ((seen.get(textOf(value)) ?? 0) < 2) return whole
      const anchor = `f${names.size + 1}`
      names.set(textOf(value), anchor)
      return `&${anchor} ${whole}`
    }
    return write(config)
  }
}
