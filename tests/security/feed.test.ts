/**
 * The text files made from content (the RSS feed, the sitemap, the content manager's
 * configuration) say exactly what was typed, whatever it holds: no title can end an
 * element or a CDATA section and put markup of its own in the file (a title with `]]>`
 * twice once did, in the feed, and Chromium ran what followed on the site's origin). The
 * characters XML cannot hold are refused by the check, at their line.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { buildSite } from '../../site/buildSite.js'
import { isError } from '../../pipeline/shared/problems.js'
import { formatProblem } from '../../pipeline/check/report.js'
import type { Site } from '../../pipeline/shared/types.js'
import { adminFiles } from '../../site/cms/adminFiles.js'
import { readConfig } from '../../cms/loadConfig.js'
import { cmsConfig } from '../../site/cms/cmsConfig.js'
import { rssXml } from '../../site/feed.js'
import { robotsTxt, sitemapXml } from '../../site/sitemap.js'
import { checkFixture, type FixtureFiles, makeContent, minimalSiteYaml } from '../helpers/contentFixture.js'

/** Texts an editor may type (or paste) that a careless XML writer would let out. */
const HOSTILE = [
  'One ]]> two',
  'One ]]> two ]]><script>alert(1)</script>',
  ']]>]]>]]><img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'Fish & chips',
  'Already escaped: &amp; &lt;b&gt; &#x3C;script&#x3E; &nbsp;',
  'Quotes "double" and \'single\' and `back`',
  '<![CDATA[ opened ]]> and <![CDATA[ left open',
  '<?xml version="1.0"?> <!-- not a comment --> <!DOCTYPE x [<!ENTITY e "boom">]> &e;',
  'Flags 🇺🇬 and a coder 👩🏽‍💻, e\u0301 combined, 𝄞 astral',
  'Webale nnyo! Ŋŋ, Kampala – café, naïve, Straße, ñ',
  'Braces {{ and a tab\there',
  '</title></item></channel></rss><rss><channel><item><title>forged',
]

/** A YAML double-quoted value that reads back as exactly `text`. */
const quoted = (text: string) => JSON.stringify(text)

const articleFile = (index: number, title: string, description: string, category: string) =>
  `---\ntitle: ${quoted(title)}\ndescription: ${quoted(description)}\nimage: { src: /images/logo.svg, alt: Logo }\ndate: 2025-01-${String(10 + index).padStart(2, '0')}\ncategory: ${quoted(category)}\nauthor: team\n---\n\nBody ${index}.\n`

const HOSTILE_NAME = 'Test & Co ]]> <b>bold</b>'
const HOSTILE_AUTHOR = 'Nakato "N." <Okello> & ]]>'
const hostileSiteYaml = minimalSiteYaml
  .replace('name: Test Company', `name: ${quoted(HOSTILE_NAME)}`)
  .replace('description: A test company.', `description: ${quoted(`Made in Kampala 🇺🇬 ]]> ${HOSTILE[3]}`)}`)
  .replace('team: { name: Team,', `team: { name: ${quoted(HOSTILE_AUTHOR)},`)

/** Every article holds hostile text in its title, description and category. */
const hostileFiles: FixtureFiles = {
  'site.yaml': hostileSiteYaml,
  ...Object.fromEntries(
    HOSTILE.map((title, index) => [
      `blog/a${index}.md`,
      articleFile(index, title, HOSTILE[(index + 1) % HOSTILE.length], HOSTILE[(index + 2) % HOSTILE.length]),
    ]),
  ),
}

type Item = {
  title: string
  link: string
  guid: { '#text': string; '@_isPermaLink': string }
  pubDate: string
  description: string
  author: string
  category: string
}
type Feed = {
  rss: {
    '@_version': string
    '@_xmlns:atom': string
    channel: {
      title: string
      link: string
      description: string
      lastBuildDate: string
      docs: string
      language: string
      image: { title: string; url: string; link: string }
      copyright: string
      'atom:link': Record<string, string>
      item: Item[]
    }
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => name === 'item',
})

/** Parsed as a feed reader would; the text must first be well-formed XML. */
function parseXml<T>(xml: string): T {
  expect(XMLValidator.validate(xml)).toBe(true)
  return parser.parse(xml) as T
}

/** Every element name in a parsed tree. */
function elementNames(tree: unknown): string[] {
  if (!tree || typeof tree !== 'object') return []
  return Object.entries(tree).flatMap(([key, value]) =>
    key.startsWith('@_') || key === '#text' ? [] : [key, ...(Array.isArray(value) ? value.flatMap(elementNames) : elementNames(value))],
  )
}

function hostileSite(): Site {
  const { build, errors, lines } = checkFixture(hostileFiles)
  expect(lines).toEqual([])
  expect(errors).toEqual([])
  return build.site!
}

describe('the RSS feed', () => {
  it('holds every title, description, category and author exactly as typed', () => {
    const site = hostileSite()
    const xml = rssXml(site)
    const { channel } = parseXml<Feed>(xml).rss
    expect(channel.item).toHaveLength(HOSTILE.length)
    // Newest first: a12 … a0.
    const items = [...channel.item].reverse()
    for (const [index, item] of items.entries()) {
      expect(item.title).toBe(HOSTILE[index])
      expect(item.description).toBe(HOSTILE[(index + 1) % HOSTILE.length])
      expect(item.category).toBe(HOSTILE[(index + 2) % HOSTILE.length])
      expect(item.author).toBe(HOSTILE_AUTHOR)
    }
    expect(channel.title).toBe(`${HOSTILE_NAME} blog`)
    expect(channel.image.title).toBe(`${HOSTILE_NAME} blog`)
    expect(channel.copyright).toBe(`© ${HOSTILE_NAME}`)
    expect(channel.description).toBe(`Made in Kampala 🇺🇬 ]]> ${HOSTILE[3]}`)
  })

  it('has no element, CDATA section, comment or declaration but its own', () => {
    const xml = rssXml(hostileSite())
    const names = new Set(elementNames(parseXml(xml)))
    expect([...names].sort()).toEqual(
      [
        '?xml',
        'rss',
        'channel',
        'title',
        'link',
        'description',
        'lastBuildDate',
        'docs',
        'language',
        'image',
        'url',
        'copyright',
        'atom:link',
        'item',
        'guid',
        'pubDate',
        'author',
        'category',
      ].sort(),
    )
    expect(xml).not.toMatch(/<script|<img|<b>|<!\[CDATA\[|\]\]>|<!--|<!DOCTYPE|<!ENTITY/i)
    expect(xml.match(/<\?xml/g)).toHaveLength(1)
    expect(xml.match(/<rss[\s>]/g)).toHaveLength(1)
  })

  it('keeps the feed as it was: channel, image, self link, and items with guid, RFC 822 date, category and author', () => {
    const { build } = checkFixture({
      'blog/first.md': articleFile(0, 'First post', 'About the first post.', 'News'),
      'blog/second.md': articleFile(5, 'Second post', 'About the second post.', 'Events'),
    })
    const now = new Date('2026-03-04T05:06:07Z')
    const feed = parseXml<Feed>(rssXml(build.site!, now))
    expect(feed.rss['@_version']).toBe('2.0')
    expect(feed.rss['@_xmlns:atom']).toBe('http://www.w3.org/2005/Atom')
    const { item, ...channel } = feed.rss.channel
    expect(Object.fromEntries(Object.entries(channel).filter(([key]) => key !== '#text'))).toEqual({
      title: 'Test Company blog',
      link: 'https://test.example/blog',
      description: 'A test company.',
      lastBuildDate: 'Wed, 04 Mar 2026 05:06:07 GMT',
      docs: 'https://validator.w3.org/feed/docs/rss2.html',
      language: 'en',
      image: expect.objectContaining({
        title: 'Test Company blog',
        url: expect.stringMatching(/^https:\/\/test\.example\/images\/sized\/share-[0-9a-f]+-share\.png$/),
        link: 'https://test.example/blog',
      }),
      copyright: '© Test Company',
      'atom:link': { '@_href': 'https://test.example/rss.xml', '@_rel': 'self', '@_type': 'application/rss+xml' },
    })
    const strip = ({ '#text': _, ...rest }: Item & { '#text'?: string }) => rest
    expect(item.map(strip)).toEqual([
      {
        title: 'Second post',
        link: 'https://test.example/blog/second',
        guid: { '#text': 'https://test.example/blog/second', '@_isPermaLink': 'false' },
        pubDate: 'Wed, 15 Jan 2025 00:00:00 GMT',
        description: 'About the second post.',
        author: 'Team',
        category: 'Events',
      },
      {
        title: 'First post',
        link: 'https://test.example/blog/first',
        guid: { '#text': 'https://test.example/blog/first', '@_isPermaLink': 'false' },
        pubDate: 'Fri, 10 Jan 2025 00:00:00 GMT',
        description: 'About the first post.',
        author: 'Team',
        category: 'News',
      },
    ])
  })

  it('round-trips random mixes of awkward characters (seeded)', () => {
    const pieces = [
      ...HOSTILE,
      ']]>',
      ']]',
      ']',
      '>',
      '<',
      '&',
      '&amp;',
      '&#0;',
      '"',
      "'",
      '<![CDATA[',
      '-->',
      '?>',
      '\t',
      '\n',
      ' ',
      '\u00a0',
      '\u200b',
      '\u200d',
      '\u2028',
      '\ufeff',
      '\ufffd',
      '🇺🇬',
      '👩🏽‍💻',
      '\u{10ffff}',
      'ŋ',
      'é',
    ]
    let seed = 20261125
    const random = () => {
      // mulberry32
      seed = (seed + 0x6d2b79f5) | 0
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
    const awkward = () =>
      Array.from({ length: 1 + Math.floor(random() * 8) }, () =>
        random() < 0.8 ? pieces[Math.floor(random() * pieces.length)] : anyCharacter(),
      ).join('')
    /** Any character of the Basic Multilingual Plane but the ones the check refuses (control characters). */
    const anyCharacter = (): string => {
      const character = String.fromCodePoint(0x20 + Math.floor(random() * 0xd7e0))
      return /\p{Cc}/u.test(character) ? anyCharacter() : character
    }
    for (let round = 0; round < 200; round++) {
      const articles = Array.from({ length: 3 }, (_, index) => ({
        title: awkward(),
        description: awkward(),
        category: awkward(),
        author: awkward(),
        href: `/blog/a${index}`,
        date: '2025-01-01',
      }))
      const site = {
        settings: { name: awkward(), description: awkward(), language: 'en', url: 'https://test.example', shareImage: '/images/share.png' },
        articles,
      } as unknown as Site
      const xml = rssXml(site)
      const { channel } = parseXml<Feed>(xml).rss
      expect(channel.title).toBe(`${site.settings.name} blog`)
      expect(channel.description).toBe(site.settings.description)
      expect(channel.item.map(({ title, description, category, author }) => ({ title, description, category, author }))).toEqual(
        articles.map(({ title, description, category, author }) => ({ title, description, category, author })),
      )
    }
  })

  it('stops rather than write a character XML cannot hold (the check refuses it first)', () => {
    const site = {
      settings: { name: 'Test', description: 'A test.', language: 'en', url: 'https://test.example', shareImage: '/images/share.png' },
      articles: [{ title: 'A \u0001 title', description: 'About it.', href: '/blog/a', date: '2025-01-01' }],
    } as unknown as Site
    expect(() => rssXml(site)).toThrow(/U\+0001/)
  })
})

describe('the sitemap and robots.txt', () => {
  it('list the pages of hostile titles by their addresses, and nothing of their text', async () => {
    const site = hostileSite()
    const xml = await sitemapXml(site)
    const { urlset } = parseXml<{ urlset: { url: { loc: string }[] } }>(xml)
    expect(urlset.url.map((url) => url.loc).sort()).toEqual(
      [...site.pages.values()]
        .filter((page) => !page.data.noindex)
        .map((page) => `https://test.example${page.route === '/' ? '/' : page.route}`)
        .sort(),
    )
    expect(xml).not.toMatch(/<script|<img|<b>|\]\]>|CDATA|&amp;amp;|Ŋ|🇺🇬/)
    expect(robotsTxt(site)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://test.example/sitemap.xml\n')
  })
})

describe("the content manager's configuration", () => {
  type Config = { collections: { name: string; files?: { file: string; label: string }[] }[] }
  const labels = (config: Config) => config.collections.find((collection) => collection.name === 'pages')!.files!.map((file) => file.label)

  it('names each page by its title exactly, read by the content manager (cms/loadConfig.ts) and as YAML', () => {
    const pages = HOSTILE.map((title, index) => ({ file: `content/p${index}.md`, title, legal: false }))
    const text = cmsConfig({ repo: 'owner/site', branch: 'main', pages })
    expect(labels(readConfig(text) as unknown as Config)).toEqual(HOSTILE)
    expect(labels(parseYaml(text) as Config)).toEqual(HOSTILE)
  })

  it('reads the titles from the pages of content/ exactly', () => {
    const files: FixtureFiles = Object.fromEntries(
      HOSTILE.map((title, index) => [`p${index}.md`, `---\ntitle: ${quoted(title)}\ndescription: A page.\n---\n\nHello.\n`]),
    )
    const contentDir = makeContent(files)
    const config = adminFiles(contentDir, { authors: {} }, undefined, undefined, { repo: 'owner/site', branch: 'main' })[
      'config.yml'
    ]() as string
    const titles = labels(readConfig(config) as unknown as Config).filter((label) => !label.endsWith('(home page)'))
    expect(titles.sort()).toEqual([...HOSTILE].sort())
    expect(labels(parseYaml(config) as Config)).toEqual(labels(readConfig(config) as unknown as Config))
  })
})

describe('characters XML cannot hold, and nobody can see', () => {
  const post = (title: string, body = 'Hello.') =>
    `---\ntitle: ${title}\ndescription: About a thing.\nimage: { src: /images/logo.svg, alt: Logo }\ndate: 2025-01-01\ncategory: News\nauthor: team\n---\n\n${body}\n`
  const errorsOf = (files: FixtureFiles) => checkFixture(files).lines

  it('a control character typed in a title is refused at its line and column, named', () => {
    expect(errorsOf({ 'blog/a.md': post('A \u0001 title') })).toEqual([
      'blog/a.md:2:10  this line holds an invisible control character (U+0001), probably pasted from another program: delete it (if your editor does not show it, retype the words around column 10)',
    ])
  })

  it('each control character XML 1.0 cannot hold, C1 and DEL too, in front matter, body and site.yaml', () => {
    const refused = [
      ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
      ...Array.from({ length: 0x21 }, (_, offset) => 0x7f + offset),
      0xfffe,
      0xffff,
    ]
    for (const code of refused) {
      const character = String.fromCharCode(code)
      const name = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
      const lines = errorsOf({
        'blog/a.md': post(`"Quoted${character}title"`, `A body with${character}it.`),
        'site.yaml': minimalSiteYaml.replace('contactHours: Mon', `contactHours: ${character}Mon`),
      })
      expect(lines, name).toEqual([
        expect.stringMatching(new RegExp(`^site\\.yaml:\\d+:15  this line holds .*${name.replace('+', '\\+')}`)),
        expect.stringMatching(new RegExp(`^blog/a\\.md:2:15  this line holds .*${name.replace('+', '\\+')}`)),
        expect.stringMatching(new RegExp(`^blog/a\\.md:10:12  this line holds .*${name.replace('+', '\\+')}`)),
      ])
    }
  })

  it('tab, line breaks (LF, CRLF, CR), no-break space, zero-width joiner and emoji are kept', () => {
    expect(
      errorsOf({
        'blog/a.md': post('"Tab\there 👩🏽‍💻 🇺🇬\u00a0é"', 'Line one\r\nline two\rline three\tand a tab.').replace(/\n/g, '\r\n'),
      }),
    ).toEqual([])
  })

  it('one written as an escape in a double-quoted value is refused at its field', () => {
    expect(errorsOf({ 'blog/a.md': post('"A \\x01 title"') })).toEqual([
      'blog/a.md:2:8  title  holds U+0001, a character nobody can see and the feed cannot hold, written as an escape (\\ then x, u or a letter, inside double quotes): delete the escape',
    ])
    expect(errorsOf({ 'blog/a.md': post('"Next \\N line"') })).toEqual([
      expect.stringMatching(/^blog\/a\.md:2:8 {2}title {2}holds U\+0085/),
    ])
  })

  it('unsaved text from the content manager is checked the same way, a lone half of an emoji too', () => {
    const contentDir = makeContent({})
    const check = (text: string) =>
      buildSite({ contentDir, cwd: contentDir, unsaved: { path: 'blog/a.md', text } })
        .problems.filter(isError)
        .map(formatProblem)
    expect(check(post('A \u0007 title'))).toEqual([
      expect.stringMatching(/^blog\/a\.md:2:10 {2}this line holds an invisible control character \(U\+0007\)/),
    ])
    expect(check(post('A \ud83d title'))).toEqual([
      'blog/a.md:2:10  this line holds half of an emoji or other character (U+D83D) whose other half is missing: delete it and type the character again (if your editor does not show it, retype the words around column 10)',
    ])
  })
})
