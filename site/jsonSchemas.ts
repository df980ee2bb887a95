/**
 * JSON Schema files for the content, generated from the model, for YAML-aware editors
 * (VS Code's YAML extension reads .vscode/settings.json to check site.yaml as you type).
 */
import { toJsonSchema } from '../model/jsonSchema.js'
import { articleSchema, courseSchema, pageTypes, serviceSchema } from '../model/collections.js'
import { siteSchema } from '../model/site.js'

export const SCHEMA_DIR = 'schemas'

const schemas = {
  site: { schema: siteSchema, title: 'content/site.yaml' },
  page: { schema: pageTypes.page, title: 'A page (content/*.md)' },
  legal: { schema: pageTypes.legal, title: 'A legal page (layout: legal)' },
  service: { schema: serviceSchema, title: 'A service (content/services/*.md)' },
  article: { schema: articleSchema, title: 'A blog article (content/blog/*.md)' },
  course: { schema: courseSchema, title: 'A course (content/courses/*.md)' },
}

/** File name → its JSON text, for every schema. */
export function jsonSchemaFiles(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schemas).map(([name, { schema, title }]) => {
      const json = { title, ...toJsonSchema(schema) }
      return [`${name}.schema.json`, `${JSON.stringify(json, null, 2)}\n`]
    }),
  )
}
