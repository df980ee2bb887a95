import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { contentGuide, contentReference, guideRecipes, REFERENCE_FILE } from '../../site/contentGuide.js'
import { jsonSchemaFiles, SCHEMA_DIR } from '../../site/jsonSchemas.js'
import { blockTypes } from '../../model/blocks/index.js'
import { MAX_UPLOAD } from '../../pipeline/pictures/pictureFiles.js'

const settings = parse(readFileSync('content/site.yaml', 'utf8'))

describe("the editors' guide, content/README.md, and its reference, docs/content-reference.md", () => {
  const guide = contentGuide()
  const reference = contentReference(settings)
  it('match the recipes and the schemas (run npm run content-guide after changing either)', () => {
    expect(readFileSync('content/README.md', 'utf8')).toBe(guide)
    expect(readFileSync(REFERENCE_FILE, 'utf8')).toBe(reference)
  })
  it('the reference documents every block type and the site values', () => {
    for (const type of blockTypes) expect(reference).toContain(`### \`${type}\``)
    expect(reference).toContain('`{{site.phone}}`')
    expect(reference).toContain('`{{site.whatsappHref}}`')
  })
  it('the guide holds no reference table, and every link from it to the reference lands on a heading', () => {
    expect(guide).not.toMatch(/^\| field \|/m)
    expect(guide).not.toContain('### `hero`')
    // GitHub's anchors: the heading in small letters, spaces as hyphens, punctuation dropped.
    const anchors = new Set(
      [...reference.matchAll(/^#+ (.+)$/gm)].map((match) =>
        match[1]
          .toLowerCase()
          .replace(/[^\w\- ]/g, '')
          .replace(/ /g, '-'),
      ),
    )
    const links = [...guide.matchAll(/\]\(\.\.\/docs\/content-reference\.md(?:#([\w-]+))?\)/g)]
    expect(links.length).toBeGreaterThanOrEqual(4)
    for (const [link, anchor] of links) if (anchor) expect(anchors, link).toContain(anchor)
    expect(path.resolve('content', '../docs/content-reference.md')).toBe(path.resolve(REFERENCE_FILE))
  })
})

describe('the JSON Schema files, schemas/', () => {
  const files = jsonSchemaFiles()
  it('match the model (run npm run content-guide after changing a schema)', () => {
    expect(Object.keys(files).sort()).toEqual([
      'article.schema.json',
      'course.schema.json',
      'legal.schema.json',
      'page.schema.json',
      'service.schema.json',
      'site.schema.json',
    ])
    for (const [name, text] of Object.entries(files)) expect(readFileSync(path.join(SCHEMA_DIR, name), 'utf8'), name).toBe(text)
  })
  it('describe what editors write, with the limits and the allowed values', () => {
    const service = JSON.parse(files['service.schema.json'])
    expect(service.required).toEqual(expect.arrayContaining(['title', 'description', 'menuTitle', 'summary', 'icon', 'order']))
    expect(service.properties.summary.maxLength).toBe(140)
    expect(service.properties.icon.enum).toContain('shield')
    const course = JSON.parse(files['course.schema.json'])
    expect(course.required).not.toContain('total') // left out, it is computed
    expect(JSON.parse(readFileSync('.vscode/settings.json', 'utf8'))['yaml.schemas']['./schemas/site.schema.json']).toBe(
      'content/site.yaml',
    )
  })
})

describe('the recipes of the guide', () => {
  const recipes = guideRecipes()
  it('come first, one per task, before the reference', () => {
    const headings = [...recipes.matchAll(/^## (.+)$/gm)].map((match) => match[1])
    expect(headings.slice(0, 2)).toEqual(['How a change goes live', 'Use the content manager'])
    expect(headings).toEqual(
      expect.arrayContaining([
        'Add a blog post',
        'Schedule a post, or keep it as a draft',
        'Add a job opening',
        'Change the phone number, e-mail or address',
        'Add a service',
        'Add a course',
        'Add or edit a FAQ question',
        'Add a picture',
      ]),
    )
    const guide = contentGuide()
    expect(guide.indexOf('## Add a blog post')).toBeLessThan(guide.indexOf('## Good to know'))
  })
  it('say who merges a change and when it goes live', () => {
    expect(recipes).toContain('The first save opens the pull request')
    expect(recipes).toContain('**Publish** → **Publish now**')
    expect(recipes).toContain('06:17 in Kampala')
    expect(readFileSync('.github/workflows/morning.yml', 'utf8')).toContain('cron: "17 3 * * *"') // 06:17 at UTC+3
  })
  it('agree with docs/editing.md and the check on photos: uploaded as they are, up to the limit the check warns about', () => {
    const editing = readFileSync('docs/editing.md', 'utf8')
    expect(editing).toMatch(/Upload photos\s+as they are/)
    expect(editing).toContain(`${MAX_UPLOAD.megabytes} MB`)
    expect(recipes).toContain(`up to ${MAX_UPLOAD.megabytes} MB and ${MAX_UPLOAD.pixels.toLocaleString('en')} px`)
    expect(recipes).not.toMatch(/resize large photos first/i)
    expect(recipes).not.toContain('{{upload.')
  })
})
