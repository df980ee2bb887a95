/**
 * Markdown → hast, for page bodies and for short Markdown fields alike. Raw HTML is not
 * passed through (remark-rehype drops it) and rehype-sanitize removes anything a browser
 * could run, such as javascript: links; headings get ids so they can be linked.
 */
import type { Element, Root, Text } from 'hast'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import rehypeSlug from 'rehype-slug'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import type { Place } from './problems.js'

// GitHub's schema, but our ids are written by us (rehype-slug), so they keep their names
// instead of gaining a "user-content-" prefix; and phone links ({{site.phoneHref}}) are
// kept: GitHub's list of link protocols has mailto: but not tel:.
const sanitizeSchema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: '',
  protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), 'tel'] },
}

const toHast = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSlug)
const sanitizer = unified().use(rehypeSanitize, sanitizeSchema)

/** A link or picture found in Markdown, with its place in the source text. */
export type Reference = { kind: 'link' | 'image'; url: string; alt?: string; place: Place }

export type CompiledMarkdown = {
  tree: Root
  /** Every link and picture, seen before sanitizing so unsafe ones can be reported. */
  references: Reference[]
  /** Ids of the headings, for #anchor checks. */
  ids: string[]
  /** Text that looks like a link but is not one (e.g. a space in the address). */
  malformed: { text: string; place: Place }[]
}

/** Compile Markdown to a sanitized hast tree; places are lines of `markdown`. */
export function compileMarkdown(markdown: string): CompiledMarkdown {
  const raw = toHast.runSync(toHast.parse(markdown)) as Root
  const references: Reference[] = []
  const ids: string[] = []
  const malformed: CompiledMarkdown['malformed'] = []
  visit(raw, 'text', (node: Text) => {
    // "[label](address with spaces)" is not a link in Markdown: it shows as typed.
    const broken = /\[[^\]]*\]\([^)]*\s[^)]*\)/.exec(node.value)
    if (broken) malformed.push({ text: broken[0], place: { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 } })
  })
  visit(raw, 'element', (node: Element) => {
    const start = node.position?.start ?? { line: 1, column: 1 }
    const place = { line: start.line, column: start.column }
    if (node.tagName === 'a' && typeof node.properties.href === 'string') references.push({ kind: 'link', url: node.properties.href, place })
    if (node.tagName === 'img') references.push({ kind: 'image', url: String(node.properties.src ?? ''), alt: String(node.properties.alt ?? ''), place })
    if (typeof node.properties.id === 'string') ids.push(node.properties.id)
  })
  const tree = sanitizer.runSync(raw) as Root
  return { tree, references, ids, malformed }
}
