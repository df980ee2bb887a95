/** The built blog: the feed, BlogPosting data and related-article links. */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { clientDir, htmlPathOf, readHtml, realSite } from '../helpers/site.js'
import { parseHtml } from '../helpers/html.js'

const site = realSite()
const articles = [...site.pages.values()].filter((page) => page.kind === 'article')

describe('the RSS feed', () => {
  const xml = readFileSync(path.join(clientDir, 'rss.xml'), 'utf8')
  it('is well-formed XML with one item per published article, newest first', () => {
    expect(XMLValidator.validate(xml)).toBe(true)
    const feed = new XMLParser().parse(xml) as { rss: { channel: { item: { link: string }[] } } }
    expect(feed.rss.channel.item.map((item) => item.link)).toEqual(site.articles.map((a) => `${site.settings.url}${a.href}`))
  })
  it('is announced in the head of every page', () => {
    expect(parseHtml(readHtml('/')).querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe(
      `${site.settings.url}/rss.xml`,
    )
  })
})

describe.each(articles.map((page) => [page.route, page] as const))('the article %s', (route, page) => {
  const d = parseHtml(readHtml(route))
  it('carries BlogPosting data: headline, dates, author, image, publisher', () => {
    const posting = [...d.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent!))
      .find((item) => item['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: page.data.title,
      datePublished: page.data.date,
      author: { '@type': 'Person', name: 'Nile Ridge Editorial Team' },
      image: `${site.settings.url}${page.data.image.src}`,
      publisher: { '@id': `${site.settings.url}/#organization` },
    })
  })
  it('shows its date as <time datetime>, its picture with alt text and size, and the author box', () => {
    expect(d.querySelector('main time')?.getAttribute('datetime')).toBe(page.data.date)
    const cover = d.querySelector('main article img')!
    expect(cover.getAttribute('alt')).toBe(page.data.image.alt)
    expect(cover.getAttribute('width')).toBe('1200')
    expect(d.querySelector('main a[href^="https://www.linkedin.com"]')).not.toBeNull()
    const links = [...d.querySelectorAll('main article a')].map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toContainEqual(['Back to Blog', '/blog'])
    expect(links).toContainEqual(['Get in Touch', '/contact'])
  })
  it('links its related articles to pages that exist', () => {
    const related = [...d.querySelectorAll('nav[aria-labelledby="related-heading"] a')].map((a) => a.getAttribute('href')!)
    expect(related).toEqual(page.data.related.map((r) => r.href))
    for (const href of related) expect(existsSync(htmlPathOf(href))).toBe(true)
  })
})

describe("the spec's related articles", () => {
  const related = (slug: string) => (site.pages.get(`/blog/${slug}`)!.data as { related: { slug: string }[] }).related.map((r) => r.slug)
  it('AI → web development trends and data analytics; content marketing → trends and digital transformation', () => {
    expect(related('ai-tech-solutions')).toEqual(['web-development-trends', 'data-analytics'])
    expect(related('content-marketing')).toEqual(['web-development-trends', 'digital-transformation'])
  })
})

describe('the blog listing', () => {
  const d = parseHtml(readHtml('/blog'))
  it('lists the six articles newest first, and no Load More when all fit on one page', () => {
    expect([...d.querySelectorAll('main h3 a')].map((a) => a.getAttribute('href'))).toEqual(site.articles.map((a) => a.href))
    expect(d.body.textContent).not.toContain('Load More Articles')
  })
  it('has the newsletter form: e-mail, required, posted to the provider', () => {
    const form = d.querySelector('main form[method="post"]')!
    expect(form.getAttribute('action')).toBe(site.settings.forms.newsletter)
    const input = form.querySelector('input')!
    expect(input.getAttribute('type')).toBe('email')
    expect(input.hasAttribute('required')).toBe(true)
  })
})
