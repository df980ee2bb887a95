/**
 * remark-parse with GitHub Flavored Markdown (remark-gfm), made cheaper where it can be.
 *
 * GFM's bare-address links ("www.example.com", "https://…", "name@example.com") cost
 * about a third of parsing an article: micromark tries them at every word, and
 * mdast-util-gfm-autolink-literal searches every text node again afterwards. Most texts
 * hold none: their "https://" sits in the address of a written link, where GFM never looks.
 * So a text is parsed with the rest of GFM first, and again with all of it only when that
 * tree has a text node that could hold one: "www", "http" or "@". Those letters cannot be
 * split between two text nodes (no Markdown construct is made of letters), a character
 * reference is decoded in its text node (so "info&#64;example.com" has its "@"), and GFM
 * looks for these links in text alone: not in code, HTML or a link's address. (A picture's
 * description is the same either way: GFM's links inside it leave only their text.)
 * The trees are the same either way (tests/unit/gfmParser.test.ts, markdownDifferential.test.ts).
 */
import type { Root, RootContent } from 'mdast'
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote'
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item'
import { gfmFootnote } from 'micromark-extension-gfm-footnote'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { type Processor, unified } from 'unified'

/** What a text node must hold for GFM to find a bare address in it (its decoded text). */
const BARE_ADDRESS_START = /www|http|@/i

/** remark-gfm without its autolink literals: the same extensions, in the same order. */
function remarkGfmWithoutBareAddresses(this: Processor) {
  const data = this.data()
  data.micromarkExtensions ??= []
  data.fromMarkdownExtensions ??= []
  data.micromarkExtensions.push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem())
  data.fromMarkdownExtensions.push([
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  ])
}

const gfm = unified().use(remarkParse).use(remarkGfm)
const gfmWithoutBareAddresses = unified().use(remarkParse).use(remarkGfmWithoutBareAddresses)

export function parseGfm(markdown: string): Root {
  const tree = gfmWithoutBareAddresses.parse(markdown)
  return mayHoldBareAddress(tree) ? gfm.parse(markdown) : tree
}

/** Whether the tree has a text node where GFM could find a bare address. Without recursion: a text may nest thousands deep (the compile refuses it afterwards). */
function mayHoldBareAddress(tree: Root): boolean {
  const stack: (Root | RootContent)[] = [tree]
  while (stack.length) {
    const node = stack.pop()!
    if (node.type === 'text' && BARE_ADDRESS_START.test(node.value)) return true
    if ('children' in node) for (const child of node.children) stack.push(child)
  }
  return false
}
