/**
 * Markdown as the nodes of Decap's Rich Text editor (Slate), made as Decap makes them when
 * it opens a text (decap-cms-widget-markdown's remarkToSlate): the Markdown is parsed by the
 * site's own parser (pipeline/markdown/gfmParser.ts), so what is pasted is exactly what the Markdown
 * holds, and the nodes are Decap's own kinds, which it writes back as that Markdown
 * (tests/unit/clipboardMarkdown.test.ts compares them with Decap's serialiser).
 */
import type { Nodes, Parents, PhrasingContent } from 'mdast'
import { parseGfm } from '../../pipeline/markdown/gfmParser.js'
import type { SlateElement, SlateNode, SlateText } from '../fields/slateEditor.js'

const HEADINGS = ['one', 'two', 'three', 'four', 'five', 'six']
const MARKS = { strong: 'bold', emphasis: 'italic', delete: 'delete' } as const
type Mark = { type: string }

const block = (type: string, children: SlateNode[], more: Record<string, unknown> = {}): SlateElement => ({
  type,
  ...more,
  children: children.length ? children : [{ text: '' }],
})

/** A text with its marks, as Decap keeps them: a list of marks and a flag for each. */
function text(value: string, marks: Mark[]): SlateText {
  const node: SlateText = { text: value }
  if (marks.length) {
    node.marks = marks
    for (const mark of marks) node[mark.type] = true
  }
  return node
}

/** Neighbouring texts with the same marks made one, as Decap's mergeAdjacentTexts does. */
function merged(children: SlateNode[]): SlateNode[] {
  const out: SlateNode[] = []
  for (const child of children) {
    const last = out.at(-1) as SlateText | undefined
    const next = child as SlateText
    if (
      typeof last?.text === 'string' &&
      typeof next.text === 'string' &&
      last.text &&
      next.text &&
      JSON.stringify(last.marks) === JSON.stringify(next.marks)
    )
      out[out.length - 1] = { ...last, text: last.text + next.text }
    else out.push(child)
  }
  return out
}

function inline(node: PhrasingContent, marks: Mark[]): SlateNode[] {
  switch (node.type) {
    case 'text':
      return [text(node.value, marks)]
    case 'html':
      return [text(node.value, marks)]
    case 'inlineCode':
      return [{ ...text(node.value, [...marks, { type: 'code' }]) }]
    case 'strong':
    case 'emphasis':
    case 'delete': {
      const mark = MARKS[node.type]
      const inner = [...marks.filter((other) => other.type !== mark), { type: mark }]
      return node.children.flatMap((child) => inline(child, inner))
    }
    case 'link':
      return [
        {
          type: 'link',
          data: { title: node.title, url: node.url },
          children: merged(node.children.flatMap((child) => inline(child, marks))),
        },
      ]
    case 'image':
      return [{ type: 'image', data: { title: node.title, alt: node.alt, url: node.url }, children: [{ text: '' }] }]
    case 'break':
      return [{ type: 'break', children: [{ text: '' }] }]
    default:
      return 'children' in node ? (node as Parents).children.flatMap((child) => inline(child as PhrasingContent, marks)) : []
  }
}

const inlines = (node: Parents) => merged(node.children.flatMap((child) => inline(child as PhrasingContent, [])))

function blockOf(node: Nodes): SlateNode[] {
  switch (node.type) {
    case 'paragraph':
      return [block('paragraph', inlines(node))]
    case 'heading':
      return [block(`heading-${HEADINGS[node.depth - 1]}`, inlines(node))]
    case 'blockquote':
      return [block('quote', node.children.flatMap(blockOf))]
    case 'list':
      return [
        block(node.ordered ? 'numbered-list' : 'bulleted-list', node.children.flatMap(blockOf), {
          data: { start: node.start },
        }),
      ]
    case 'listItem':
      return [block('list-item', node.children.length ? node.children.flatMap(blockOf) : [block('paragraph', [])])]
    case 'table':
      return [block('table', node.children.flatMap(blockOf), { data: { align: node.align } })]
    case 'tableRow':
      return [block('table-row', node.children.flatMap(blockOf))]
    case 'tableCell':
      return [block('table-cell', inlines(node))]
    case 'thematicBreak':
      return [block('thematic-break', [])]
    case 'code':
      return [
        block('shortcode', [], {
          data: { lang: node.lang, code: node.value, shortcode: 'code-block', shortcodeData: { code: node.value, lang: node.lang } },
        }),
      ]
    case 'html':
      return [block('paragraph', [{ text: node.value }])]
    default:
      return []
  }
}

/** The Rich Text editor's blocks for `markdown`. */
export function markdownSlate(markdown: string): SlateElement[] {
  return parseGfm(markdown).children.flatMap(blockOf) as SlateElement[]
}
