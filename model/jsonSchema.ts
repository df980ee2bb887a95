/**
 * The model as JSON Schema: what editors write (input), read by everything generated
 * from the model (the editors' guide, the JSON Schema files, the CMS configuration).
 */
import { z } from 'zod'

/** The parts of JSON Schema the generators read. */
export type JsonSchema = {
  type?: string
  const?: unknown
  enum?: unknown[]
  description?: string
  /** How a field is written, in words (fields.ts): "Markdown text", "date, …", … */
  'x-kind'?: string
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  default?: unknown
  minItems?: number
  maxItems?: number
  maxLength?: number
  /** Set on a field refused on this page type (sections: on articles). */
  not?: unknown
}

// Checks written as code (a total that must add up) are the content check's to report.
export const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & Record<string, unknown>
