/** The CMS configuration is generated from the content model (issue 14). */
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { cmsConfig } from '../../site/cms/cmsConfig.js'
import { blockTypes } from '../../model/blocks/index.js'
import { iconNames } from '../../model/iconNames.js'

type Field = {
  name: string
  widget: string
  label?: string
  required?: boolean
  media_folder?: string
  options?: (string | { label: string; value: string })[]
  hint?: string
  field?: Field
  label_singular?: string
  max?: number
  suggest?: boolean
  collection?: string
  multiple?: boolean
  types?: { name: string }[]
  fields?: Field[]
  typeKey?: string
}
type Collection = { name: string; folder?: string; files?: { file: string; fields: Field[] }[]; fields?: Field[] }

const pages = [
  { file: 'content/index.md', title: 'Home (home page)', legal: false },
  { file: 'content/blog/index.md', title: 'Blog (listing page)', legal: false },
  { file: 'content/privacy-policy.md', title: 'Privacy Policy', legal: true },
]
const config = parse(
  cmsConfig({
    repo: 'owner/site',
    branch: 'main',
    authors: [{ key: 'editorial-team', name: 'Nile Ridge Editorial Team' }, { key: 'guest' }],
    pages,
    pictureFolders: ['blog'],
  }),
) as {
  backend: Record<string, string>
  publish_mode?: string
  local_backend?: unknown
  media_folder: string
  public_folder: string
  collections: Collection[]
}
const collection = (name: string) => config.collections.find((entry) => entry.name === name)!
const fieldOf = (fields: Field[] | undefined, name: string) => fields?.find((entry) => entry.name === name)
/** Every field of the configuration, nested ones and those of blocks included. */
const withInner = (fields: Field[]): Field[] =>
  fields.flatMap((field) => [
    field,
    ...withInner([...(field.fields ?? []), ...(field.field ? [field.field] : []), ...((field.types ?? []) as Field[])]),
  ])
const all = withInner(
  config.collections.flatMap((entry) => [...(entry.fields ?? []), ...(entry.files ?? []).flatMap((file) => file.fields)]),
)

describe('the CMS configuration', () => {
  it('saves to the GitHub repository of site.yaml through pull requests, and pictures into content/images', () => {
    // preview_context: CI's commit status, shown beside the entry (tests/unit/workflows.test.ts).
    expect(config.backend).toEqual({ name: 'github', repo: 'owner/site', branch: 'main', preview_context: 'Site check' })
    expect(config.publish_mode).toBe('editorial_workflow')
    expect(config.local_backend).toBeUndefined()
    expect([config.media_folder, config.public_folder]).toEqual(['content/images', '/images'])
  })
  it('lists the pages one by one (listing pages as pages with blocks), one collection per entry folder, and site.yaml as settings', () => {
    expect(config.collections.map((entry) => entry.folder ?? entry.files?.[0].file)).toEqual([
      'content/index.md',
      'content/services',
      'content/blog',
      'content/courses',
      'content/site.yaml',
    ])
    expect(collection('pages').files!.map((file) => file.file)).toEqual(pages.map((page) => page.file))
    expect(fieldOf(collection('pages').files![1].fields, 'sections')).toMatchObject({ typeKey: 'type' })
    expect(fieldOf(collection('pages').files![2].fields, 'sections')).toBeUndefined() // a legal page shows its text only
  })
  it("leaves the fields of an optional group optional, speaks an editor's words, and writes dates as text", () => {
    const services = collection('services').fields!
    expect(fieldOf(fieldOf(services, 'image')!.fields, 'src')).toMatchObject({ widget: 'image', required: false })
    expect(fieldOf(services, 'seoTitle')).toMatchObject({ label: 'Title in search results' })
    expect(fieldOf(services, 'noindex')).toMatchObject({ label: 'Hide from search engines' })
    expect(fieldOf(collection('blog').fields, 'date')).toMatchObject({
      widget: 'date',
      pattern: ['^\\d{4}-\\d{2}-\\d{2}$', expect.any(String)],
    })
    expect(JSON.stringify(config)).not.toContain('`')
    const hero = fieldOf(collection('pages').files![0].fields, 'sections')!.types!.find((type) => type.name === 'hero') as unknown as {
      summary: string
      label: string
    }
    expect(hero).toMatchObject({ summary: '{{fields.heading}}', label: 'Hero' })
  })
  it('gives each block a form of its own, selects for enums, relations for references, a picture widget and a Markdown body', () => {
    const sections = fieldOf(collection('pages').files![0].fields, 'sections')!
    expect(sections.typeKey).toBe('type')
    expect(sections.types!.map((type) => type.name).sort()).toEqual([...blockTypes].sort())
    expect(fieldOf(collection('services').fields, 'icon')).toMatchObject({ widget: 'icon', options: [...iconNames] })
    const blog = collection('blog').fields
    expect(fieldOf(blog, 'related')).toMatchObject({ widget: 'relation', collection: 'blog', multiple: true })
    // The blog's covers live in content/images/blog: its picture library opens there.
    expect(fieldOf(fieldOf(blog, 'image')!.fields, 'src')).toMatchObject({
      widget: 'image',
      media_folder: '/content/images/blog',
      public_folder: '/images/blog',
    })
    expect(fieldOf(fieldOf(collection('services').fields, 'image')!.fields, 'src')).not.toHaveProperty('media_folder')
    expect(fieldOf(blog, 'body')).toMatchObject({ widget: 'markdown' })
    // Chosen by name; the file keeps the key of site.yaml's authors (a nameless one shows its key).
    expect(fieldOf(blog, 'author')).toMatchObject({
      widget: 'select',
      options: [{ label: 'Nile Ridge Editorial Team', value: 'editorial-team' }, 'guest'],
    })
    expect(fieldOf(blog, 'sections')).toBeUndefined() // articles show their text only
    const carousel = sections.types!.find((type) => type.name === 'service-carousel') as unknown as { fields: Field[] }
    expect(fieldOf(carousel.fields, 'services')).toMatchObject({ widget: 'relation', collection: 'services', multiple: true })
  })
  it('gives dates a picker, limited texts a counter, links a picker, short values suggestions; `updated` follows the content', () => {
    const blog = collection('blog').fields!
    const legal = collection('pages').files![2].fields
    // Every date of the model, and only dates, gets the picker (cms/fields/dateField.ts).
    const widgetsOf = (fields: Field[]): Field[] =>
      fields.flatMap((field) => [field, ...widgetsOf([...(field.fields ?? []), ...((field.types ?? []) as Field[])])])
    const all = config.collections.flatMap((entry) =>
      widgetsOf([...(entry.fields ?? []), ...(entry.files ?? []).flatMap((file) => file.fields)]),
    )
    expect(new Set(all.filter((field) => field.widget === 'date').map((field) => field.name))).toEqual(
      new Set(['date', 'updated', 'publishDate', 'validThrough', 'posted']),
    )
    // The model's limits (model/page.ts, collections.ts), and the title counted without one.
    expect(fieldOf(blog, 'description')).toMatchObject({ widget: 'counted', max_length: 170 })
    expect(fieldOf(blog, 'seoTitle')).toMatchObject({ widget: 'counted', max_length: 70 })
    expect(fieldOf(collection('services').fields, 'summary')).toMatchObject({ widget: 'counted', max_length: 140 })
    expect(fieldOf(blog, 'title')).toMatchObject({ widget: 'counted' })
    expect(fieldOf(blog, 'title')).not.toHaveProperty('max_length')
    expect(fieldOf(blog, 'category')).toMatchObject({ widget: 'suggest' })
    const hero = fieldOf(collection('pages').files![0].fields, 'sections')!.types!.find((type) => type.name === 'hero') as unknown as {
      fields: Field[]
    }
    expect(fieldOf(fieldOf(hero.fields, 'actions')?.fields, 'href')).toMatchObject({ widget: 'link' })
    expect(fieldOf(blog, 'updated')).toMatchObject({ widget: 'date', today_when_changed: true })
    expect(fieldOf(legal, 'updated')).toMatchObject({ widget: 'date', today_when_changed: true })
    expect(
      all.filter((field) => (field as { today_when_changed?: boolean }).today_when_changed).every((field) => field.name === 'updated'),
    ).toBe(true)
  })
  it('edits every list of short texts one box per item (never as text separated by commas), keeping the model’s limit and suggestions', () => {
    // Every list of the model whose items are plain texts, wherever it sits (issue 42, item 1).
    const plainLists = all.filter((field) => field.widget === 'text-list')
    expect(new Set(plainLists.map((field) => field.name))).toEqual(
      new Set([
        'keywords',
        'highlights',
        'points',
        'defaultHighlights',
        'details',
        'features',
        'outcomes',
        'topics',
        'skills',
        'tools',
        'areaServed',
        'languages',
        'paymentAccepted',
      ]),
    )
    // Decap's list without fields (one text box, items split at commas) is gone.
    expect(all.filter((field) => field.widget === 'list' && !field.fields && !field.field && !field.types)).toEqual([])
    expect(JSON.stringify(config)).not.toMatch(/comma/i)
    expect(fieldOf(collection('services').fields, 'highlights')).toEqual({
      name: 'highlights',
      label: 'Highlights',
      required: false,
      hint: 'Bullet points on the services overview card.',
      widget: 'text-list',
      label_singular: 'highlight',
      max: 6,
    })
    expect(fieldOf(collection('courses').fields, 'tools')).toMatchObject({ widget: 'text-list', label_singular: 'tool', suggest: true })
    const site = collection('settings').files![0].fields
    expect(fieldOf(fieldOf(site, 'contactPoint')!.fields, 'areaServed')).toMatchObject({ label_singular: 'area' })
    // A list of choices from a fixed set is one select taking several (stored as a list of the values).
    expect(fieldOf(fieldOf(site, 'openingHours')!.fields, 'days')).toMatchObject({ widget: 'select', multiple: true })
    expect(all.filter((field) => field.widget === 'list' && field.field)).toEqual([])
  })
  it('writes TikTok, LinkedIn and YouTube as they are written, and opening days in full', () => {
    const site = collection('settings').files![0].fields
    // The site's address is the deploy's (site/deploy.ts): no field of the editors' form.
    expect(fieldOf(site, 'url')).toBeUndefined()
    expect(fieldOf(fieldOf(site, 'social')!.fields, 'tiktok')).toMatchObject({ label: 'TikTok' })
    expect(fieldOf(fieldOf(site, 'social')!.fields, 'linkedin')).toMatchObject({ label: 'LinkedIn' })
    expect(fieldOf(fieldOf(site, 'social')!.fields, 'youtube')).toMatchObject({ label: 'YouTube' })
    const labels = all.flatMap((field) => [
      field.label ?? '',
      ...(field.options ?? []).map((option) => (typeof option === 'string' ? option : option.label)),
    ])
    expect(labels.filter((label) => /\b(Url|Tiktok|Linkedin|Youtube|Youtube)\b|^(tiktok|linkedin|youtube)$/.test(label))).toEqual([])
    const sections = fieldOf(collection('pages').files![0].fields, 'sections')!
    const profiles = sections.types!.find((type) => type.name === 'social-profiles') as unknown as { fields: Field[] }
    expect(fieldOf(profiles.fields, 'networks')!.options).toEqual(
      expect.arrayContaining([
        { label: 'LinkedIn', value: 'linkedin' },
        { label: 'TikTok', value: 'tiktok' },
        { label: 'YouTube', value: 'youtube' },
      ]),
    )
    expect(fieldOf(fieldOf(site, 'openingHours')!.fields, 'days')!.options![0]).toEqual({ label: 'Monday', value: 'Mo' })
  })
  it('says what each date does, and on an article why there are two', () => {
    const blog = collection('blog').fields!
    expect(fieldOf(blog, 'date')).toMatchObject({ label: 'Publication date' })
    expect(fieldOf(blog, 'publishDate')).toMatchObject({ label: 'Goes online on' })
    // The date shown; the day it goes online; each names the other.
    expect(fieldOf(blog, 'date')!.hint).toMatch(/^The date the article shows and gives search engines.*Goes online on/)
    expect(fieldOf(blog, 'publishDate')!.hint).toMatch(
      /keeps the article off the site.*Not the date the article shows: that is Publication date/,
    )
    // A service has one date: its hint says what it does, and names no other.
    const service = fieldOf(collection('services').fields, 'publishDate')!.hint!
    expect(service).toMatch(/^Leave it empty to publish with the next save\. A later day keeps the page off the site/)
    expect(service).not.toContain('Publication date')
  })
  it('logs in through the login service named in site.yaml', () => {
    expect(parse(cmsConfig({ repo: 'owner/site', branch: 'main', authService: 'https://auth.example.dev' })).backend).toEqual({
      name: 'github',
      repo: 'owner/site',
      branch: 'main',
      preview_context: 'Site check',
      base_url: 'https://auth.example.dev',
    })
  })
  it('saves through decap-server instead when tried locally (npm run cms)', () => {
    const local = parse(cmsConfig({ repo: 'owner/site', branch: 'main', localServer: 'http://localhost:8081/api/v1' }))
    expect(local.local_backend).toEqual({ url: 'http://localhost:8081/api/v1' })
    expect(local.publish_mode).toBeUndefined()
  })
})
