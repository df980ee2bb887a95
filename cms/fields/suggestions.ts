/** The site's pages, anchors and values in use (/admin/suggestions.json), fetched once when first asked for. */
import { adminFile } from '../siteAddress.js'

/** A page or a place on it, as a link names it: /about-us, /about-us#story. */
export type LinkTarget = { href: string; title: string }
/** What site/cms/linkTargets.ts writes for the form. */
export type Suggestions = { links: LinkTarget[]; values: Record<string, string[]> }

let loading: Promise<Suggestions | undefined> | undefined

/** Undefined where there is none (site.yaml failed in the dev server): the fields then take free text. */
export function loadSuggestions(): Promise<Suggestions | undefined> {
  loading ??= fetch(adminFile('suggestions.json'))
    .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : undefined))
    .catch(() => undefined)
  return loading
}
