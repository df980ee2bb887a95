/**
 * The Markdown store of the browser's check (pipeline/markdown/markdownCache.ts): compiled
 * texts kept in memory by their text (a page's body compiles once a session; each
 * keystroke compiles the edited one again), as long as a recent check uses them.
 */
import type { CompiledMarkdown } from '../../pipeline/markdown/markdown.js'
import { compileMarkdownIn, type MarkdownStore, type StoredMarkdown } from '../../pipeline/markdown/markdownCache.js'

/** Each text's compiled form, and the check that last used it. */
const compiled = new Map<string, StoredMarkdown & { usedBy: number }>()
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

export const memoryMarkdownStore: MarkdownStore = {
  get(markdown) {
    const found = compiled.get(markdown)
    if (found) found.usedBy = check
    return found
  },
  set: (markdown, stored) => compiled.set(markdown, { ...stored, usedBy: check }),
}

export const compileMarkdownCached = (markdown: string): CompiledMarkdown => compileMarkdownIn(memoryMarkdownStore, markdown)
export const isCached = (markdown: string): boolean => compiled.has(markdown)
