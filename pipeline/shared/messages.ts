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

/** A YAML syntax error in plain words, and the line it is about (0-based). */
export type YamlErrorExplained = { message: string; index: number }

/**
 * A YAML syntax error in plain words, with the parser's own first line for reference.
 * What is on the lines (a colon inside a value, a line indented a space short or long,
 * a tab, an invisible space, an apostrophe) beats the parser's guess, which often names
 * a colon when the real slip is elsewhere, and the line above or below the slip.
 */
export function explainYamlError(error: YAMLError, lines: string[], index: number): YamlErrorExplained {
  const parserSays = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')
  const explained = (hint: string, at = index) => ({
    message: `the front matter is not valid YAML: ${hint} (the YAML parser says: ${parserSays})`,
    index: at,
  })
  const line = lines[index] ?? ''
  // Spaces that only look like spaces (pasted from Word), on this line or the one before
  // it that the parser read past: the line looks right, so its indentation is not the advice.
  const invisible = invisibleSpaceLine(lines, index)
  if (invisible) return explained(invisible.hint, invisible.index)
  const colon = colonInValue(line)
  if (colon) return explained(colon)
  const slip = indentationSlip(lines)
  if (slip && slip.index <= index + 1) return explained(slip.hint, slip.index)
  return explained(lineHint(line, nearestLine(lines, index, -1)) ?? yamlHints[error.code] ?? 'check the punctuation on this line')
}

const indentOf = (line: string) => /^[ ]*/.exec(line)![0].length
const hasValue = (line: string) => /^\s*(- )?[\w-]+:\s+[^\s|>]/.test(line)
const spaces = (count: number) => `${count} space${count === 1 ? '' : 's'}`

/** The nearest line above (step -1) or below (step 1) with something on it. */
function nearestLine(lines: string[], index: number, step: 1 | -1): string {
  for (let at = index + step; at >= 0 && at < lines.length; at += step) if (lines[at].trim()) return lines[at]
  return ''
}

/** `question: What is it: a test?`: YAML reads the second colon as the start of a field. */
function colonInValue(line: string): string | undefined {
  const match = /^(\s*(?:- )?)([\w-]+):[ \t]+([^\s"'[{|>#&*!%@`].*)$/.exec(line)
  if (!match || !/:\s/.test(match[3])) return undefined
  const value = match[3].trimEnd().replace(/\\/g, '\\\\').replace(/"/g, '\\"')
  return `the value of "${match[2]}" contains a colon followed by a space, which YAML reads as the start of another field: put the whole value in double quotes, ${match[2]}: "${value}"`
}

/**
 * The first line indented differently from every group it could belong to (a space short
 * or long, the commonest slip), and the indentation it needs. Lines inside a `|` or `>`
 * text, comments and blank lines are skipped.
 */
function indentationSlip(lines: string[]): { index: number; hint: string } | undefined {
  // Where the fields (or a list's dashes) of each open group start, outermost first.
  const levels: { column: number; dash: boolean }[] = [{ column: 0, dash: false }]
  // The column of the field that opened a group on the line before (`sections:`), if it did.
  let opener: number | undefined
  let text: { key: number; lines?: number } | undefined
  const slip = (index: number, line: string, indent: number, columns: number[]) => {
    const distance = (column: number) => Math.abs(column - indent)
    const nearest = Math.min(...columns.map(distance))
    const meant = columns.filter((column) => distance(column) === nearest)
    const said = `the line "${line.trim()}" is indented ${spaces(indent)}`
    if (meant.length > 1)
      return {
        index,
        hint: `${said}, between two groups (${meant.join(' and ')} spaces): add or remove ${spaces(nearest)} at the start of that line, whichever group it belongs to`,
      }
    const by = meant[0] - indent
    return {
      index,
      hint: `${said}, but the fields of its group are indented ${spaces(meant[0])}: ${by > 0 ? 'add' : 'remove'} ${spaces(Math.abs(by))} at the start of that line`,
    }
  }
  for (const [index, line] of lines.entries()) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    const indent = indentOf(line)
    // A `|` or `>` text: its first line sets how far in its lines are.
    if (text && indent > text.key) {
      text.lines ??= indent
      if (indent >= text.lines) continue
    }
    text = undefined
    const item = /^\s*-(\s|$)/.test(line)
    // Neither a field nor a list item: the next line of a long value, wherever it starts.
    if (!item && !/^\s*[\w-]+:(\s|$)/.test(line)) continue
    const innermost = levels.at(-1)!.column
    if (opener !== undefined && (indent > innermost || (item && indent === innermost))) {
      // The first line of a group: two spaces in (a list's dash may also stay in line); one
      // space off that is a slip, a wider step a style of its own.
      const usual = item ? [opener + 2, opener] : [opener + 2]
      const near = usual.find((column) => Math.abs(column - indent) === 1)
      if (near !== undefined && !usual.includes(indent)) return slip(index, line, indent, [near])
      levels.push({ column: indent, dash: item })
    } else {
      // A dash lines up with the dashes of its list, a field with the fields of its group.
      const alike = levels.filter((level) => level.dash === item)
      const candidates = [...new Set((alike.length ? alike : levels).map((level) => level.column))]
      while (levels.length > 1 && levels.at(-1)!.column > indent) levels.pop()
      if (levels.at(-1)!.column !== indent) {
        // The group it was meant for: the nearest column (two, when it is half-way).
        return slip(index, line, indent, candidates)
      }
    }
    // A list item's fields start after its dash: `- name: A` puts `name` two columns in.
    const keyColumn = item && /^\s*-\s+[\w-]+:/.test(line) ? indent + line.slice(indent + 1).search(/\S/) + 1 : indent
    if (keyColumn !== indent) levels.push({ column: keyColumn, dash: false })
    const content = line.trimEnd()
    opener = /:$/.test(content) || /^\s*-$/.test(content) ? keyColumn : undefined
    if (/:\s*[|>][-+0-9]*$/.test(content)) text = { key: keyColumn }
  }
  return undefined
}

/** Characters that look like a space but are not one to YAML, as an editor would call them. */
const INVISIBLE_SPACES: Record<string, string> = {
  '\u00a0': 'non-breaking space',
  '\u1680': 'Ogham space',
  '\u2000': 'en quad space',
  '\u2001': 'em quad space',
  '\u2002': 'en space',
  '\u2003': 'em space',
  '\u2004': 'thick space',
  '\u2005': 'mid space',
  '\u2006': 'six-per-em space',
  '\u2007': 'figure space',
  '\u2008': 'punctuation space',
  '\u2009': 'thin space',
  '\u200a': 'hair space',
  '\u200b': 'zero-width space',
  '\u202f': 'narrow non-breaking space',
  '\u205f': 'medium mathematical space',
  '\u3000': 'full-width (ideographic) space',
  '\ufeff': 'zero-width no-break space',
}
const INVISIBLE = `[${Object.keys(INVISIBLE_SPACES).join('')}]`
/** An invisible space (or a tab) among the spaces that start a line, or right after its "- " or "key:". */
const INVISIBLE_AT_START = new RegExp(`^[ \t${Object.keys(INVISIBLE_SPACES).join('')}]*?(${INVISIBLE}|\t)`)
const INVISIBLE_AFTER_MARK = new RegExp(`^ *(-|[\\w-]+:)[ \t]*(${INVISIBLE})`)
const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

/**
 * What is wrong with a line whose indentation (or the space after its "- " or "key:") holds
 * a character that is not an ordinary space: a tab, or a non-breaking or other invisible
 * space, which text pasted from Word or a web page brings. The line looks right to the
 * editor, so the message names the character and says to type the spaces again.
 */
export function invisibleSpaceHint(line: string): string | undefined {
  const start = INVISIBLE_AT_START.exec(line)
  if (start?.[1] === '\t') return 'this line has a tab in it: use spaces instead (YAML does not allow tabs for indentation)'
  const after = start ? undefined : INVISIBLE_AFTER_MARK.exec(line)
  const character = start?.[1] ?? after?.[2]
  if (!character) return undefined
  const name = `an invisible ${INVISIBLE_SPACES[character]} (${codePoint(character)})`
  const where = after ? ` after "${after[1]}"` : ' at the start of the line'
  return `this line has ${name}${where}, which looks like an ordinary space but is not one (it often comes with text pasted from Word or a web page): delete the spaces${where} and type them again as ordinary spaces`
}

/**
 * The line, at or above the parser's, whose spaces are not ordinary ones. The parser often
 * stops a line later (the next item no longer lines up), where the indentation looks wrong
 * but is not: the invisible spaces above it are the mistake.
 */
function invisibleSpaceLine(lines: string[], index: number): { index: number; hint: string } | undefined {
  const above = lines.slice(0, index).findLastIndex((line) => line.trim() && !line.trimStart().startsWith('#'))
  for (const at of [index, above]) {
    // Only a line that holds a field or a list item: spaces inside a text are the text's own.
    const line = lines[at] ?? ''
    const hint = /^[\s\u200b\ufeff]*(-(\s|$)|[\w-]+:)/.test(line) ? invisibleSpaceHint(line) : undefined
    if (hint) return { index: at, hint }
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
