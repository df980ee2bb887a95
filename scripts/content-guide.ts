/**
 * npm run content-guide: everything generated from the content model, in one go: the
 * editors' guide (content/README.md), its reference tables (docs/content-reference.md)
 * and the JSON Schema files (schemas/). A test fails when any of them is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { readYamlLoosely } from '../site/looseYaml.js'
import { contentGuide, contentReference, REFERENCE_FILE } from '../site/contentGuide.js'
import { jsonSchemaFiles, SCHEMA_DIR } from '../site/jsonSchemas.js'

const settings = readYamlLoosely('content/site.yaml')
writeFileSync('content/README.md', contentGuide())
mkdirSync(path.dirname(REFERENCE_FILE), { recursive: true })
writeFileSync(REFERENCE_FILE, contentReference(settings))
mkdirSync(SCHEMA_DIR, { recursive: true })
for (const [name, text] of Object.entries(jsonSchemaFiles())) writeFileSync(path.join(SCHEMA_DIR, name), text)
console.log(`content/README.md, ${REFERENCE_FILE} and ${SCHEMA_DIR}/*.schema.json written`)
