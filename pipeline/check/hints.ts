/**
 * Hints that make pages better, as Yoast gives them in WordPress: warnings, never errors,
 * each at the file, line and field it concerns, with what to do. They read the pages'
 * real text once every page is resolved: duplicate titles and descriptions, short
 * descriptions, headings out of order, link text and picture descriptions that say
 * nothing, and pages no other page links to.
 */
import type { VFile } from 'vfile'
import { locate } from '../frontMatter/frontmatter.js'
import type { PageText, TextLink, TextPicture } from '../resolve/resolve.js'
import { type Place, type ProblemKind, report } from '../shared/problems.js'

export const HINTS = new Set<ProblemKind>([
  'duplicate-title',
  'duplicate-description',
  'short-description',
  'heading-order',
  'vague-link',
  'vague-alt',
  'orphan-page',
])

/** Search engines show about 150 characters; under 70 a description leaves most of that unused. */
const SHORT_DESCRIPTION = 70

const hint = (file: VFile, kind: ProblemKind, reason: string, place: Place, field?: string) =>
  report(file, kind, reason, place, { field, warning: true })

export function reportHints(pages: PageText[], reached: Set<string>): void {
  reportDuplicates(pages)
  for (const page of pages) {
    reportShortDescription(page)
    reportHeadingOrder(page)
    for (const link of page.links) reportVagueLink(page.file, link)
    for (const picture of page.pictures) reportVagueAlt(page.file, picture)
    if (page.data.image?.alt)
      reportVagueAlt(page.file, {
        alt: page.data.image.alt,
        src: page.data.image.$image ?? '',
        // Looked up only when the hint is given (the YAML document may not be made yet).
        get place() {
          return locate(page.front, ['image', 'alt'])
        },
        field: 'image.alt',
      })
  }
  reportOrphans(pages, reached)
}

function reportDuplicates(pages: PageText[]) {
  const firstWith = new Map<string, PageText>()
  for (const page of pages) {
    const titleField = typeof page.data.seoTitle === 'string' ? 'seoTitle' : 'title'
    const title = String(page.data[titleField] ?? '')
    const sameTitle = firstWith.get(`title:${normalise(title)}`)
    if (sameTitle)
      hint(
        page.file,
        'duplicate-title',
        `"${title}" is also the title of ${sameTitle.file.path}: give each page a title of its own, so search results and browser tabs tell them apart`,
        locate(page.front, [titleField]),
        titleField,
      )
    else if (title) firstWith.set(`title:${normalise(title)}`, page)
    const description = String(page.data.description ?? '')
    const sameDescription = firstWith.get(`description:${normalise(description)}`)
    if (sameDescription)
      hint(
        page.file,
        'duplicate-description',
        `the same description as ${sameDescription.file.path}: write one for this page, so its search result says what is on it`,
        locate(page.front, ['description']),
        'description',
      )
    else if (description) firstWith.set(`description:${normalise(description)}`, page)
  }
}

function reportShortDescription(page: PageText) {
  const description = String(page.data.description ?? '')
  if (!description || description.length >= SHORT_DESCRIPTION) return
  hint(
    page.file,
    'short-description',
    `is ${description.length} characters: search results show about 150, so say more of what the page offers (at least ${SHORT_DESCRIPTION} characters)`,
    locate(page.front, ['description']),
    'description',
  )
}

/** The page title is the page's one # heading; each heading goes at most one level below the one before. */
function reportHeadingOrder(page: PageText) {
  for (const { under, headings } of page.outlines) {
    let previous = under
    for (const heading of headings) {
      if (heading.level === 1) {
        hint(
          page.file,
          'heading-order',
          `a second # heading ("${shorten(heading.text)}"): the page title is already the page's # heading, so start sections with ##`,
          heading.place,
          heading.field,
        )
      } else if (heading.level > previous + 1) {
        hint(
          page.file,
          'heading-order',
          `the heading "${shorten(heading.text)}" (${'#'.repeat(heading.level)}) skips a level: make it ${'#'.repeat(previous + 1)}, so that screen readers and search engines read the outline right`,
          heading.place,
          heading.field,
        )
      }
      previous = heading.level
    }
  }
}

/** Link text that says nothing about where the link leads (screen readers list links by their text). */
const VAGUE_LINK_TEXT = new Set([
  'click here',
  'click',
  'here',
  'read more',
  'more',
  'learn more',
  'this',
  'this link',
  'link',
  'this page',
  'go',
  'see more',
])

function reportVagueLink(file: VFile, link: TextLink) {
  const text = normalise(link.text)
  if (VAGUE_LINK_TEXT.has(text)) {
    hint(
      file,
      'vague-link',
      `the link text "${link.text.trim()}" says nothing on its own (screen readers list links by their text): write a few words that say where it leads, e.g. [our prices](/pricing) rather than [click here](/pricing)`,
      link.place,
      link.field,
    )
  } else if (/^(https?:\/\/|www\.)\S+$/i.test(link.text.trim()))
    hint(
      file,
      'vague-link',
      `the link text is a bare address (${shorten(link.text.trim())}), which says little when read aloud: write what it leads to as the link text: [the name of that page or site](${link.url})`,
      link.place,
      link.field,
    )
}

const VAGUE_ALT = new Set([
  'image',
  'picture',
  'photo',
  'photograph',
  'img',
  'graphic',
  'icon',
  'logo',
  'screenshot',
  'banner',
  'an image',
  'a picture',
  'a photo',
  'image of',
  'picture of',
  'untitled',
])
const FILE_NAME = /^[\w\s().-]+\.(png|jpe?g|gif|webp|avif|svg)$/i

function reportVagueAlt(file: VFile, picture: TextPicture) {
  const alt = picture.alt.trim()
  const name = picture.src.split('/').at(-1) ?? ''
  const fix = 'describe what the picture shows, for visitors who cannot see it (e.g. "Two developers reviewing a dashboard")'
  let reason: string | undefined
  if (!alt) return // a missing description is an error of its own
  if (FILE_NAME.test(alt) || normalise(alt) === normalise(name.replace(/\.\w+$/, '')))
    reason = `the picture's description "${shorten(alt)}" is its file name: ${fix}`
  else if (VAGUE_ALT.has(normalise(alt))) reason = `the picture's description "${alt}" says nothing: ${fix}`
  else if (picture.caption && normalise(picture.caption) === normalise(alt))
    reason = `the picture's description repeats its caption, so it is read twice: ${fix}`
  if (reason) hint(file, 'vague-alt', reason, picture.place, picture.field)
}

/**
 * Pages no other page links to. The home page is where visitors start, and pages kept out
 * of search engines (noindex) are reached by a form or a message, not by links.
 */
function reportOrphans(pages: PageText[], reached: Set<string>) {
  for (const page of pages) {
    if (page.route === '/' || page.data.noindex === true || reached.has(page.route)) continue
    hint(
      page.file,
      'orphan-page',
      `no other page links to ${page.route}, so visitors and search engines hardly find it: link to it from a related page, or from the menus in content/site.yaml`,
      { line: 1, column: 1 },
    )
  }
}

/** Case, spacing and end punctuation aside. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'“”]+|[\s"'“”.!?:…]+$/g, '')
const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)
