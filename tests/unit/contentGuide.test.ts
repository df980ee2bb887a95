import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { contentGuide } from '../../scripts/lib/contentGuide.js'
import { jsonSchemaFiles, SCHEMA_DIR } from '../../scripts/lib/jsonSchemas.js'
import { blockTypes } from '../../model/blocks/index.js'

describe('the editors\' guide, content/README.md', () => {
  const settings = parse(readFileSync('content/site.yaml', 'utf8'))
  const guide = contentGuide(settings)
  it('matches the schemas (run npm run content-guide after changing a schema)', () => {
    expect(readFileSync('content/README.md', 'utf8')).toBe(guide)
  })
  it('documents every block type and the site values', () => {
    for (const type of blockTypes) expect(guide).toContain(`### \`${type}\``)
    expect(guide).toContain('`{{site.phone}}`')
    expect(guide).toContain('`{{site.whatsappHref}}`')
  })
})

describe('the JSON Schema files, schemas/', () => {
  const files = jsonSchemaFiles()
  it('match the model (run npm run content-guide after changing a schema)', () => {
    expect(Object.keys(files).sort()).toEqual(['article.schema.json', 'course.schema.json', 'legal.schema.json', 'page.schema.json', 'service.schema.json', 'site.schema.json'])
    for (const [name, text] of Object.entries(files)) expect(readFileSync(path.join(SCHEMA_DIR, name), 'utf8'), name).toBe(text)
  })
  it('describe what editors write, with the limits and the allowed values', () => {
    const service = JSON.parse(files['service.schema.json'])
    expect(service.required).toEqual(expect.arrayContaining(['title', 'description', 'menuTitle', 'summary', 'icon', 'order']))
    expect(service.properties.summary.maxLength).toBe(140)
    expect(service.properties.icon.enum).toContain('shield')
    const course = JSON.parse(files['course.schema.json'])
    expect(course.required).not.toContain('total') // left out, it is computed
    expect(JSON.parse(readFileSync('.vscode/settings.json', 'utf8'))['yaml.schemas']['./schemas/site.schema.json']).toBe('content/site.yaml')
  })
})
