/**
 * remark's parser slows down more than linearly on long documents (about 4 s for 100 kB
 * of plain paragraphs and lists, minutes for 1 MB). A body is therefore parsed in pieces
 * of about CHUNK_SIZE, cut only where a new top-level block starts for certain (see
 * cutPoints),
 * never inside fenced code or an HTML comment; the pieces' trees are joined with their
 * lines put back in place. Link reference definitions ([name]: /address) are repeated
 * into every piece, so a reference finds its definition wherever it is.
 */
import type { Root } from 'mdast'

// Each piece costs a parser of its own, and up to MAX_TEXT_BYTES (48 kB) the time per kB
// is the same with pieces of 2 to 8 kB (measured): an article (about 7 kB) is one piece.
const CHUNK_SIZE = 8 * 1024
const LONG_LIST = 4 * CHUNK_SIZE

const FENCE = /^ {0,3}(`{3,}|~{3,})/
const INDENTED = /^\s/
const LIST_ITEM = /^([-+*]|\d{1,9}[.)])(\s|$)/
const ATX_HEADING = /^#{1,6}(\s|$)/
const DEFINITION = /^ {0,3}\[(?!\^)[^\]]+\]:\s*\S/
const FOOTNOTE_DEFINITION = /^ {0,3}\[\^[^\]]+\]:/m

/** Line numbers (0-based) where a piece may start. */
function cutPoints(lines: string[]): number[] {
  const cuts: number[] = []
  let fence: string | undefined
  let inComment = false
  let size = 0
  for (const [index, line] of lines.entries()) {
    size += line.length + 1
    if (fence) {
      if (line.trimStart().startsWith(fence) && line.trim().replace(/^[`~]+/, '') === '') fence = undefined
      continue
    }
    if (inComment) {
      if (line.includes('-->')) inComment = false
      continue
    }
    const afterBlank = index > 0 && lines[index - 1].trim() === ''
    // At the margin after a blank line, a paragraph, heading or quote starts a new block,
    // whatever came before (list items and quotes do not continue past a blank line
    // unless indented). A list item there may continue a loose list: it is cut only
    // when the list is very long, at the price of showing it as consecutive lists.
    const safe = index > 0 && line !== '' && !INDENTED.test(line) && !line.startsWith('|')
      && (ATX_HEADING.test(line) || (afterBlank && (!LIST_ITEM.test(line) || size >= LONG_LIST)))
    if (safe && size >= CHUNK_SIZE) {
      cuts.push(index)
      size = 0
    }
    const opening = FENCE.exec(line)
    if (opening) fence = opening[1]
    else if (line.includes('<!--') && !line.slice(line.indexOf('<!--')).includes('-->')) inComment = true
  }
  return cuts
}

/** parse(markdown), piece by piece when the text is long. */
export function parseInChunks(markdown: string, parse: (text: string) => Root): Root {
  // Footnotes gather into one list at the end: they need the whole text at once.
  if (markdown.length <= CHUNK_SIZE * 2 || FOOTNOTE_DEFINITION.test(markdown)) return parse(markdown)
  const lines = markdown.split('\n')
  const cuts = cutPoints(lines)
  if (!cuts.length) return parse(markdown)
  const definitions = lines.filter((line) => DEFINITION.test(line)).join('\n')
  const root: Root = { type: 'root', children: [] }
  let offset = 0
  for (const [index, start] of [0, ...cuts].entries()) {
    const end = cuts[index] ?? lines.length
    const text = lines.slice(start, end).join('\n')
    const piece = parse(definitions ? `${text}\n\n${definitions}\n` : text)
    const pieceLines = end - start
    for (const child of piece.children) {
      // The repeated definitions come after the piece's own lines: left out here.
      if ((child.position?.start.line ?? 1) > pieceLines) continue
      shift(child, start, offset)
      root.children.push(child)
    }
    offset += text.length + 1
  }
  return root
}

/** Move a piece's node (and everything in it) to its lines in the whole text. */
function shift(node: Root['children'][number], lines: number, offset: number) {
  const stack: { position?: Root['position']; children?: unknown[] }[] = [node]
  while (stack.length) {
    const current = stack.pop()!
    if (current.position) {
      current.position.start = { ...current.position.start, line: current.position.start.line + lines, offset: (current.position.start.offset ?? 0) + offset }
      current.position.end = { ...current.position.end, line: current.position.end.line + lines, offset: (current.position.end.offset ?? 0) + offset }
    }
    if (current.children) stack.push(...(current.children as typeof stack))
  }
}
