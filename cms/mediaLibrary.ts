/**
 * The site's picture library, in place of Decap's (which lists one folder and knows no
 * uses): every picture of content/images, folder by folder, each with its thumbnail,
 * address, size and the pages that use it (/admin/pictures.json, site/cms/pictureUses.ts).
 * From a picture field it inserts the chosen picture's address; an upload goes into the
 * folder of the entry's collection (content/images/blog for an article) at once, through
 * the session's backend; a picture in use is not deleted, and the library says where it is
 * used (the local backend refuses it too). On the published /admin an upload is held until
 * the page that shows it is saved, and goes with it into its pull request; the Media page
 * offers no upload and no delete there, which Decap would commit straight to the site's
 * branch (cms/deletions.ts). A native <dialog>: modal, focus kept inside, Escape closes it,
 * focus goes back to the field's button.
 */
import { pictureUploadProblem } from '../pipeline/pictures/pictureKind.js'
import { adminFile, siteAddress } from './siteAddress.js'
import { rememberUpload, savedThisSession, uploadedPictureAddress, usersOf } from './browserCheck/client.js'
import { named, Refused, unpublishedTexts } from './deletions.js'
import { heldPictures } from './heldUploads.js'
import { pictureAddressesIn, UNNAMED_PAGE } from './pictureAddresses.js'
type PictureUse = { title: string; file?: string; route?: string }
type Picture = { path: string; address: string; folder: string; bytes: number; width?: number; height?: number; usedBy: PictureUse[] }
type Library = {
  folders: string[]
  pictures: Picture[]
  /** Published: the pictures only pages not yet public use, by the SHA-256 of their address (site/cms/pictureUses.ts). */
  inUse?: string[]
  maxUpload: { megabytes: number; pixels: number }
}
type Asset = { path: string; fileObj: File; toBase64(): Promise<string> }
type Backend = {
  getMedia?(folder: string): Promise<{ name: string; path: string; size?: number }[]>
  persistMedia(asset: Asset, options: { commitMessage: string }): Promise<unknown>
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
}
type ShowOptions = { id?: string; value?: string | string[] }

/** The name config.yml gives this library (media_library in site/cms/cmsConfig.ts). */
const NAME = 'site-pictures'
const IMAGES = 'content/images'
const PICTURE_ENDING = /\.(jpe?g|png|gif|webp|avif|svg)$/

let backend: Backend | undefined
let isLocal = false

/** The backend of this session (GitHub, or this machine's with npm run cms), from cms/backend.ts. */
export function takeBackend(implementation: unknown, local: boolean): void {
  backend = implementation as Backend
  isLocal = local
}

const folderPath = (folder: string) => (folder ? `${IMAGES}/${folder}` : IMAGES)
const kilobytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
const sentence = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''))

/**
 * The pictures as the backend has them now. pictures.json is made from content/: on this
 * machine at each request; on the published site when it was built, so with GitHub the
 * folders are listed again from the repository (an upload since then shows, without uses).
 */
async function loadLibrary(): Promise<Library> {
  const library = await withSessionUses(await listedLibrary())
  for (const picture of library.pictures) if (!picture.width) Object.assign(picture, uploadedPixels.get(picture.path))
  return library
}

async function listedLibrary(): Promise<Library> {
  const response = await fetch(adminFile('pictures.json'), { cache: 'no-store' })
  if (!response.ok) throw new Error('the list of pictures could not be loaded')
  const library = (await response.json()) as Library
  if (isLocal || !backend?.getMedia) return library
  const known = new Map(library.pictures.map((picture) => [picture.path, picture]))
  const listed = await Promise.all(library.folders.map((folder) => backend!.getMedia!(folderPath(folder)).catch(() => undefined)))
  if (listed.some((files) => !files)) return library
  // A backend that lists a folder with its subfolders (Decap's test-repo) names a picture once per folder above it.
  const seen = new Set<string>()
  const inUse = new Set(library.inUse)
  const pictures = await Promise.all(
    listed.flat().flatMap((file): (Picture | Promise<Picture>)[] => {
      if (!file || !PICTURE_ENDING.test(file.name.toLowerCase()) || seen.has(file.path)) return []
      seen.add(file.path)
      const address = `/${file.path.replace(/^content\//, '')}`
      const folder = file.path.slice(IMAGES.length + 1, -file.name.length - 1)
      const picture = known.get(file.path)
      if (picture) return [picture]
      // Not named in pictures.json: new since the build, unused, or used only by pages not yet public.
      return [
        sha256Hex(address).then((hash) => ({
          path: file.path,
          address,
          folder,
          bytes: file.size ?? 0,
          usedBy: inUse.has(hash) ? [{ title: UNNAMED_PAGE }] : [],
        })),
      ]
    }),
  )
  // Uploaded in this session and held for the page that shows them (cms/heldUploads.ts).
  for (const held of heldPictures())
    if (!seen.has(held.path)) {
      const name = held.path.slice(held.path.lastIndexOf('/') + 1)
      const address = `/${held.path.replace(/^content\//, '')}`
      pictures.push({
        path: held.path,
        address,
        folder: held.path.slice(IMAGES.length + 1, -name.length - 1),
        bytes: held.size,
        usedBy: [],
      })
    }
  return { ...library, pictures }
}

/**
 * The uses pictures.json cannot know yet: the pages saved in this session and the changes
 * waiting for review, read with the rule pictures.json's uses are made with
 * (cms/pictureAddresses.ts).
 */
async function withSessionUses(library: Library): Promise<Library> {
  const waiting = await unpublishedTexts().catch(() => ({}))
  for (const [file, text] of [...Object.entries(waiting), ...savedThisSession]) {
    const front = /^---\n[\s\S]*?^title:\s*(.+)$/m.exec(text)?.[1]?.replace(/^(['"])(.*)\1$/, '$2')
    const relative = file.replace(/^content\//, '').replace(/\.md$/, '')
    const route = file.endsWith('.md') ? `/${relative.replace(/(^|\/)index$/, '')}` : undefined
    const use: PictureUse = { title: front ?? file, file, ...(route && { route }) }
    const shown = new Set(pictureAddressesIn(text))
    for (const picture of library.pictures) {
      // A page saved on this machine shows what its text shows now (published, its change waits for review).
      if (isLocal && savedThisSession.get(file) === text) picture.usedBy = picture.usedBy.filter((other) => other.file !== file)
      if (shown.has(picture.address) && !picture.usedBy.some((other) => other.file === file)) picture.usedBy.push(use)
    }
  }
  return library
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The folder an entry's uploads go to: its collection's own folder of pictures, if there is one. */
function folderOfEntry(library: Library): string {
  const collection = /^#\/collections\/([^/]+)/.exec(location.hash)?.[1] ?? ''
  return library.folders.includes(collection) ? collection : ''
}

/** A file name as an address can hold it: small letters, digits and hyphens, its ending kept. */
function safeName(name: string): string {
  const dot = name.lastIndexOf('.')
  const stem = (dot > 0 ? name.slice(0, dot) : name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${stem || 'picture'}${dot > 0 ? name.slice(dot).toLowerCase() : ''}`
}

/** A file's bytes in base64, as Decap's backends take an upload. */
const base64Of = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).split(',')[1])
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })

/**
 * The pixels of pictures uploaded in this session, by path, as the browser decodes them:
 * pictures.json was made before they were (on the published site, when it was built).
 */
const uploadedPixels = new Map<string, { width: number; height: number }>()

/**
 * A raster picture's width and height as the browser decodes it (once per file: the upload's
 * check asks first); undefined for an SVG, drawn at any size, or a file it cannot read.
 */
function pixelsOf(file: Blob): Promise<{ width: number; height: number } | undefined> {
  let pixels = decoded.get(file)
  if (!pixels) {
    pixels =
      file.type === 'image/svg+xml'
        ? Promise.resolve(undefined)
        : createImageBitmap(file).then(
            (bitmap) => {
              const size = { width: bitmap.width, height: bitmap.height }
              bitmap.close()
              return size
            },
            () => undefined,
          )
    decoded.set(file, pixels)
  }
  return pixels
}
const decoded = new WeakMap<Blob, Promise<{ width: number; height: number } | undefined>>()

/** "24 kB · 1200 × 630 px", or the size alone while the pixels are not known. */
const sizeText = (picture: Picture) =>
  [kilobytes(picture.bytes), picture.width && picture.height ? `${picture.width} × ${picture.height} px` : ''].filter(Boolean).join(' · ')

/** The larger side of a raster picture in pixels (0 when the browser cannot read it). */
async function largerSide(file: File): Promise<number> {
  const pixels = await pixelsOf(file)
  return pixels ? Math.max(pixels.width, pixels.height) : 0
}

/**
 * Why this file cannot be uploaded as it is, in words that say what to do; undefined when it
 * can. First what it is: a picture by its bytes, under the ending of its kind, in the words
 * of the check and of the local backend (pipeline/pictures/pictureKind.ts), before a byte is sent.
 */
async function uploadProblem(file: File, name: string, folder: string, library: Library): Promise<string | undefined> {
  const { megabytes, pixels } = library.maxUpload
  const kind = pictureUploadProblem(`${folderPath(folder)}/${name}`, new Uint8Array(await file.arrayBuffer()))
  if (kind) return `${kind}.`
  if (file.size > megabytes * 1024 * 1024)
    return `${file.name} is ${kilobytes(file.size)}, more than the ${megabytes} MB a picture may have: make it smaller (at most ${pixels.toLocaleString('en')} px wide) and upload it again.`
  const side = await largerSide(file)
  if (side > pixels)
    return `${file.name} is ${side.toLocaleString('en')} px wide, more than the ${pixels.toLocaleString('en')} px a picture may have: make it smaller and upload it again.`
  if (library.pictures.some((picture) => picture.path === `${folderPath(folder)}/${name}`))
    return `There is already a picture named ${name} in ${folderPath(folder)}: choose it below, or rename your file and upload it again.`
  return undefined
}

/** The endings of the kinds of picture a paste may bring, by their type. */
const ENDINGS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/avif': '.avif',
}

/**
 * Uploads a picture pasted into an entry's text (cms/fields/richTextPaste.ts) as the library
 * uploads one: into the entry's own folder, checked first in the same words, named after its
 * description (a number added when the name is taken). Its address, or why it is not uploaded.
 */
export async function uploadPastedPicture(
  file: Blob,
  description: string,
): Promise<{ address: string; path: string } | { problem: string }> {
  const ending = ENDINGS[file.type]
  if (!ending) return { problem: `it is a ${file.type || 'file'} picture, a kind web pages do not show` }
  if (!backend) return { problem: 'the content manager is not logged in yet' }
  const library = await loadLibrary().catch(() => undefined)
  if (!library) return { problem: 'the list of pictures could not be loaded' }
  const folder = folderOfEntry(library)
  const stem = safeName(description.replace(/\./g, ' ').trim().split(/\s+/).slice(0, 6).join(' ') || 'pasted picture')
  const taken = (name: string) => library.pictures.some((picture) => picture.path === `${folderPath(folder)}/${name}`)
  let name = `${stem}${ending}`
  for (let number = 2; taken(name); number++) name = `${stem}-${number}${ending}`
  const named = new File([file], name, { type: file.type })
  const problem = await uploadProblem(named, name, folder, library)
  if (problem) return { problem }
  const path = `${folderPath(folder)}/${name}`
  try {
    await backend.persistMedia({ path, fileObj: named, toBase64: () => base64Of(named) }, { commitMessage: `Upload ${path}` })
  } catch (error) {
    return { problem: (error as Error).message }
  }
  const pixels = await pixelsOf(named)
  if (pixels) uploadedPixels.set(path, pixels)
  rememberUpload(path, named)
  return { address: `/${path.slice('content/'.length)}`, path }
}

const STYLE = `
.site-pictures{width:min(1100px,calc(100vw - 16px));max-height:calc(100vh - 16px);padding:0;border:0;border-radius:8px;box-shadow:0 8px 40px #0005;font:15px/1.45 system-ui,sans-serif;color:#1f2933}
.site-pictures::backdrop{background:#0008}
.site-pictures *{box-sizing:border-box}
.site-pictures>header,.site-pictures>footer{position:sticky;z-index:1;display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between;padding:12px 16px;background:#fff}
.site-pictures>header{top:0;border-bottom:1px solid #dde2e8}
.site-pictures>footer{bottom:0;border-top:1px solid #dde2e8}
.site-pictures h2{margin:0;font-size:20px}
.site-pictures h3{margin:20px 0 8px;font-size:16px}
.site-pictures button{font:inherit;padding:6px 12px;border-radius:6px;border:1px solid #8a96a3;background:#fff;color:inherit;cursor:pointer}
.site-pictures button:disabled{opacity:.5;cursor:default}
.site-pictures button.primary{background:#0f766e;border-color:#0f766e;color:#fff}
.site-pictures button.danger{border-color:#b42318;color:#b42318}
.site-pictures :focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.site-pictures .body{padding:0 16px 16px}
.site-pictures .upload{margin:12px 0 0;padding:12px;border:1px dashed #8a96a3;border-radius:8px;background:#f6f8fa}
.site-pictures .upload p{margin:4px 0 0;font-size:14px;color:#4b5563}
.site-pictures .message{margin:12px 0 0;padding:8px 12px;border-radius:6px}
.site-pictures .card .message{margin:4px 0 0;font-size:13px}
.site-pictures .message:empty{display:none}
.site-pictures .message.refused{background:#fde8e8;color:#8a1c1c}
.site-pictures .message.done{background:#e6f4ea;color:#14532d}
.site-pictures ul.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));align-items:start;gap:12px;margin:0;padding:0;list-style:none}
.site-pictures .uses a{color:#0b5c8a;text-decoration:underline}
.site-pictures li.card{display:flex;flex-direction:column;gap:4px;padding:8px;border:2px solid #dde2e8;border-radius:8px;min-width:0}
.site-pictures li.card[data-selected]{border-color:#0f766e;background:#effaf8}
.site-pictures .thumb{display:block;width:100%;padding:0;border:0;background:repeating-conic-gradient(#eef1f4 0 25%,#fff 0 50%) 0 0/16px 16px}
.site-pictures .thumb img{display:block;width:100%;height:120px;object-fit:contain}
.site-pictures .card p{margin:0;font-size:13px;overflow-wrap:anywhere}
.site-pictures .card .name{font-weight:600;font-size:14px}
.site-pictures .card code{font-size:12px}
.site-pictures .card .actions{display:flex;gap:8px;margin-top:auto;padding-top:4px}
@media (max-width:600px){.site-pictures ul.grid{grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}.site-pictures .thumb img{height:96px}}
`

/** A DOM element with its attributes and children, in one expression. */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: (Node | string | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined && value !== false) made.setAttribute(name, value === true ? '' : value)
  for (const child of children) if (child) made.append(child)
  return made
}

/** The open library: one at a time, made again each time it is shown. */
let open: { dialog: HTMLDialogElement } | undefined

function hide() {
  if (!open) return
  const { dialog } = open
  open = undefined
  if (dialog.open) dialog.close()
  dialog.remove()
}

function show({ id, value }: ShowOptions, insert: (address: string) => void) {
  hide()
  if (!document.getElementById('site-pictures-style')) document.head.append(element('style', { id: 'site-pictures-style' }, STYLE))
  const picking = Boolean(id)
  let selected = typeof value === 'string' ? value : undefined
  let library: Library | undefined

  const message = element('p', { class: 'message', role: 'status', 'aria-live': 'polite' })
  const say = (text: string, kind: 'refused' | 'done' | '' = '') => {
    message.className = `message ${kind}`
    message.setAttribute('role', kind === 'refused' ? 'alert' : 'status')
    message.textContent = text
  }
  const folderSelect = element('select', { id: 'site-pictures-folder' })
  const fileInput = element('input', {
    type: 'file',
    id: 'site-pictures-file',
    accept: 'image/jpeg,image/png,image/gif,image/webp,image/avif,image/svg+xml,.jpg,.jpeg,.png,.gif,.webp,.avif,.svg',
  })
  const limits = element('p', { id: 'site-pictures-limits' })
  const listing = element('div', { class: 'listing' }, element('p', {}, 'Loading the pictures…'))
  const choose = element('button', { type: 'button', class: 'primary', disabled: true }, 'Choose selected picture')
  const close = element('button', { type: 'button' }, 'Close')
  const dialog = element(
    'dialog',
    { class: 'site-pictures', 'aria-labelledby': 'site-pictures-title', 'aria-describedby': 'site-pictures-intro' },
    element('header', {}, element('h2', { id: 'site-pictures-title' }, 'Pictures'), close),
    element(
      'div',
      { class: 'body' },
      element(
        'p',
        { id: 'site-pictures-intro' },
        picking
          ? 'Select a picture, then choose it for this field; or upload a new one.'
          : `Every picture of the site, folder by folder, with the pages that use it.${
              // Published, an upload or a delete from here would change the site at once, with no review (cms/deletions.ts).
              isLocal
                ? ''
                : ' To add a picture, upload it from the picture field of the page that shows it (Choose an image): it is saved with that page, through its review. A picture no page shows is left out of the site, so there is nothing to delete.'
            }`,
      ),
      (isLocal || picking) &&
        element(
          'div',
          { class: 'upload' },
          element('label', { for: 'site-pictures-folder' }, 'Upload into '),
          folderSelect,
          ' ',
          element('label', { for: 'site-pictures-file' }, 'Picture file '),
          fileInput,
          limits,
        ),
      message,
      listing,
    ),
    picking && element('footer', {}, element('span', { class: 'chosen' }), choose),
  )

  const markSelected = () => {
    for (const card of dialog.querySelectorAll<HTMLElement>('li.card')) {
      const isSelected = card.dataset.address === selected
      card.toggleAttribute('data-selected', isSelected)
      // A toggle button's state; the Media page's thumbnails are pictures, not buttons (axe: aria-allowed-attr).
      card.querySelector('button.thumb')?.setAttribute('aria-pressed', String(isSelected))
    }
    choose.disabled = !library?.pictures.some((picture) => picture.address === selected)
    const chosen = dialog.querySelector('.chosen')
    if (chosen) chosen.textContent = choose.disabled ? 'No picture selected' : `Selected: ${selected}`
  }

  const card = (picture: Picture) => {
    const name = picture.path.slice(picture.path.lastIndexOf('/') + 1)
    const uses = picture.usedBy.length
      ? element(
          'p',
          { class: 'uses' },
          'Used on: ',
          ...picture.usedBy.flatMap((use, index) => [
            index ? ', ' : '',
            use.route ? element('a', { href: use.route, target: '_blank', rel: 'noopener' }, use.title) : use.title,
          ]),
        )
      : element('p', { class: 'uses' }, 'Not used on any page')
    // Uploaded in this session: from the browser's memory, as the preview shows it (it may not be on the site yet).
    const image = element('img', { src: uploadedPictureAddress(picture.address) ?? siteAddress(picture.address), alt: '', loading: 'lazy' })
    // A picture not published yet (with GitHub) has no address to show it from.
    image.addEventListener('error', () => (image.style.visibility = 'hidden'))
    // Listed without its pixels (new in the repository since pictures.json was made): as its thumbnail decodes.
    if (!picture.width && !picture.path.toLowerCase().endsWith('.svg'))
      image.addEventListener('load', () => {
        if (picture.width || !image.naturalWidth || !image.naturalHeight) return
        Object.assign(picture, { width: image.naturalWidth, height: image.naturalHeight })
        const size = image.closest('li')?.querySelector('.size')
        if (size) size.textContent = sizeText(picture)
      })
    if (!picking) return cardOf(picture, name, element('div', { class: 'thumb' }, image), uses)
    const thumb = element('button', { type: 'button', class: 'thumb', 'aria-label': `Select ${name}`, 'aria-pressed': 'false' }, image)
    thumb.addEventListener('click', () => {
      selected = picture.address
      markSelected()
    })
    thumb.addEventListener('dblclick', () => {
      selected = picture.address
      markSelected()
      choose.click()
    })
    return cardOf(picture, name, thumb, uses)
  }

  const cardOf = (picture: Picture, name: string, thumb: HTMLElement, uses: HTMLElement) => {
    const remove = element('button', { type: 'button', class: 'danger', 'aria-label': `Delete ${name}` }, 'Delete')
    // Why it is not deleted shows on the picture itself, where the editor looks.
    const refuse = (text: string) => {
      const shown =
        remove.closest('li')?.querySelector('.message') ??
        remove.closest('li')?.appendChild(element('p', { class: 'message refused', role: 'alert' }))
      if (shown) shown.textContent = text
    }
    remove.addEventListener('click', () => void deletePicture(picture, name, refuse))
    // Published, a delete would change the site at once, with no review (cms/deletions.ts): not offered.
    const actions = isLocal ? element('div', { class: 'actions' }, remove) : undefined
    return element(
      'li',
      { class: 'card', 'data-address': picture.address },
      thumb,
      element('p', { class: 'name' }, name),
      element('p', {}, element('code', {}, picture.address)),
      element('p', { class: 'size' }, sizeText(picture)),
      uses,
      actions,
    )
  }

  const render = () => {
    if (!library) return
    const current = library
    listing.replaceChildren(
      ...current.folders.map((folder) => {
        const pictures = current.pictures.filter((picture) => picture.folder === folder)
        const heading = `site-pictures-folder-${folder.replace(/[^a-z0-9]+/gi, '-') || 'top'}`
        return element(
          'section',
          { 'aria-labelledby': heading },
          element('h3', { id: heading }, `${folderPath(folder)} (${pictures.length === 1 ? '1 picture' : `${pictures.length} pictures`})`),
          pictures.length ? element('ul', { class: 'grid' }, ...pictures.map(card)) : element('p', {}, 'No pictures in this folder yet.'),
        )
      }),
    )
    markSelected()
  }

  const reload = async () => {
    // The folder the editor chose stays chosen; at first, the entry's own.
    const chosenFolder = library ? folderSelect.value : undefined
    library = await loadLibrary()
    const { megabytes, pixels } = library.maxUpload
    limits.textContent = `JPEG, PNG, WebP, AVIF, GIF or SVG, at most ${megabytes} MB and ${pixels.toLocaleString('en')} px wide. Pages show pictures at most 1,600 px wide, so a photo of about 2,000 px is plenty.${isLocal ? '' : ' It is saved to the site with the page you choose it for, when you save that page (through its review).'}`
    folderSelect.replaceChildren(...library.folders.map((folder) => element('option', { value: folder }, folderPath(folder))))
    folderSelect.value = chosenFolder !== undefined && library.folders.includes(chosenFolder) ? chosenFolder : folderOfEntry(library)
    render()
  }

  async function deletePicture(picture: Picture, name: string, refuse: (text: string) => void) {
    if (picture.usedBy.length) {
      refuse(
        `${name} is not deleted: it is used on ${sentence(picture.usedBy.map((use) => (use.route ? `${use.title} (${use.route})` : use.title)))}. Choose another picture there first, then delete it.`,
      )
      return
    }
    // This session's saves and the pages the list above may not know yet: the check's own answer.
    const users = await usersOf({ files: [picture.path] }).catch(() => undefined)
    if (!users || users.length) {
      refuse(
        users
          ? `${name} is not deleted: it is used on ${named(users)}. Choose another picture there first, then delete it.`
          : `${name} is not deleted: the pages that use it could not be found. Try again.`,
      )
      return
    }
    if (!window.confirm(`Delete ${name} for good?`)) return
    try {
      await backend!.deleteFiles([picture.path], `Delete ${picture.path}`)
    } catch (error) {
      refuse(error instanceof Refused ? error.message : `${name} is not deleted: ${(error as Error).message}.`)
      return
    }
    if (selected === picture.address) selected = undefined
    say(`${name} is deleted.`, 'done')
    await reload()
  }

  fileInput.addEventListener('change', async () => {
    const file = fileInput.files?.[0]
    if (!file || !library) return
    const folder = folderSelect.value
    const name = safeName(file.name)
    const problem = await uploadProblem(file, name, folder, library)
    fileInput.value = ''
    if (problem) return say(problem, 'refused')
    const path = `${folderPath(folder)}/${name}`
    say(`Uploading ${name}…`)
    const pixels = await pixelsOf(file)
    if (pixels) uploadedPixels.set(path, pixels)
    try {
      await backend!.persistMedia({ path, fileObj: file, toBase64: () => base64Of(file) }, { commitMessage: `Upload ${path}` })
    } catch (error) {
      return say(`${name} is not uploaded: ${(error as Error).message}.`, 'refused')
    }
    // Not on the published site, nor in the site index the browser's check and preview loaded: they take it from here.
    rememberUpload(path, file)
    // With GitHub, the repository is listed again; a new picture it does not list yet is shown anyway.
    await reload().catch(() => undefined)
    if (library && !library.pictures.some((picture) => picture.path === path)) {
      library.pictures.push({ path, address: `/${path.slice('content/'.length)}`, folder, bytes: file.size, ...pixels, usedBy: [] })
      render()
    }
    selected = `/${path.slice('content/'.length)}`
    markSelected()
    const when = isLocal ? '' : ': it goes to the site with this page, when you save it'
    say(`${name} is uploaded to ${folderPath(folder)}${when}.${picking ? ' It is selected: choose it for this field.' : ''}`, 'done')
  })
  choose.addEventListener('click', () => {
    if (!selected) return
    insert(selected)
    hide()
  })
  close.addEventListener('click', hide)
  dialog.addEventListener('close', hide)

  document.body.append(dialog)
  open = { dialog }
  dialog.showModal()
  reload().catch((error: Error) => {
    listing.replaceChildren(element('p', {}, `The pictures could not be listed (${error.message}). Close this window and open it again.`))
  })
}

/** The site's picture library (registered by cms/admin.ts). */
export function registerMediaLibrary(cms: unknown): void {
  ;(cms as { registerMediaLibrary(library: unknown): void }).registerMediaLibrary({
    name: NAME,
    init: ({ handleInsert }: { handleInsert: (address: string) => void }) => ({
      show: (options: ShowOptions) => show(options ?? {}, handleInsert),
      hide,
      // The Media page of the header opens it too, to look, upload and delete.
      enableStandalone: () => true,
    }),
  })
}
