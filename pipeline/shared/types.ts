/**
 * What the pipeline hands to the pages: validated content whose links, references,
 * pictures and Markdown have been resolved against the whole site.
 */
import type { Root } from 'hast'
import type { Collection, ImageSource, LinkSource, MarkdownSource, RefSource } from '../../model/fields.js'
import type { EntryKind, EntryFieldsByKind } from '../../model/collections.js'
import type { SiteSettings } from '../../model/site.js'
import type { IconName } from '../../model/iconNames.js'

/**
 * A picture ready for <img>: its URL, its text alternative and its size when known. A
 * raster upload is published as sized copies (pipeline/pictures/renditions.ts): then `src` is the
 * fallback copy, `srcset` lists them all and `share` is the 1200 × 630 link preview.
 */
export type ResolvedImage = {
  src: string
  alt: string
  width?: number
  height?: number
  srcset?: { webp: string; fallback: string }
  share?: string
}

/** The short form of an entry, used wherever another page lists or names it. */
export type EntrySummary = {
  kind: Collection
  slug: string
  href: string
  title: string
  menuTitle: string
  description: string
  /** One line for menus and cards (the description when the entry has no summary). */
  summary: string
  icon?: IconName
  /** Bullet points for overview cards (services). */
  highlights?: string[]
  category?: string
  /** The author's name (articles). */
  author?: string
  date?: string
  image?: ResolvedImage
}

/** A content type with every marker replaced by what it stands for. */
export type Resolved<T> = T extends MarkdownSource
  ? Root
  : T extends LinkSource
    ? string
    : T extends ImageSource
      ? ResolvedImage
      : T extends RefSource
        ? EntrySummary
        : T extends readonly (infer Item)[]
          ? Resolved<Item>[]
          : T extends object
            ? { [K in keyof T]: Resolved<T[K]> }
            : T

/**
 * A page's Markdown body as the built site keeps it until the page is rendered: its text,
 * its pictures found, and its word count. The tree is made from the Markdown cache when
 * the page is rendered (pipeline/resolve/resolve.ts, bodyTree): a build holds the trees of the
 * pages being rendered, not the tree of every article.
 */
export type StoredBody = { markdown: string; pictures: Record<string, ResolvedImage>; words: number }

export type PageOf<K extends EntryKind, Body = Root> = {
  kind: K
  route: string
  slug: string
  data: Resolved<EntryFieldsByKind[K]>
  /** The Markdown body (as components render it: its tree), or null when the file has none. */
  body: Body | null
  /** On a page with an article list: which page of the listing this is (/blog is 1). */
  listing?: ListingPage
}

/** Pages of a listing are real pages: /blog, /blog/page/2, … (see pipeline/page/listings.ts). */
type ListingPage = { page: number; pages: number; pageSize: number; firstRoute: string }

export type Page = { [K in EntryKind]: PageOf<K> }[EntryKind]
/** A page as the built site keeps it: its body stored (StoredBody). */
export type SitePage = { [K in EntryKind]: PageOf<K, StoredBody> }[EntryKind]

/** The settings as pages use them, with the values derived from them (pipeline/index.ts). */
export type ResolvedSettings = Omit<Resolved<SiteSettings>, 'testimonials' | 'url' | 'cms'> & {
  /** The public address with its base path, without the last slash: https://owner.github.io/website */
  url: string
  /** The folder of its domain the site is served from, / or /website/ (pipeline/shared/basePath.ts). */
  basePath: string
  /** tel:+256700123456 */
  phoneHref: string
  /** 256700123456, for wa.me links with a message of their own */
  phoneDigits: string
  /** https://wa.me/… with the site's greeting */
  whatsappHref: string
  /** Each with the initials that stand in for a portrait ("Grace Namutebi" → "GN"). */
  testimonials: (Resolved<SiteSettings>['testimonials'][number] & { initials: string })[]
}

/** The whole site after a successful build: every page and the lists derived from them. */
export type Site = {
  settings: ResolvedSettings
  pages: Map<string, SitePage>
  services: EntrySummary[]
  articles: EntrySummary[]
  courses: EntrySummary[]
  /** The page with the search block, if any: the header search and the WebSite data point to it. */
  searchRoute?: string
  /** The pictures the site shows (/images/…, decoded), the favicon among them: the build publishes these alone. */
  pictures: Set<string>
}
