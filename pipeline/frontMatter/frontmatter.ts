/**
 * Splits a Markdown file into its YAML front matter and its body, keeping the parsed
 * YAML document so that any field path can be mapped back to a line and column.
 */
import matter from 'gray-matter'
import { type Document, LineCounter, parseDocument, isMap, isPair, isSeq, isScalar, visit } from 'yaml'
import type { VFile } from 'vfile'
import { type Place, report } from '../shared/problems.js'
import { explainYamlError } from '../shared/messages.js'
import { cachedFrontMatter, documentOf, keepFrontMatter } from './frontMatterCache.js'

export type FrontMatter = {
  /** The YAML document; its offsets count from the start of `yamlText`. */
  doc: Document
  lineCounter: LineCounter
  /** Plain data (no Date objects: the YAML 1.2 core schema keeps dates as text). */
  data: unknown
  /** The body, preceded by blank lines so Markdown positions equal file lines. */
  body: string
  /**
   * Fields that kept a {{site.…}} because site.yaml failed (reported there): their own
   * checks wait until it is fixed (a title is not "too long" because of a token).
   */
  unfilled?: string[]
}

// gray-matter's `matter` keeps the newline after the opening ---, so line N of the YAML
// text is line N of the file: positions need no offset.
const keepDocument = { parse: (yamlText: string) => ({ yamlText }), stringify: () => '' }

/** Parse `file`; on a YAML error every error is reported and undefined returned. */
export function parseFrontMatter(file: VFile): FrontMatter | undefined {
  const source = String(file.value)
  if (!/^(\uFEFF)?---\r?\n/.test(source)) {
    report(file, 'no-front-matter', noOpeningLine(source), { line: 1, column: 1 })
    return undefined
  }
  const closing = source.split('\n').findIndex((line, index) => index > 0 && /^(---|\.\.\.)\s*$/.test(line))
  if (closing === -1) {
    report(
      file,
      'yaml-syntax',
      'the front matter has no closing line: add a line of three hyphens (---) after the last field, before the text of the page',
      { line: 1, column: 1 },
    )
    return undefined
  }
  const split = matter(source, { engines: { yaml: keepDocument } })
  const yaml = parseYaml(file, (split.data as { yamlText?: string }).yamlText ?? '')
  if (!yaml) return undefined
  const bodyStartLine = source.slice(0, source.length - split.content.length).split('\n').length
  // Assigned, not spread: a spread would make the document that `yaml` makes only when asked.
  return Object.assign(yaml, { body: '\n'.repeat(bodyStartLine - 1) + split.content })
}

/** Why the first line does not open the front matter, in the words that fix it. */
function noOpeningLine(source: string): string {
  const firstLine = source.split('\n')[0]
  if (/^---[ \t]+$/.test(firstLine))
    return 'the first line has spaces after the three hyphens: delete them, so that the line is exactly ---'
  const opening = source.split('\n').findIndex((line) => /^---\s*$/.test(line))
  if (
    opening > 0 &&
    source
      .split('\n')
      .slice(0, opening)
      .every((line) => line.trim() === '')
  )
    return `the file starts with ${opening === 1 ? 'an empty line' : `${opening} empty lines`}: delete ${opening === 1 ? 'it' : 'them'}, so that the first line is ---`
  return 'the file has no front matter: start it with a line of three hyphens (---), the fields such as title:, then another line of ---'
}

/** A whole YAML file, such as content/site.yaml. */
export function parseYamlFile(file: VFile): FrontMatter | undefined {
  const yaml = parseYaml(file, String(file.value))
  return yaml && Object.assign(yaml, { body: '' })
}

/**
 * Whatever of a broken YAML file still reads as fields (possibly nothing), so one typo in
 * site.yaml does not leave every page without its {{site.*}} values.
 */
export function partialYamlData(file: VFile): Record<string, unknown> {
  try {
    const data: unknown = parseDocument(String(file.value)).toJS()
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function parseYaml(file: VFile, yamlText: string): Omit<FrontMatter, 'body'> | undefined {
  const cached = cachedFrontMatter(yamlText)
  if (cached !== undefined) return withDocumentWhenAsked(yamlText, cached)
  const messages = file.messages.length
  const { doc, lineCounter } = yamlDocument(yamlText)
  if (doc.errors.length > 0) {
    // The first error only: the ones after it are mostly the parser losing its way.
    const [error] = doc.errors
    const [start] = error.linePos ?? [{ line: 1, col: 1 }]
    const { message, index } = explainYamlError(error, yamlText.split('\n'), start.line - 1)
    // The line the slip is on, which is not always the one where the parser lost its way.
    const column = index === start.line - 1 ? start.col : 1
    report(file, 'yaml-syntax', message, { line: index + 1, column })
    return undefined
  }
  if (reportUnquotedTokens(file, doc, lineCounter) || reportAliases(file, doc, lineCounter)) return undefined
  reportCutByComment(file, doc, yamlText, lineCounter)
  const data: unknown = doc.toJS() ?? {}
  if (file.messages.length === messages) keepFrontMatter(yamlText, data)
  return { doc, lineCounter, data }
}

function yamlDocument(yamlText: string): { doc: Document; lineCounter: LineCounter } {
  const lineCounter = new LineCounter()
  // prettyErrors gives each error its line and column (linePos).
  return { doc: parseDocument(yamlText, { lineCounter, prettyErrors: true, uniqueKeys: true }), lineCounter }
}

/** Front matter parsed before (frontMatterCache.ts): its document is made when a message needs a place. */
function withDocumentWhenAsked(yamlText: string, data: unknown): Omit<FrontMatter, 'body'> {
  let parsed: ReturnType<typeof yamlDocument> | undefined
  return {
    get doc() {
      parsed ??= documentOf(yamlText, () => yamlDocument(yamlText))
      return parsed.doc
    },
    get lineCounter() {
      parsed ??= documentOf(yamlText, () => yamlDocument(yamlText))
      return parsed.lineCounter
    },
    data,
  }
}

/**
 * The place of the value at `path` (or of its key, with `key: true`). A path that does
 * not exist in the YAML (a missing field) points at the nearest mapping that does.
 */
export function locate(
  front: Pick<FrontMatter, 'doc' | 'lineCounter'>,
  path: readonly PropertyKey[],
  options: { key?: boolean } = {},
): Place {
  let node: unknown = front.doc.contents
  let place = toPlace(front, node) ?? { line: 1, column: 1 }
  for (const [index, segment] of path.entries()) {
    const last = index === path.length - 1
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment))
      if (!pair) return place
      node = last && options.key ? pair.key : (pair.value ?? pair.key)
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment] !== undefined) {
      node = node.items[segment]
    } else {
      return place
    }
    place = toPlace(front, node) ?? place
  }
  return place
}

/**
 * Where a place in the text of a multi-line field (Markdown under `text: |-`) is in the
 * file. Folding and quoting change lines and columns, so the words at that place (up to a
 * space) are looked for among the field's own lines, the same occurrence in order; the
 * field's first line when they cannot be found (text changed by an escape or a {{site.…}}).
 */
export function placeInField(
  front: Pick<FrontMatter, 'doc' | 'lineCounter'>,
  fileText: string,
  path: readonly PropertyKey[],
  value: string,
): (place: Place) => Place {
  // Worked out at the first place asked for: most fields never need one, and the YAML
  // document may not be made yet (frontMatterCache.ts).
  let found: (place: Place) => Place
  return (place) => {
    found ??= placesInField(front, fileText, path, value)
    return found(place)
  }
}

function placesInField(
  front: Pick<FrontMatter, 'doc' | 'lineCounter'>,
  fileText: string,
  path: readonly PropertyKey[],
  value: string,
): (place: Place) => Place {
  const fieldPlace = locate(front, path)
  const range = (nodeAt(front, path) as { range?: [number, number, number] } | undefined)?.range
  if (!range) return () => fieldPlace
  const lastLine = front.lineCounter.linePos(range[1]).line
  const lines = fileText.split('\n')
  const valueLines = value.split('\n')
  return ({ line, column }) => {
    const offset = valueLines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1
    const words = /^\S+/.exec(value.slice(offset))?.[0]
    if (!words) return fieldPlace
    let wanted = value.slice(0, offset).split(words).length
    for (let at = fieldPlace.line; at <= lastLine; at++) {
      const text = lines[at - 1] ?? ''
      for (
        let index = text.indexOf(words, at === fieldPlace.line ? fieldPlace.column - 1 : 0);
        index !== -1;
        index = text.indexOf(words, index + 1)
      ) {
        if (--wanted === 0) return { line: at, column: index + 1 }
      }
    }
    return fieldPlace
  }
}

/** The YAML node of the value at `path`, if it is written. */
function nodeAt(front: Pick<FrontMatter, 'doc'>, path: readonly PropertyKey[]): unknown {
  let node: unknown = front.doc.contents
  for (const segment of path) {
    if (isMap(node))
      node = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment))?.value
    else if (isSeq(node) && typeof segment === 'number') node = node.items[segment]
    else return undefined
  }
  return node ?? undefined
}

function toPlace(front: Pick<FrontMatter, 'lineCounter'>, node: unknown): Place | undefined {
  const range = (node as { range?: [number, number, number] } | null)?.range
  if (!range) return undefined
  const { line, col } = front.lineCounter.linePos(range[0])
  return { line, column: col }
}

/**
 * `title: We are #1` is valid YAML, but " #1" starts a comment: "We are" is published.
 * A warning, as the # may be a deliberate note.
 */
function reportCutByComment(file: VFile, doc: Document, yamlText: string, lineCounter: LineCounter) {
  visit(doc, {
    Scalar(_key, node) {
      if (node.type !== 'PLAIN' || typeof node.value !== 'string' || !node.range) return
      const after = yamlText.slice(node.range[1], node.range[2])
      const comment = /^[ \t]+#(.*)/.exec(after)
      if (!comment) return
      const { line, col } = lineCounter.linePos(node.range[1])
      report(
        file,
        'yaml-comment',
        `the text after " #" is left out (YAML reads it as a note): if it belongs to the value, put the whole value in double quotes, e.g. "${node.value} #${comment[1].trimEnd()}"`,
        { line, column: col + 1 },
        { warning: true },
      )
    },
  })
}

/**
 * `title: *Mobile` is valid YAML, but *Mobile refers to another value (an alias), which
 * content never means and which would fail when the data is read.
 */
function reportAliases(file: VFile, doc: Document, lineCounter: LineCounter): boolean {
  let found = false
  visit(doc, {
    Alias(_key, node) {
      const { line, col } = lineCounter.linePos(node.range?.[0] ?? 0)
      report(file, 'yaml-syntax', `a value that starts with * must be in quotes, e.g. title: "${node.source ? `*${node.source}` : '*'}…"`, {
        line,
        column: col,
      })
      found = true
      return visit.BREAK
    },
  })
  return found
}

/**
 * `title: {{site.name}}` is valid YAML, but a nested mapping rather than text, because a
 * value starting with { opens one. Say so plainly instead of reporting a wrong type.
 */
function reportUnquotedTokens(file: VFile, doc: Document, lineCounter: LineCounter): boolean {
  let found = false
  visit(doc, {
    Map(_key, node) {
      if (node.flow && node.items.some((pair) => isMap(pair.key))) {
        const { line, col } = lineCounter.linePos(node.range?.[0] ?? 0)
        report(file, 'yaml-syntax', 'a value that starts with {{ must be in quotes, e.g. highlight: "{{site.name}}"', { line, column: col })
        found = true
      }
    },
  })
  return found
}
