/** The RSS feed of the published articles, newest first (feed, by jpmonette). */
import { Feed } from 'feed'
import type { Site } from '../pipeline/types.js'
import { absoluteUrl } from '../pipeline/head/organization.js'
import { FEED_PATH } from '../pipeline/addresses.js'

export function rssXml(site: Site): string {
  const { settings } = site
  const feed = new Feed({
    title: `${settings.name} blog`,
    description: settings.description,
    id: absoluteUrl(settings, '/blog'),
    link: absoluteUrl(settings, '/blog'),
    language: settings.language,
    image: absoluteUrl(settings, settings.shareImage),
    copyright: `© ${settings.name}`,
    feedLinks: { rss: absoluteUrl(settings, FEED_PATH) },
    generator: false,
  })
  for (const article of site.articles) {
    feed.addItem({
      title: article.title,
      id: absoluteUrl(settings, article.href),
      link: absoluteUrl(settings, article.href),
      description: article.description,
      date: new Date(`${article.date}T00:00:00Z`),
      ...(article.category && { category: [{ name: article.category }] }),
      ...(article.author && { author: [{ name: article.author }] }),
    })
  }
  return feed.rss2()
}
