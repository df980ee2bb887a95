/**
 * Reads a zod schema's structure: which fields are allowed here (so a misspelt key gets
 * the field the editor most likely meant), which field a list item starts with (for an
 * example), and which parts of a failing file are valid (so they are still checked).
 */
import { safeParse, type z } from 'zod'

type AnySchema = z.core.$ZodType
type Def = { type: string; [key: string]: unknown }

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def

/** Strip wrappers (optional, default, transform pipes) down to the schema that validates. */
function unwrap(schema: AnySchema): AnySchema {
  let current = schema
  for (;;) {
    const def = defOf(current)
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault' || def.type === 'readonly')
      current = def.innerType as AnySchema
    else if (def.type === 'pipe') current = def.in as AnySchema
    else return current
  }
}

/** The schema that validates the value at `path` inside `data`, if it can be known. */
function schemaAt(root: AnySchema, data: unknown, path: readonly PropertyKey[]): AnySchema | undefined {
  let schema = resolveUnion(unwrap(root), data)
  let value = data
  for (const segment of path) {
    if (!schema) return undefined
    const def = defOf(schema)
    value = (value as Record<PropertyKey, unknown> | undefined)?.[segment]
    let next: AnySchema | undefined
    if (def.type === 'object') next = (def.shape as Record<string, AnySchema>)[String(segment)]
    else if (def.type === 'array') next = def.element as AnySchema
    else if (def.type === 'record') next = def.valueType as AnySchema
    schema = next ? resolveUnion(unwrap(next), value) : undefined
  }
  return schema
}

/** For a discriminated union, the option the value's discriminator picks. */
function resolveUnion(schema: AnySchema, value: unknown): AnySchema | undefined {
  const def = defOf(schema)
  if (def.type !== 'union') return schema
  const discriminator = def.discriminator as string | undefined
  const options = def.options as AnySchema[]
  if (!discriminator) return options.length === 1 ? unwrap(options[0]) : undefined
  const wanted = (value as Record<string, unknown> | undefined)?.[discriminator]
  return options.map(unwrap).find((option) => {
    const field = (defOf(option).shape as Record<string, AnySchema> | undefined)?.[discriminator]
    return field && (defOf(field).values as unknown[] | undefined)?.includes(wanted)
  })
}

/** The field names an object at `path` allows, or [] when unknown. */
export function allowedKeysAt(root: AnySchema, data: unknown, path: readonly PropertyKey[]): string[] {
  const schema = schemaAt(root, data, path)
  if (!schema || defOf(schema).type !== 'object') return []
  return Object.keys(defOf(schema).shape as object)
}

/**
 * The parts of `data` that are valid, as the schema outputs them: a field, list item or
 * block that fails is left out (undefined, so list positions stay where they are written),
 * and everything around it kept. A file with one mistake still has its other fields'
 * links, pictures and references checked in the same run.
 */
export function validParts(schema: AnySchema, data: unknown): unknown {
  const whole = safeParse(schema, data)
  if (whole.success) return whole.data
  const inner = resolveUnion(unwrap(schema), data)
  if (!inner || !data || typeof data !== 'object') return undefined
  const def = defOf(inner)
  if (def.type === 'array' && Array.isArray(data)) return data.map((item) => validParts(def.element as AnySchema, item))
  if (Array.isArray(data)) return undefined
  const fields = def.type === 'object' ? (def.shape as Record<string, AnySchema>) : undefined
  const values = def.type === 'record' ? (def.valueType as AnySchema) : undefined
  if (!fields && !values) return undefined
  return Object.fromEntries(
    Object.entries(data).flatMap(([key, value]) => {
      const field = fields ? fields[key] : values
      const part = field && validParts(field, value)
      return part === undefined ? [] : [[key, part]]
    }),
  )
}

/** The field a list item at `path` starts with (a block's "type"), for an example to write. */
export function firstFieldOfItem(root: AnySchema, data: unknown, path: readonly PropertyKey[]): string | undefined {
  const list = schemaAt(root, data, path.slice(0, -1))
  if (!list || defOf(list).type !== 'array') return undefined
  const item = defOf(unwrap(defOf(list).element as AnySchema))
  if (item.type === 'union') return item.discriminator as string | undefined
  return item.type === 'object' ? Object.keys(item.shape as object)[0] : undefined
}
