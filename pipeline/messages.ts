/**
 * The catalogue of plain-words messages for content problems. Each says what is wrong
 * and how to fix it, for an editor who is not a developer. Field-specific wording lives
 * in the schemas (`{ error: '...' }`); this file covers the general cases.
 */
import type { z } from 'zod'
import type { YAMLError } from 'yaml'

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
  null: 'empty',
  undefined: 'missing',
}

function describeValue(value: unknown): string {
  if (value === null) return 'empty'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a group of fields'
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`
  return typeWords[typeof value] ?? String(value)
}

function howToWrite(expected: string, key: string): string {
  switch (expected) {
    case 'string':
      return ': put the value in quotes if it is a number or true/false'
    case 'array':
      return `: write it as a list, one item per line starting with "- " under "${key}:"`
    case 'object':
      return `: write its fields on the lines under "${key}:", indented by two spaces`
    case 'boolean':
      return ': write true or false'
    case 'number':
    case 'int':
      return ': write digits only, without commas, currency or quotes'
    default:
      return ''
  }
}

/** Stands for the field's own name, filled in once the issue's full path is known. */
export const FIELD_NAME = '{field}'

/**
 * Plain words for one zod issue (the field path is printed beside it). Installed as
 * zod's global error map, so a schema's own `{ error: '…' }` still takes precedence.
 */
export function explainIssue(issue: z.core.$ZodRawIssue): string {
  const key = FIELD_NAME
  if (issue.input === undefined && issue.code !== 'unrecognized_keys' && issue.code !== 'custom')
    return `is missing: add a line "${key}: …" here`
  switch (issue.code) {
    case 'invalid_type':
      return `should be ${typeWords[issue.expected] ?? issue.expected}, not ${describeValue(issue.input)}${howToWrite(issue.expected, key)}`
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'is empty: write some text here' : `is too short: write at least ${issue.minimum} characters`
      if (issue.origin === 'array' || issue.origin === 'set')
        return `needs at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}`
      return `must be at least ${issue.minimum}`
    case 'too_big':
      if (issue.origin === 'string') return `is longer than ${issue.maximum} characters: shorten it`
      if (issue.origin === 'array' || issue.origin === 'set') return `has too many items: keep at most ${issue.maximum}`
      return `must be at most ${issue.maximum}`
    case 'invalid_value':
      if (issue.values.length === 1) return `must be ${JSON.stringify(issue.values[0])}`
      return `must be one of: ${issue.values.map(String).join(', ')}`
    case 'invalid_format':
      if (issue.format === 'email') return 'must be an e-mail address such as info@example.com'
      if (issue.format === 'url') return 'must be a full web address starting with https://'
      return 'is not written in the expected form'
    case 'unrecognized_keys':
      return `${issue.keys.map((k) => `"${k}"`).join(', ')} ${issue.keys.length === 1 ? 'is not a field' : 'are not fields'} here: check the spelling or remove ${issue.keys.length === 1 ? 'it' : 'them'}`
    case 'invalid_union':
      return 'does not match any of the allowed forms'
    default:
      return 'is not valid here'
  }
}

const yamlHints: Record<string, string> = {
  BAD_INDENT: 'the indentation is off: line up fields of the same group with the same number of spaces (spaces, not tabs)',
  TAB_AS_INDENT: 'a tab is used for indentation: use spaces instead',
  DUPLICATE_KEY: 'this field is written twice in the same group: keep one of them',
  MULTILINE_IMPLICIT_KEY: 'a field name is spread over several lines: if a value contains a colon (:), put the whole value in quotes',
  BLOCK_AS_IMPLICIT_KEY: 'a value seems to contain a colon (:) followed by a space: put the whole value in quotes',
  UNEXPECTED_TOKEN:
    'there is a character YAML did not expect here: if the value starts with a special character such as [ { * & ! | > % @ or `, put it in quotes',
  MISSING_CHAR: 'a closing bracket or quote is missing: close the list with ] or the quoted text with the same quote it started with',
  BAD_SCALAR_START: 'this value starts with a character that YAML reserves: put the whole value in quotes',
  BAD_ALIAS: 'a value starts with *: put it in quotes',
}

/**
 * A YAML syntax error in plain words, with the parser's own first line for reference.
 * What is on the line (a tab, an invisible space, an apostrophe) beats the parser's
 * guess, which often names a colon when the real slip is elsewhere.
 */
export function explainYamlError(error: YAMLError, lines: string[], index: number): string {
  const parserSays = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')
  const line = lines[index] ?? ''
  const hint =
    lineHint(line, nearestLine(lines, index, -1)) ??
    indentedBelow(line, nearestLine(lines, index, 1)) ??
    yamlHints[error.code] ??
    'check the punctuation on this line'
  return `the front matter is not valid YAML: ${hint} (the YAML parser says: ${parserSays})`
}

const indentOf = (line: string) => /^[ ]*/.exec(line)![0].length
const hasValue = (line: string) => /^\s*(- )?[\w-]+:\s+[^\s|>]/.test(line)

/** The nearest line above (step -1) or below (step 1) with something on it. */
function nearestLine(lines: string[], index: number, step: 1 | -1): string {
  for (let at = index + step; at >= 0 && at < lines.length; at += step) if (lines[at].trim()) return lines[at]
  return ''
}

/** The parser may stop at "key: value" when the slip is the line under it. */
function indentedBelow(line: string, lineBelow: string): string | undefined {
  if (hasValue(line) && indentOf(lineBelow) > indentOf(line) && /^\s*[\w-]+:/.test(lineBelow)) {
    return `the line under this one is indented further, but this field already has its value: line "${lineBelow.trim()}" up with this field (the same number of spaces)`
  }
  return undefined
}

function lineHint(line: string, lineAbove: string): string | undefined {
  if (line.includes('\t')) return 'this line has a tab in it: use spaces instead (YAML does not allow tabs for indentation)'
  if (line.includes('\u00a0'))
    return 'this line has an invisible non-breaking space (it often comes with text pasted from Word or a web page): delete the spaces at the start of the line and type them again'
  const quoted = /:\s*'([^']*'\S.*)'\s*$/.exec(line) ?? /:\s*'([^']*'\S.*)$/.exec(line)
  if (quoted) return `an apostrophe inside single quotes ends the text early: put the value in double quotes instead, "${quoted[1]}"`
  // "key: value" and, indented under it, more fields: a value cannot have fields too.
  if (indentOf(line) > indentOf(lineAbove) && hasValue(lineAbove)) {
    return 'this line is indented further than the line above, which already has its value: line it up with the field above (the same number of spaces)'
  }
  return undefined
}
