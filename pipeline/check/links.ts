/**
 * The link check: every internal link must name a page that exists (exactly, without a
 * trailing slash) and every #anchor an id on that page. Runs once all pages are compiled.
 */
import { offlineForLink, type UnavailableEntry } from '../resolve/resolve.js'
import { GENERATED_FILES } from '../shared/addresses.js'
import { guarded, report } from '../shared/problems.js'
import type { PendingLink } from '../resolve/resolve.js'
import { closest, didYouMean } from '../shared/suggest.js'

/** Files the build writes beside the pages, which links may name. */

const EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i

export type LinkTargets = {
  /** route → the ids #anchors may point at on that page */
  anchors: Map<string, Set<string>>
  /** Pages that exist but failed validation: links to them are not checked further. */
  unchecked: Set<string>
  /** Routes of pages that are not online in this build (drafts, scheduled, ended). */
  offline: Map<string, UnavailableEntry>
  /** What is wrong with the picture of content/images at this address (missing, misnamed), or undefined when it is fine. */
  imageProblem: (src: string) => string | undefined
}

export function checkLinks(links: PendingLink[], targets: LinkTargets): void {
  const routes = [...targets.anchors.keys(), ...targets.unchecked]
  for (const link of links) {
    // The place is looked up only for a message (the YAML document may not be made yet).
    const problem = guarded(
      link.file,
      () => linkProblem(link, targets, routes),
      () => link.place,
      link.field,
    )
    if (problem) report(link.file, problem.kind, problem.reason, link.place, { field: link.field })
  }
}

/**
 * A complete {{site.…}} as front matter holds it, or as Markdown writes it into an address
 * (remark URL-encodes the braces and spaces: %7B%7Bsite.phone%7D%7D).
 */
const TOKEN = /(?:\{\{|%7B%7B)(?:\s|%20)*([\w.]+)(?:\s|%20)*(?:\}\}|%7D%7D)/gi

/** Starts a link may have while the rest is still a token: /, #, or a safe protocol or the start of one. */
const SAFE_STARTS = ['https://', 'http://', 'mailto:', 'tel:']

/** A browser reads //host and /\\host as the address of another site. */
const PROTOCOL_RELATIVE = /^\/[/\\]/

const unsafe = (href: string) => ({
  kind: 'unsafe-link' as const,
  reason: `the link "${href}" cannot be followed safely: start it with / for a page of this site (/contact), # for a place on this page, https://, mailto: or tel:`,
})

/**
 * Where the first token of `href` that was left in place is (one whose name the file could
 * not fill: reported where it is written, or site.yaml failed), if any. Nothing else that
 * looks like a token is excused: a stray {{ or }} is checked as the text it is.
 */
function firstTokenLeft(link: PendingLink): number | undefined {
  const left = link.file.data.unfilledTokens
  if (!left?.size) return undefined
  for (const match of link.href.matchAll(TOKEN)) if (left.has(match[1])) return match.index
  return undefined
}

function linkProblem(link: PendingLink, targets: LinkTargets, routes: string[]) {
  const { href } = link
  // The link is checked as it will be published. Only a token left in place cannot be: its
  // value is not known. What comes before it still is, when it already makes the link
  // unsafe (javascript:…{{site.nope}}).
  const token = firstTokenLeft(link)
  if (token !== undefined) {
    const before = href.slice(0, token)
    const safeStart = /^[/#]/.test(before)
      ? !PROTOCOL_RELATIVE.test(before)
      : EXTERNAL.test(before) || SAFE_STARTS.some((start) => start.startsWith(before.toLowerCase()))
    return safeStart ? undefined : unsafe(href)
  }
  if (href.trim() === '')
    return { kind: 'broken-link' as const, reason: 'the link has no address: write one between the brackets, e.g. [Contact us](/contact)' }
  // The Markdown sanitiser keeps only the protocols it knows, in small letters: HTTPS://
  // would leave the words of the link without their address.
  const protocol = /^(https?|mailto|tel):/i.exec(href)?.[1]
  if (protocol && protocol !== protocol.toLowerCase()) {
    return {
      kind: 'broken-link' as const,
      reason: `the link "${href}" starts with ${protocol}:, which a page drops: write ${protocol.toLowerCase()}: in small letters`,
    }
  }
  if (/^mailto:/i.test(href) && !/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(href.split('?')[0])) {
    return {
      kind: 'broken-link' as const,
      reason: `"${href}" is not an e-mail link: write mailto: then the address, with no spaces, e.g. mailto:info@example.com`,
    }
  }
  if (/^https?:\/\//i.test(href) && !(URL.canParse(href) && new URL(href).hostname.includes('.'))) {
    return {
      kind: 'broken-link' as const,
      reason: `"${href}" is not a complete web address: copy the whole address from the browser, e.g. https://example.com/page`,
    }
  }
  if (EXTERNAL.test(href)) return undefined
  if (!href.startsWith('/') && !href.startsWith('#')) return unsafe(href)
  if (PROTOCOL_RELATIVE.test(href)) {
    return {
      kind: 'unsafe-link' as const,
      reason: `the link "${href}" leads to another site without saying how: write the whole address, starting with https://`,
    }
  }
  const [pathAndQuery, hash] = splitOnce(href, '#')
  const path = pathAndQuery.split('?')[0] || link.fromRoute || '/'
  if (path.startsWith('/images/')) {
    const problem = targets.imageProblem(path)
    return problem === undefined ? undefined : { kind: 'missing-image' as const, reason: problem }
  }
  if (path in GENERATED_FILES || targets.unchecked.has(path)) return undefined
  if (path.length > 1 && path.endsWith('/') && targets.anchors.has(path.slice(0, -1))) {
    return {
      kind: 'broken-link' as const,
      reason: `the link "${href}" ends with a slash: write ${path.slice(0, -1)} (page addresses have no trailing slash)`,
    }
  }
  const anchors = targets.anchors.get(path)
  const offline = targets.offline.get(path)
  if (!anchors && offline?.offline) {
    return { kind: 'broken-link' as const, reason: `the link "${href}" points to ${offlineForLink(offline.offline, offline.file)}` }
  }
  if (!anchors) {
    const suggestion = closest(path, routes)
    return {
      kind: 'broken-link' as const,
      reason: `the link "${href}" points to a page that does not exist.${suggestion ? ` Did you mean ${suggestion}?` : ' Check the address, or create the page.'}`,
    }
  }
  if (hash !== undefined && hash !== '' && !anchors.has(decodeOrKeep(hash))) {
    const where = path === link.fromRoute ? 'this page' : `the page ${path}`
    return {
      kind: 'missing-anchor' as const,
      reason: `the link "${href}" points to #${hash}, which is not on ${where}.${didYouMean(hash, anchors)} Anchors are heading ids (a heading "Our Story" is #our-story) or block ids.`,
    }
  }
  return undefined
}

/** /images/my%20photo.jpg → /images/my photo.jpg; a stray % (not an escape) is kept as written. */
export function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator)
  return index === -1 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)]
}
