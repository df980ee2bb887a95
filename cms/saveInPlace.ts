/**
 * The content manager's save step: Decap CMS serialises a whole entry anew (keys
 * reordered, quotes dropped, `>-` text re-wrapped, comments and blank lines lost). This
 * writes the editor's change into the file as it was instead, touching only the lines of
 * the values that changed: every other byte (comments, key order, quoting, block-scalar
 * style, blank lines, the Markdown body) stays as the editor or a developer wrote it.
 *
 * It compares the data of the file on disk with the data Decap wants to save and edits
 * the original text at the source ranges the `yaml` parser gives each node. New keys go
 * after the key that precedes them in Decap's order, which is the model's field order.
 * Runs in the browser (the CMS's backend wrapper, cms/backend.ts) and in Node (the tests).
 * A changed Markdown body is written in place by bodyInPlace.ts, handed in by the caller:
 * cms.js loads it, with the Markdown parser it needs, only once an entry opens
 * (cms/laterCode.ts), so it is no import of this module.
 */
import {
  type Document,
  isMap,
  isScalar,
  isSeq,
  type Node,
  type Pair,
  parse,
  parseDocument,
  Scalar,
  stringify,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml'

/** Fields the content manager shows but that are not written to the file (an entry's address). */
export const CMS_ONLY_FIELDS = ['webAddress']

type Edit = { start: number; end: number; text: string }
type Plain = unknown

const FRONT_MATTER = /^(---[ \t]*\r?\n)([\s\S]*?\r?\n)?(---[ \t]*)(\r?\n|$)/

/** How a file at `path` holds its data: a YAML file (site.yaml), or front matter and a Markdown body. */
export const formatOf = (path: string) => (path.endsWith('.yaml') || path.endsWith('.yml') ? 'yaml' : 'frontmatter')

/** How a changed Markdown body is written: bodyInPlace.ts's function. */
export type BodyInPlace = (before: string, after: string) => string

/**
 * The text to write: `original` (the file on disk, or undefined for a new file) with the
 * changes that `saved` (Decap's serialisation) makes to its data. `format` is how the file
 * holds its data: front matter and a Markdown body, or a YAML file (site.yaml); a body that
 * changed is written by `bodyInPlace`.
 */
export function saveInPlace(original: string | undefined, saved: string, format: 'frontmatter' | 'yaml', bodyInPlace: BodyInPlace): string {
  const next = split(saved, format)
  const data = withoutCmsOnly((parse(next.yaml) as Record<string, Plain>) ?? {})
  if (original === undefined) return join({ ...next, yaml: stringifyData(data) }, format, '\n')
  const before = split(original, format)
  const newline = original.includes('\r\n') ? '\r\n' : '\n'
  const { document, read } = parsed(before.yaml)
  if (document.errors.length || !isMap(document.contents)) {
    // A file the parser cannot read cannot be edited in place: Decap's text, tidied.
    return join({ ...next, yaml: stringifyData(data) }, format, newline)
  }
  const edits = mapEdits(before.yaml, document.contents, read, data)
  let yaml = before.yaml
  for (const edit of edits.sort((a, b) => b.start - a.start)) yaml = yaml.slice(0, edit.start) + edit.text + yaml.slice(edit.end)
  if (newline === '\r\n') yaml = yaml.replace(/\r?\n/g, '\r\n')
  const body = sameText(before.body, next.body) ? before.body : bodyInPlace(before.body, next.body).replace(/\r?\n/g, newline)
  return join({ ...before, yaml, body }, format, newline)
}

/**
 * The file's data as parsed, with the source ranges of its nodes, and as plain values. The
 * last file's is kept, keyed by its whole text: the preview's worker writes the entry as the
 * editor types (cms/entryText.ts), into the same file each time. Neither is ever changed:
 * the edits are made on the text.
 */
let lastParsed: { yaml: string; document: Document; read: Plain } | undefined

function parsed(yaml: string): { document: Document; read: Plain } {
  if (lastParsed?.yaml !== yaml) {
    const document = parseDocument(yaml)
    lastParsed = { yaml, document, read: document.errors.length ? undefined : document.toJS() }
  }
  return lastParsed
}

/** A file's parts; its data is read only from Decap's text (the file on disk may not parse). */
type Parts = { open: string; yaml: string; close: string; body: string }

function split(text: string, format: 'frontmatter' | 'yaml'): Parts {
  if (format === 'yaml') return { open: '', yaml: text, close: '', body: '' }
  const match = FRONT_MATTER.exec(text)
  if (!match) return { open: '---\n', yaml: '', close: '---\n', body: text }
  return { open: match[1], yaml: match[2] ?? '', close: match[3] + (match[4] || '\n'), body: text.slice(match[0].length) }
}

function join(parts: Parts, format: 'frontmatter' | 'yaml', newline: string): string {
  if (format === 'yaml') return parts.yaml
  const open = parts.open || `---${newline}`
  const close = parts.close || `---${newline}`
  const yaml = parts.yaml && !parts.yaml.endsWith('\n') ? parts.yaml + newline : parts.yaml
  return open + yaml + close + parts.body
}

/** Decap drops the blank line after the front matter and the last newline of a body it did not touch. */
const sameText = (a: string, b: string) => a.trim() === b.trim()

function withoutCmsOnly(data: Record<string, Plain>): Record<string, Plain> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !CMS_ONLY_FIELDS.includes(key)))
}

/** What a form leaves in a field nobody filled: nothing, an empty text, list or group. */
function isEmpty(value: Plain): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.every(isEmpty)
  if (typeof value === 'object') return Object.values(value as object).every(isEmpty)
  return false
}

/** Equal as data, where an empty field and a missing one are the same. */
function same(a: Plain, b: Plain): boolean {
  if (isEmpty(a) && isEmpty(b)) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => same(item, b[index]))
  if (isObject(a) && isObject(b)) return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => same(a[key], b[key]))
  return a === b
}

const isObject = (value: Plain): value is Record<string, Plain> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Drops what is empty (and a `false` nobody set), so new values carry no noise. */
function pruned(value: Plain): Plain {
  if (Array.isArray(value)) return value.filter((item) => !isEmpty(item)).map(pruned)
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => !isEmpty(item) && item !== false)
        .map(([key, item]) => [key, pruned(item)]),
    )
  return value
}

function stringifyData(data: Record<string, Plain>): string {
  const text = stringify(pruned(data), { lineWidth: 0 })
  return text === '{}\n' ? '' : text
}

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1
const lineEnd = (text: string, offset: number) => {
  const end = text.indexOf('\n', offset)
  return end === -1 ? text.length : end + 1
}
/** Where a node's own text ends: before the newline that closes its last line. */
const valueEnd = (node: Node) => node.range![1]
/**
 * The end of the line holding a node's last character (after its newline). A block
 * scalar's range (`>-` text) already takes in its closing newline: the line after it is
 * the next key's, never the node's.
 */
const linesEnd = (text: string, node: Node) => lineEnd(text, Math.max(node.range![0], valueEnd(node) - 1))

/** `key: value` lines (or `- value` for a list item) at `indent` spaces, ending in a newline. */
function serialised(value: Plain, indent: number, key?: string): string {
  const text = key === undefined ? stringify([pruned(value)], { lineWidth: 0 }) : stringify({ [key]: pruned(value) }, { lineWidth: 0 })
  return text
    .split('\n')
    .map((line) => (line ? ' '.repeat(indent) + line : line))
    .join('\n')
}

function mapEdits(text: string, map: YAMLMap, before: Plain, after: Plain): Edit[] {
  if (!isObject(before) || !isObject(after) || map.flow) return [replaceNode(text, map, after)]
  const edits: Edit[] = []
  const pairs = map.items as Pair<Scalar, Node | null>[]
  const indent = pairs.length ? map.range![0] - lineStart(text, map.range![0]) : 0
  let previous: Pair<Scalar, Node | null> | undefined
  for (const [key, value] of Object.entries(after)) {
    const pair = pairs.find((item) => String(item.key?.value) === key)
    if (pair) {
      previous = pair
      // A value cleared in the form leaves the file with its key (below): editing it too
      // would overlap that removal and cut the lines around it.
      if (!same(before[key], value) && !isEmpty(value)) edits.push(...valueEdits(text, pair, before[key], value))
      continue
    }
    if (isEmpty(value) || value === false) continue
    // A new key goes after the one that precedes it in the form, or first.
    const at = previous
      ? linesEnd(text, (previous.value ?? previous.key) as Node)
      : pairs.length
        ? lineStart(text, pairs[0].key.range![0])
        : text.length
    const lead = at > 0 && text[at - 1] !== '\n' ? '\n' : ''
    const first = pairs.length ? pairs[0].key.range![0] : undefined
    // First in a list item: the new key takes the place beside the item's `- `, and the key that had it moves down.
    if (!previous && first !== undefined && text.slice(lineStart(text, first), first).trim())
      edits.push({ start: first, end: first, text: serialised(value, indent, key).slice(indent) + ' '.repeat(indent) })
    else edits.push({ start: at, end: at, text: lead + serialised(value, indent, key) })
  }
  pairs.forEach((pair, index) => {
    const key = String(pair.key?.value)
    if (!(key in after) || (isEmpty(after[key]) && !isEmpty(before[key]))) edits.push(removePair(text, pair, pairs[index + 1]))
  })
  return edits
}

/**
 * The lines of a `key: value` pair, from its key to the end of its value. The first pair
 * of a list item shares its line with the item's `- `: the next pair moves up beside the
 * dash instead (or `{}` stays, when it was the item's only pair).
 */
function removePair(text: string, pair: Pair<Scalar, Node | null>, next: Pair<Scalar, Node | null> | undefined): Edit {
  const keyStart = pair.key.range![0]
  const start = lineStart(text, keyStart)
  const end = linesEnd(text, (pair.value ?? pair.key) as Node)
  if (!text.slice(start, keyStart).trim()) return { start, end, text: '' }
  if (!next) return { start: keyStart, end: valueEnd((pair.value ?? pair.key) as Node), text: '{}' }
  return { start: keyStart, end: next.key.range![0], text: '' }
}

function valueEdits(text: string, pair: Pair<Scalar, Node | null>, before: Plain, after: Plain): Edit[] {
  const node = pair.value
  if (node && isMap(node) && isObject(after)) return mapEdits(text, node, before, after)
  if (node && isSeq(node) && Array.isArray(after)) return seqEdits(text, node, before as Plain[], after)
  if (node && isScalar(node) && !isObject(after) && !Array.isArray(after)) return [scalarEdit(text, node, after)]
  // No value yet (`key:`), or a value of another shape: the whole pair anew.
  const start = lineStart(text, pair.key.range![0])
  return [
    {
      start,
      end: linesEnd(text, (node ?? pair.key) as Node),
      text: serialised(after, pair.key.range![0] - start, String(pair.key.value)),
    },
  ]
}

/** A node written anew in place, in its own style (flow `[a, b]` stays flow, with or without spaces inside its brackets). */
function replaceNode(text: string, node: Node, after: Plain): Edit {
  const flow = (isMap(node) || isSeq(node)) && node.flow
  const [start, end] = node.range!
  if (flow) {
    // An empty one says nothing of its style: `{ a: 1 }` and `[a, b]`, as the site writes them.
    const written = text.slice(start, end)
    const padded = /^[[{]\s*[\]}]$/.test(written) ? isMap(node) : /^[[{][ \t]/.test(written)
    return {
      start,
      end,
      text: stringify(pruned(after), { collectionStyle: 'flow', flowCollectionPadding: padded, lineWidth: 0 }).trimEnd(),
    }
  }
  const indent = start - lineStart(text, start)
  const lines = stringify(pruned(after), { lineWidth: 0 }).trimEnd().split('\n')
  return { start, end, text: lines.map((line, index) => (index === 0 || !line ? line : ' '.repeat(indent) + line)).join('\n') }
}

/** A scalar rewritten in its own style (plain, quoted, `|-` or `>-`), or in the style YAML needs for the new text. */
function scalarEdit(text: string, node: Scalar, after: Plain): Edit {
  const [start, end] = node.range!
  const type = node.type
  const block = typeof after === 'string' && (type === Scalar.BLOCK_LITERAL || type === Scalar.BLOCK_FOLDED) && blockEdit(text, node, after)
  if (block) return block
  // The column of the key (past a list item's `- `): a block's lines go deeper than it.
  const indent = ' '.repeat(/^(?: *- )* */.exec(text.slice(lineStart(text, start)))![0].length)
  // Written as the value of a key, so that a text of several lines comes as a block whose
  // lines are indented under the key (alone, YAML would write them at the line's start).
  const [head, ...more] = stringify(
    { value: after },
    {
      lineWidth: 0,
      defaultStringType: type === Scalar.QUOTE_DOUBLE || type === Scalar.QUOTE_SINGLE ? type : Scalar.PLAIN,
      defaultKeyType: Scalar.PLAIN,
    },
  )
    .slice('value:'.length)
    .replace(/\n$/, '')
    .split('\n')
  const lines = more.map((line) => (line ? indent + line : line))
  // A block scalar's range takes in the line break that ends it.
  const closing = text.slice(start, end).endsWith('\n') ? '\n' : ''
  // A comment after the old value goes on the new block's first line, not into its text.
  const comment = lines.length ? /^[ \t]*#[^\n]*/.exec(text.slice(end))?.[0] : undefined
  if (comment) return { start, end: end + comment.length, text: [head.trimStart() + comment, ...lines].join('\n') }
  // A value where there was none (`key:`, `key: # note`): YAML needs a space after the colon and before a comment.
  const written = [head.trimStart(), ...lines].join('\n') + closing
  if (start === end) return { start, end, text: `${/\s/.test(text[start - 1]) ? '' : ' '}${written}${text[end] === '#' ? ' ' : ''}` }
  return { start, end, text: written }
}

/**
 * A block scalar's new text in its own style: its indicator and indentation kept, `>` text
 * folded at the width it had. Undefined when that style cannot hold the text as it is
 * (lines that start with spaces, runs of spaces where a line would fold): YAML picks then.
 */
function blockEdit(text: string, node: Scalar, after: string): Edit | undefined {
  const [start, end] = node.range!
  const original = text.slice(start, end)
  const header = original.split('\n')[0]
  const bodyLines = original.split('\n').slice(1)
  const indent = bodyLines.find((line) => line.trim())?.match(/^ */)?.[0] || '  '
  const width = Math.max(40, ...bodyLines.map((line) => line.length))
  // The text without its last line break, which the header's indicator (`-` or not) says.
  const value = after.replace(/\n$/, '')
  const content =
    node.type === Scalar.BLOCK_FOLDED
      ? value
          .split('\n')
          .map((paragraph) => fold(paragraph, width - indent.length))
          .join('\n\n')
      : value
  const keep = after.endsWith('\n')
    ? header.includes('+')
      ? header
      : header.replace('-', '')
    : header.includes('-')
      ? header
      : `${header}-`
  const lines = [keep, ...content.split('\n').map((line) => (line ? indent + line : ''))].join('\n')
  if (parse(`value: ${lines}\n`)?.value !== after) return undefined
  // The block's range ends with the line break of its last line: the next field starts after it.
  return { start, end, text: original.endsWith('\n') ? `${lines}\n` : lines }
}

function fold(paragraph: string, width: number): string {
  const lines: string[] = []
  let line = ''
  for (const word of paragraph.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  return [...lines, line].join('\n')
}

/**
 * A list: items kept as they were where they are equal (wherever they moved), edited in
 * place where an item at the same place changed, written anew where added.
 */
function seqEdits(text: string, seq: YAMLSeq, before: Plain[], after: Plain[]): Edit[] {
  const items = seq.items as Node[]
  if (seq.flow || !items.length) return [replaceNode(text, seq, after)]
  const used = new Set<number>()
  const plan: (number | undefined)[] = after.map((item, index) => {
    const match =
      index < before.length && same(before[index], item) ? index : before.findIndex((old, at) => !used.has(at) && same(old, item))
    if (match !== -1) used.add(match)
    return match === -1 ? undefined : match
  })
  // An item that matches nothing is the changed version of the unused item at its place.
  plan.forEach((match, index) => {
    if (match === undefined && index < before.length && !used.has(index) && !isEmpty(after[index])) {
      used.add(index)
      plan[index] = index
    }
  })
  const unchangedOrder = plan.length === before.length && plan.every((match, index) => match === index)
  const itemEdits = (index: number, value: Plain): Edit[] => {
    const node = items[index]
    if (same(before[index], value)) return []
    if (isMap(node) && isObject(value)) return mapEdits(text, node, before[index], value)
    if (isSeq(node) && Array.isArray(value)) return seqEdits(text, node, before[index] as Plain[], value)
    if (isScalar(node) && !isObject(value) && !Array.isArray(value)) return [scalarEdit(text, node, value)]
    return [replaceNode(text, node, value)]
  }
  if (unchangedOrder) return plan.flatMap((match, index) => itemEdits(match!, after[index]))

  // Items added, removed or moved: the list's lines rebuilt from its items' own lines and
  // the lines between them (blank lines, comments), each kept before the item it preceded.
  const starts = items.map((node) => lineStart(text, node.range![0]))
  const ends = items.map((node) => linesEnd(text, node))
  const gaps = ends.slice(0, -1).map((end, index) => text.slice(end, starts[index + 1]))
  const dash = text.indexOf('-', starts[0]) - starts[0]
  const chunk = (match: number | undefined, value: Plain) => {
    if (match === undefined) return serialised(value, dash)
    const edits = itemEdits(match, value).sort((a, b) => b.start - a.start)
    let lines = text.slice(starts[match], ends[match])
    for (const edit of edits) lines = lines.slice(0, edit.start - starts[match]) + edit.text + lines.slice(edit.end - starts[match])
    return lines.endsWith('\n') ? lines : `${lines}\n`
  }
  // A new item nobody filled is left out, as a new field would be.
  const kept = plan.flatMap((match, index) => (match === undefined && isEmpty(after[index]) ? [] : [{ match, value: after[index] }]))
  // An item after the first keeps the lines that were above it; the others (the first item
  // moved down, a new item) take the lines left over by removed or moved items, else the
  // blank lines the list puts between its items.
  const unused = gaps.filter((_, index) => !kept.some(({ match }, at) => at > 0 && match === index + 1))
  const blank = gaps.length ? gaps.at(-1)!.replace(/^[ \t]*#.*\n/gm, '') : ''
  const joined = kept
    .map(
      ({ match, value }, at) =>
        (at === 0 ? '' : match !== undefined && match > 0 ? gaps[match - 1] : (unused.shift() ?? blank)) + chunk(match, value),
    )
    .join('')
  const end = ends.at(-1)!
  return [{ start: starts[0], end, text: end === text.length && !text.endsWith('\n') ? joined.replace(/\n$/, '') : joined }]
}
