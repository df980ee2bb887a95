/**
 * Finishes validated content against the whole site: compiles Markdown fields, looks up
 * pictures, resolves slugs to the entries they name, and queues every link for the link
 * check (which needs all pages' anchors first).
 */
import type { Element, Root } from 'hast'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { type FrontMatter, locate } from './frontmatter.js'
import type { Reference } from './markdown.js'
import { compileMarkdownCached } from './markdownCache.js'
import type { ImageLookup } from './images.js'
import { formatFieldPath, type Place, report } from './problems.js'
import { didYouMean } from './suggest.js'
import type { EntrySummary, ResolvedImage } from './types.js'
import type { ImageSource, RefSource } from '../schema/fields.js'

/** A link waiting for the link check, with where it was written. */
export type PendingLink = { file: VFile; href: string; place: Place; field?: string; fromRoute?: string }

export type ResolveContext = {
  file: VFile
  front: Pick<FrontMatter, 'doc' | 'lineCounter'>
  route?: string
  summaries: Map<string, EntrySummary>
  lookupImage: (src: string, alt: string) => ImageLookup
  links: PendingLink[]
  /** Ids that #anchors on this page may point at. */
  ids: Set<string>
}

export const summaryKey = (collection: string, slug: string) => `${collection}:${slug}`

/** Replace every marker in `value` (validated front matter) with what it stands for. */
export function resolveData(value: unknown, path: PropertyKey[], context: ResolveContext): unknown {
  if (Array.isArray(value)) return value.map((item, index) => resolveData(item, [...path, index], context))
  if (!value || typeof value !== 'object') return value
  const place = () => locate(context.front, path)
  const field = formatFieldPath(path)
  if ('$markdown' in value) {
    // Markdown inside a YAML field: report its links at the field's line.
    return resolveMarkdown(String(value.$markdown), context, () => ({ place: place(), field }))
  }
  if ('$link' in value) {
    context.links.push({ file: context.file, href: String(value.$link), place: place(), field, fromRoute: context.route })
    return value.$link
  }
  if ('$image' in value) {
    const { $image: src, alt } = value as ImageSource
    const result = context.lookupImage(src, alt)
    if ('found' in result) return result.found
    report(context.file, 'missing-image', result.missing, place(), { field })
    return { src, alt }
  }
  if ('$ref' in value) {
    const { $ref: collection, slug } = value as RefSource
    const summary = context.summaries.get(summaryKey(collection, slug))
    if (summary) return summary
    const slugs = [...context.summaries.values()].filter((entry) => entry.kind === collection).map((entry) => entry.slug)
    report(context.file, 'unknown-slug', `"${slug}" is not a ${collection} slug.${didYouMean(slug, slugs)} Known: ${slugs.join(', ') || 'none yet'}.`, place(), { field })
    return { kind: collection, slug, href: '#', title: slug, menuTitle: slug, description: '', summary: '' } satisfies EntrySummary
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolveData(inner, [...path, key], context)]))
}

/**
 * Compile Markdown, check its pictures, queue its links and record its heading ids.
 * `where` maps a place in the Markdown text to a place in the file (a body is already
 * aligned with the file; a field reports at the field's line).
 */
export function resolveMarkdown(markdown: string, context: ResolveContext, where: (reference: Reference) => { place: Place; field?: string }): Root {
  const { tree, references, ids, malformed } = compileMarkdownCached(markdown)
  for (const id of ids) context.ids.add(id)
  for (const { text, place } of malformed) {
    const at = where({ kind: 'link', url: text, place })
    report(context.file, 'broken-link', `"${text}" is not a working link: the address in (…) cannot contain spaces; for a phone number use {{site.phoneHref}}`, at.place, { field: at.field })
  }
  const pictures = new Map<string, ResolvedImage>()
  for (const reference of references) {
    const { place, field } = where(reference)
    if (reference.kind === 'link') {
      context.links.push({ file: context.file, href: reference.url, place, field, fromRoute: context.route })
      continue
    }
    if (!reference.alt) report(context.file, 'missing-image', 'the picture has no description: write what it shows between the brackets, ![like this](/images/file.svg)', place, { field })
    const result = context.lookupImage(reference.url, reference.alt ?? '')
    if ('missing' in result) report(context.file, 'missing-image', result.missing, place, { field })
    else pictures.set(reference.url, result.found)
  }
  finishPictures(tree, pictures)
  return tree
}

/**
 * Give <img> its final URL and intrinsic size, so the page does not jump when the
 * picture arrives.
 */
function finishPictures(tree: Root, pictures: Map<string, ResolvedImage>) {
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'img') return
    const picture = pictures.get(String(node.properties.src))
    if (!picture) return
    node.properties.src = picture.src
    if (picture.width && picture.height) Object.assign(node.properties, { width: picture.width, height: picture.height })
  })
}
