/**
 * The content files as the content manager edits them, for the save's property tests
 * (tests/unit/saveInPlaceProperty.test.ts): each file's data, the model that makes its
 * form (so new fields come in the form's order, as Decap writes them), every place an
 * editor can edit, and Decap's text of the edited data.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { type Document, isCollection, isMap, isSeq, type Node, type Pair, parse, parseDocument, stringify } from 'yaml'
import type { z } from 'zod'
import { blockSchemas } from '../../model/blocks/index.js'
import { collections, pageTypes } from '../../model/collections.js'
import { siteSchema } from '../../model/site.js'
import { allowedKeysAt } from '../../pipeline/frontMatter/schemaShape.js'

type Schema = z.core.$ZodType
type Def = { type: string; [key: string]: unknown }
export type Path = (string | number)[]
type Format = 'frontmatter' | 'yaml'

export type ContentFile = {
  name: string
  format: Format
  text: string
  /** The YAML: the front matter, or the whole file. */
  yaml: string
  body: string
  data: Record<string, unknown>
  document: Document
  schema: Schema
}

const FRONT = /^---\n([\s\S]*?\n)---\n/

/** The schema of a file: site.yaml's, its folder's collection, or its `layout`. */
function schemaOf(name: string, data: Record<string, unknown>): Schema {
  if (name === 'site.yaml') return siteSchema
  const folder = name.includes('/') ? name.split('/')[0] : undefined
  // A folder's index.md is its listing page: a plain page.
  if (folder && !name.endsWith('/index.md')) return collections[folder as keyof typeof collections].schema
  return data.layout === 'legal' ? pageTypes.legal : pageTypes.page
}

export function contentFiles(): ContentFile[] {
  const names = [
    'site.yaml',
    ...(readdirSync('content', { recursive: true }) as string[]).filter((name) => name.endsWith('.md') && name !== 'README.md').sort(),
  ]
  return names.map((name) => {
    const text = readFileSync(`content/${name}`, 'utf8')
    const format: Format = name.endsWith('.yaml') ? 'yaml' : 'frontmatter'
    const match = format === 'yaml' ? undefined : FRONT.exec(text)!
    const yaml = match ? match[1] : text
    const data = parse(yaml) as Record<string, unknown>
    return {
      name,
      format,
      text,
      yaml,
      body: match ? text.slice(match[0].length) : '',
      data,
      document: parseDocument(yaml),
      schema: schemaOf(name, data),
    }
  })
}

/** The front matter (or YAML file) and body of a written file; undefined when it has no front matter. */
export function partsOf(text: string, format: Format): { yaml: string; body: string } | undefined {
  if (format === 'yaml') return { yaml: text, body: '' }
  const match = FRONT.exec(text)
  return match ? { yaml: match[1], body: text.slice(match[0].length) } : undefined
}

// --- The model, read as the form is built from it ---

const defOf = (schema: Schema) => schema._zod.def as unknown as Def

function unwrap(schema: Schema): Schema {
  let current = schema
  for (;;) {
    const def = defOf(current)
    if (['optional', 'default', 'nullable', 'prefault', 'readonly'].includes(def.type)) current = def.innerType as Schema
    else if (def.type === 'pipe') current = def.in as Schema
    else return current
  }
}

const isOptional = (schema: Schema) => ['optional', 'default', 'prefault'].includes(defOf(schema).type)

/** The schema of the value at `path`, choosing a block's by its `type`. */
function schemaAt(root: Schema, data: unknown, path: Path): Schema | undefined {
  let schema: Schema | undefined = unwrap(root)
  let value = data
  for (const segment of path) {
    if (!schema) return undefined
    const def = defOf(schema)
    value = (value as Record<string | number, unknown> | undefined)?.[segment]
    let next: Schema | undefined
    if (def.type === 'object') next = (def.shape as Record<string, Schema>)[String(segment)]
    else if (def.type === 'array') next = def.element as Schema
    else if (def.type === 'record') next = def.valueType as Schema
    schema = next && unionOption(unwrap(next), value)
  }
  return schema
}

function unionOption(schema: Schema, value: unknown): Schema | undefined {
  const def = defOf(schema)
  if (def.type !== 'union') return schema
  const type = (value as Record<string, unknown> | undefined)?.type
  return (def.options as Schema[]).map(unwrap).find((option) => blockType(option) === type)
}

const blockType = (option: Schema) => {
  const field = (defOf(option).shape as Record<string, Schema> | undefined)?.type
  return field && (defOf(field).values as string[] | undefined)?.[0]
}

/** Every kind of block, by its `type`. */
export const BLOCK_TYPES = blockSchemas.map((schema) => blockType(schema as Schema)!)

const formKeysKnown = new Map<string, string[]>()

/** The fields a form shows for the mapping at `path`, in the form's order ([] when the model does not say). */
export function formKeys(file: ContentFile, data: unknown, path: Path): string[] {
  // The same for every item of a list, but for a block, whose fields its kind chooses.
  const block = path[0] === 'sections' && path.length > 1 ? (valueAt(data, path.slice(0, 2)) as { type?: string } | undefined)?.type : ''
  const known = `${file.name}|${path.map((segment) => (typeof segment === 'number' ? '#' : segment)).join('.')}|${block}`
  if (!formKeysKnown.has(known)) formKeysKnown.set(known, allowedKeysAt(file.schema, data, path))
  return formKeysKnown.get(known)!
}

/**
 * A value for a new field, of the kind the model asks for, from `text` (an editor's text).
 * A group gets its required fields; undefined when the form has no such field to fill.
 */
export function valueFor(schema: Schema | undefined, text: string, depth = 0): unknown {
  if (!schema || depth > 3) return text
  const def = defOf(unwrap(schema))
  switch (def.type) {
    case 'number':
      return text.length + 1
    case 'boolean':
      return true
    case 'enum':
      return Object.values(def.entries as Record<string, string>)[text.length % Object.keys(def.entries as object).length]
    case 'literal':
      return (def.values as unknown[])[0]
    case 'never':
      return undefined
    case 'array':
      return [valueFor(def.element as Schema, text, depth + 1)]
    case 'union': {
      const option = unwrap((def.options as Schema[])[0])
      return valueFor(option, text, depth + 1)
    }
    case 'object': {
      const shape = def.shape as Record<string, Schema>
      const required = Object.entries(shape).filter(([, field]) => !isOptional(field))
      return Object.fromEntries(
        (required.length ? required : Object.entries(shape).slice(0, 1)).map(([key, field]) => [key, valueFor(field, text, depth + 1)]),
      )
    }
    default:
      return text
  }
}

export const fieldSchema = (file: ContentFile, data: unknown, path: Path) => schemaAt(file.schema, data, path)

// --- What Decap sends ---

/** The data with every mapping's keys in the form's order (fields the form does not know after). */
function inFormOrder(file: ContentFile, data: unknown, value: unknown, path: Path): unknown {
  if (Array.isArray(value)) return value.map((item, index) => inFormOrder(file, data, item, [...path, index]))
  if (!value || typeof value !== 'object') return value
  const order = formKeys(file, data, path)
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length)
  const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b))
  return Object.fromEntries(keys.map((key) => [key, inFormOrder(file, data, (value as Record<string, unknown>)[key], [...path, key])]))
}

/** Decap's text of an entry: its data serialised anew in the form's order (as cms/admin.ts's entryText), the body trimmed. */
export function decapText(file: ContentFile, data: Record<string, unknown>): string {
  const ordered = inFormOrder(file, data, data, [])
  if (file.format === 'yaml') return stringify(ordered)
  return `---\n${stringify(ordered)}---\n${file.body.trim()}\n`
}

// --- Where an editor can edit ---

export type Site =
  | { kind: 'change'; path: Path }
  | { kind: 'empty'; path: Path }
  | { kind: 'set'; path: Path; key: string }
  | { kind: 'add'; path: Path; index: number }
  | { kind: 'remove'; path: Path; index: number }
  | { kind: 'move'; path: Path; from: number; to: number }
  | { kind: 'retype'; path: Path }

export const valueAt = (data: unknown, path: Path): any => path.reduce((node: any, key) => node?.[key], data)

const isBlockType = (path: Path) => path.length === 3 && path[0] === 'sections' && path[2] === 'type'

/** Every edit an editor can make in the file, but for the values typed (chosen by the test). */
export function editSites(file: ContentFile): Site[] {
  const sites: Site[] = []
  const visit = (value: unknown, path: Path) => {
    if (Array.isArray(value)) {
      for (let index = 0; index <= value.length; index++) sites.push({ kind: 'add', path, index })
      value.forEach((item, index) => {
        sites.push({ kind: 'remove', path, index })
        for (let to = 0; to < value.length; to++) if (to !== index) sites.push({ kind: 'move', path, from: index, to })
        if (path.length === 1 && path[0] === 'sections') sites.push({ kind: 'retype', path: [...path, index] })
        visit(item, [...path, index])
      })
      return
    }
    if (value && typeof value === 'object') {
      const keys = Object.keys(value)
      for (const key of formKeys(file, file.data, path))
        if (
          !keys.includes(key) &&
          fieldSchema(file, file.data, [...path, key]) &&
          defOf(unwrap(fieldSchema(file, file.data, [...path, key])!)).type !== 'never'
        )
          sites.push({ kind: 'set', path, key })
      for (const key of keys) {
        const inner = (value as Record<string, unknown>)[key]
        if (isBlockType([...path, key])) continue
        sites.push({ kind: 'empty', path: [...path, key] })
        visit(inner, [...path, key])
      }
      return
    }
    if (path.length) sites.push({ kind: 'change', path })
  }
  visit(file.data, [])
  return sites
}

// --- Where the lines of a value are ---

/** The 0-based line of an offset. */
const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1

/** The lines [first, end) of a node's text (its key's too, for a pair), from the parser's ranges. */
export function linesOfNode(text: string, node: Node, from = node.range![0]): [number, number] {
  const end = node.range![1]
  // A block scalar's range takes in its closing newline.
  const last = Math.max(from, text[end - 1] === '\n' ? end - 1 : end)
  return [lineOf(text, from), lineOf(text, last === from ? from : last - 1) + 1]
}

/** The nearest collection at or above `path` written `{ … }` or `[ … ]` on one line, if any. */
export function flowAbove(document: Document, path: Path): Node | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = document.getIn(path.slice(0, depth), true) as Node | undefined
    if (isCollection(node) && node.flow) {
      let outer: Node = node
      for (let up = depth - 1; up >= 0; up--) {
        const above = document.getIn(path.slice(0, up), true) as Node | undefined
        if (isCollection(above) && above.flow) outer = above
      }
      return outer
    }
  }
  return undefined
}

/** The lines of the value at `path`: its pair's (key and value) in a mapping, its own in a list. */
export function linesAt(file: ContentFile, path: Path): [number, number] {
  const parent = file.document.getIn(path.slice(0, -1), true) as Node
  const key = path.at(-1)
  if (isMap(parent)) {
    const pair = (parent.items as Pair<Node & { value: unknown }, Node | null>[]).find((item) => String(item.key.value) === String(key))!
    return linesOfNode(file.yaml, (pair.value ?? pair.key) as Node, pair.key.range![0])
  }
  if (isSeq(parent)) return linesOfNode(file.yaml, parent.items[key as number] as Node)
  return linesOfNode(file.yaml, file.document.contents as Node)
}

/** The lines from the end of the item before to the start of the item after: an item's lines and the blank lines around it. */
export function itemRegion(file: ContentFile, path: Path, index: number): [number, number] {
  const seq = file.document.getIn(path, true) as Node & { items: Node[] }
  const own = linesOfNode(file.yaml, seq.items[index])
  const before = index > 0 ? linesOfNode(file.yaml, seq.items[index - 1])[1] : own[0]
  const after = index < seq.items.length - 1 ? linesOfNode(file.yaml, seq.items[index + 1])[0] : nextContentLine(file.yaml, own[1])
  return [before, after]
}

/** The first line at or after `line` that is not blank. */
function nextContentLine(text: string, line: number): number {
  const lines = text.split('\n')
  let at = line
  while (at < lines.length && !lines[at].trim()) at++
  return at
}

/** The lines changed between two texts: the old lines [from, oldEnd) became the new lines [from, newEnd). */
export function changedLines(
  before: string,
  after: string,
): { from: number; oldEnd: number; newEnd: number; old: string[]; new: string[] } {
  const a = before.split('\n')
  const b = after.split('\n')
  let from = 0
  while (from < a.length && from < b.length && a[from] === b[from]) from++
  let tail = 0
  while (tail < a.length - from && tail < b.length - from && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++
  return {
    from,
    oldEnd: a.length - tail,
    newEnd: b.length - tail,
    old: a.slice(from, a.length - tail),
    new: b.slice(from, b.length - tail),
  }
}
