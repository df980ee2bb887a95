/**
 * Pictures uploaded on the published /admin, held in the browser until a page that shows
 * them is saved. Decap's GitHub backend would commit an upload straight to the site's
 * branch (its persistMedia: one commit on `main`, no pull request, no check; refused
 * outright by the branch rule of docs/going-live.md, step 6); held here, a picture goes into
 * the pull request of each page saved with it (Decap's editorial workflow takes a save's
 * pictures into its branch), where CI checks it with the page. Until then it is this tab's:
 * the picture library lists it, the preview shows it from the browser's memory.
 */
import { pictureAddressesIn } from './pictureAddresses.js'

/** An upload as Decap's backends take one: its path in the repository and its bytes. */
export type HeldAsset = { path: string; fileObj: File; toBase64(): Promise<string> }

const held = new Map<string, HeldAsset>()

/** Keeps `asset` for the pages saved with it; answers as Decap's backends answer an upload. */
export function holdUpload(asset: HeldAsset) {
  held.set(asset.path, asset)
  return {
    id: asset.path,
    name: asset.fileObj.name,
    size: asset.fileObj.size,
    path: asset.path,
    displayURL: URL.createObjectURL(asset.fileObj),
  }
}

/** The pictures held now, for the picture library's listing. */
export function heldPictures(): { path: string; size: number }[] {
  return [...held.values()].map((asset) => ({ path: asset.path, size: asset.fileObj.size }))
}

/** The held pictures a page's text shows (/images/blog/x.png is content/images/blog/x.png), to be saved with it. */
export function heldFor(texts: string[]): HeldAsset[] {
  const shown = new Set(texts.flatMap(pictureAddressesIn).map((address) => `content${address}`))
  return [...held.values()].filter((asset) => shown.has(asset.path))
}
