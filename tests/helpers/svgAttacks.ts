/**
 * The attacks on the SVG cleaning (site/svgSanitiser.ts), shared by the test of the
 * cleaning itself (tests/unit/svgSanitiser.test.ts) and the tests of what is published
 * and what Chromium makes of it (tests/security/svg.test.ts), and the search of a
 * published SVG for anything that could run script or load another file.
 *
 * Against the regex check the cleaning replaced (SVG_DANGERS), every test of these fails:
 * the attacks marked "bypass" passed it and were published as uploaded, script included;
 * the others were refused with an error (the SVG went unpublished) where they now publish
 * clean with a warning, and publishedPicture did not exist.
 */
import { JSDOM } from 'jsdom'

export const SVG = 'xmlns="http://www.w3.org/2000/svg"'
export const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"'
export const SVG_NS = 'http://www.w3.org/2000/svg'
/** Every payload calls this: the browser test sees it run. */
export const RUN = 'top.__pwned=1;alert(1)'

/** [what, SVG text, whether the old regex check let it through]. */
export const ATTACKS: [string, string, 'bypass' | 'refused'][] = [
  // The old check looked for "<script", not for a script element under another prefix.
  ['a script element under a prefix bound to SVG', `<svg ${SVG}><s:script xmlns:s="${SVG_NS}">${RUN}</s:script></svg>`, 'bypass'],
  ['a script with the prefix spelled svg:', `<svg ${SVG} xmlns:svg="${SVG_NS}"><svg:script>${RUN}</svg:script><svg:rect/></svg>`, 'bypass'],
  ['an XHTML script inside the SVG', `<svg ${SVG}><script xmlns="http://www.w3.org/1999/xhtml">${RUN}</script></svg>`, 'refused'],
  ['an XHTML script under a prefix', `<svg ${SVG}><h:script xmlns:h="http://www.w3.org/1999/xhtml">${RUN}</h:script></svg>`, 'bypass'],
  // attributeName="href" and values="javascript:…": neither "javascript:" nor "on…=" in an attribute name.
  [
    'an animate that turns a link into javascript:',
    `<svg ${SVG}><a id="x"><text y="20">click</text><animate attributeName="href" values="&#106;avascript:${RUN}"/></a></svg>`,
    'bypass',
  ],
  [
    'a set that writes an event attribute',
    `<svg ${SVG}><rect width="9" height="9"><set attributeName="onmouseover" to="${RUN}"/></rect></svg>`,
    'bypass',
  ],
  [
    'a set aimed at xlink:href under another prefix',
    `<svg ${SVG} xmlns:l="http://www.w3.org/1999/xlink"><a><set attributeName="l:href" to="&#106;avascript:${RUN}"/><text y="20">x</text></a></svg>`,
    'bypass',
  ],
  [
    'an animateTransform aimed at an event attribute',
    `<svg ${SVG}><animateTransform attributeName="onbegin" values="${RUN}"/></svg>`,
    'bypass',
  ],
  // Entities: their replacement text is markup the regexes never saw.
  [
    'an entity that spells a script',
    `<!DOCTYPE svg [<!ENTITY s "&#60;script&#62;${RUN}&#60;/script&#62;">]><svg ${SVG}>&s;</svg>`,
    'refused',
  ],
  ['a parameter entity', `<!DOCTYPE svg [<!ENTITY % p "<!ENTITY x 'boo'>"> %p;]><svg ${SVG}><text>&x;</text></svg>`, 'refused'],
  ['a javascript: link', `<svg ${SVG}><a href="javascript:${RUN}"><rect width="9" height="9"/></a></svg>`, 'refused'],
  // "java&#x09;script:" and "&#106;avascript:" never matched /javascript\s*:/ (the href rule caught them).
  [
    'a javascript: link written with character references',
    `<svg ${SVG}><a href="java&#x09;script&#58;${RUN}"><rect/></a><a href="&#106;avascript:${RUN}"><rect/></a></svg>`,
    'refused',
  ],
  [
    'an xlink:href to data:text/html',
    `<svg ${SVG} ${XLINK}><a xlink:href="data:text/html,&lt;script&gt;${RUN}&lt;/script&gt;"><rect/></a></svg>`,
    'refused',
  ],
  ['an image from another address', `<svg ${SVG}><image href="https://evil.example/x.png" width="9" height="9"/></svg>`, 'refused'],
  ['an image holding an SVG document', `<svg ${SVG}><image href="data:image/svg+xml,&lt;svg onload='${RUN}'/&gt;"/></svg>`, 'refused'],
  [
    'a use of another file',
    `<svg ${SVG}><use href="other.svg#a"/><use xlink:href="https://evil.example/s.svg#a" ${XLINK}/></svg>`,
    'refused',
  ],
  [
    'a style attribute loading an address',
    `<svg ${SVG}><rect style="background:url(https://evil.example/x)" width="9" height="9"/></svg>`,
    'refused',
  ],
  // A CSS escape spells url( without the letters the regex looked for.
  ['a style attribute with a CSS escape', `<svg ${SVG}><rect style="fill:\\75 rl(https://evil.example/x)"/></svg>`, 'bypass'],
  ['a presentation attribute loading an address', `<svg ${SVG}><rect fill="url(https://evil.example/p.svg#g)"/></svg>`, 'refused'],
  ['a stylesheet importing another', `<svg ${SVG}><style>@import url(https://evil.example/x.css);</style></svg>`, 'refused'],
  ['a stylesheet importing with an escape', `<svg ${SVG}><style>@\\69mport "https://evil.example/x.css";</style></svg>`, 'bypass'],
  ['an xml-stylesheet instruction', `<?xml-stylesheet href="https://evil.example/x.css"?><svg ${SVG}><rect/></svg>`, 'refused'],
  ['a script in CDATA', `<svg ${SVG}><script><![CDATA[${RUN}]]></script></svg>`, 'refused'],
  ['a script split over lines', `<svg ${SVG}><script\n>${RUN}</script\n></svg>`, 'refused'],
  ['an uppercase SCRIPT', `<svg ${SVG}><SCRIPT>${RUN}</SCRIPT></svg>`, 'refused'],
  ['an onload on the root', `<svg ${SVG} onload="${RUN}"><rect/></svg>`, 'refused'],
  // Not an event handler to a browser (those have no namespace), but /\son[a-z]+=/ missed it.
  ['an event attribute under a prefix', `<svg ${SVG} xmlns:e="urn:x"><rect e:onclick="${RUN}"/></svg>`, 'bypass'],
  [
    'an iframe in the XHTML namespace',
    `<svg ${SVG}><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:${RUN}"/></svg>`,
    'refused',
  ],
  [
    'an embed and an object in the XHTML namespace',
    `<svg ${SVG}><h:embed xmlns:h="http://www.w3.org/1999/xhtml" src="https://evil.example/x.swf"/><h:object xmlns:h="http://www.w3.org/1999/xhtml" data="https://evil.example/x.html"/></svg>`,
    'bypass',
  ],
  [
    'a foreignObject with HTML',
    `<svg ${SVG}><foreignObject width="99" height="99"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="${RUN}"/></foreignObject></svg>`,
    'refused',
  ],
  [
    'a handler element',
    `<svg ${SVG} xmlns:ev="http://www.w3.org/2001/xml-events"><handler ev:event="load">${RUN}</handler></svg>`,
    'bypass',
  ],
  ['an instruction inside the SVG', `<svg ${SVG}><?xml-stylesheet href="https://evil.example/x.css"?><rect/></svg>`, 'refused'],
]

// A window of its own, apart from the one the cleaning uses.
const { DOMParser } = new JSDOM('').window
export const parseXml = (text: string) => new DOMParser().parseFromString(text, 'image/svg+xml')

/** What in this (published) SVG text could run script or load anything, parsed as a browser parses it. */
export function dangers(svg: string): string[] {
  const found: string[] = []
  if (/<!ENTITY|<!DOCTYPE|<\?/i.test(svg)) found.push('a DOCTYPE, an entity or an instruction')
  const root = parseXml(svg).documentElement
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) return [...found, `root ${root.localName} (${root.textContent})`]
  for (const element of [root, ...root.getElementsByTagName('*')]) {
    const name = element.localName.toLowerCase()
    if (element.namespaceURI !== SVG_NS) found.push(`<${element.nodeName}> outside SVG`)
    if (['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'animate', 'set'].includes(name))
      found.push(`<${element.nodeName}>`)
    if (name === 'style' && /@import|\\|url\((?!\s*['"]?#)/i.test(element.textContent ?? '')) found.push('a stylesheet that loads')
    for (const { name: attribute, localName, value } of element.attributes) {
      if (/^on/i.test(localName)) found.push(`${attribute}=`)
      if (localName === 'href' && !value.startsWith('#')) found.push(`${attribute}="${value}"`)
      if (/javascript:|\\|@import|url\((?!\s*['"]?#)/i.test(value)) found.push(`${attribute}="${value}"`)
      if (localName === 'attributeName' && /(^|:)(href|on)/i.test(value)) found.push(`attributeName="${value}"`)
    }
  }
  return found
}
