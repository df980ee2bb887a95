/**
 * An SVG opened at its address runs on the site's origin, where /admin keeps the
 * editor's GitHub token: what the site publishes of an uploaded SVG must hold nothing
 * that runs script or loads another file, whatever form it takes. Each attack
 * (tests/helpers/svgAttacks.ts) is fed to the cleaning (site/svgSanitiser.ts, through
 * publishedPicture), and its output parsed again and searched; then the check's warning.
 * tests/security/svg.test.ts checks the built files and opens the published copies in Chromium.
 */
import { describe, expect, it } from 'vitest'
import { checkPictureFiles, publishedPicture } from '../../site/pictureFiles.js'
import { type SanitisedSvg, sanitiseSvg } from '../../site/svgSanitiser.js'
import { makeContent } from '../helpers/contentFixture.js'
import { ATTACKS, dangers, parseXml, RUN, SVG, SVG_NS, XLINK } from '../helpers/svgAttacks.js'

const ENTITIES: SanitisedSvg = {
  problem:
    'this SVG declares entities (<!ENTITY> in its DOCTYPE), which could hide markup, so it cannot be published: export it again from the drawing program, without a DOCTYPE',
  line: 1,
  column: 1,
}
const NOT_SVG: SanitisedSvg = {
  problem: `this SVG does not start with <svg ${SVG}>, so browsers would not draw it: export it again from the drawing program`,
  line: 1,
  column: 1,
}
const kept = (svg: string): SanitisedSvg => ({ svg, removed: [], active: false })
const LOADS = (what: string) => `${what} that loads another file or address`
const reference = (attribute: string) => `a reference to another file or address (${attribute})`
const PNG_DATA = 'data:image/png;base64,iVBORw0KGgo='

// First in this file: the first SVG a test file cleans sets the cleaning up (DOMPurify and
// its attribute hook, once), and mutation testing credits that set-up to that test alone.
describe('beyond DOMPurify, the cleaning', () => {
  it.each([
    ['a link to another file', `<use href="other.svg#a"/>`, `<use/>`, [reference('href="other.svg#a"')]],
    ['raster data anywhere but in an <image>', `<use href="${PNG_DATA}"/>`, `<use/>`, [reference(`href="${PNG_DATA}"`)]],
    [
      'an SVG document as data in an <image>',
      `<image href="data:image/svg+xml;base64,PHN2Zy8+"/>`,
      `<image/>`,
      [reference('href="data:image/svg+xml;base64,PHN2Zy8+"')],
    ],
    ['raster data followed by more than base64', `<image href="${PNG_DATA},x"/>`, `<image/>`, [reference(`href="${PNG_DATA},x"`)]],
    [
      'an address that ends in raster data',
      `<image href="https://evil.example/?${PNG_DATA}"/>`,
      `<image/>`,
      [reference('href="https://evil.example/?data:image/png;bas…"')],
    ],
    ['a url() to another address', `<rect fill="url(https://x.example/a.svg#g)"/>`, `<rect/>`, [LOADS('a fill= attribute')]],
    ['a url() with a space before it', `<rect fill="url (https://x.example/a.svg#g)"/>`, `<rect/>`, [LOADS('a fill= attribute')]],
    ['a url() with quotes', `<rect style="fill: url( 'https://x.example/a.svg#g' )"/>`, `<rect/>`, [LOADS('a style')]],
    ['an image-set()', `<rect style="fill: image-set('https://x.example/a.png' 1x)"/>`, `<rect/>`, [LOADS('a style')]],
    ['an image-set () with a space', `<rect style="fill: image-set ('a.png' 1x)"/>`, `<rect/>`, [LOADS('a style')]],
    ['a src()', `<rect style="fill: src('https://x.example/a.png')"/>`, `<rect/>`, [LOADS('a style')]],
    ['a src () with a space', `<rect style="fill: src ('a.png')"/>`, `<rect/>`, [LOADS('a style')]],
    ['an @import', `<rect style="@import 'x.css'"/>`, `<rect/>`, [LOADS('a style')]],
    ['a CSS escape', `<rect style="fill: \\75 rl(x)"/>`, `<rect/>`, [LOADS('a style')]],
    ['a stylesheet that loads', `<style>rect { fill: url(x.svg#g) }</style><rect/>`, `<rect/>`, [LOADS('a stylesheet')]],
  ])('removes %s', (_what, inside, published, removed) => {
    expect(sanitiseSvg(`<svg ${SVG}>${inside}</svg>`)).toEqual({ svg: `<svg ${SVG}>${published}</svg>`, removed, active: false })
  })

  const raster = ['png', 'jpeg', 'jpg', 'gif', 'webp', 'AVIF'].map((format) => `data:image/${format};base64,iVBORw0K+/Gg`)
  it.each([
    ['links to #fragments', `<svg ${SVG} ${XLINK}><use href="#a"/><use xlink:href="#a"/><a href="#top"><rect/></a></svg>`],
    [
      'raster data in an <image>, of every format, wrapped or not',
      `<svg ${SVG}>${raster.map((data) => `<image href="${data}&#xA;  o="/><image href="${data}o="/>`).join('')}</svg>`,
    ],
    [
      'CSS that points into the picture',
      `<svg ${SVG}><rect fill="url(#g)" style="stroke: url( '#g' ); fill: url(&quot; #g&quot;)"/></svg>`,
    ],
    ['text that speaks of CSS', `<svg ${SVG}><text>url(https://x.example) @import image-set( src(</text></svg>`],
  ])('keeps %s', (_what, svg) => {
    expect(sanitiseSvg(svg)).toEqual(kept(svg))
  })

  it('leaves out comments and declarations of namespaces nothing uses, silently', () => {
    expect(sanitiseSvg(`<svg ${SVG} xmlns:foo="urn:x"><!-- drawn by hand --><g xmlns="${SVG_NS}"><rect/></g></svg>`)).toEqual(
      kept(`<svg ${SVG}><g><rect/></g></svg>`),
    )
  })

  it('keeps links, raster data and ids (even those a page’s scripts could mistake for their own) exactly as written', () => {
    const svg = `<svg ${SVG} ${XLINK}><title id="title">A \uFEFFchart</title><g id="cookie"><use href="#a"/><use xlink:href="#a"/></g><image href="${PNG_DATA}"/><rect fill="url(#g)"/></svg>`
    expect(sanitiseSvg(svg)).toEqual(kept(svg))
  })
})

/** What is published of each attack, and what the warning names. */
const PUBLISHED = new Map<string, SanitisedSvg>([
  ['a script element under a prefix bound to SVG', { svg: `<svg ${SVG}/>`, removed: ['a script'], active: true }],
  [
    'a script with the prefix spelled svg:',
    { svg: `<svg ${SVG}/>`, removed: ['a script', 'a part the site leaves out of pictures (<svg:rect>)'], active: true },
  ],
  ['an XHTML script inside the SVG', { svg: `<svg ${SVG}/>`, removed: ['a script'], active: true }],
  ['an XHTML script under a prefix', { svg: `<svg ${SVG}/>`, removed: ['a script'], active: true }],
  [
    'an animate that turns a link into javascript:',
    {
      svg: `<svg ${SVG}><a id="x"><text y="20">click</text></a></svg>`,
      removed: ['an animation that changes a link or an event attribute'],
      active: true,
    },
  ],
  [
    'a set that writes an event attribute',
    {
      svg: `<svg ${SVG}><rect width="9" height="9"/></svg>`,
      removed: ['an animation that changes a link or an event attribute'],
      active: true,
    },
  ],
  [
    'a set aimed at xlink:href under another prefix',
    {
      svg: `<svg ${SVG}><a><text y="20">x</text></a></svg>`,
      removed: ['an animation that changes a link or an event attribute'],
      active: true,
    },
  ],
  [
    'an animateTransform aimed at an event attribute',
    { svg: `<svg ${SVG}/>`, removed: ['an animation that changes a link or an event attribute'], active: true },
  ],
  ['an entity that spells a script', ENTITIES],
  ['a parameter entity', ENTITIES],
  [
    'a javascript: link',
    { svg: `<svg ${SVG}><a><rect width="9" height="9"/></a></svg>`, removed: ['a javascript: address'], active: true },
  ],
  [
    'a javascript: link written with character references',
    { svg: `<svg ${SVG}><a><rect/></a><a><rect/></a></svg>`, removed: ['a javascript: address'], active: true },
  ],
  [
    'an xlink:href to data:text/html',
    {
      svg: `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink"><a><rect/></a></svg>`,
      removed: ['a reference to another file or address (xlink:href="data:text/html,<script>top.__pwned=1;ale…")'],
      active: false,
    },
  ],
  [
    'an image from another address',
    {
      svg: `<svg ${SVG}><image width="9" height="9"/></svg>`,
      removed: ['a reference to another file or address (href="https://evil.example/x.png")'],
      active: false,
    },
  ],
  [
    'an image holding an SVG document',
    {
      svg: `<svg ${SVG}><image/></svg>`,
      removed: ['a reference to another file or address (href="data:image/svg+xml,<svg onload=\'top.__pw…")'],
      active: false,
    },
  ],
  [
    'a use of another file',
    {
      svg: `<svg ${SVG}><use/><use xmlns:xlink="http://www.w3.org/1999/xlink"/></svg>`,
      removed: [
        'a reference to another file or address (href="other.svg#a")',
        'a reference to another file or address (xlink:href="https://evil.example/s.svg#a")',
      ],
      active: false,
    },
  ],
  [
    'a style attribute loading an address',
    { svg: `<svg ${SVG}><rect width="9" height="9"/></svg>`, removed: ['a style that loads another file or address'], active: false },
  ],
  [
    'a style attribute with a CSS escape',
    { svg: `<svg ${SVG}><rect/></svg>`, removed: ['a style that loads another file or address'], active: false },
  ],
  [
    'a presentation attribute loading an address',
    { svg: `<svg ${SVG}><rect/></svg>`, removed: ['a fill= attribute that loads another file or address'], active: false },
  ],
  ['a stylesheet importing another', { svg: `<svg ${SVG}/>`, removed: ['a stylesheet that loads another file or address'], active: false }],
  [
    'a stylesheet importing with an escape',
    { svg: `<svg ${SVG}/>`, removed: ['a stylesheet that loads another file or address'], active: false },
  ],
  ['an xml-stylesheet instruction', { svg: `<svg ${SVG}><rect/></svg>`, removed: ['a link to a stylesheet'], active: false }],
  ['a script in CDATA', { svg: `<svg ${SVG}/>`, removed: ['a script'], active: true }],
  ['a script split over lines', { svg: `<svg ${SVG}/>`, removed: ['a script'], active: true }],
  ['an uppercase SCRIPT', { svg: `<svg ${SVG}/>`, removed: ['a script'], active: true }],
  ['an onload on the root', { svg: `<svg ${SVG}><rect/></svg>`, removed: ['an onload attribute'], active: true }],
  ['an event attribute under a prefix', { svg: `<svg ${SVG}><rect/></svg>`, removed: ['an e:onclick attribute'], active: true }],
  ['an iframe in the XHTML namespace', { svg: `<svg ${SVG}/>`, removed: ['HTML inside the picture (<iframe>)'], active: true }],
  [
    'an embed and an object in the XHTML namespace',
    { svg: `<svg ${SVG}/>`, removed: ['HTML inside the picture (<embed>)', 'HTML inside the picture (<object>)'], active: true },
  ],
  ['a foreignObject with HTML', { svg: `<svg ${SVG}/>`, removed: ['HTML inside the picture (<foreignObject>)'], active: true }],
  ['a handler element', { svg: `<svg ${SVG}/>`, removed: ['a part the site leaves out of pictures (<handler>)'], active: false }],
  [
    'an instruction inside the SVG',
    { svg: `<svg ${SVG}><rect/></svg>`, removed: ['a part the site leaves out of pictures (<?xml-stylesheet?>)'], active: false },
  ],
])

describe('the published copy of an SVG', () => {
  it.each(ATTACKS.map(([what, svg, old]) => [what, old, svg]))(
    'holds nothing that runs or loads, from %s (old check: %s)',
    (_what, _old, svg) => {
      const published = publishedPicture(Buffer.from(svg))
      // Entities and a root that is not SVG are refused: nothing is published.
      if (!published) return expect(sanitiseSvg(svg)).toHaveProperty('problem')
      const text = published.toString()
      expect(dangers(text)).toEqual([])
      expect(text).not.toMatch(/alert|__pwned|evil\.example|javascript/i)
    },
  )

  it.each(ATTACKS.map(([what, svg]) => [what, svg]))('is exactly this, from %s, and the warning names what was removed', (what, svg) => {
    expect(PUBLISHED.has(what)).toBe(true)
    expect(sanitiseSvg(svg)).toEqual(PUBLISHED.get(what))
  })

  it('refuses entity declarations rather than expand them', () => {
    for (const [what, svg] of ATTACKS.filter(([what]) => /entity/.test(what)))
      expect(sanitiseSvg(svg), what).toMatchObject({ problem: expect.stringContaining('declares entities') })
  })

  it('names what it removed, and says when it could run', () => {
    expect(sanitiseSvg(ATTACKS[0][1])).toEqual({ svg: `<svg ${SVG}/>`, removed: ['a script'], active: true })
    expect(
      sanitiseSvg(`<svg ${SVG} onload="x()"><a href="javascript:x()"><rect/></a><image href="https://evil.example/x.png"/></svg>`),
    ).toMatchObject({
      removed: [
        'an onload attribute',
        'a javascript: address',
        'a reference to another file or address (href="https://evil.example/x.png")',
      ],
      active: true,
    })
    expect(sanitiseSvg(`<svg ${SVG}><rect style="fill:url(https://evil.example/x)"/></svg>`)).toMatchObject({
      removed: ['a style that loads another file or address'],
      active: false,
    })
  })

  it('keeps the drawing of a harmless SVG: shapes, gradients, #references, text, its viewBox', () => {
    const svg = `<svg ${SVG} ${XLINK} viewBox="0 0 120 60" width="120" height="60" role="img" aria-labelledby="t">
<title id="t">A teal bar</title>
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#14b8a6"/><stop offset="1" stop-color="#0b1f3a"/></linearGradient>
<symbol id="a"><circle cx="5" cy="5" r="5"/></symbol><filter id="f"><feGaussianBlur stdDeviation="2"/></filter><clipPath id="c"><rect width="60" height="60"/></clipPath></defs>
<rect width="120" height="60" rx="6" fill="url(#g)" style="stroke: url('#g'); opacity: .9"/>
<use href="#a" x="10" y="10"/><use xlink:href="#a" x="30" y="10"/>
<g transform="rotate(-5 60 30)" clip-path="url(#c)" filter="url(#f)"><path d="M0 0L10 10Z" stroke="#f59e0b"/></g>
<text x="10" y="50" font-family="'Open Sans', sans-serif">Hello &amp; welcome</text>
<style>text { fill: #fff } rect > g { fill: url(#g) }</style>
</svg>`
    const result = sanitiseSvg(svg)
    expect(result).toMatchObject({ removed: [], active: false })
    // Written again from the tree: the same text, but for > escaped in the stylesheet.
    expect((result as { svg: string }).svg).toBe(svg.replace('rect > g', 'rect &gt; g'))
    const root = parseXml((result as { svg: string }).svg).documentElement
    expect(root.getAttribute('viewBox')).toBe('0 0 120 60')
    expect([...root.getElementsByTagName('*')].map((element) => element.localName)).toEqual(
      expect.arrayContaining([
        'title',
        'linearGradient',
        'stop',
        'symbol',
        'circle',
        'feGaussianBlur',
        'clipPath',
        'rect',
        'use',
        'g',
        'path',
        'text',
        'style',
      ]),
    )
    expect(root.getElementsByTagName('use')[0].getAttribute('href')).toBe('#a')
    expect(root.getElementsByTagName('text')[0].textContent).toBe('Hello & welcome')
  })
})

describe('the check of content/images', () => {
  it('warns (never an error) about a hostile SVG, naming what was removed from its published copy', () => {
    const contentDir = makeContent({
      'images/chart.svg': `<svg ${SVG} onload="${RUN}"><s:script xmlns:s="${SVG_NS}">${RUN}</s:script><rect/></svg>`,
    })
    const [file, ...others] = checkPictureFiles(contentDir, contentDir)
    expect(others).toEqual([])
    expect(file.path).toBe('images/chart.svg')
    expect(file.messages.map(({ fatal, reason }) => ({ fatal, reason }))).toEqual([
      {
        fatal: false,
        reason:
          "this SVG held an onload attribute and a script, which could run on the site's address: they were removed from the published copy. Export the picture again without them (plain shapes and text) to silence this",
      },
    ])
  })
})

describe('the cleaning, case by case', () => {
  const ANIMATION = 'an animation that changes a link or an event attribute'
  const part = (names: string) => `a part the site leaves out of pictures (${names})`
  const wrapped = (inside: string) => `<svg ${SVG}>${inside}</svg>`

  it('fails closed: an SVG whose cleaning fails is not published', () => {
    // A text that reads as an SVG once, to the check for entities, and then cannot be read.
    let reads = 0
    const treacherous = {
      replace: () => ({
        toString: () => {
          reads += 1
          if (reads > 1) throw new Error('unreadable')
          return wrapped('<rect/>')
        },
      }),
    } as unknown as string
    expect(sanitiseSvg(treacherous)).toEqual({
      problem: 'this SVG could not be checked (unreadable), so it cannot be published: export it again from the drawing program',
      line: 1,
      column: 1,
    })
  })

  it('reads an SVG after a byte order mark or a DOCTYPE, and publishes it without them', () => {
    expect(sanitiseSvg(`\uFEFF${wrapped('<rect/>')}`)).toEqual(kept(wrapped('<rect/>')))
    expect(sanitiseSvg(`\uFEFF<!ENTITY x "y">${wrapped('')}`)).toEqual(ENTITIES)
    const doctype = '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">'
    expect(sanitiseSvg(`<?xml version="1.0"?>\n${doctype}\n${wrapped('<rect/>')}`)).toEqual(kept(wrapped('<rect/>')))
  })

  it('refuses a DOCTYPE with declarations of its own (a default onload among them), where they start', () => {
    expect(sanitiseSvg(`<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]>${wrapped('')}`)).toEqual(ENTITIES)
    expect(sanitiseSvg(`<?xml version="1.0"?>\n\n  <!doctype svg [\n<!ENTITY x "y">]>${wrapped('')}`)).toEqual({
      ...ENTITIES,
      line: 3,
      column: 3,
    })
  })

  it('refuses an SVG that is not well-formed, at the line and column of the fault', () => {
    const fault = (reason: string, line: number, column: number) => ({
      problem: `this SVG is not well-formed XML (${reason}), so it cannot be published: export it again from the drawing program`,
      line,
      column,
    })
    expect(sanitiseSvg(`<svg ${SVG}>${'\n'.repeat(11)}<rect>\n</svg>`)).toEqual(fault('unexpected close tag', 13, 6))
    expect(sanitiseSvg(`<svg ${SVG}><rect x="1" x="2"/></svg>`)).toEqual(fault('duplicate attribute: x', 1, 59))
    expect(sanitiseSvg(`<svg ${SVG}><rect/>`)).toEqual(fault('unclosed tag: svg', 1, 47))
  })

  it.each([
    ['no namespace', '<svg><rect/></svg>'],
    ['a prefix', `<s:svg xmlns:s="${SVG_NS}"/>`],
    ["XHTML's namespace", '<svg xmlns="http://www.w3.org/1999/xhtml"/>'],
    ['another element', `<g ${SVG}/>`],
  ])('refuses a root with %s', (_what, svg) => {
    expect(sanitiseSvg(svg)).toEqual(NOT_SVG)
  })

  it('leaves out instructions, naming a stylesheet as one', () => {
    expect(sanitiseSvg(`<?foo bar?><?xml-stylesheet href="#s"?>${wrapped('')}`)).toEqual({
      svg: wrapped('').replace('></svg>', '/>'),
      removed: ['a link to a stylesheet', part('<?foo?>')],
      active: false,
    })
  })

  it('keeps the text of CDATA, escaped', () => {
    expect(sanitiseSvg(wrapped('<text><![CDATA[a < b]]></text><style><![CDATA[rect > g { fill: red }]]></style>'))).toEqual(
      kept(wrapped('<text>a &lt; b</text><style>rect &gt; g { fill: red }</style>')),
    )
  })

  it('removes stylesheets and animations wherever they are, in order, and names each once', () => {
    const style = '<style>@import "x.css";</style>'
    const set = '<set attributeName="onclick" to="x()"/>'
    expect(sanitiseSvg(wrapped(`<g><g>${style}</g></g>${set}${set}`))).toEqual({
      svg: wrapped('<g><g/></g>'),
      removed: [LOADS('a stylesheet'), ANIMATION],
      active: true,
    })
    expect(sanitiseSvg(wrapped(`<g>${set}</g>${style}`))).toMatchObject({ removed: [ANIMATION, LOADS('a stylesheet')] })
    expect(sanitiseSvg(wrapped(`<g>${style}${set}</g>`))).toMatchObject({ removed: [LOADS('a stylesheet'), ANIMATION] })
    // Inside an animation that goes, a stylesheet goes with it, unnamed.
    expect(sanitiseSvg(wrapped(`<set attributeName="href" to="#b">${style}</set>`))).toEqual({
      svg: wrapped('').replace('></svg>', '/>'),
      removed: [ANIMATION],
      active: true,
    })
  })

  it.each([' HREF ', 'xlink:href', 'x.y-z:href', 'onBegin', ' on'])('removes an animation of %j', (attribute) => {
    expect(sanitiseSvg(wrapped(`<animateTransform attributeName="${attribute}" type="rotate"/>`))).toEqual({
      svg: wrapped('').replace('></svg>', '/>'),
      removed: [ANIMATION],
      active: true,
    })
  })

  it('keeps an animation of anything else, but never aimed at something like a link', () => {
    const rotate = '<animateTransform attributeName="transform" type="rotate" from="0" to="90"/>'
    expect(sanitiseSvg(wrapped(rotate))).toEqual(kept(wrapped(rotate)))
    // Its name holds "on", not at its start.
    const grow = '<animateTransform attributeName="font-size" from="1" to="2"/>'
    expect(sanitiseSvg(wrapped(grow))).toEqual(kept(wrapped(grow)))
    expect(sanitiseSvg(wrapped('<animateTransform attributeName="hreflang" type="rotate"/>'))).toEqual({
      svg: wrapped('<animateTransform type="rotate"/>'),
      removed: [ANIMATION],
      active: true,
    })
  })

  it('names each kind of attribute it removes', () => {
    expect(
      sanitiseSvg(wrapped('<image href=" javascript:x()"/><image href="VBScript:x"/><image href="https://x.example/?javascript:1"/>')),
    ).toEqual({
      svg: wrapped('<image/><image/><image/>'),
      removed: ['a javascript: address', reference('href="https://x.example/?javascript:1"')],
      active: true,
    })
    // Inkscape writes such attributes: none of them runs anything, whatever its name holds.
    const inkscape = 'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"'
    expect(sanitiseSvg(`<svg ${SVG} ${inkscape}><path inkscape:connector-curvature="0" inkscape:label="on"/></svg>`)).toEqual({
      svg: wrapped('<path/>'),
      removed: ['parts the site leaves out of pictures (inkscape:label=, inkscape:connector-curvature=)'],
      active: false,
    })
  })

  it('names five parts pictures do not need, and counts the others', () => {
    const parts = (count: number) => Array.from({ length: count }, (_, index) => `<p${index}/>`).join('')
    expect(sanitiseSvg(wrapped(parts(5)))).toMatchObject({
      removed: ['parts the site leaves out of pictures (<p0>, <p1>, <p2>, <p3>, <p4>)'],
    })
    expect(sanitiseSvg(wrapped(parts(7) + parts(2)))).toMatchObject({
      removed: ['parts the site leaves out of pictures (<p0>, <p1>, <p2>, <p3>, <p4> and 2 more)'],
    })
  })

  it('quotes a removed address up to 40 characters', () => {
    const address = (length: number) => `https://x.example/${'a'.repeat(length - 18)}`
    expect(sanitiseSvg(wrapped(`<image href="${address(40)}"/>`))).toMatchObject({ removed: [reference(`href="${address(40)}"`)] })
    expect(sanitiseSvg(wrapped(`<image href="${address(41)}"/>`))).toMatchObject({ removed: [reference(`href="${address(40)}…"`)] })
  })
})
