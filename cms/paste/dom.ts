/** What the clipboard's HTML is read with: an element's style, elements by selector, node kinds. */

/** NodeFilter's SHOW_COMMENT and SHOW_TEXT (the global is a browser's; the tests parse with jsdom). */
export const [SHOW_COMMENT, SHOW_TEXT] = [0x80, 0x4]

/** An element's inline style, property by property, lower-case and with its spaces made single. */
export function styleOf(element: Element): Map<string, string> {
  const style = new Map<string, string>()
  for (const declaration of (element.getAttribute('style') ?? '').replace(/\s+/g, ' ').split(';')) {
    const colon = declaration.indexOf(':')
    if (colon > 0)
      style.set(
        declaration.slice(0, colon).trim().toLowerCase(),
        declaration
          .slice(colon + 1)
          .trim()
          .toLowerCase(),
      )
  }
  return style
}

export const elements = (root: ParentNode, selector = '*') => [...root.querySelectorAll(selector)]
