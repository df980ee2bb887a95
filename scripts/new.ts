/**
 * npm run new -- <article|service|course|page> "Title"
 * Writes a new content file with every required field filled in (today's date for an
 * article) and a short placeholder text, so it passes the check as it is; prints its
 * path and its future address. CONTENT_DIR writes into another content folder (tests).
 */
import { FOLDER_OF_KIND } from '../pipeline/shared/addresses.js'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { frontMatterLoosely, readYamlLoosely } from '../site/looseYaml.js'
import { contentFiles } from '../site/contentListing.js'

const TYPES = ['article', 'service', 'course', 'page'] as const
type EntryType = (typeof TYPES)[number]

const [type, title] = process.argv.slice(2) as [EntryType | undefined, string | undefined]
if (!type || !TYPES.includes(type) || !title?.trim()) {
  console.error(`Usage: npm run new -- <${TYPES.join('|')}> "Title"\nExample: npm run new -- article "Mobile money for clinics"`)
  process.exit(2)
}

const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content')
const slug = title
  .toLowerCase()
  .normalize('NFKD')
  .replace(/[\u0300-\u036f]/g, '')
  .replace(/[^a-z0-9]+/g, '-')
  .replace(/^-+|-+$/g, '')
if (!slug) {
  console.error(`"${title}" has no letters or digits to make a file name from: use a title with some.`)
  process.exit(2)
}
const folder = type === 'page' ? '' : FOLDER_OF_KIND[type]
const file = path.join(contentDir, folder, `${slug}.md`)
const route = `/${[folder, slug].filter(Boolean).join('/')}`
if (existsSync(file)) {
  console.error(`${path.relative(process.cwd(), file)} already exists: choose another title, or edit that file.`)
  process.exit(1)
}

const quoted = JSON.stringify(title.trim())
const description = `"${title.trim().replace(/"/g, "'")}: one or two sentences for search results and link previews (replace this)."`
/** The next free position in a collection's menu order. */
const nextOrder = (collection: string) => {
  const orders = contentFiles(contentDir, collection)
    .filter((name) => !name.includes('/') && name.endsWith('.md') && name !== 'index.md')
    .map((name) => Number(frontMatterLoosely(readFileSync(path.join(contentDir, collection, name), 'utf8')).order ?? 0) || 0)
  return Math.max(0, ...orders) + 1
}
const body = 'Write the text of the page here, in Markdown: ## for a heading, **bold**, [a link](/contact).\n'

function frontMatter(entryType: EntryType): string {
  switch (entryType) {
    case 'article': {
      const settings = readYamlLoosely(path.join(contentDir, 'site.yaml')) as { authors?: Record<string, unknown> }
      return [
        `title: ${quoted}`,
        `description: ${description}`,
        'image:',
        '  src: /images/share-default.png',
        '  alt: "Describe the picture (replace it with the cover of this article)"',
        `date: ${new Date().toISOString().slice(0, 10)}`,
        'category: News',
        `author: ${Object.keys(settings.authors ?? {})[0] ?? 'editorial-team'}`,
        'related: []',
      ].join('\n')
    }
    case 'service':
      return [
        `title: ${quoted}`,
        `description: ${description}`,
        `menuTitle: ${quoted}`,
        'summary: "One line for the services menu and cards (replace this)."',
        'icon: sparkles',
        `order: ${nextOrder('services')}`,
        'sections:',
        '  - type: hero',
        `    heading: ${quoted}`,
        '  - type: prose',
      ].join('\n')
    case 'course': {
      const weeks = ['Weeks 1-2', 'Weeks 3-4', 'Weeks 5-6', 'Weeks 7-8']
      return [
        `title: ${quoted}`,
        `description: ${description}`,
        `menuTitle: ${quoted}`,
        'summary: "What a student learns, in one line (replace this)."',
        'icon: graduation-cap',
        `order: ${nextOrder('courses')}`,
        'duration: 8 weeks',
        'classSize: 15',
        'fee: 700000',
        'additionalFee: 50000',
        'curriculum:',
        ...weeks.flatMap((label, index) => [
          `  - weeks: ${label}`,
          `    title: Block ${index + 1} (replace this)`,
          '    topics: [Topic one, Topic two, Topic three, Topic four]',
        ]),
        'skills: [A skill (replace this)]',
        'tools: [A tool (replace this)]',
        'outcomes:',
        ...Array.from({ length: 7 }, (_, index) => `  - Outcome ${index + 1} (replace this)`),
      ].join('\n')
    }
    case 'page':
      return [
        `title: ${quoted}`,
        `description: ${description}`,
        'sections:',
        '  - type: hero',
        `    heading: ${quoted}`,
        '  - type: prose',
      ].join('\n')
  }
}

writeFileSync(file, `---\n${frontMatter(type)}\n---\n\n${body}`)
console.log(
  `✔ wrote ${path.relative(process.cwd(), file)}\n  it will be published at ${route}${type === 'article' ? ' (set draft: true to keep it off the site while you write)' : ''}`,
)
