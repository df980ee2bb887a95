/** The base path: read from the site's address or BASE_PATH, and added to every address that leaves for a browser. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { addBasePath, basePathOf, normaliseBasePath, siteAddress, withBase, withoutBase } from '../../pipeline/shared/basePath.js'
import { headersFile } from '../../pipeline/head/contentSecurityPolicy.js'
import { absoluteUrl } from '../../pipeline/head/organization.js'
import { siteBasePath } from '../../site/siteBasePath.js'
import { buildSite } from '../../site/buildSite.js'
import { isError } from '../../pipeline/shared/problems.js'
import { pageDataJson } from '../../pipeline/page/siteData.js'
import { builtPage, findBrokenLinks } from '../../site/builtSite.js'
import { bundleKey } from '../../site/bundle.js'
import { stylesheetMerger } from '../../site/stylesheets.js'
import { makeContent } from '../helpers/contentFixture.js'
import { SITE_DEPLOY } from '../../site/deploy.js'

describe('the base path', () => {
  it('is the path of the site address, or BASE_PATH, with a slash at each end', () => {
    expect(basePathOf('https://owner.github.io/website/')).toBe('/website/')
    expect(basePathOf('https://owner.github.io/website')).toBe('/website/')
    expect(basePathOf('https://www.nileridge.example')).toBe('/')
    expect(basePathOf('https://www.nileridge.example/', '/preview/')).toBe('/preview/')
    expect(basePathOf('https://owner.github.io/website/', ' ')).toBe('/website/')
    expect(normaliseBasePath('a/b')).toBe('/a/b/')
    expect(normaliseBasePath('//')).toBe('/')
  })

  it('is read from the deploy’s address before the check, with SITE_URL and BASE_PATH as the pipeline reads them', () => {
    expect(siteBasePath({})).toBe(basePathOf(SITE_DEPLOY.url))
    expect(siteBasePath({ SITE_URL: 'https://owner.github.io/website/' })).toBe('/website/')
    expect(siteBasePath({ SITE_URL: 'https://owner.github.io/website/', BASE_PATH: 'other' })).toBe('/other/')
    expect(siteBasePath({ SITE_URL: 'https://example.com' })).toBe('/')
    // Never the content's: a site.yaml with a url of its own is refused by the check, and read by nothing.
    expect(() => siteBasePath({ SITE_URL: 'http://example.com/' })).toThrow(
      /SITE_URL or site\/deploy\.ts: url must be the site’s https:\/\/ address/,
    )
  })

  it('goes into the settings url, from which absolute addresses are made', () => {
    expect(siteAddress('https://owner.github.io/website/')).toEqual({ url: 'https://owner.github.io/website', basePath: '/website/' })
    expect(siteAddress('https://www.nileridge.example/')).toEqual({ url: 'https://www.nileridge.example', basePath: '/' })
    expect(siteAddress('https://www.nileridge.example', '/website')).toEqual({
      url: 'https://www.nileridge.example/website',
      basePath: '/website/',
    })
    const settings = siteAddress('https://owner.github.io/website/')
    expect(absoluteUrl(settings, '/')).toBe('https://owner.github.io/website/')
    expect(absoluteUrl(settings, '/contact')).toBe('https://owner.github.io/website/contact')
    expect(absoluteUrl(settings, '/images/a:b.png')).toBe('https://owner.github.io/website/images/a:b.png')
    expect(absoluteUrl(settings, 'https://example.com/x')).toBe('https://example.com/x')
    // At the root of a domain, as always.
    expect(absoluteUrl({ url: 'https://www.nileridge.example' }, '/contact')).toBe('https://www.nileridge.example/contact')
    expect(absoluteUrl({ url: 'https://www.nileridge.example' }, '/')).toBe('https://www.nileridge.example/')
  })

  it("is added to the site's own addresses and taken off again; others are left alone", () => {
    expect(withBase('/website/', '/')).toBe('/website/')
    expect(withBase('/website/', '/contact#form')).toBe('/website/contact#form')
    for (const other of ['//evil.example/x', '/\\evil.example', '#top', 'https://example.com/', 'mailto:a@b.example'])
      expect(withBase('/website/', other)).toBe(other)
    expect(withBase('/', '/contact')).toBe('/contact')
    expect(withoutBase('/website/', '/website/contact')).toBe('/contact')
    expect(withoutBase('/website/', '/website/')).toBe('/')
    expect(withoutBase('/website/', '/website')).toBe('/')
    expect(withoutBase('/website/', '/contact')).toBeUndefined()
    expect(withoutBase('/website/', '/websites/contact')).toBeUndefined()
  })
})

describe('addBasePath', () => {
  const html =
    '<link rel="preload" as="image" href="/images/a.png" imageSrcSet="/images/a-480.webp 480w, /images/a-960.webp 960w"/>' +
    '<a href="/contact">Contact</a><a href="/">Home</a><a href="#main">Skip</a><a href="//other.example/">Other</a>' +
    '<a href="https://example.com/">Out</a><img src="/images/a.png" srcSet="/images/a-480.png 480w,/images/a-960.png 960w"/>' +
    '<form action="/search" method="get"></form><iframe data-src="https://forms.example/x"></iframe>' +
    '<p>Write href=&quot;/contact&quot; in a link</p><script type="application/ld+json">{"url":"/x","a":"href=\\"/y\\""}</script>'

  // Text as React writes it (quotes escaped): an address can only be an attribute.
  it('puts every address of the site in links, pictures, srcset candidates, preloads and forms below the base', () => {
    expect(addBasePath(html, '/website/')).toBe(
      '<link rel="preload" as="image" href="/website/images/a.png" imageSrcSet="/website/images/a-480.webp 480w, /website/images/a-960.webp 960w"/>' +
        '<a href="/website/contact">Contact</a><a href="/website/">Home</a><a href="#main">Skip</a><a href="//other.example/">Other</a>' +
        '<a href="https://example.com/">Out</a><img src="/website/images/a.png" srcSet="/website/images/a-480.png 480w,/website/images/a-960.png 960w"/>' +
        '<form action="/website/search" method="get"></form><iframe data-src="https://forms.example/x"></iframe>' +
        '<p>Write href=&quot;/contact&quot; in a link</p><script type="application/ld+json">{"url":"/x","a":"href=\\"/y\\""}</script>',
    )
  })

  it('returns the very same text at the root of a domain', () => {
    expect(addBasePath(html, '/')).toBe(html)
  })
})

describe('the check of the written HTML, below a base path', () => {
  it('reads routes and files without the base, and fails on an address of the site that misses it', () => {
    const page = builtPage(
      'about.html',
      '<a href="/website/contact#form">C</a><a href="/contact">Old</a><img src="/website/images/a.png" srcSet="/images/a-480.png 480w"/>' +
        '<script type="module" src="/website/assets/entries/client.js"></script><link rel="stylesheet" type="text/css" href="/website/assets/static/site.css">',
      '/website/',
    )
    expect(page.links).toEqual(['/contact#form'])
    expect(page.pictures).toEqual(['/images/a.png'])
    expect(page.scripts).toEqual(['/assets/entries/client.js'])
    expect(page.stylesheets).toEqual(['/assets/static/site.css'])
    expect(page.outside).toEqual(['/contact', '/images/a-480.png'])
    expect(findBrokenLinks('/nowhere', [page]).filter((problem) => problem.includes("outside the site's base path"))).toEqual([
      "about.html: /contact is outside the site's base path: every address of the site must start with it",
      "about.html: /images/a-480.png is outside the site's base path: every address of the site must start with it",
    ])
  })

  it('reads every srcset candidate, as React writes the attribute (srcSet)', () => {
    expect(builtPage('a.html', '<img src="/a.png" srcSet="/a-480.png 480w, /a-960.png 960w"/>').pictures).toEqual([
      '/a.png',
      '/a-480.png',
      '/a-960.png',
    ])
  })
})

describe('the files a base path changes', () => {
  it('_headers names the paths below the base', () => {
    const rules = (text: string) => text.split('\n').filter((line) => line.startsWith('/'))
    const atRoot = rules(headersFile({ admin: {} }))
    expect(atRoot.slice(0, 2)).toEqual(['/*', '/admin/*'])
    expect(rules(headersFile({ admin: {}, basePath: '/website/' }))).toEqual(atRoot.map((rule) => `/website${rule}`))
  })

  it('the merged stylesheet is linked below the base', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'css-'))
    mkdirSync(path.join(dir, 'assets/static'), { recursive: true })
    writeFileSync(path.join(dir, 'assets/static/one.css'), 'a{color:red}')
    writeFileSync(path.join(dir, 'assets/static/two.css'), 'b{color:blue}')
    const link = (name: string) => `<link rel="stylesheet" type="text/css" href="/website/assets/static/${name}.css">`
    const html = stylesheetMerger(dir, '/website/')(`<head>${link('one')}${link('two')}</head>`)
    expect(html).toMatch(/^<head><link rel="stylesheet" type="text\/css" href="\/website\/assets\/static\/site\.[\w-]{8}\.css"><\/head>$/)
  })
})

describe('the pipeline on a site at https://owner.github.io/website/', () => {
  const siteUrl = 'https://owner.github.io/website/'
  const contentDir = makeContent({
    'contact.md':
      '---\ntitle: Contact\ndescription: How to reach us, by phone or by e-mail, any working day.\n---\n[Home](/) and [about](/about)\n',
    'about.md':
      '---\ntitle: About\ndescription: Who we are and what we do, in a few words for our visitors.\n---\n[Contact us](/contact)\n',
  })

  it("checks editors' links against the routes, which have no base, and keeps them as routes in the page data", () => {
    const { site, problems } = buildSite({ contentDir, cwd: contentDir, siteUrl })
    expect(problems.filter(isError)).toEqual([])
    expect(site!.settings).toMatchObject({ url: 'https://owner.github.io/website', basePath: '/website/' })
    expect([...site!.pages.keys()]).toContain('/contact')
    // The base is added as the page is written (addBasePath), not in its data.
    expect(pageDataJson(site!, '/about')).toContain('"href":"/contact"')
    expect(pageDataJson(site!, '/about')).toContain('"https://owner.github.io/website/about"')
  })

  it('a link an editor wrote with the base is not a page', () => {
    const broken = makeContent({
      'contact.md': '---\ntitle: Contact\ndescription: How to reach us, by phone or by e-mail, any working day.\n---\n[Home](/website/)\n',
    })
    const { problems } = buildSite({ contentDir: broken, cwd: broken, basePath: '/website/' })
    expect(problems.map((problem) => problem.reason)).toContainEqual(
      expect.stringContaining('the link "/website/" points to a page that does not exist'),
    )
  })

  it('BASE_PATH overrides the path of the address for one build', () => {
    const { site } = buildSite({ contentDir, cwd: contentDir, siteUrl, basePath: '/preview/' })
    expect(site!.settings).toMatchObject({ url: 'https://owner.github.io/preview', basePath: '/preview/' })
  })

  it("gives the bundle another key, as the base is in every asset's address", () => {
    const root = process.cwd()
    const forWebsite = bundleKey(root, contentDir)
    const previous = process.env.BASE_PATH
    try {
      process.env.BASE_PATH = '/other/'
      expect(bundleKey(root, contentDir)).not.toBe(forWebsite)
    } finally {
      if (previous === undefined) delete process.env.BASE_PATH
      else process.env.BASE_PATH = previous
    }
  })
})
