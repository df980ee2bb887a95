/**
 * Compiled Markdown, kept by a store the build is handed (BuildServices, pipeline/index.ts):
 * on disk for the build, the check and the dev server (site/markdownCache.ts), in memory for
 * the content manager's check in the browser (cms/browserCheck/markdownCache.ts). Without
 * one, each text compiles each time it is met.
 *
 * A stored text is two JSON texts: what the check reads (links, pictures, headings, anchors,
 * messages, the word count), then the tree, which only the page's render needs. The
 * pipeline parses the first alone, and a built site keeps no body's tree (types.ts,
 * StoredBody): the render reads it from here.
 */
import type { Root } from 'hast'
import { type CompiledMarkdown, compileMarkdown, eachNode } from './markdown.js'

/** What the check needs of a compiled text: all of it but the tree, and its word count. */
export type MarkdownOutline = Omit<CompiledMarkdown, 'tree'> & { words: number }

/** A compiled text as a store keeps it: its outline and its tree, as JSON. */
export type StoredMarkdown = { outline: string; tree: string }

/** Where compiled texts are kept, by their text. */
export type MarkdownStore = {
  get(markdown: string): StoredMarkdown | undefined
  set(markdown: string, stored: StoredMarkdown): void
}

/** The store handed in; without one, every text compiles when it is met. */
let current: MarkdownStore | undefined

/** The store the pipeline's stages read from now on (buildSiteWith). */
export function setMarkdownStore(store: MarkdownStore | undefined): void {
  current = store
}

/** compileMarkdown(), from `store` when this exact text was compiled before. */
export function compileMarkdownIn(store: MarkdownStore | undefined, markdown: string): CompiledMarkdown {
  const cached = store?.get(markdown)
  if (cached) return { ...(JSON.parse(cached.outline) as MarkdownOutline), tree: JSON.parse(cached.tree) as Root }
  return compileAndStore(store, markdown)
}

function compileAndStore(store: MarkdownStore | undefined, markdown: string): CompiledMarkdown {
  const compiled = compileMarkdown(markdown)
  // Places in the tree are never read after compiling (references keep theirs): they
  // are not stored, and so never reach a page's data.
  eachNode(compiled.tree, (node) => delete node.position)
  const { tree, ...outline } = compiled
  store?.set(markdown, { outline: JSON.stringify({ ...outline, words: tree.data?.words ?? 0 }), tree: JSON.stringify(tree) })
  return compiled
}

/** compileMarkdown(), from the store handed in when this exact text was compiled before. */
export const compileMarkdownCached = (markdown: string): CompiledMarkdown => compileMarkdownIn(current, markdown)

/** The outline of a text (compiled and stored when it is not yet), without parsing its tree. */
export function markdownOutline(markdown: string): MarkdownOutline {
  const cached = current?.get(markdown)
  if (cached) return JSON.parse(cached.outline) as MarkdownOutline
  const { tree, ...outline } = compileAndStore(current, markdown)
  return { ...outline, words: tree.data?.words ?? 0 }
}

/** The tree of a text as JSON, as the store holds it (compiled and stored when it is not yet). */
export function cachedTreeJson(markdown: string): string {
  return current?.get(markdown)?.tree ?? JSON.stringify(compileAndStore(current, markdown).tree)
}
