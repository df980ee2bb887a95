/** The prerendered files: what search engines, link previews and static hosts receive. */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { clientDir, readHtml, realSite } from '../helpers/site.js'
import { isPublishable } from '../../site/pictureFiles.js'
import { parseHtml } from '../helpers/html.js'
import { imageSize } from 'image-size'
import { pictureLibrary } from '../../site/cms/pictureUses.js'
import { siteIndex } from '../../site/cms/siteIndex.js'

const site = realSite()
const pages = [...site.pages.values()]
const siteUrl = site.settings.url

const meta = (d: Document, selector: string) =>
  d.querySelector(selector)?.getAttribute('content') ?? d.querySelector(selector)?.getAttribute('href')
const jsonLd = (d: Document) =>
  [...d.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''))

describe.each(pages.map((page) => [page.route, page] as const))('the prerendered page %s', (route, page) => {
  const d = parseHtml(readHtml(route))
  const url = route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`

  it('has its title, description and keywords', () => {
    // Written out here rather than asked of the code under test: the SEO title, else the
    // site's name on the home page, else "<title> | <short name>".
    const expected = page.data.seoTitle ?? (route === '/' ? site.settings.name : `${page.data.title} | ${site.settings.shortName}`)
    expect(d.title).toBe(expected)
    expect(meta(d, 'meta[name="description"]')).toBe(page.data.description)
    if (page.data.keywords) expect(meta(d, 'meta[name="keywords"]')).toBe(page.data.keywords.join(', '))
  })
  it('has an absolute canonical link without a trailing slash', () => {
    expect(meta(d, 'link[rel="canonical"]')).toBe(url)
  })
  it('has Open Graph and Twitter card tags', () => {
    expect(meta(d, 'meta[property="og:title"]')).toBe(d.title)
    expect(meta(d, 'meta[property="og:description"]')).toBe(page.data.description)
    expect(meta(d, 'meta[property="og:url"]')).toBe(url)
    // The 1200 × 630 copy made for link previews, which the build wrote.
    const image = meta(d, 'meta[property="og:image"]')!
    expect(image).toMatch(new RegExp(`^${siteUrl}/images/sized/.+-share\\.(png|jpe?g)$`))
    expect(imageSize(readFileSync(path.join(clientDir, image.slice(siteUrl.length))))).toMatchObject({ width: 1200, height: 630 })
    expect(meta(d, 'meta[property="og:type"]')).toBe(page.kind === 'article' ? 'article' : 'website')
    expect(meta(d, 'meta[property="og:site_name"]')).toBe(site.settings.name)
    expect(meta(d, 'meta[name="twitter:card"]')).toBe('summary_large_image')
  })
  it('is marked noindex exactly when its front matter says so', () => {
    expect(meta(d, 'meta[name="robots"]')?.includes('noindex') ?? false).toBe(page.data.noindex)
  })
  it('carries the Organization structured data with every field of spec §3', () => {
    const organization = jsonLd(d).find((item) => item['@type'] === 'Organization')
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: site.settings.name,
      url: `${siteUrl}/`,
      logo: `${siteUrl}/images/logo.svg`,
      description: site.settings.description,
      foundingDate: '2019',
      founder: { '@type': 'Person', name: site.settings.founder },
      parentOrganization: { '@type': 'Organization', name: site.settings.parentOrganization },
      address: { '@type': 'PostalAddress', addressLocality: 'Kampala', addressRegion: 'Central Region', addressCountry: 'UG' },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        areaServed: ['UG'],
        availableLanguage: ['English', 'Luganda'],
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 127, worstRating: 4, bestRating: 5 },
      makesOffer: { '@type': 'AggregateOffer', priceCurrency: 'UGX', lowPrice: 750000, highPrice: 9999000, offerCount: 8 },
    })
    expect(organization.sameAs).toHaveLength(5)
  })
  it('has keywords', () => {
    expect(meta(d, 'meta[name="keywords"]')?.length).toBeGreaterThan(0)
  })
  it('has a header that marks its own link, when it has one, as the current page, and no other', () => {
    // The header is rendered once per current link and reused (renderer/PageShell.tsx).
    const { navigation } = site.settings
    const headerLinks = new Set([
      ...navigation.header.map((item) => item.href),
      navigation.headerButton.href,
      ...site.services.map((service) => service.href),
    ])
    const marked = [...d.querySelectorAll('header [aria-current="page"]')].map((link) => link.getAttribute('href'))
    expect(new Set(marked)).toEqual(new Set(headerLinks.has(route) ? [route] : []))
  })
  it('has ids that are unique in the page (header, page and footer are rendered apart)', () => {
    const ids = [...d.querySelectorAll('[id]')].map((element) => element.id)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })
  it('has an href on every link (a phone number in prose is a working tel: link)', () => {
    expect([...d.querySelectorAll('a:not([href])')].map((link) => link.outerHTML)).toEqual([])
  })
  it('has all its text in the HTML, before any JavaScript runs', () => {
    const main = d.querySelector('main')?.textContent ?? ''
    const hero = page.data.sections.find((section) => section.type === 'hero')
    expect(main).toContain(hero && 'heading' in hero ? hero.heading : page.data.title)
  })
})

const faqPages = pages.filter((page) => page.data.sections.some((section) => section.type === 'faq'))

describe.each(faqPages.map((page) => [page.route] as const))('the FAQ structured data of %s', (route) => {
  it('repeats exactly the questions and answers the page shows', () => {
    const d = parseHtml(readHtml(route))
    const faq = jsonLd(d).find((item) => item['@type'] === 'FAQPage')
    // What sighted visitors read: without the screen-reader-only "(opens in a new tab)".
    for (const hidden of d.querySelectorAll('main .visually-hidden')) hidden.remove()
    const shown = [...d.querySelectorAll('main [data-faq] details')].map((details) => ({
      name: details.querySelector('summary')?.textContent,
      text: details.textContent?.replace(details.querySelector('summary')?.textContent ?? '', '').trim(),
    }))
    expect(shown.length).toBeGreaterThan(0)
    expect(
      faq.mainEntity.map((q: { name: string; acceptedAnswer: { text: string } }) => ({ name: q.name, text: q.acceptedAnswer.text })),
    ).toEqual(shown)
  })
})

describe('the home page', () => {
  it('shows the rating of site.yaml (spec §1: footer and home page), in its main content', () => {
    expect(parseHtml(readHtml('/')).querySelector('main')?.textContent).toContain(`Rated ${site.settings.rating.shown}`)
  })
})

describe('the home page business data', () => {
  const business = jsonLd(parseHtml(readHtml('/'))).find((item) => item['@id']?.endsWith('#business'))
  it('gives address, coordinates, both opening-hour rows, payments, currency, rating and offers', () => {
    expect(business).toMatchObject({
      address: { addressLocality: 'Kampala', addressCountry: 'UG' },
      geo: { '@type': 'GeoCoordinates', latitude: site.settings.geo.latitude, longitude: site.settings.geo.longitude },
      paymentAccepted: 'Cash, Mobile Money, Bank Transfer, Credit Card',
      currenciesAccepted: 'UGX',
      priceRange: 'UGX 750,000 - UGX 9,999,000',
      aggregateRating: { ratingValue: 4.8, reviewCount: 127, worstRating: 4, bestRating: 5 },
      makesOffer: { priceCurrency: 'UGX', lowPrice: 750000, highPrice: 9999000, offerCount: 8 },
    })
    expect(
      business.openingHoursSpecification.map((row: { opens: string; closes: string; dayOfWeek: string[] }) => [
        row.dayOfWeek.length,
        row.opens,
        row.closes,
      ]),
    ).toEqual([
      [5, '08:00', '18:00'],
      [1, '09:00', '17:00'],
    ])
    expect(business.hasOfferCatalog.itemListElement).toHaveLength(10)
  })
  it('advertises the site search at /search?q= in WebSite data', () => {
    const website = jsonLd(parseHtml(readHtml('/'))).find((item) => item['@type'] === 'WebSite')
    expect(website.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    })
  })
})

describe('the site search index', () => {
  const searchable = (route: string) => parseHtml(readHtml(route)).querySelector('main[data-pagefind-body]')
  it('covers the main content of indexable pages under their titles, and leaves out noindex pages', () => {
    for (const page of pages) {
      const main = searchable(page.route)
      if (page.data.noindex || (page.listing && page.listing.page > 1)) expect(main, page.route).toBeNull()
      else expect(main?.querySelector('[data-pagefind-meta="title"]')?.textContent, page.route).toBe(page.data.title)
    }
    expect(searchable('/privacy-policy')).toBeNull()
    expect(searchable('/search')).toBeNull()
    // Header, footer and breadcrumbs are outside <main> or skipped.
    expect(parseHtml(readHtml('/blog/ai-tech-solutions')).querySelector('main [data-pagefind-ignore] a[href="/"]')?.textContent).toBe(
      'Home',
    )
  })
  it('is written by the build and loaded by no page itself (only the search island fetches it)', () => {
    expect(readdirSync(path.join(clientDir, 'pagefind'))).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json']))
    for (const page of pages) expect(readHtml(page.route).includes('/pagefind/'), page.route).toBe(false)
  })
})

describe.each(pages.filter((page) => page.kind === 'service' || page.kind === 'course').map((page) => [page.route, page] as const))(
  'the structured data of %s',
  (route, page) => {
    it(page.kind === 'service' ? 'describes the service' : 'describes the course with its offer in UGX', () => {
      const data = jsonLd(parseHtml(readHtml(route))).find((item) => item['@type'] === (page.kind === 'service' ? 'Service' : 'Course'))
      expect(data.url).toBe(`${siteUrl}${route}`)
      if (page.kind === 'course') expect(data.offers).toMatchObject({ priceCurrency: 'UGX', price: (page.data as { total: number }).total })
    })
  },
)

describe('sitemap.xml and robots.txt', () => {
  const sitemap = readFileSync(path.join(clientDir, 'sitemap.xml'), 'utf8')
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  it('lists exactly the indexable pages, as absolute URLs', () => {
    const expected = pages
      .filter((page) => !page.data.noindex)
      .map((page) => (page.route === '/' ? `${siteUrl}/` : `${siteUrl}${page.route}`))
    expect(locs.sort()).toEqual(expected.sort())
  })
  it('leaves noindex pages out', () => {
    expect(locs).not.toContain(`${siteUrl}/privacy-policy`)
  })
  it('is named by robots.txt', () => {
    expect(readFileSync(path.join(clientDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })
})

describe('the not-found page', () => {
  const d = parseHtml(readFileSync(path.join(clientDir, '404.html'), 'utf8'))
  it('says 404, "Oops! Page not found" and links home', () => {
    expect(d.querySelector('main')?.textContent).toContain('404')
    expect(d.querySelector('h1')?.textContent).toContain('Oops! Page not found')
    expect([...d.querySelectorAll('main a')].find((a) => a.textContent === 'Return to Home')?.getAttribute('href')).toBe('/')
  })
  it('is noindex and has no canonical address', () => {
    expect(meta(d, 'meta[name="robots"]')).toContain('noindex')
    expect(d.querySelector('link[rel="canonical"]')).toBeNull()
  })
})

describe('HTML-only pages with islands', () => {
  const allFiles = readdirSync(clientDir, { recursive: true }) as string[]
  const docs = pages.map((page) => [page.route, parseHtml(readHtml(page.route))] as const)
  const firstLoadCode = (d: Document) =>
    [...d.querySelectorAll('script[src], link[rel="modulepreload"]')]
      .map((element) => element.getAttribute('src') ?? element.getAttribute('href')!)
      .map((src) => readFileSync(path.join(clientDir, src), 'utf8'))
      .join('\n')
  const islandsOf = (d: Document) => new Set([...d.querySelectorAll<HTMLElement>('[data-island]')].map((element) => element.dataset.island))

  it('send no page data for a client router, and hydrate no whole page', () => {
    expect(allFiles.filter((name) => name.endsWith('.pageContext.json'))).toEqual([])
    for (const [, d] of docs) expect(d.getElementById('vike_pageContext')).toBeNull()
  })
  it.each(docs)('%s loads one script, one stylesheet, and no React before an island asks for it', (_route, d) => {
    expect(d.querySelectorAll('script[src]')).toHaveLength(1)
    expect(d.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1)
    expect(firstLoadCode(d)).not.toContain('hydrateRoot')
  })
  it.each(docs)("%s serializes each island's props as JSON without source positions", (_route, d) => {
    for (const element of d.querySelectorAll<HTMLElement>('[data-props]')) {
      expect(() => JSON.parse(element.dataset.props!)).not.toThrow()
      expect(element.dataset.props!.includes('"position":{"start"')).toBe(false)
    }
  })
  it('gives a page with no interactive block only the islands of the site frame (header, footer, floating buttons)', () => {
    const frameIslands = new Set(['header', 'services-menu', 'mobile-menu', 'route-transition', 'current-year', 'robot', 'tooltip'])
    for (const route of ['/privacy-policy', '/blog/ai-tech-solutions']) {
      expect([...islandsOf(parseHtml(readHtml(route)))].filter((name) => !frameIslands.has(name!))).toEqual([])
    }
  })
  it('makes the interactive blocks islands, each with its own props', () => {
    expect([...islandsOf(parseHtml(readHtml('/')))]).toEqual(expect.arrayContaining(['carousel', 'counters', 'reveal']))
    const counters = parseHtml(readHtml('/')).querySelector<HTMLElement>('[data-island="counters"]')!
    expect(JSON.parse(counters.dataset.props!).items.map((item: { value: number | string }) => item.value)).toEqual([870, 99, 15, '24/7'])
    expect(counters.dataset.hydrate).toBe('visible')
    expect([...islandsOf(parseHtml(readHtml('/internships-courses')))]).toEqual(
      expect.arrayContaining(['opportunity-tabs', 'application-dialog']),
    )
    expect([...islandsOf(parseHtml(readHtml('/careers')))]).toContain('jobs-filter')
  })
})

describe('the browser bundle', () => {
  const scripts = (readdirSync(path.join(clientDir, 'assets'), { recursive: true }) as string[]).filter((name) => name.endsWith('.js'))
  const code = scripts.map((name) => readFileSync(path.join(clientDir, 'assets', name), 'utf8')).join('\n')
  it.each([
    ['micromark (remark-parse)', 'codeFencedFence'],
    ['mdast', 'thematicBreak'],
    ['mdast-util-to-hast (remark-rehype)', 'footnoteReference'],
    ['zod', 'ZodError'],
    ['yaml', 'LineCounter'],
  ])('does not contain %s: Markdown is compiled at build time', (_name, marker) => {
    expect(code).not.toContain(marker)
  })
})

describe('the server bundle', () => {
  const serverDir = path.join(path.dirname(clientDir), 'server')
  const code = (readdirSync(serverDir, { recursive: true }) as string[])
    .filter((name) => /\.m?js$/.test(name))
    .map((name) => readFileSync(path.join(serverDir, name), 'utf8'))
    .join('\n')
  it.each(['unified', 'remark-parse', 'zod', 'yaml', 'gray-matter', 'lucide-react', 'simple-icons'])(
    'does not load %s when a render thread starts',
    (name) => {
      expect(code).toContain('renderToString')
      expect(code).not.toMatch(new RegExp(`from ["']${name}["']`))
    },
  )

  it('holds no content, so a rebuild with new content reuses it', () => {
    expect(site.articles.length).toBeGreaterThan(0)
    for (const { title } of [...site.articles, ...site.services]) expect(code).not.toContain(title)
  })
})

describe('the published pictures', () => {
  it('are pictures only, and no SVG among them carries script or external references', () => {
    const dir = path.join(clientDir, 'images')
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((name) => statSync(path.join(dir, name)).isFile())
    expect(files.length).toBeGreaterThan(5)
    for (const name of files) expect(isPublishable(readFileSync(path.join(dir, name))), name).toBe(true)
  })
})

describe("/admin's files, made from the content the pipeline read (site/siteFiles.ts)", () => {
  it('site-index.json and pictures.json are what reading content/ again would give', () => {
    const contentDir = path.resolve('content')
    expect(readFileSync(path.join(clientDir, 'admin/site-index.json'), 'utf8')).toBe(siteIndex(contentDir, { publicOnly: true }))
    expect(readFileSync(path.join(clientDir, 'admin/pictures.json'), 'utf8')).toBe(pictureLibrary(contentDir, { publicOnly: true }))
  })
})
