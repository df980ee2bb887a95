/**
 * Splits a Markdown file into its YAML front matter and its body, keeping the parsed
 * YAML document so that any field path can be mapped back to a line and column.
 */
import matter from 'gray-matter'
import { type Document, LineCounter, parseDocument, isMap, isPair, isSeq, isScalar, visit } from 'yaml'
import type { VFile } from 'vfile'
import { type Place, report } from './problems.js'
import { explainYamlError } from './messages.js'

export type FrontMatter = {
  /** The YAML document; its offsets count from the start of `yamlText`. */
  doc: Document
  lineCounter: LineCounter
  /** Plain data (no Date objects: the YAML 1.2 core schema keeps dates as text). */
  data: unknown
  /** The body, preceded by blank lines so Markdown positions equal file lines. */
  body: string
}

// gray-matter's `matter` keeps the newline after the opening ---, so line N of the YAML
// text is line N of the file: positions need no offset.
const keepDocument = { parse: (yamlText: string) => ({ yamlText }), stringify: () => '' }

/** Parse `file`; on a YAML error every error is reported and undefined returned. */
export function parseFrontMatter(file: VFile): FrontMatter | undefined {
  const source = String(file.value)
  if (!/^(\uFEFF)?---\r?\n/.test(source)) {
    report(file, 'no-front-matter', 'the file has no front matter: start it with a line of three hyphens (---), the fields such as title:, then another line of ---', { line: 1, column: 1 })
    return undefined
  }
  const closing = source.split('\n').findIndex((line, index) => index > 0 && /^(---|\.\.\.)\s*$/.test(line))
  if (closing === -1) {
    report(file, 'yaml-syntax', 'the front matter has no closing line: add a line of three hyphens (---) after the last field, before the text of the page', { line: 1, column: 1 })
    return undefined
  }
  const split = matter(source, { engines: { yaml: keepDocument } })
  const yaml = parseYaml(file, (split.data as { yamlText?: string }).yamlText ?? '')
  if (!yaml) return undefined
  const bodyStartLine = source.slice(0, source.length - split.content.length).split('\n').length
  return { ...yaml, body: '\n'.repeat(bodyStartLine - 1) + split.content }
}

/** A whole YAML file, such as content/site.yaml. */
export function parseYamlFile(file: VFile): FrontMatter | undefined {
  const yaml = parseYaml(file, String(file.value))
  return yaml && { ...yaml, body: '' }
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
  const lineCounter = new LineCounter()
  // prettyErrors gives each error its line and column (linePos).
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: true, uniqueKeys: true })
  if (doc.errors.length > 0) {
    // The first error only: the ones after it are mostly the parser losing its way.
    const [error] = doc.errors
    const [start] = error.linePos ?? [{ line: 1, col: 1 }]
    report(file, 'yaml-syntax', explainYamlError(error, yamlText.split('\n'), start.line - 1), { line: start.line, column: start.col })
    return undefined
  }
  if (reportUnquotedTokens(file, doc, lineCounter) || reportAliases(file, doc, lineCounter)) return undefined
  reportCutByComment(file, doc, yamlText, lineCounter)
  return { doc, lineCounter, data: doc.toJS() ?? {} }
}

/**
 * The place of the value at `path` (or of its key, with `key: true`). A path that does
 * not exist in the YAML (a missing field) points at the nearest mapping that does.
 */
export function locate(front: Pick<FrontMatter, 'doc' | 'lineCounter'>, path: readonly PropertyKey[], options: { key?: boolean } = {}): Place {
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
      report(file, 'yaml-comment', `the text after " #" is left out (YAML reads it as a note): if it belongs to the value, put the whole value in double quotes, e.g. "${node.value} #${comment[1].trimEnd()}"`, { line, column: col + 1 }, { warning: true })
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
      report(file, 'yaml-syntax', `a value that starts with * must be in quotes, e.g. title: "${node.source ? `*${node.source}` : '*'}…"`, { line, column: col })
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
