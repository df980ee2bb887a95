/**
 * The `/images/…` addresses a text names, found one way for the picture library's "Used on"
 * (site/cms/pictureUses.ts) and for the check in the browser, which knows a picture that
 * the published index names by hash alone once an entry names it (browserCheck/siteCheck.ts).
 */

/** An address of content/images, not inside another address (https://other.site/images/…). */
const ADDRESS = /(?<![\w.~%/-])\/images\/[^\s"'<>()[\]{}`|\\]+/g

/** The `/images/…` addresses in a text, decoded (a sentence's full stop is not part of one). */
export function pictureAddressesIn(text: string): string[] {
  return [...text.matchAll(ADDRESS)].map(([found]) => {
    const address = found.replace(/[.,;:!?*_]+$/, '')
    try {
      return decodeURIComponent(address)
    } catch {
      return address
    }
  })
}

/** How the published picture library names a page not yet public that uses a picture (site/cms/notYetPublic.ts). */
export const UNNAMED_PAGE = 'a page not yet published'
