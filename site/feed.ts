/**
 * The RSS 2.0 feed of the published articles, newest first. Written with fast-xml-parser's
 * builder, which escapes every text and attribute (& < > " '), so a title reads in a feed
 * reader exactly as it was typed, `]]>` and `<script>` included: nothing an editor types
 * can end an element or a CDATA section (the feed package's writer escaped only the first
 * `]]>` of a CDATA text). The characters XML cannot hold at all (most control characters)
 * are refused by the content check at their line (pipeline/read/read.ts); one that got here all
 * the same stops the build rather than write a feed that no reader can parse.
 */
import { XMLBuilder } from 'fast-xml-parser'
import type { Site } from '../pipeline/shared/types.js'
import { absoluteUrl } from '../pipeline/head/organization.js'
import { FEED_PATH } from '../pipeline/shared/addresses.js'
import { forbiddenCharacter } from '../pipeline/read/read.js'

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  processEntities: true,
  // isPermaLink="false" stays an attribute with a value (a bare name is not XML).
  suppressBooleanAttributes: false,
  suppressEmptyNode: true,
  format: true,
  indentBy: '    ',
})

/** The text as written, or a stop when it holds a character XML cannot hold. */
function xmlText(text: string): string {
  const found = forbiddenCharacter(text)
  if (found)
    throw new Error(`the feed cannot hold the character ${found.code} of "${text}": the content check should have refused it at its line`)
  return text
}

/** Mon, 28 Apr 2025 00:00:00 GMT (RFC 822, as RSS 2.0 asks) */
const rfc822 = (date: Date) => date.toUTCString()

export function rssXml(site: Site, now = new Date()): string {
  const { settings } = site
  const blog = absoluteUrl(settings, '/blog')
  const title = xmlText(`${settings.name} blog`)
  const channel = {
    title,
    link: blog,
    description: xmlText(settings.description),
    lastBuildDate: rfc822(now),
    docs: 'https://validator.w3.org/feed/docs/rss2.html',
    language: xmlText(settings.language),
    image: { title, url: absoluteUrl(settings, settings.shareImage), link: blog },
    copyright: xmlText(`© ${settings.name}`),
    'atom:link': { '@_href': absoluteUrl(settings, FEED_PATH), '@_rel': 'self', '@_type': 'application/rss+xml' },
    item: site.articles.map((article) => {
      const link = absoluteUrl(settings, article.href)
      return {
        title: xmlText(article.title),
        link,
        guid: { '@_isPermaLink': 'false', '#text': link },
        ...(article.date && { pubDate: rfc822(new Date(`${article.date}T00:00:00Z`)) }),
        description: xmlText(article.description),
        ...(article.author && { author: xmlText(article.author) }),
        ...(article.category && { category: xmlText(article.category) }),
      }
    }),
  }
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' },
    rss: { '@_version': '2.0', '@_xmlns:atom': 'http://www.w3.org/2005/Atom', channel },
  }) as string
}
