import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { contentGuide, guideRecipes } from '../../site/contentGuide.js'
import { buildSite } from '../../pipeline/index.js'
import { formatProblem } from '../../pipeline/report.js'
import { jsonSchemaFiles, SCHEMA_DIR } from '../../site/jsonSchemas.js'
import { blockTypes } from '../../model/blocks/index.js'

describe("the editors' guide, content/README.md", () => {
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
    const guide = contentGuide(parse(readFileSync('content/site.yaml', 'utf8')))
    expect(guide.indexOf('## Add a blog post')).toBeLessThan(guide.indexOf('# Reference'))
  })
  it('give complete examples that pass the check as they are', () => {
    const examples = [...recipes.matchAll(/<!-- file: content\/(\S+) -->\n```\w*\n([\s\S]*?)```/g)].map(
      (match) => [match[1], match[2]] as const,
    )
    expect(examples.length).toBeGreaterThanOrEqual(4)
    const contentDir = mkdtempSync(path.join(os.tmpdir(), 'recipes-'))
    cpSync('content', contentDir, { recursive: true })
    for (const [file, text] of examples) {
      mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true })
      writeFileSync(path.join(contentDir, file), text)
    }
    const { problems } = buildSite({ contentDir, cwd: contentDir })
    expect(problems.filter((problem) => problem.fatal).map(formatProblem)).toEqual([])
  })
})
