/** The one home of addresses (pipeline/shared/addresses.ts): each fact, checked against written-out values. */
import { describe, expect, it } from 'vitest'
import { FOLDER_OF_KIND, htmlFileOf, listingRoute, routeOfContentPath, routeOfHtml } from '../../pipeline/shared/addresses.js'

describe('addresses', () => {
  it('gives each content file its route, folder index files the folder', () => {
    expect(routeOfContentPath('index.md')).toBe('/')
    expect(routeOfContentPath('services/index.md')).toBe('/services')
    expect(routeOfContentPath('services/web-development.md')).toBe('/services/web-development')
    expect(routeOfContentPath('about-us.md')).toBe('/about-us')
  })

  it('writes each route where static hosts serve it without a redirect, and reads it back', () => {
    const written = { '/': 'index.html', '/about-us': 'about-us.html', '/blog/page/2': 'blog/page/2.html', '/404': '404.html' }
    for (const [route, file] of Object.entries(written)) {
      expect(htmlFileOf(route)).toBe(file)
      expect(routeOfHtml(file)).toBe(route)
    }
    expect(routeOfHtml('blog/index.html')).toBe('/blog')
  })

  it('numbers the pages of a listing from its first page', () => {
    expect([1, 2, 3].map((number) => listingRoute('/blog', number))).toEqual(['/blog', '/blog/page/2', '/blog/page/3'])
  })

  it('keeps each kind of entry in its folder', () => {
    expect(FOLDER_OF_KIND).toEqual({ service: 'services', article: 'blog', course: 'courses' })
  })
})
