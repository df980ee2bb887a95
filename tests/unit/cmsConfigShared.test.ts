/**
 * config.yml writes each repeated field list once (YAML anchors), and the content manager's
 * loader (cms/loadConfig.ts) reads it back whole, as any YAML reader would (issue 33).
 */
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { encodingFor } from '../../dev/adminResponses.js'
import { startDatesAtToday } from '../../cms/fields/values.js'
import { readConfig } from '../../cms/loadConfig.js'
import { cmsConfig } from '../../site/cms/cmsConfig.js'

const pages = Array.from({ length: 14 }, (_, index) => ({
  file: `content/page-${index}.md`,
  title: `Page ${index}`,
  legal: index % 5 === 4,
}))
const text = cmsConfig({ repo: 'owner/site', branch: 'main', authors: ['editorial-team'], pages, pictureFolders: ['blog'] })

type Config = { collections: { name: string; files?: { label: string; fields: { name: string }[] }[]; fields?: { name: string }[] }[] }

describe('config.yml', () => {
  it('writes the fields every page, service and course shares once: under 100 kB for 14 pages', () => {
    expect(text.length).toBeLessThan(100_000)
    expect(text.match(/&f\d+ /g)!.length).toBeGreaterThanOrEqual(2)
    expect(text.match(/\*f\d+/g)!.length).toBeGreaterThanOrEqual(pages.length - 2)
  })

  it('reads, in the loader and in a YAML reader, as the whole list on every page', () => {
    const read = readConfig(text) as unknown as Config
    expect(read).toEqual(parse(text))
    const files = read.collections.find((collection) => collection.name === 'pages')!.files!
    expect(files.map((file) => file.label)).toEqual(pages.map((page) => page.title))
    for (const [index, file] of files.entries()) {
      const names = file.fields.map((field) => field.name)
      expect(names).toContain('body')
      if (pages[index].legal) expect(names).not.toContain('sections')
      else expect(names).toContain('sections')
    }
    // The blocks of a page and of a service are the same list.
    const sections = (fields: { name: string }[]) => fields.find((field) => field.name === 'sections')
    expect(sections(files[0].fields)).toEqual(sections(read.collections.find((collection) => collection.name === 'services')!.fields!))
  })

  it('leaves titles that look like anchors or names as they are', () => {
    const titles = ['*f1', '&f1 [', 'a "*f2" b', '\\*f1', 'x &f3 {']
    const hostile = cmsConfig({
      repo: 'owner/site',
      branch: 'main',
      pages: titles.map((title, index) => ({ file: `content/p${index}.md`, title, legal: false })),
    })
    const read = readConfig(hostile) as unknown as Config
    expect(read.collections[0].files!.map((file) => file.label)).toEqual(titles)
    expect(read).toEqual(parse(hostile))
  })

  it('reads any other YAML with the YAML parser', () => {
    const read = readConfig(
      'backend:\n  name: github\ncollections:\n  - name: blog\n    fields: &f [ { name: title } ]\n  - name: news\n    fields: *f\n',
    )
    expect(read.collections.map((collection) => collection.name)).toEqual(['blog', 'news'])
    expect((read.collections[1] as unknown as { fields: unknown }).fields).toEqual([{ name: 'title' }])
  })
})

describe('the dev server’s choice of encoding for /admin', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ])('%s → %s', (accept, encoding) => {
    expect(encodingFor(accept)).toBe(encoding)
  })

  it('starts each required date of a new entry at today, as its default: the blog’s date, a block’s, a file’s; none where a date is optional or has a default', () => {
    const read = readConfig(text) as unknown as { collections: unknown[] }
    startDatesAtToday(read, '2026-12-07')
    type Field = { name: string; widget?: string; required?: boolean; default?: unknown; fields?: Field[]; field?: Field; types?: Field[] }
    const dates: Field[] = []
    const visit = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return
      if ((value as Field).widget === 'date') dates.push(value as Field)
      for (const child of Object.values(value)) visit(child)
    }
    visit(read.collections)
    const blog = (read.collections as { name: string; fields?: Field[] }[]).find((collection) => collection.name === 'blog')!
    expect(blog.fields!.find((field) => field.name === 'date')!.default).toBe('2026-12-07')
    expect(dates.length).toBeGreaterThan(3)
    for (const date of dates) expect(date.default, date.name).toBe(date.required === false ? undefined : '2026-12-07')
    // Nested lists and blocks, a file's fields; an optional one and a default of its own left as they are.
    const made = {
      collections: [
        { name: 'a', files: [{ name: 'f', fields: [{ name: 'on', widget: 'date' }] }] },
        { name: 'b', fields: [{ name: 'list', widget: 'list', field: { name: 'when', widget: 'date' } }] },
        { name: 'c', fields: [{ name: 'blocks', widget: 'list', types: [{ name: 't', fields: [{ name: 'day', widget: 'date' }] }] }] },
        {
          name: 'd',
          fields: [
            { name: 'later', widget: 'date', required: false },
            { name: 'set', widget: 'date', default: '2025-01-01' },
            { name: 'words', widget: 'string' },
          ],
        },
      ],
    }
    startDatesAtToday(made, '2026-12-07')
    expect(made).toEqual({
      collections: [
        { name: 'a', files: [{ name: 'f', fields: [{ name: 'on', widget: 'date', default: '2026-12-07' }] }] },
        { name: 'b', fields: [{ name: 'list', widget: 'list', field: { name: 'when', widget: 'date', default: '2026-12-07' } }] },
        {
          name: 'c',
          fields: [
            { name: 'blocks', widget: 'list', types: [{ name: 't', fields: [{ name: 'day', widget: 'date', default: '2026-12-07' }] }] },
          ],
        },
        {
          name: 'd',
          fields: [
            { name: 'later', widget: 'date', required: false },
            { name: 'set', widget: 'date', default: '2025-01-01' },
            { name: 'words', widget: 'string' },
          ],
        },
      ],
    })
  })
})
