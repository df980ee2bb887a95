/**
 * SVG pictures made safe to publish. An SVG opened at its address is a document of the
 * site's origin (where /admin keeps the editor's GitHub token), so patterns over its text
 * are not enough: a namespace prefix, an XHTML element or an entity says "script" in a
 * way no pattern foresees. The text is parsed as XML (namespace-aware, jsdom), cleaned by
 * DOMPurify's SVG allowlist, and written again from the tree, so what is published is
 * what was checked.
 *
 * Beyond DOMPurify's allowlist: links (href, xlink:href) only to #fragments inside the
 * picture (and an <image> may embed raster data); no CSS that loads anything (url() only
 * to #fragments, no @import); no animation aimed at a link or an event attribute; no
 * entity declarations (refused: their expansion is markup we never see).
 */
import { createRequire } from 'node:module'
import type { Config, DOMPurify } from 'dompurify'
import type { SanitisedSvg } from '../pipeline/pictures/pictureFiles.js'

export type { SanitisedSvg }

const SVG_NS = 'http://www.w3.org/2000/svg'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

// DOMPurify's SVG profile; <use> too, which it leaves out only for its external
// references, which the href rule below refuses. IN_PLACE: the XML tree is cleaned as it
// is (a copy would be made in an HTML document, which loses SVG's letter case).
const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use'],
  // role="img" names the picture for screen readers; from= and to= are what the
  // animations DOMPurify keeps (<animateTransform>) animate between.
  ADD_ATTR: ['role', 'from', 'to'],
  IN_PLACE: true,
  // An element that is removed takes its content along: SVG draws nothing inside an
  // element it does not know, and the content of a <s:script> is script.
  KEEP_CONTENT: false,
  // DOM clobbering (id="cookie") matters to a page's scripts; a published SVG has none,
  // and accessible SVGs use ids such as "title".
  SANITIZE_DOM: false,
}

/** CSS that loads something: url() to anything but #fragments, @import, image-set(), src(), or an escape that could spell them. */
const LOADS = /\\|@import|image-set\s*\(|\bsrc\s*\(|url\s*\((?!\s*['"]?\s*#)/i
/** Raster data embedded in an <image>: drawn as an image, never run. */
const RASTER_DATA = /^data:image\/(png|jpeg|jpg|gif|webp|avif);base64,[\w+/=\s]*$/i

/** A kept attribute must pass these, whatever DOMPurify thinks of it. */
function allowedAttribute(element: Element, name: string, value: string): boolean {
  if (/(^|:)href$/.test(name)) return /^[\t\n\f\r ]*#/.test(value) || (element.localName === 'image' && RASTER_DATA.test(value))
  return !LOADS.test(value)
}

type Window = ReturnType<typeof createWindow>
let instance: { window: Window; purify: DOMPurify } | undefined

function createWindow() {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom')
  return new JSDOM('').window
}

/** jsdom takes about a second to load: once, on the first SVG, never for a site without any. */
function sanitiser() {
  if (instance) return instance
  const window = createWindow()
  const createDOMPurify = createRequire(import.meta.url)('dompurify') as typeof import('dompurify').default
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0])
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (!allowedAttribute(node as Element, data.attrName, data.attrValue)) data.keepAttr = false
  })
  instance = { window, purify }
  return instance
}

/** One thing taken out: what could run script, what loads another file or address, what pictures do not need. */
type Removal = { kind: 'runs' | 'loads' | 'unneeded'; what: string }

/** The SVG text, cleaned (see above), or why it cannot be. */
export function sanitiseSvg(text: string): SanitisedSvg {
  const source = text.replace(/^\uFEFF/, '')
  // Entities are refused before parsing: jsdom expands them as text, but what a browser
  // would make of them is not ours to guess, and an SVG from a drawing program needs none.
  const entity = /<!ENTITY|<!DOCTYPE[^>[]*\[/i.exec(source)
  if (entity) return { problem: ENTITY_PROBLEM, ...placeOf(source, entity.index) }
  try {
    return sanitiseParsed(source)
  } catch (error) {
    // Fails closed: what could not be cleaned is not published.
    return {
      problem: `this SVG could not be checked (${(error as Error).message}), so it cannot be published: export it again from the drawing program`,
      line: 1,
      column: 1,
    }
  }
}

function sanitiseParsed(source: string): SanitisedSvg {
  const { window, purify } = sanitiser()
  const doc = new window.DOMParser().parseFromString(source, 'image/svg+xml')
  const root = doc.documentElement
  if (root.localName === 'parsererror') {
    const [, line = '1', column = '1', reason = ''] = /^(\d+):(\d+): ([\s\S]*)/.exec(root.textContent ?? '') ?? []
    return {
      problem: `this SVG is not well-formed XML${reason && ` (${reason.trim().replace(/\.$/, '')})`}, so it cannot be published: export it again from the drawing program`,
      line: Number(line),
      column: Number(column),
    }
  }
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS || root.prefix)
    return {
      problem: `this SVG does not start with <svg xmlns="${SVG_NS}">, so browsers would not draw it: export it again from the drawing program`,
      line: 1,
      column: 1,
    }

  const removed: Removal[] = []
  // Outside <svg>: <?xml-stylesheet?> and any other instruction stay out of the copy,
  // which is the <svg> element alone.
  for (const node of doc.childNodes)
    if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE)
      removed.push(node.nodeName === 'xml-stylesheet' ? { kind: 'loads', what: 'a link to a stylesheet' } : elementRemoval(node)!)
  // Before DOMPurify, which keeps <style> whatever it says, and every animation but
  // <animate> and <set>: a stylesheet that loads anything goes, and so does an animation
  // aimed at a link or an event attribute. CDATA becomes text (the serialiser escapes it).
  for (const node of descendants(root)) {
    if (!root.contains(node)) continue // inside an element removed here
    if (node.nodeType === node.CDATA_SECTION_NODE) node.parentNode!.replaceChild(doc.createTextNode(node.nodeValue ?? ''), node)
    if (node.nodeType !== node.ELEMENT_NODE) continue
    const element = node as Element
    if (element.localName === 'style' && LOADS.test(element.textContent ?? '')) {
      element.remove()
      removed.push({ kind: 'loads', what: 'a stylesheet that loads another file or address' })
    } else if (ANIMATED_LINK_OR_EVENT.test(element.getAttribute('attributeName') ?? '')) {
      element.remove()
      removed.push(ANIMATION)
    }
  }

  purify.sanitize(root, CONFIG)
  for (const entry of purify.removed) {
    const removal =
      'element' in entry ? elementRemoval(entry.element as Node) : entry.attribute && attributeRemoval(entry.attribute as Attr)
    if (removal) removed.push(removal)
  }
  return {
    svg: new window.XMLSerializer().serializeToString(root),
    removed: inWords(removed),
    active: removed.some(({ kind }) => kind === 'runs'),
  }
}

const ENTITY_PROBLEM =
  'this SVG declares entities (<!ENTITY> in its DOCTYPE), which could hide markup, so it cannot be published: export it again from the drawing program, without a DOCTYPE'
const ANIMATED_LINK_OR_EVENT = /^\s*([\w.-]+:)?(href\s*$|on)/i
const ANIMATION: Removal = { kind: 'runs', what: 'an animation that changes a link or an event attribute' }

/** A removed node in words; undefined for what is not worth a word (comments). */
function elementRemoval(node: Node): Removal | undefined {
  if (node.nodeType === node.COMMENT_NODE) return undefined
  if (node.nodeType !== node.ELEMENT_NODE) return { kind: 'unneeded', what: `<?${node.nodeName}?>` }
  const element = node as Element
  const name = element.localName.toLowerCase()
  if (name === 'script') return { kind: 'runs', what: 'a script' }
  if (element.namespaceURI === XHTML_NS || name === 'foreignobject')
    return { kind: 'runs', what: `HTML inside the picture (<${element.localName}>)` }
  return { kind: 'unneeded', what: `<${element.nodeName}>` }
}

function attributeRemoval({ name, localName, value }: Attr): Removal | undefined {
  // Namespace declarations go with the elements and attributes that used them.
  if (/^xmlns(:|$)/.test(name)) return undefined
  if (/^on/i.test(localName)) return { kind: 'runs', what: `an ${name} attribute` }
  if (/^[\0- ]*(java|vb)script:/i.test(value.replace(/[\t\n\r]/g, ''))) return { kind: 'runs', what: 'a javascript: address' }
  if (localName.toLowerCase() === 'attributename') return ANIMATION
  if (localName === 'href') return { kind: 'loads', what: `a reference to another file or address (${name}="${shorter(value)}")` }
  if (LOADS.test(value))
    return { kind: 'loads', what: `${name === 'style' ? 'a style' : `a ${name}= attribute`} that loads another file or address` }
  return { kind: 'unneeded', what: `${name}=` }
}

/** Each removal once; what pictures do not need, as one item naming a few. */
function inWords(removed: Removal[]): string[] {
  const named = [...new Set(removed.filter(({ kind }) => kind !== 'unneeded').map(({ what }) => what))]
  const unneeded = [...new Set(removed.filter(({ kind }) => kind === 'unneeded').map(({ what }) => what))]
  if (unneeded.length)
    named.push(
      `${unneeded.length === 1 ? 'a part' : 'parts'} the site leaves out of pictures (${unneeded.slice(0, 5).join(', ')}${unneeded.length > 5 ? ` and ${unneeded.length - 5} more` : ''})`,
    )
  return named
}

const shorter = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value)

/** Every node under root, in document order (a loop: a deep tree must not overflow the stack). */
function descendants(root: Node): Node[] {
  const nodes: Node[] = []
  const stack = [...root.childNodes].reverse()
  for (let node = stack.pop(); node; node = stack.pop()) {
    nodes.push(node)
    stack.push(...[...node.childNodes].reverse())
  }
  return nodes
}

/** Line and column (from 1) of an offset in text. */
function placeOf(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n')
  return { line: before.length, column: before[before.length - 1].length + 1 }
}
