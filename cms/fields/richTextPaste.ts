/**
 * A paste from Word, Google Docs or LibreOffice keeps what Markdown can hold. Decap's own
 * paste (decap-cms-widget-markdown's withHtml) keeps no bold from Google Docs, makes Word's
 * bullets paragraphs starting with "·", runs a table's cells into one line and loses
 * pictures. Here a paste that brings HTML (or only pictures) is taken before Slate sees it:
 * the HTML becomes Markdown (cms/paste/clipboardMarkdown.ts, in cms-later.js: laterCode.ts),
 * each picture is uploaded through the picture library's upload (into the entry's folder,
 * checked first) or said why not, and the Markdown goes into the text as Decap's own nodes
 * (markdownSlate.ts), in one change that Ctrl+Z undoes. In Markdown mode the Markdown is pasted as text. A note
 * beside the text field names what Markdown could not hold and each picture's fate.
 * A copy from the editor itself (Slate's own fragment) and plain text are Slate's to paste.
 */
import { laterCode } from '../laterCode.js'
import { uploadPastedPicture } from '../mediaLibrary.js'
import type { PastedPicture, picturesInRtf } from '../paste/clipboardMarkdown.js'
import { focusAtSelection, richTextEditorAt, type SlateEditor, type SlateElement, type SlateRange } from './slateEditor.js'

const NOTE_CLASS = 'nile-paste-note'
const FIELD = '[class*="ControlContainer"]'

/** The note beside the text field: what the paste left out, each picture's fate. */
function note(editable: HTMLElement, lines: string[], done: boolean) {
  const field = editable.closest(FIELD)
  if (!field) return
  field.querySelector(`:scope > .${NOTE_CLASS}`)?.remove()
  if (!lines.length) return
  const box = document.createElement('div')
  box.className = NOTE_CLASS
  box.setAttribute('role', done ? 'alert' : 'status')
  box.style.cssText = 'margin:4px 0 8px;padding:6px 10px;border-radius:4px;font-size:14px;line-height:1.4;background:#fff7e0;color:#6b4a00'
  const [first, ...rest] = lines
  box.append(Object.assign(document.createElement('p'), { textContent: first }))
  box.firstElementChild!.setAttribute('style', 'margin:0')
  if (rest.length) {
    const list = document.createElement('ul')
    list.style.cssText = 'margin:4px 0 0;padding-left:20px'
    for (const line of rest) list.append(Object.assign(document.createElement('li'), { textContent: line }))
    box.append(list)
  }
  if (done) {
    const close = Object.assign(document.createElement('button'), { type: 'button', textContent: 'OK, hide this note' })
    close.style.cssText =
      'margin-top:6px;font:inherit;padding:2px 10px;border-radius:4px;border:1px solid #6b4a00;background:white;color:#6b4a00;cursor:pointer'
    close.addEventListener('click', () => box.remove())
    box.append(close)
  }
  const anchor = field.querySelector(':scope > [class*="ControlTopbar"], :scope > label')
  if (anchor) anchor.after(box)
  else field.prepend(box)
}

const describe = (picture: PastedPicture) => (picture.alt ? `The picture “${picture.alt}”` : 'A picture')
const hostOf = (address: string) => {
  try {
    return new URL(address).host
  } catch {
    return 'another site'
  }
}

/** A picture's bytes, from its data: address, Word's RTF copy, or the clipboard's files; else why not. */
function pictureBytes(
  picture: PastedPicture,
  index: number,
  count: number,
  rtf: ReturnType<typeof picturesInRtf>,
  files: File[],
): Blob | string {
  const data = /^data:([^;,]+);base64,(.*)$/s.exec(picture.src)
  if (data) return new Blob([Uint8Array.from(atob(data[2].replace(/\s+/g, '')), (char) => char.charCodeAt(0))], { type: data[1] })
  // The clipboard's own files stand for the pictures when it holds one for each (a picture copied alone).
  if (files.length === count) return files[index]
  if (picture.src.startsWith('file:')) {
    const copy = rtf[index]
    if (copy?.type) return new Blob([copy.bytes as BlobPart], { type: copy.type })
    if (copy)
      return 'Word gave it only as a Windows metafile, which web pages do not show: save it from Word as a PNG or JPEG picture and add it with the picture library'
    return 'Word kept it as a file on your computer, which a web page cannot read: save it from Word (right-click it, Save as Picture) and add it with the picture library'
  }
  return `it is stored at ${hostOf(picture.src)} (Google Docs keeps pictures on Google’s servers), and the content manager fetches nothing from other sites: download the picture, then add it with the picture library`
}

/** Puts `blocks` where `selection` is: words into the paragraph there, blocks before, after or in place of it. */
function insertBlocks(
  editor: SlateEditor,
  selection: SlateRange | null,
  blocks: SlateElement[],
  spaces: { before: boolean; after: boolean },
) {
  editor.withoutNormalizing(() => {
    editor.select(selection ?? editor.end([]))
    if (selection && JSON.stringify(selection.anchor) !== JSON.stringify(selection.focus)) editor.delete()
    const point = editor.selection!.anchor
    if (blocks.length === 1 && blocks[0].type === 'paragraph') {
      // Words into the paragraph, with the spaces the copy began or ended with (Markdown trims them).
      editor.insertNodes([...(spaces.before ? [{ text: ' ' }] : []), ...blocks[0].children, ...(spaces.after ? [{ text: ' ' }] : [])])
      return
    }
    const [top, [index]] = editor.above({ at: point, match: (_node, path) => path.length === 1 })!
    const holdsText = /^(paragraph|heading-)/.test(top.type)
    let at = index + 1
    if (holdsText && !editor.string([index]).trim() && !top.children.some((child) => 'type' in child)) {
      editor.removeNodes({ at: [index] })
      at = index
    } else if (holdsText && editor.isStart(point, [index])) at = index
    else if (holdsText && !editor.isEnd(point, [index]))
      editor.splitNodes({ at: point, match: (_node, path) => path.length === 1, always: true })
    editor.insertNodes(blocks, { at: [at] })
    editor.select(editor.end([at + blocks.length - 1]))
  })
}

async function paste(
  found: { element: HTMLElement; editor: SlateEditor },
  rich: boolean,
  clipboard: { html: string; rtf: string; files: File[] },
) {
  const { element, editor } = found
  const selection = editor.selection
  // The Markdown code comes with cms-later.js, fetched when the entry opened (cms/laterCode.ts).
  const later = await laterCode().catch(() => undefined)
  if (!later) {
    note(
      element,
      ['Nothing was pasted: the content manager could not load its paste step (is the connection down?). Paste again in a moment.'],
      true,
    )
    return
  }
  const { clipboardMarkdown, picturesInRtf, markdownSlate } = later
  const parse = () => new DOMParser().parseFromString(clipboard.html, 'text/html')
  const first = clipboardMarkdown(parse())
  const pictures: PastedPicture[] = clipboard.html ? first.pictures : clipboard.files.map((file) => ({ src: file.name, alt: '' }))
  const addresses = new Map<string, string>()
  const lines: string[] = []
  if (pictures.length) {
    note(element, [pictures.length === 1 ? 'Uploading the pasted picture…' : `Uploading the ${pictures.length} pasted pictures…`], false)
    const rtf = picturesInRtf(clipboard.rtf)
    for (const [index, picture] of pictures.entries()) {
      const bytes = clipboard.html ? pictureBytes(picture, index, pictures.length, rtf, clipboard.files) : clipboard.files[index]
      const uploaded = typeof bytes === 'string' ? { problem: bytes } : await uploadPastedPicture(bytes, picture.alt)
      if ('address' in uploaded) {
        addresses.set(picture.src, uploaded.address)
        lines.push(
          `${describe(picture)} is uploaded to ${uploaded.path}.${picture.alt ? '' : ' Give it a description: click it in the text.'}`,
        )
      } else lines.push(`${describe(picture)} is not pasted: ${uploaded.problem}.`)
    }
  }
  const markdown = clipboard.html
    ? clipboardMarkdown(parse(), addresses).markdown
    : pictures.flatMap((picture) => (addresses.has(picture.src) ? [`![](${addresses.get(picture.src)})`] : [])).join('\n\n')
  const left = first.dropped.map((what) => `Left out: ${what}.`)
  if (markdown)
    if (rich) {
      const words = parse().body.textContent ?? ''
      insertBlocks(editor, selection, markdownSlate(markdown), { before: /^[ \u00a0]/.test(words), after: /[ \u00a0]$/.test(words) })
    } else {
      editor.select(selection ?? editor.end([]))
      const transfer = new DataTransfer()
      transfer.setData('text/plain', markdown)
      editor.insertData(transfer)
    }
  const refused = lines.some((line) => line.includes(' is not pasted: '))
  const heading =
    left.length || refused
      ? 'Pasted, but not all of it: the site’s texts are written in Markdown, which cannot hold everything a document can.'
      : 'Pasted.'
  note(element, left.length || lines.length ? [heading, ...left, ...lines] : [], true)
  await focusAtSelection(element, editor)
}

export function keepPastedFormatting(): void {
  // Capturing on window runs before Slate's own paste (its React handler and its beforeinput).
  window.addEventListener(
    'paste',
    (event) => {
      const visual = richTextEditorAt(event.target)
      const found = visual ?? richTextEditorAt(event.target, 'raw')
      const data = event.clipboardData
      if (!found || !data || data.types.includes('application/x-slate-fragment')) return
      const html = data.getData('text/html')
      const files = [...data.files].filter((file) => file.type.startsWith('image/'))
      // Plain text from anywhere, or HTML into Markdown mode that holds no formatting, is Slate's to paste.
      if (!html.trim() && !files.length) return
      event.preventDefault()
      event.stopImmediatePropagation()
      // The clipboard is read now: it is empty once the event is over.
      void paste(found, Boolean(visual), { html, rtf: data.getData('text/rtf'), files })
    },
    true,
  )
}
