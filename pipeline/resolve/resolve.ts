/**
 * Finishes validated content against the whole site: compiles Markdown fields, looks up
 * pictures, resolves slugs to the entries they name, and queues every link for the link
 * check (which needs all pages' anchors first).
 */
import { FOLDER_OF_KIND } from '../shared/addresses.js'
import type { Element, Root } from 'hast'
import type { VFile } from 'vfile'
import { SKIP, visit } from 'unist-util-visit'
import { type FrontMatter, locate, placeInField } from '../frontMatter/frontmatter.js'
import type { Reference } from '../markdown/markdown.js'
import { compileMarkdownCached, markdownOutline } from '../markdown/markdownCache.js'
import type { ImageLookup } from '../pictures/images.js'
import { formatFieldPath, type Place, report } from '../shared/problems.js'
import { didYouMean } from '../shared/suggest.js'
import type { EntrySummary, ResolvedImage, StoredBody } from '../shared/types.js'
import type { ImageSource, RefSource } from '../../model/fields.js'

/** A link waiting for the link check, with where it was written. */
/** What one page says, gathered while it is resolved (here), for the page hints (pipeline/check/hints.ts). */
export type PageText = {
  file: VFile
  front: Pick<FrontMatter, 'doc' | 'lineCounter'>
  route: string
  data: { title?: unknown; seoTitle?: unknown; description?: unknown; noindex?: unknown; image?: { alt?: string; $image?: string } }
  outlines: Outline[]
  links: TextLink[]
  pictures: TextPicture[]
}

/**
 * The headings of one Markdown text, and the level of the heading it sits under: the
 * page title (1) for the body, its block's heading (2) for a Markdown field.
 */
type Outline = { under: number; headings: { level: number; text: string; place: Place; field?: string }[] }
export type TextLink = { text: string; url: string; place: Place; field?: string }
export type TextPicture = { alt: string; src: string; caption?: string; place: Place; field?: string }

export type PendingLink = { file: VFile; href: string; place: Place; field?: string; fromRoute?: string }

export type ResolveContext = {
  file: VFile
  front: Pick<FrontMatter, 'doc' | 'lineCounter'>
  route?: string
  summaries: Map<string, EntrySummary>
  /** Entries that exist but are not published, by summaryKey. */
  unavailable: Map<string, UnavailableEntry>
  lookupImage: (src: string, alt: string) => ImageLookup
  links: PendingLink[]
  /** Ids that #anchors on this page may point at. */
  ids: Set<string>
  /** Pages named by a reference (related articles, a carousel's services), for the orphan hint. */
  reached?: Set<string>
  /** What the page says (headings, link texts, pictures), for the page hints. */
  text?: Pick<PageText, 'outlines' | 'links' | 'pictures'>
}

/**
 * An entry that is not online in this build: a draft, a page scheduled for later or one
 * that has ended (`offline`), or an entry whose front matter failed (no `offline`).
 */
export type UnavailableEntry = { file: string; route: string; offline?: Offline }
export type Offline = { draft: true } | { scheduled: string } | { ended: string } | { heldBack: string }

/** Why an offline entry is not online, and what to do, as a reference to it is told. */
function offlineForReference(offline: Offline, file: string): string {
  if ('draft' in offline)
    return `a draft (draft: true in ${file}), so it is not published: remove it here, or publish it by deleting its draft line`
  if ('scheduled' in offline)
    return `scheduled for ${offline.scheduled} (publishDate in ${file}), so it is not online before that day: remove it here until then, or change its publishDate`
  if ('heldBack' in offline)
    return `held back this morning (${file}, due on ${offline.heldBack}, has problems): fix them, and this comes online with it`
  return `no longer online: it ended on ${offline.ended} (validThrough in ${file}): remove it here, or change its validThrough`
}

/** The same, as a link to it is told. */
export function offlineForLink(offline: Offline, file: string): string {
  if ('draft' in offline)
    return `a draft (draft: true in ${file}), which is not published: remove the link, or publish the page by deleting its draft line`
  if ('scheduled' in offline)
    return `a page scheduled for ${offline.scheduled} (publishDate in ${file}), which is not online before that day: remove the link until then, or change the publishDate`
  if ('heldBack' in offline)
    return `a page held back this morning (${file}, due on ${offline.heldBack}, has problems): fix them, and the link works again`
  return `a page that ended on ${offline.ended} (validThrough in ${file}), which is no longer online: remove the link, or change its validThrough`
}

export const summaryKey = (collection: string, slug: string) => `${collection}:${slug}`

/** Replace every marker in `value` (validated front matter) with what it stands for. */
export function resolveData(value: unknown, path: PropertyKey[], context: ResolveContext): unknown {
  if (Array.isArray(value)) return value.map((item, index) => resolveData(item, [...path, index], context))
  if (!value || typeof value !== 'object') return value
  const place = () => locate(context.front, path)
  const field = formatFieldPath(path)
  if ('$markdown' in value) {
    // Markdown inside a YAML field: its messages go to the line of the field that holds them.
    const markdown = String(value.$markdown)
    const placeInFile = placeInField(context.front, String(context.file.value), path, markdown)
    return resolveMarkdown(markdown, context, (reference) => ({ place: placeInFile(reference.place), field }))
  }
  if ('$link' in value) {
    context.links.push({
      file: context.file,
      href: String(value.$link),
      // Looked up only for a message: the YAML document may not be made yet (frontMatterCache.ts).
      get place() {
        return place()
      },
      field,
      fromRoute: context.route,
    })
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
    if (summary) {
      context.reached?.add(summary.href)
      return summary
    }
    const unavailable = context.unavailable.get(summaryKey(collection, slug))
    if (unavailable?.offline) {
      report(context.file, 'unknown-slug', `"${slug}" is ${offlineForReference(unavailable.offline, unavailable.file)}`, place(), { field })
    } else if (!unavailable) {
      const slugs = [...context.summaries.values()].filter((entry) => entry.kind === collection).map((entry) => entry.slug)
      const listed =
        slugs.length <= 12
          ? ` Known: ${slugs.join(', ') || 'none yet'}.`
          : ` The ${collection}s are the file names in content/${FOLDER_OF_KIND[collection]}/.`
      report(
        context.file,
        'unknown-slug',
        `"${slug}" is not ${collection === 'article' ? 'an' : 'a'} ${collection} slug.${didYouMean(slug, slugs)}${listed}`,
        place(),
        { field },
      )
    }
    return { kind: collection, slug, href: '#', title: slug, menuTitle: slug, description: '', summary: '' } satisfies EntrySummary
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolveData(inner, [...path, key], context)]))
}

type Where = (reference: Reference) => { place: Place; field?: string }

/** A Markdown field: checked as checkMarkdown does, and compiled into its tree with its pictures. */
function resolveMarkdown(markdown: string, context: ResolveContext, where: Where): Root {
  const { pictures } = checkMarkdown(markdown, context, where)
  const { tree } = compileMarkdownCached(markdown)
  finishPictures(tree, new Map(Object.entries(pictures)))
  return tree
}

/**
 * A page's body: checked as checkMarkdown does, and kept as its text and pictures. Its tree
 * is made (read from the Markdown cache) only when the page is rendered: bodyTree.
 */
export function storedBody(markdown: string, context: ResolveContext): StoredBody {
  const { pictures, words } = checkMarkdown(markdown, context, (reference) => ({ place: reference.place }))
  return { markdown, pictures, words }
}

/** The tree of a stored body, its pictures with their final addresses and sizes. */
export function bodyTree({ markdown, pictures }: StoredBody): Root {
  return finishedTree({ tree: compileMarkdownCached(markdown).tree, pictures })
}

/**
 * A body on its way to a render thread (pipeline/page/siteData.ts, pageDataJson): its tree as
 * the Markdown cache holds it, its pictures still to be put in (finishedTree).
 */
export type BodyInTransit = { tree: Root; pictures: StoredBody['pictures'] }

export function finishedTree({ tree, pictures }: BodyInTransit): Root {
  finishPictures(tree, new Map(Object.entries(pictures)))
  return tree
}

/**
 * Check compiled Markdown: report what it holds that is not published, check its pictures,
 * queue its links and record its heading ids; returns the pictures it shows, found.
 * `where` maps a place in the Markdown text to a place in the file (a body is already
 * aligned with the file; a field's places are found in its lines by placeInField).
 */
function checkMarkdown(
  markdown: string,
  context: ResolveContext,
  where: Where,
): { pictures: Record<string, ResolvedImage>; words: number } {
  const { references, anchors, headings, malformed, rawHtml, tooComplex, words } = markdownOutline(markdown)
  if (tooComplex) {
    const at = where({ kind: 'link', url: '', place: tooComplex.place })
    report(context.file, 'markdown-too-complex', tooComplex.reason, at.place, { field: at.field })
  }
  for (const { html, place } of rawHtml) {
    const at = where({ kind: 'link', url: '', place })
    const shown = html.length > 40 ? `${html.slice(0, 40)}…` : html
    report(
      context.file,
      'raw-html',
      `HTML is not published: "${shown}" is left out of the page. Write it in Markdown instead (content/README.md shows how)`,
      at.place,
      { field: at.field, warning: true },
    )
  }
  for (const { id } of anchors) context.ids.add(id)
  for (const { text, place } of malformed) {
    const at = where({ kind: 'link', url: text, place })
    const hint = /mailto:/i.test(text)
      ? 'check the e-mail address'
      : /\d\s\d/.test(text)
        ? 'for the phone number use {{site.phoneHref}}'
        : 'write %20 for a space in a web address'
    report(context.file, 'broken-link', `"${text}" is not a working link: the address in (…) cannot contain spaces (${hint})`, at.place, {
      field: at.field,
    })
  }
  if (context.text && headings.length) {
    // A Markdown field sits under its block's heading (##), the body under the page title (#).
    const atField = where({ kind: 'link', url: '', place: headings[0].place }).field
    context.text.outlines.push({
      under: atField ? 2 : 1,
      headings: headings.map((heading) => ({ ...heading, ...where({ kind: 'link', url: '', place: heading.place }) })),
    })
  }
  const pictures: Record<string, ResolvedImage> = {}
  for (const reference of references) {
    const { place, field } = where(reference)
    if (reference.kind === 'link') {
      context.links.push({ file: context.file, href: reference.url, place, field, fromRoute: context.route })
      context.text?.links.push({ text: reference.text ?? '', url: reference.url, place, field })
      continue
    }
    context.text?.pictures.push({ alt: reference.alt ?? '', src: reference.url, caption: reference.caption, place, field })
    if (!reference.alt)
      report(
        context.file,
        'missing-image',
        'the picture has no description: write what it shows between the brackets, ![like this](/images/file.svg)',
        place,
        { field },
      )
    const result = context.lookupImage(reference.url, reference.alt ?? '')
    if ('missing' in result) report(context.file, 'missing-image', result.missing, place, { field })
    else pictures[reference.url] = result.found
  }
  return { pictures, words }
}

/**
 * Give <img> its final URL and intrinsic size, so the page does not jump when the
 * picture arrives; a raster upload becomes a <picture> of its sized copies (WebP first).
 * Markdown's components add `sizes`, loading and decoding (components/markdown.tsx).
 */
function finishPictures(tree: Root, pictures: Map<string, ResolvedImage>) {
  if (!pictures.size) return
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName !== 'img') return
    const picture = pictures.get(String(node.properties.src))
    if (!picture) return
    node.properties.src = picture.src
    if (picture.width && picture.height) Object.assign(node.properties, { width: picture.width, height: picture.height })
    if (!picture.srcset || !parent || index === undefined) return
    node.properties.srcSet = picture.srcset.fallback
    if (picture.srcset.webp === picture.srcset.fallback) return
    const source: Element = {
      type: 'element',
      tagName: 'source',
      properties: { type: 'image/webp', srcSet: picture.srcset.webp },
      children: [],
    }
    parent.children[index] = { type: 'element', tagName: 'picture', properties: {}, children: [source, node] }
    return SKIP
  })
}
