/**
 * The hosted forms of site.yaml (`forms:`) are framed by the pages (form-embed block,
 * application dialog) with scripts and their own origin allowed: what a form needs to run.
 * Framed that way, a page of the site's own origin would be no sandbox at all: it could
 * read what the origin keeps, such as the GitHub token of an editor logged in to /admin.
 * So a form's address must be of another origin (https:// alone is the model's rule).
 */
import type { VFile } from 'vfile'
import { type FrontMatter, locate } from './frontmatter.js'
import { report } from '../shared/problems.js'

/** The origin of an address, or undefined when it is not one. */
const originOf = (address: string) => (URL.canParse(address) ? new URL(address).origin : undefined)

/** An error at each form of `forms` whose address is on the site's own origin (`siteUrl`: the deploy's address). */
export function reportFormsOnSiteOrigin(file: VFile, yaml: FrontMatter, forms: Record<string, string>, siteUrl: string): void {
  const siteOrigin = originOf(siteUrl)
  for (const [name, address] of Object.entries(forms)) {
    // A form's address that is no address has no origin; neither has a site address that is none.
    const origin = originOf(address)
    if (origin === undefined || origin !== siteOrigin) continue
    report(
      file,
      'unsafe-link',
      `the form's address ${address} is on this site's own address (${origin}): a page of the site cannot be framed safely. Write the address your form provider gives you (another site, starting with https://)`,
      locate(yaml, ['forms', name]),
      { field: `forms.${name}` },
    )
  }
}
