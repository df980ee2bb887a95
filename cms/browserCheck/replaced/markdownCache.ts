/**
 * pipeline/markdown/markdownCache.ts in the browser: compiled texts kept in memory by their text
 * (a page's body compiles once a session; each keystroke compiles the edited one again),
 * as long as a recent check uses them.
 */
import type { Root } from 'hast'
import { type CompiledMarkdown, compileMarkdown, eachNode } from '../../../pipeline/markdown/markdown.js'

export type MarkdownOutline = Omit<CompiledMarkdown, 'tree'> & { words: number }

/** Each text's compiled form, and the check that last used it. */
const compiled = new Map<string, { outline: string; tree: string; usedBy: number }>()
/** The check now running (siteCheck.ts counts them). */
let check = 0

/**
 * A check has ended: the texts that neither it nor the one before used are dropped (the
 * earlier versions of what the editor is typing), every text the site still has stays,
 * however many pages it has. (A cap on the count instead made a site of more texts than
 * the cap compile every one of them again at each keystroke.)
 */
export function endCheck(): void {
  for (const [markdown, entry] of compiled) if (entry.usedBy < check - 1) compiled.delete(markdown)
  check++
}

function cached(markdown: string): { outline: string; tree: string } {
  let found = compiled.get(markdown)
  if (!found) {
    const result = compileMarkdown(markdown)
    // As on disk: places are never read after compiling, so never kept.
    eachNode(result.tree, (node) => delete node.position)
    const { tree, ...outline } = result
    found = { outline: JSON.stringify({ ...outline, words: tree.data?.words ?? 0 }), tree: JSON.stringify(tree), usedBy: check }
    compiled.set(markdown, found)
  }
  found.usedBy = check
  return found
}

export function compileMarkdownCached(markdown: string): CompiledMarkdown {
  const { outline, tree } = cached(markdown)
  return { ...(JSON.parse(outline) as MarkdownOutline), tree: JSON.parse(tree) as Root }
}

export const markdownOutline = (markdown: string): MarkdownOutline => JSON.parse(cached(markdown).outline) as MarkdownOutline
export const cachedTreeJson = (markdown: string): string => cached(markdown).tree
export const isCached = (markdown: string): boolean => compiled.has(markdown)
