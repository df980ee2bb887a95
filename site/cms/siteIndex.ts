/**
 * The site index the build publishes beside /admin (/admin/site-index.json) for the
 * content manager's check and preview in the browser (cms/browserCheck/siteIndex.ts says
 * what it holds): the content folder's texts as the pipeline reads them, the pictures as
 * the pipeline measures them. Published (`publicOnly`), it leaves out the pages not yet
 * public (notYetPublic.ts) and gives the pictures no public page uses by hiddenName
 * alone, their sized copies too: anyone can fetch it.
 */
import path from 'node:path'
import type { SiteIndex } from '../../cms/browserCheck/siteIndex.js'
import { contentFiles } from '../contentListing.js'
import { nodePictureFiles } from '../pictureFiles.js'
import { siteUrl as deployedSiteUrl } from '../deploy.js'
import { isNotYetPublic } from './notYetPublic.js'
import { type ContentTexts, contentText, hiddenName, type PictureUse, pictureUses, publicPictures } from './pictureUses.js'

/**
 * The build gives the texts its pipeline read (`texts`, ContentTexts) and the picture uses
 * it found for the picture library (`uses`), so nothing of content/ is read twice.
 */
export function siteIndex(
  contentDir: string,
  {
    siteUrl = deployedSiteUrl(),
    publicOnly = false,
    uses,
    ...read
  }: { siteUrl?: string; publicOnly?: boolean; uses?: Map<string, PictureUse[]> } & ContentTexts = {},
): string {
  const notYetPublic = read.notYetPublic ?? isNotYetPublic
  // Never through a symbolic link: its target's text would be published (contentListing.ts).
  const names = contentFiles(contentDir)
  const isPicture = (name: string) => name.startsWith('images/')
  const index: SiteIndex = {
    siteUrl,
    texts: Object.fromEntries(
      names
        .filter((name) => !isPicture(name) && /\.(md|ya?ml)$/.test(name))
        .map((name) => [name, contentText(contentDir, name, read)])
        .filter(([name, text]) => !(publicOnly && name.endsWith('.md') && notYetPublic(text))),
    ),
    pictures: {},
    ...(publicOnly && { hidden: {} }),
  }
  const shown = publicOnly ? publicPictures(uses ?? pictureUses(contentDir, new Set(), { publicOnly, ...read })) : undefined
  for (const name of names.filter(isPicture).map((picture) => picture.slice('images/'.length))) {
    const file = path.join(contentDir, 'images', name)
    const address = `/images/${name}`
    if (!shown || shown.has(address)) index.pictures[name] = nodePictureFiles.measure(file, name)
    // The addresses of a raster picture's sized copies hold the name it is measured under
    // (/images/sized/blog/launch-<hash>-480.png, renditions.ts): measured under its hidden
    // name, they name it no more than its key does. The preview loses nothing: the site has
    // no copy of such a picture under any name, and on the day a public page shows it, the
    // build lists it above by name, with the copies that page links.
    else if (index.hidden) index.hidden[hiddenName(address)] = nodePictureFiles.measure(file, hiddenName(address))
  }
  return JSON.stringify(index)
}
