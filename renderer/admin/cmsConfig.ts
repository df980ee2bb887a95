/**
 * The configuration of the CMS at /admin (Decap CMS), generated from the content model at
 * build time, so its forms always match what the content check accepts: one collection
 * per content folder, site.yaml as a settings file, blocks as typed lists keyed by
 * `type`, selects for every enum, relations for references, an image widget writing into
 * content/images and a Markdown editor for bodies.
 */
import { stringify } from 'yaml'
import { z } from 'zod'
import { articleSchema, courseSchema, serviceSchema } from '../../model/collections.js'
import { pageSchema } from '../../model/page.js'
import { type JsonSchema, toJsonSchema } from '../../model/jsonSchema.js'
import { siteSchema } from '../../model/site.js'


type DecapField = Record<string, unknown> & { name: string; widget: string }

const label = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase())
const COLLECTION_OF = { article: 'blog', service: 'services', course: 'courses' } as const

/** One Decap field for one JSON Schema property; undefined for fields forms cannot edit. */
function field(name: string, schema: JsonSchema, required: boolean): DecapField | undefined {
  if (schema.not !== undefined) return undefined // refused on this page type
  const base = { name, label: label(name), required, ...(schema.description && { hint: schema.description }) }
  const kind = schema['x-kind'] ?? ''
  const reference = /file name of an? (article|service|course)/.exec(kind)
  if (reference) return { ...base, widget: 'relation', collection: COLLECTION_OF[reference[1] as keyof typeof COLLECTION_OF], search_fields: ['title'], value_field: '{{slug}}', display_fields: ['title'] }
  // A list of references: one relation field choosing several.
  if (schema.type === 'array' && schema.items && /file name of/.test(schema.items['x-kind'] ?? '')) return { ...field(name, schema.items, required)!, multiple: true }
  if (kind === 'Markdown text') return { ...base, widget: 'markdown', minimal: true, buttons: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'], editor_components: [] }
  if (kind.startsWith('date')) return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true }
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum.map(String) }
  if (schema.type === 'object' && schema.properties?.src && schema.properties.alt) {
    return { ...base, widget: 'object', fields: [{ name: 'src', label: 'Picture', widget: 'image', required: true }, { name: 'alt', label: 'What the picture shows', widget: 'string', required: true }] }
  }
  if (schema.type === 'array' && schema.items) {
    // The blocks: a union discriminated by `type` (oneOf in JSON Schema).
    const blocks = (schema.items.oneOf ?? schema.items.anyOf)?.filter((option) => option.properties?.type?.const !== undefined)
    if (name === 'sections' && blocks?.length) {
      return { ...base, widget: 'list', typeKey: 'type', types: blocks.map((block) => ({ name: String(block.properties!.type.const), label: label(String(block.properties!.type.const)), widget: 'object', ...(block.description && { summary: block.description.slice(0, 60) }), fields: fields(block, ['type']) })) }
    }
    if (schema.items.type === 'object') return { ...base, widget: 'list', fields: fields(schema.items) }
    // Plain text items: one line, separated by commas.
    if (schema.items.type === 'string' && !schema.items.enum && !schema.items['x-kind']) return { ...base, widget: 'list' }
    const item = field('item', schema.items, true)
    return item ? { ...base, widget: 'list', field: item } : undefined
  }
  if (schema.type === 'object' && schema.properties) return { ...base, widget: 'object', fields: fields(schema) }
  if (schema.type === 'object') return undefined // a map of free keys (authors, placeholders): edited in the file
  if (schema.type === 'integer' || schema.type === 'number') return { ...base, widget: 'number', value_type: schema.type === 'integer' ? 'int' : 'float' }
  if (schema.type === 'boolean') return { ...base, widget: 'boolean', required: false }
  if (schema.const !== undefined) return { ...base, widget: 'hidden', default: schema.const }
  return { ...base, widget: 'string' }
}

function fields(schema: JsonSchema, skip: string[] = []): DecapField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    if (skip.includes(name)) return []
    const made = field(name, property, required.has(name) && property.default === undefined)
    return made ? [made] : []
  })
}

const body: DecapField = { name: 'body', label: 'Text', widget: 'markdown', required: false, hint: 'The text of the page, in Markdown' }

/** A folder of entries (its `index.md`, the folder's own page, shows among them too). */
const folder = (name: string, folderPath: string, schema: z.ZodType, extra: Record<string, unknown> = {}) => ({
  name,
  label: label(name),
  folder: folderPath,
  extension: 'md',
  format: 'frontmatter',
  create: true,
  slug: '{{slug}}',
  identifier_field: 'title',
  summary: '{{title}}',
  fields: [...fields(toJsonSchema(schema)), body],
  ...extra,
})

export type CmsOptions = {
  repo: string
  branch: string
  /** Save to files on this machine through decap-server at this address (npm run cms). */
  localServer?: string
  /** The keys of `authors` in site.yaml: an article's author is chosen from them. */
  authors?: string[]
}

/** The YAML of admin/config.yml. */
export function cmsConfig({ repo, branch, localServer, authors }: CmsOptions): string {
  const blog = folder('blog', 'content/blog', articleSchema, { label: 'Blog' })
  // Authors are keys of a map in site.yaml, which a relation cannot read: a select of them.
  if (authors?.length) blog.fields = blog.fields.map((entry) => (entry.name === 'author' ? { ...entry, widget: 'select', options: authors } : entry))
  return stringify({
    backend: { name: 'github', repo, branch },
    // Every change becomes a pull request, which CI checks before it is merged. The local
    // server writes files directly: it has no pull requests to offer.
    ...(localServer ? { local_backend: { url: localServer } } : { publish_mode: 'editorial_workflow' }),
    media_folder: 'content/images',
    public_folder: '/images',
    collections: [
      folder('pages', 'content', pageSchema),
      folder('services', 'content/services', serviceSchema, { label: 'Services' }),
      blog,
      folder('courses', 'content/courses', courseSchema, { label: 'Courses' }),
      { name: 'settings', label: 'Site settings', files: [{ name: 'site', label: 'Company facts and navigation (site.yaml)', file: 'content/site.yaml', format: 'yaml', fields: fields(toJsonSchema(siteSchema)) }] },
    ],
  }, { lineWidth: 0 })
}
