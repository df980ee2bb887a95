/**
 * Checks front matter against its schema and turns every zod issue into a located,
 * plain-words problem, with a did-you-mean for misspelt keys, block types and values.
 */
import { z } from 'zod'
import type { VFile } from 'vfile'
import { type FrontMatter, locate } from './frontmatter.js'
import { explainIssue, FIELD_NAME, invisibleSpaceHint } from '../shared/messages.js'
import { formatFieldPath, type ProblemKind, report } from '../shared/problems.js'
import { allowedKeysAt, firstFieldOfItem } from './schemaShape.js'
import { didYouMean } from '../shared/suggest.js'

type Issue = z.core.$ZodIssue

// Every message zod writes for content is in plain words (schemas may still say better).
z.config({ customError: explainIssue })

/** Validate `front.data` with `schema`; every issue becomes a problem on `file`. */
export function validate<S extends z.ZodType>(file: VFile, front: FrontMatter, schema: S): z.output<S> | undefined {
  const result = schema.safeParse(front.data, { reportInput: true })
  if (result.success) return result.data
  const waiting = (issue: Issue) => front.unfilled?.some((field) => formatFieldPath(issue.path) === field)
  for (const issue of onePerField(result.error.issues)) if (!waiting(issue)) reportIssue(file, front, schema, issue)
  return undefined
}

/**
 * One mistake, one message: a field of the wrong type gets that message only (a list
 * written as text would also be "too long" as text), and any other field its first issue.
 */
function onePerField(issues: Issue[]): Issue[] {
  const byField = new Map<string, Issue>()
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') continue
    const key = JSON.stringify(issue.path)
    const kept = byField.get(key)
    if (!kept || (issue.code === 'invalid_type' && kept.code !== 'invalid_type')) byField.set(key, issue)
  }
  return issues.filter((issue) => issue.code === 'unrecognized_keys' || byField.get(JSON.stringify(issue.path)) === issue)
}

/** Enums longer than this are not listed in a message (the guide lists them). */
const LISTED_VALUES = 12

function reportIssue(file: VFile, front: FrontMatter, schema: z.ZodType, issue: Issue) {
  if (issue.code === 'unrecognized_keys') {
    const allowed = allowedKeysAt(schema, front.data, issue.path)
    for (const key of issue.keys) {
      const path = [...issue.path, key]
      const hint = didYouMean(key, allowed) || (allowed.length ? ` Allowed here: ${allowed.join(', ')}.` : '')
      // A line that starts with invisible spaces (pasted from Word) is read as a field named with them.
      const invisible = /^[\s\u200b\ufeff]/.test(key) ? invisibleSpaceHint(key) : undefined
      report(
        file,
        'unknown-key',
        invisible ?? `is not a field here.${hint} Check the spelling or remove the line.`,
        locate(front, path, { key: true }),
        { field: formatFieldPath(path) },
      )
    }
    return
  }
  const field = formatFieldPath(issue.path)
  const place = locate(front, issue.path)
  if (issue.code === 'invalid_union' && 'discriminator' in issue && issue.discriminator) {
    const given = (issue.input as Record<string, unknown> | undefined)?.[issue.discriminator as string]
    const options = ((issue as { options?: unknown[] }).options ?? []).map(String)
    const reason =
      given === undefined
        ? `is missing: every block starts with "type:", one of ${options.join(', ')}`
        : `"${String(given)}" is not a block type.${didYouMean(String(given), options)} Block types: ${options.join(', ')}.`
    report(file, 'unknown-block', reason, place, { field })
    return
  }
  let reason = issue.message.replace(FIELD_NAME, String(issue.path.at(-1) ?? 'field'))
  if (issue.code === 'invalid_type' && issue.expected === 'object' && typeof issue.path.at(-1) === 'number') {
    // A list item: editors write its fields after "- ", not under a key.
    const first = firstFieldOfItem(schema, front.data, issue.path)
    const example = first ? `, e.g. "- ${first}: …"` : ''
    reason =
      issue.input === null || issue.input === ''
        ? `is an empty list item: write its fields after the "- "${example}, or delete the line`
        : `should be a group of fields: write them after the "- "${example}, one per line, lined up`
  }
  if (issue.code === 'invalid_value' && issue.input !== undefined && issue.values.length > 1) {
    // The likely fix first; the whole list only when it is short enough to read.
    const values = issue.values.map(String)
    const short = values.length <= LISTED_VALUES
    if (typeof issue.input === 'string')
      reason = `"${issue.input}" is not allowed here.${didYouMean(issue.input, values)}${short ? ` Allowed: ${values.join(', ')}.` : ' Every allowed value is listed in docs/content-reference.md.'}`
    else
      reason = `is not one of the allowed values: write one of them as text (${short ? values.join(', ') : 'every allowed value is listed in docs/content-reference.md'})`
  }
  report(file, kindOf(issue, reason), reason, place, { field })
}

function kindOf(issue: Issue, reason: string): ProblemKind {
  if (reason.includes('2025-04-28')) return 'bad-date'
  if (issue.input === undefined) return 'missing-field'
  if (issue.code === 'invalid_type') return 'wrong-type'
  return 'bad-value'
}
