/**
 * remark-parse with GitHub Flavored Markdown (remark-gfm), made cheaper where it can be.
 *
 * GFM's bare-address links ("www.example.com", "https://…", "name@example.com") cost
 * about a quarter of compiling an article: micromark tries them at every word, and
 * mdast-util-gfm-autolink-literal searches every text node again afterwards. A text
 * without "www", "http", "@" or "&" can hold no such link, so it is parsed with the
 * rest of GFM only. "&" counts because the search afterwards reads decoded text, where
 * "&#64;" is an "@"; a backslash escape cannot make a letter, so "www\." still has "www".
 * The trees are the same either way (tests/unit/gfmParser.test.ts).
 */
import type { Root } from 'mdast'
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

const MAY_HOLD_BARE_ADDRESS = /www|http|@|&/i

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
  return (MAY_HOLD_BARE_ADDRESS.test(markdown) ? gfm : gfmWithoutBareAddresses).parse(markdown)
}
