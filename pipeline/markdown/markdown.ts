/**
 * Markdown → hast, for page bodies and for short Markdown fields alike. Raw HTML is not
 * passed through (remark-rehype drops it) and rehype-sanitize removes anything a browser
 * could run, such as javascript: links; headings get ids so they can be linked.
 */
import type { Element, Nodes, Root } from 'hast'
import GithubSlugger from 'github-slugger'
import { toString as hastToString } from 'hast-util-to-string'
import type { Root as MdastRoot } from 'mdast'
import { toString as mdastToString } from 'mdast-util-to-string'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { parseGfm } from './gfmParser.js'
import { type TooComplex, tooComplex } from './markdownLimits.js'
import type { Place } from '../shared/problems.js'
import { countWords } from './wordCount.js'

// GitHub's schema, but our ids are written by us (headings' slugs), so they keep their names
// instead of gaining a "user-content-" prefix; and phone links ({{site.phoneHref}}) are
// kept: GitHub's list of link protocols has mailto: but not tel:.
const sanitizeSchema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: '',
  protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), 'tel'] },
}

const toHast = unified().use(remarkRehype)
/**
 * Headings' ids as rehype-slug gives them (github-slugger over each heading's text, in the
 * order of the text), given in compileTree's one walk of the tree: rehype-slug's own walk
 * builds a list of parents for every node, a tenth of compiling an article.
 */
const slugs = new GithubSlugger()
const sanitizer = unified().use(rehypeSanitize, sanitizeSchema)

declare module 'hast' {
  interface RootData {
    /** The words of the text, counted when it is compiled (and so cached with it): articles show their reading time. */
    words?: number
  }
}

/**
 * A link or picture found in Markdown, with its place in the source text, and what a
 * reader gets of it: a link's text, a picture's description and caption (captionsOf).
 */
export type Reference = { kind: 'link' | 'image'; url: string; text?: string; alt?: string; caption?: string; place: Place }

export type CompiledMarkdown = {
  tree: Root
  /** Raw HTML written in the Markdown: not published, so the editor is told. */
  rawHtml: { html: string; place: Place }[]
  /** Why the text was not compiled (too long, too deep, too slow to parse), and where. */
  tooComplex?: TooComplex
  /** Every link and picture, seen before sanitizing so unsafe ones can be reported. */
  references: Reference[]
  /** The headings in order (# is 1), for the page hints. */
  headings: { level: number; text: string; place: Place }[]
  /** Text that looks like a link but is not one (e.g. a space in the address). */
  malformed: { text: string; place: Place }[]
  /**
   * Every id of the published tree, with its words (anchorsIn): what a #anchor to this text
   * may name (the link check), and what the content manager's link picker offers.
   */
  anchors: Anchor[]
}

/** An element's id, and the words it holds ('' when none). */
export type Anchor = { id: string; text: string }

/** Quotes in lists in quotes…: deeper than this is a mistake (and costly to compile). */
const MAX_NESTING = 20

const placeOf = (node: { position?: { start: { line: number; column: number } } }): Place => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1,
})

const refused = (tooComplex: TooComplex): CompiledMarkdown => ({
  tree: { type: 'root', children: [] },
  rawHtml: [],
  tooComplex,
  references: [],
  headings: [],
  malformed: [],
  anchors: [],
})

/** Compile Markdown to a sanitized hast tree; places are lines of `markdown`. */
export function compileMarkdown(markdown: string): CompiledMarkdown {
  const costly = tooComplex(markdown)
  if (costly) return refused(costly)
  // Parsed whole, whatever its length: parsed in pieces, a text changed meaning (a link
  // definition or an HTML block across a cut). tests/unit/markdownDifferential.test.ts
  return compileTree(parseGfm(markdown))
}

/** Everything after parsing: the nesting bound, the editor's messages, hast, sanitizing. */
export function compileTree(mdast: MdastRoot): CompiledMarkdown {
  const tooDeep = nestedDeeperThan(mdast, MAX_NESTING)
  if (tooDeep)
    return refused({
      place: tooDeep,
      reason: `quotes and lists are nested more than ${MAX_NESTING} levels deep here: keep it to a few levels`,
    })
  const rawHtml = findRawHtml(mdast)
  const malformed: CompiledMarkdown['malformed'] = []
  visitMdast(mdast, (node) => {
    if (node.type !== 'paragraph') return
    // "[label](address with spaces)" is not a link in Markdown: it shows as typed.
    const broken = /\[[^\]]*\]\([^)]*\s[^)]*\)/.exec(mdastToString(node))
    if (broken) malformed.push({ text: broken[0], place: placeOf(node) })
  })
  const raw = toHast.runSync(mdast) as Root
  const references: Reference[] = []
  const headings: CompiledMarkdown['headings'] = []
  const captions = captionsOf(raw)
  slugs.reset()
  eachNode(raw, (node) => {
    if (node.type !== 'element') return
    const start = node.position?.start ?? { line: 1, column: 1 }
    const place = { line: start.line, column: start.column }
    if (node.tagName === 'a' && typeof node.properties.href === 'string')
      references.push({ kind: 'link', url: node.properties.href, text: hastToString(node), place })
    if (node.tagName === 'img')
      references.push({
        kind: 'image',
        url: String(node.properties.src ?? ''),
        alt: String(node.properties.alt ?? ''),
        ...(captions.has(node) && { caption: captions.get(node) }),
        place,
      })
    if (/^h[1-6]$/.test(node.tagName)) {
      const text = hastToString(node)
      if (!node.properties.id) node.properties.id = slugs.slug(text)
      headings.push({ level: Number(node.tagName[1]), text, place })
    }
  })
  const tree = sanitizer.runSync(raw) as Root
  tree.data = { words: countWords(hastToString(tree)) }
  return { tree, rawHtml, references, headings, malformed, anchors: anchorsIn(tree) }
}

/**
 * What reads as a picture's caption: its title ("…" after the address), or a line of
 * emphasis right under it (*Our team in 2024*), in its paragraph or the next one.
 */
function captionsOf(root: Root): Map<Element, string> {
  const captions = new Map<Element, string>()
  const emphasisOnly = (nodes: Nodes[]) => {
    const shown = nodes.filter(
      (node) => !(node.type === 'text' && !node.value.trim()) && !(node.type === 'element' && node.tagName === 'br'),
    )
    return shown.length === 1 && shown[0].type === 'element' && shown[0].tagName === 'em' ? hastToString(shown[0]).trim() : ''
  }
  eachNode(root, (node) => {
    if (!('children' in node)) return
    const children = (node.children as Nodes[]).filter((child): child is Element => child.type === 'element')
    for (const [index, paragraph] of children.entries()) {
      if (paragraph.tagName !== 'p') continue
      const at = paragraph.children.findIndex((child) => child.type === 'element' && child.tagName === 'img')
      if (at === -1) continue
      const picture = paragraph.children[at] as Element
      const next = children[index + 1]
      const caption =
        (typeof picture.properties.title === 'string' && picture.properties.title) ||
        emphasisOnly(paragraph.children.slice(at + 1)) ||
        (at === 0 && paragraph.children.length === 1 && next?.tagName === 'p' ? emphasisOnly(next.children) : '')
      if (caption) captions.set(picture, caption)
    }
  })
  return captions
}

/**
 * Each element of a tree that has an id, in document order, with its words: kept with a
 * compiled text (its outline), so that the link picker (site/cms/linkTargets.ts) reads
 * them without reading the tree again.
 */
export function anchorsIn(tree: Root): Anchor[] {
  const anchors: Anchor[] = []
  eachNode(tree, (node) => {
    if (node.type === 'element' && typeof node.properties.id === 'string') anchors.push({ id: node.properties.id, text: wordsOf(node) })
  })
  return anchors
}

/** The text an element holds, trimmed at each level as the link picker has always named anchors (not hast-util-to-string's). */
function wordsOf(node: Nodes): string {
  if (node.type === 'text') return node.value
  return 'children' in node ? node.children.map(wordsOf).join('').trim() : ''
}

/**
 * Every node of a hast tree in document order, without recursion. (unist-util-visit
 * builds a list of parents for every node: 3 % of compiling an article, for nothing here.)
 */
export function eachNode(root: Root, each: (node: Nodes) => void) {
  const stack: Nodes[] = [root]
  while (stack.length) {
    const node = stack.pop()!
    each(node)
    if ('children' in node) for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index])
  }
}

type MdastNode = MdastRoot | MdastRoot['children'][number]

/** Every node, depth first, without recursion (the text may nest deeply). */
function visitMdast(root: MdastRoot, each: (node: MdastNode, nesting: number) => boolean | undefined) {
  const stack: [MdastNode, number][] = [[root, 0]]
  while (stack.length) {
    const [node, nesting] = stack.pop()!
    if (each(node, nesting) === false) return
    const inner = nesting + (node.type === 'list' || node.type === 'blockquote' ? 1 : 0)
    if ('children' in node) for (let index = node.children.length - 1; index >= 0; index--) stack.push([node.children[index], inner])
  }
}

/** Where quotes and lists first nest deeper than `limit`. */
function nestedDeeperThan(root: MdastRoot, limit: number): Place | undefined {
  let found: Place | undefined
  visitMdast(root, (node, nesting) => {
    if (nesting <= limit) return
    found = placeOf(node)
    return false
  })
  return found
}

function findRawHtml(root: MdastRoot): CompiledMarkdown['rawHtml'] {
  const found: CompiledMarkdown['rawHtml'] = []
  visitMdast(root, (node) => {
    // A closing tag comes with its opening one: one warning for the pair.
    if (node.type === 'html' && node.value.trim() && !node.value.trim().startsWith('</'))
      found.push({ html: node.value.trim(), place: placeOf(node) })
  })
  return found
}
