/**
 * An SVG opened at its address runs on the site's origin, where /admin keeps the
 * editor's GitHub token: what the site publishes of an uploaded SVG must hold nothing
 * that runs script or loads another file, whatever form it takes. Each attack is fed to
 * the cleaning (pipeline/svgSanitiser.ts, through publishedPicture), and its output parsed
 * again and searched; then the check's warning, the built files, and Chromium.
 *
 * Against the regex check this replaced (SVG_DANGERS), every test fails: the attacks
 * marked "bypass" passed it and were published as uploaded, script included; the others
 * were refused with an error (the SVG went unpublished) where they now publish clean
 * with a warning, and publishedPicture did not exist.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import type { Dialog, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkPictureFiles, publishedPicture } from '../../pipeline/pictureFiles.js'
import { sanitiseSvg } from '../../pipeline/svgSanitiser.js'
import { startSession, type Session } from '../helpers/browser.js'
import { makeContent } from '../helpers/contentFixture.js'
import { clientDir } from '../helpers/site.js'

const SVG = 'xmlns="http://www.w3.org/2000/svg"'
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"'
const SVG_NS = 'http://www.w3.org/2000/svg'
/** Every payload calls this: the browser test sees it run. */
const RUN = 'top.__pwned=1;alert(1)'

/** [what, SVG text, whether the old regex check let it through]. */
const ATTACKS: [string, string, 'bypass' | 'refused'][] = [
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
const parseXml = (text: string) => new DOMParser().parseFromString(text, 'image/svg+xml')

/** What in this (published) SVG text could run script or load anything, parsed as a browser parses it. */
function dangers(svg: string): string[] {
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

describe('the built site', () => {
  const images = path.join(clientDir, 'images')
  it('publishes no SVG holding a script, an event attribute or a javascript: address', () => {
    expect(existsSync(images), 'run npm run build first').toBe(true)
    const svgs = (readdirSync(images, { recursive: true }) as string[]).filter((name) => name.endsWith('.svg'))
    expect(svgs.length).toBeGreaterThan(0)
    for (const name of svgs) {
      const text = readFileSync(path.join(images, name), 'utf8')
      expect(text, name).not.toMatch(/<script|\son[a-z]+\s*=|javascript:|<!ENTITY|foreignObject/i)
      expect(dangers(text), name).toEqual([])
    }
  })
})

describe('in Chromium', () => {
  let session: Session
  let root: string
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'svgs-'))
    writeFileSync(path.join(root, '404.html'), 'not found')
    mkdirSync(path.join(root, 'published'))
    // The raw attack, unpublished: proof that the page would notice a script that ran.
    writeFileSync(path.join(root, 'raw.svg'), `<svg ${SVG} onload="${RUN}"><rect width="9" height="9"/></svg>`)
    for (const [index, [, svg]] of ATTACKS.entries()) {
      const published = publishedPicture(Buffer.from(svg))
      if (published) writeFileSync(path.join(root, 'published', `${index}.svg`), published)
    }
    session = await startSession(root)
  })
  afterAll(() => session?.close())

  /** Opens an SVG at its address and clicks it; says whether any script ran or anything else was requested. */
  async function open(page: Page, address: string) {
    const seen = { dialogs: [] as string[], requests: [] as string[] }
    const onDialog = (dialog: Dialog) => {
      seen.dialogs.push(dialog.message())
      void dialog.dismiss()
    }
    const onRequest = (request: Request) => {
      if (!request.url().startsWith(session.baseUrl)) seen.requests.push(request.url())
    }
    page.on('dialog', onDialog)
    page.on('request', onRequest)
    await page.goto(`${session.baseUrl}${address}`)
    // On the 9 px square and on the text "click" of the link attacks.
    await page.mouse.click(4, 4)
    await page.mouse.click(10, 15)
    await page.waitForTimeout(50)
    const pwned = await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)
    page.off('dialog', onDialog)
    page.off('request', onRequest)
    return { ...seen, pwned }
  }

  it('runs the raw attack (the harness sees a script that runs)', async () => {
    const page = await session.newPage()
    expect(await open(page, '/raw.svg')).toMatchObject({ pwned: 1, dialogs: ['1'] })
    await page.close()
  })

  it('runs nothing and loads nothing from any published copy, opened at its address and clicked', async () => {
    const files = readdirSync(path.join(root, 'published'))
    expect(files.length).toBeGreaterThan(ATTACKS.length - 5)
    const page = await session.newPage()
    for (const name of files)
      expect(await open(page, `/published/${name}`), ATTACKS[Number.parseInt(name, 10)][0]).toEqual({
        dialogs: [],
        requests: [],
        pwned: undefined,
      })
    await page.close()
  })
})
