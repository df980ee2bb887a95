/**
 * The site index: what the build publishes beside /admin (/admin/site-index.json, made by
 * site/cms/siteIndex.ts) for the content manager's check and preview in the browser. It
 * holds the content as the build read it, so the browser runs the same pipeline over the
 * same files: routes, titles, anchors, slugs, references, menus and site values all come
 * out of it exactly as `npm run check` makes them; the pictures come as the build measured them.
 */
import type { Measured } from '../../pipeline/pictures/pictureMeasure.js'

export type SiteIndex = {
  /** The site's address as the build uses it (site/deploy.ts): the check compares the form addresses with it. */
  siteUrl: string
  /** Every text file of content/ but the pictures, by path under content/ (site.yaml, the pages). */
  texts: Record<string, string>
  /** Every file of content/images (published: those public pages use), by path under it: its size and sized copies. */
  pictures: Record<string, Measured>
  /**
   * Published, the pictures no public page uses, by the SHA-256 of their address
   * (/images/blog/x.png): the check of an entry that names one knows it, and no one
   * reads their names here. Their sized copies are named by that hash too
   * (/images/sized/<hash>-<content hash>-480.png; the sizes and formats a public
   * picture's copies would have): the site publishes no copy of such a picture under any
   * name, and on the day a public page shows it the build lists it under `pictures`.
   */
  hidden?: Record<string, Measured>
}

/** Where the index is published, under /admin/. */
export const SITE_INDEX_FILE = 'site-index.json'
