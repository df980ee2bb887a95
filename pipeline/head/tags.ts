/** The <head> of a page as plain data, rendered to a string by the server. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: { type: 'application/ld+json' }; json: object }

const VOID_TAGS = new Set(['meta', 'link'])

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * JSON for a <script> element: `<`, `>` and `&` are escaped as \u003c… so no string from
 * front matter can close the script (`</script>`) or open a comment; U+2028/9 too.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Guards the one rule HTML imposes on head tags: void elements take no children. */
function assertNoChildren(tag: HeadTag) {
  if (VOID_TAGS.has(tag.tag) && ('text' in tag || 'json' in tag)) {
    throw new Error(`<${tag.tag}> is a void element and cannot have children; put the value in an attribute such as content="…"`)
  }
}

const attributes = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')

export function renderHeadTag(tag: HeadTag): string {
  assertNoChildren(tag)
  switch (tag.tag) {
    case 'title':
      return `<title>${escapeHtml(tag.text)}</title>`
    case 'script':
      return `<script${attributes(tag.attrs)}>${serializeJsonLd(tag.json)}</script>`
    default:
      return `<${tag.tag}${attributes(tag.attrs)}>`
  }
}

export const renderHeadTags = (tags: HeadTag[]) => tags.map(renderHeadTag).join('\n    ')
