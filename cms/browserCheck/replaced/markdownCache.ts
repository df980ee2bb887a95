/**
 * pipeline/markdownCache.ts in the browser: compiled texts kept in memory by their text
 * (a page's body compiles once a session; each keystroke compiles the edited one again).
 */
import type { Root } from 'hast'
import { type CompiledMarkdown, compileMarkdown, eachNode } from '../../../pipeline/markdown.js'

export type MarkdownOutline = Omit<CompiledMarkdown, 'tree'> & { words: number }

const compiled = new Map<string, { outline: string; tree: string }>()
/** The texts of the latest edits only: the site's own bodies stay, a session's drafts do not pile up. */
const KEPT = 400

function cached(markdown: string): { outline: string; tree: string } {
  let found = compiled.get(markdown)
  if (!found) {
    const result = compileMarkdown(markdown)
    // As on disk: places are never read after compiling, so never kept.
    eachNode(result.tree, (node) => delete node.position)
    const { tree, ...outline } = result
    found = { outline: JSON.stringify({ ...outline, words: tree.data?.words ?? 0 }), tree: JSON.stringify(tree) }
    compiled.set(markdown, found)
    if (compiled.size > KEPT) compiled.delete(compiled.keys().next().value!)
  }
  return found
}

export function compileMarkdownCached(markdown: string): CompiledMarkdown {
  const { outline, tree } = cached(markdown)
  return { ...(JSON.parse(outline) as MarkdownOutline), tree: JSON.parse(tree) as Root }
}

export const markdownOutline = (markdown: string): MarkdownOutline => JSON.parse(cached(markdown).outline) as MarkdownOutline
export const cachedTreeJson = (markdown: string): string => cached(markdown).tree
export const isCached = (markdown: string): boolean => compiled.has(markdown)
