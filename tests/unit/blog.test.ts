/** Blog data: order, drafts and the feed, on a fixture site. */
import { describe, expect, it } from 'vitest'
import { checkFixture } from '../helpers/contentFixture.js'
import { rssXml } from '../../site/feed.js'
import { sitemapXml } from '../../site/sitemap.js'

const article = (slug: string, date: string, extra = '') =>
  [
    `blog/${slug}.md`,
    `---\ntitle: Article ${slug}\ndescription: About ${slug}.\nimage: { src: /images/logo.svg, alt: Logo }\ndate: ${date}\ncategory: News\nauthor: team\n${extra}---\n\nBody of ${slug}.\n`,
  ] as const

const files = Object.fromEntries([
  article('older', '2025-01-10'),
  article('newest', '2025-06-01'),
  article('middle', '2025-03-15'),
  article('secret', '2025-07-01', 'draft: true\n'),
])

describe('the articles', () => {
  it('are listed newest first', () => {
    const { build } = checkFixture(files)
    expect(build.site!.articles.map((a) => a.slug)).toEqual(['newest', 'middle', 'older'])
  })

  it('leave drafts out of the production build, the listing, the sitemap and the feed', async () => {
    const { site } = checkFixture(files).build
    expect(site!.pages.has('/blog/secret')).toBe(false)
    expect(site!.articles.map((a) => a.slug)).not.toContain('secret')
    expect(await sitemapXml(site!)).not.toContain('/blog/secret')
    expect(rssXml(site!)).not.toContain('/blog/secret')
    expect(rssXml(site!).match(/<item>/g)).toHaveLength(3)
  })

  it('show drafts on the dev server', () => {
    const { site } = checkFixture(files, { includeDrafts: true }).build
    expect(site!.pages.has('/blog/secret')).toBe(true)
    expect(site!.articles[0].slug).toBe('secret')
  })
})
