/**
 * What the content manager offers while an editor types (/admin/suggestions.json): every
 * page of the site and each #anchor on it, for the link pickers, and the values already
 * written in the short free-text fields (categories, locations, durations…), for their
 * suggestions. Made from the site the pipeline built, so a link picked here is one the
 * link check accepts: a route, or a route and an id the check knows on that page (block
 * ids, and the ids of the headings of its Markdown: pipeline/index.ts gathers the same).
 */
import type { Root } from 'hast'
import { type Anchor, anchorsIn } from '../../pipeline/markdown/markdown.js'
import { markdownOutline } from '../../pipeline/markdown/markdownCache.js'
import type { Site, SitePage } from '../../pipeline/shared/types.js'
import type { LinkTarget, Suggestions } from '../../cms/fields/suggestions.js'

/**
 * Short free-text fields whose values repeat across pages: the form suggests the ones in
 * use. A list of texts (a course's tools) suggests them in each of its boxes.
 */
export const SUGGESTED_FIELDS = ['category', 'location', 'duration', 'hours', 'difficulty', 'employmentType', 'caption', 'tools'] as const

/** Longer than this, a value is a sentence, not a label to pick again. */
const LONGEST_SUGGESTION = 60

export function suggestions(site: Pick<Site, 'pages'>): Suggestions {
  const links: LinkTarget[] = []
  const values = new Map<string, Set<string>>(SUGGESTED_FIELDS.map((name) => [name, new Set()]))
  const pages = [...site.pages.values()].filter((page) => (page.listing?.page ?? 1) === 1)
  pages.sort((a, b) => (a.route === '/' ? -1 : b.route === '/' ? 1 : a.route.localeCompare(b.route)))
  for (const page of pages) {
    const title = String(page.data.title ?? page.route)
    links.push({ href: page.route, title })
    for (const anchor of anchorsOf(page)) links.push({ href: `${page.route}#${anchor.id}`, title: `${title} › ${anchor.text}` })
    gatherValues(page.data, values)
  }
  return {
    links,
    values: Object.fromEntries([...values].map(([name, found]) => [name, [...found].sort((a, b) => a.localeCompare(b))])),
  }
}

/** The ids a link may point at on this page, each with words that say where it goes. */
function anchorsOf(page: SitePage): Anchor[] {
  const anchors = new Map<string, string>()
  const sections = (page.data as { sections?: Record<string, unknown>[] }).sections ?? []
  for (const section of sections) {
    if (typeof section.id !== 'string') continue
    const named = [section.heading, section.title, section.eyebrow].find((value) => typeof value === 'string')
    anchors.set(section.id, (named as string | undefined) ?? `${String(section.type)} block`)
  }
  // Markdown fields are compiled trees in the page's data; the body's ids come with its
  // outline, which the pipeline read from the Markdown cache (its tree is not read again).
  const trees: Root[] = []
  findTrees(page.data, trees)
  const found = [...trees.flatMap(anchorsIn), ...(page.body ? markdownOutline(page.body.markdown).anchors : [])]
  for (const { id, text } of found) if (!anchors.has(id)) anchors.set(id, text || id)
  return [...anchors].map(([id, text]) => ({ id, text }))
}

const isTree = (value: unknown): value is Root =>
  typeof value === 'object' && value !== null && (value as Root).type === 'root' && Array.isArray((value as Root).children)

function findTrees(value: unknown, found: Root[]): void {
  if (isTree(value)) found.push(value)
  else if (Array.isArray(value)) for (const item of value) findTrees(item, found)
  else if (typeof value === 'object' && value !== null) for (const inner of Object.values(value)) findTrees(inner, found)
}

/** Every value of a suggested field, wherever it sits (an article's category, a job's location, a course's tools). */
function gatherValues(value: unknown, values: Map<string, Set<string>>): void {
  if (Array.isArray(value)) for (const item of value) gatherValues(item, values)
  else if (typeof value === 'object' && value !== null && !isTree(value))
    for (const [key, inner] of Object.entries(value)) {
      const found = values.get(key)
      const texts = Array.isArray(inner) && inner.every((item) => typeof item === 'string') ? inner : [inner]
      if (found && texts.every((text) => typeof text === 'string'))
        for (const text of texts as string[]) {
          if (text.trim() && text.length <= LONGEST_SUGGESTION) found.add(text.trim())
        }
      else gatherValues(inner, values)
    }
}
