/**
 * Which pages use each picture of content/images, read from the files as they are on disk
 * (a page with mistakes still counts, which the built site would leave out): every
 * `/images/…` address in a page's text, front matter (`src`, `image`) and body (Markdown
 * pictures and links, HTML) alike, with `{{site.…}}` values filled in; the addresses in
 * site.yaml (logo, share image); and the favicon, which every page links. The content
 * manager's picture library shows it (/admin/pictures.json, cms/mediaLibrary.ts), and the
 * local backend refuses to delete a picture in use (dev/localBackend.ts).
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import { routeOfContentPath } from '../../pipeline/shared/addresses.js'
import { frontMatterLoosely, readYamlLoosely } from '../looseYaml.js'
import { MAX_UPLOAD } from '../../pipeline/pictures/pictureFiles.js'
import { imageFiles } from '../pictureFiles.js'
import { FAVICON } from '../../pipeline/pictures/pictureKind.js'
import { contentFiles, listContent } from '../contentListing.js'
import { pictureAddressesIn } from '../../cms/pictureAddresses.js'
import { isNotYetPublic, UNNAMED_PAGE } from './notYetPublic.js'

/** A page (or the settings) that shows a picture: `file` as the content manager names it. */
export type PictureUse = { title: string; file?: string; route?: string }

const SETTINGS = 'site.yaml'
const PLACEHOLDER = /\{\{\s*site\.([\w.-]+)\s*\}\}/g

/** The pages of content/ (not the editors' guide, hidden files or links), by path below it. */
function pageFiles(contentDir: string): string[] {
  return contentFiles(contentDir).filter((name) => name.endsWith('.md') && name !== 'README.md')
}

/**
 * Where the files of /admin read content/ from: the disk, or (the build) the texts its
 * pipeline has read already, by path under content/ (site/siteFiles.ts), with each text's
 * front matter and whether its page is not yet public, read once for each text (notYetPublic.ts).
 */
export type ContentTexts = {
  texts?: ReadonlyMap<string, string>
  frontMatter?: (text: string) => Record<string, unknown>
  notYetPublic?: (text: string) => boolean
}

/** The text of content/`name`: the pipeline's, or read from the disk. */
export const contentText = (contentDir: string, name: string, { texts }: ContentTexts = {}) =>
  texts?.get(name) ?? readFileSync(path.join(contentDir, name), 'utf8')

/**
 * Every picture address in use → who uses it, in the order of the files. The files in
 * `leaving` (content/… paths, as the content manager names them) do not count: deleted
 * together with the picture, they no longer show it.
 */
export function pictureUses(
  contentDir: string,
  leaving: ReadonlySet<string> = new Set(),
  { publicOnly = false, ...read }: { publicOnly?: boolean } & ContentTexts = {},
): Map<string, PictureUse[]> {
  const notYetPublic = read.notYetPublic ?? isNotYetPublic
  const uses = new Map<string, PictureUse[]>()
  const add = (text: string, use: PictureUse) => {
    for (const address of new Set(pictureAddressesIn(text))) uses.set(address, [...(uses.get(address) ?? []), use])
  }
  const settings = readYamlLoosely(path.join(contentDir, SETTINGS))
  const siteValue = (_: string, key: string) => {
    const value = key.split('.').reduce<unknown>((object, part) => (object as Record<string, unknown> | undefined)?.[part], settings)
    return typeof value === 'string' ? value : ''
  }
  for (const name of pageFiles(contentDir)) {
    const file = `content/${name}`
    if (leaving.has(file)) continue
    const text = contentText(contentDir, name, read)
    const title = (read.frontMatter ?? frontMatterLoosely)(text).title
    // Published, a page not yet public still keeps its pictures from deletion, without its name.
    const use =
      publicOnly && notYetPublic(text)
        ? { title: UNNAMED_PAGE }
        : { title: typeof title === 'string' ? title : name, file, route: routeOfContentPath(name) }
    add(text.replace(PLACEHOLDER, siteValue), use)
  }
  // Named by the setting that holds it: "Site settings (share image)".
  if (!leaving.has(`content/${SETTINGS}`))
    for (const [key, value] of Object.entries(settings))
      add(JSON.stringify(value), {
        title: `Site settings (${key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()})`,
        file: `content/${SETTINGS}`,
      })
  uses.set(FAVICON, [...(uses.get(FAVICON) ?? []), { title: 'every page, as its icon in the browser tab' }])
  return uses
}

/** The pictures a public page (or the settings, or the favicon) uses, by address: the others' names are not given away. */
export function publicPictures(uses: Map<string, PictureUse[]>): Set<string> {
  return new Set([...uses].filter(([, users]) => users.some((use) => use.title !== UNNAMED_PAGE)).map(([address]) => address))
}

/** The address of a picture not named in a published file: its SHA-256, so the content manager can know it by its address alone. */
export const hiddenName = (address: string) => createHash('sha256').update(address).digest('hex')

/** One picture of content/images as the library lists it. */
type LibraryPicture = {
  path: string
  address: string
  folder: string
  bytes: number
  width?: number
  height?: number
  usedBy: PictureUse[]
}

/**
 * /admin/pictures.json: the folders of content/images ('' is the folder itself), every
 * picture in it with its size and the pages that use it, and the upload limits. Published
 * (`publicOnly`), it lists only the pictures public pages use: a picture that only pages
 * not yet public use is given as `inUse`, by hiddenName, so that the library still refuses
 * its deletion once the repository's listing names it; an unused one is not listed at all.
 */
export function pictureLibrary(
  contentDir: string,
  {
    publicOnly = false,
    uses = pictureUses(contentDir, new Set(), { publicOnly }),
  }: { publicOnly?: boolean; uses?: Map<string, PictureUse[]> } = {},
): string {
  const imagesDir = path.join(contentDir, 'images')
  const shown = publicOnly ? publicPictures(uses) : undefined
  const folders = new Set([''])
  // No content/images yet: the first upload makes it. A folder that is a link is none.
  for (const entry of listContent(contentDir, 'images')) if (entry.kind === 'folder') folders.add(entry.name)
  const names = imageFiles(contentDir).filter((name) => /\.(jpe?g|png|gif|webp|avif|svg)$/i.test(name))
  const isShown = (name: string) => !shown || shown.has(`/images/${name}`)
  const inUse = names.filter((name) => !isShown(name) && uses.has(`/images/${name}`)).map((name) => hiddenName(`/images/${name}`))
  const pictures = names.filter(isShown).map((name): LibraryPicture => {
    const bytes = readFileSync(path.join(imagesDir, name))
    let size: { width?: number; height?: number } = {}
    try {
      size = imageSize(bytes)
    } catch {
      // a picture whose size cannot be read is listed without it
    }
    const address = `/images/${name}`
    return {
      path: `content/images/${name}`,
      address,
      folder: name.includes('/') ? name.slice(0, name.lastIndexOf('/')) : '',
      bytes: bytes.length,
      width: size.width,
      height: size.height,
      usedBy: uses.get(address) ?? [],
    }
  })
  return JSON.stringify({ folders: [...folders].sort(), pictures, ...(publicOnly && { inUse: inUse.sort() }), maxUpload: MAX_UPLOAD })
}
