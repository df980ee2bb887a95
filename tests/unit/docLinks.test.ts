/**
 * The documents send each reader to the next (README → docs/going-live.md, CONTRIBUTING.md,
 * SECURITY.md, …): every relative link and #anchor between the tracked Markdown documents,
 * and every link to a file of the repository, must land. Anchors are GitHub's: each
 * heading's text through github-slugger, in the document's order (a second "Tests" is
 * #tests-1), as GitHub renders the files. Links inside code are not links and are left
 * alone; addresses with a scheme (https:, mailto:) are not checked here.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import GithubSlugger from 'github-slugger'
import type { Root } from 'mdast'
import { toString as textOf } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'

const parser = unified().use(remarkParse).use(remarkGfm)
const parse = (text: string) => parser.parse(text) as Root

/**
 * The documents: every tracked Markdown file but the editors' pages (content/, whose links
 * are the site's and which the content check follows), the editors' guide itself included,
 * and site/guideRecipes.md, which is checked as the part of content/README.md it becomes.
 */
const documents = execFileSync('git', ['ls-files', '-z', '*.md'], { encoding: 'utf8' })
  .split('\0')
  .filter((name) => name && !name.includes('node_modules/') && (!name.startsWith('content/') || name === 'content/README.md'))
  .filter((name) => name !== 'site/guideRecipes.md' && existsSync(name))

/** The ids a document's headings get on GitHub (and any `<a id>` or `<a name>` written in it). */
function anchorsOf(text: string): Set<string> {
  const slugger = new GithubSlugger()
  const anchors = new Set<string>()
  visit(parse(text), (node) => {
    if (node.type === 'heading') anchors.add(slugger.slug(textOf(node)))
    if (node.type === 'html') for (const [, id] of node.value.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(id)
  })
  return anchors
}

const anchorCache = new Map<string, Set<string>>()
const anchorsOfFile = (file: string) => {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')))
  return anchorCache.get(file)!
}

/**
 * Each link of `text` (the document `file`, relative to the repository) that does not land,
 * as `file:line  address  why`.
 */
function deadLinks(file: string, text: string): string[] {
  const dead: string[] = []
  const root = path.resolve('.')
  visit(parse(text), (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return
    const address = node.url
    // A visitor's number is where visit() goes on from: this returns nothing.
    const fail = (why: string) => {
      dead.push(`${file}:${node.position?.start.line}  ${address}  ${why}`)
    }
    if (/^[a-z][a-z\d+.-]*:/i.test(address) || address.startsWith('//')) return
    if (address === '') return fail('is empty')
    const [pathPart, anchor] = address.split(/#(.*)/s)
    const target = pathPart
      ? path.resolve(pathPart.startsWith('/') ? root : path.dirname(path.resolve(file)), decodeURIComponent(pathPart).replace(/^\//, ''))
      : path.resolve(file)
    const inRepo = path.relative(root, target)
    if (inRepo.startsWith('..') || path.isAbsolute(inRepo)) return fail('leaves the repository')
    if (!existsSync(target)) return fail(`points to ${inRepo}, which does not exist`)
    if (anchor === undefined) return
    if (!target.endsWith('.md') || statSync(target).isDirectory()) return fail(`has an anchor, but ${inRepo} is no Markdown document`)
    const anchors = pathPart ? anchorsOfFile(inRepo) : anchorsOf(text)
    if (!anchors.has(decodeURIComponent(anchor))) return fail(`names #${anchor}, which is no heading of ${inRepo}`)
  })
  return dead
}

describe('the links between the documents', () => {
  it('are followed in every document, the short README and the guides for each reader among them', () => {
    expect(documents).toEqual(
      expect.arrayContaining([
        'README.md',
        'CONTRIBUTING.md',
        'SECURITY.md',
        'ARCHITECTURE.md',
        'docs/going-live.md',
        'docs/editing.md',
        'docs/content-reference.md',
        'content/README.md',
        'login/README.md',
      ]),
    )
  })

  it('all land: on a file of the repository, and on a heading where they name one', () => {
    expect(documents.flatMap((file) => deadLinks(file, readFileSync(file, 'utf8')))).toEqual([])
  })

  it('a dead one is found: a missing file, a missing heading here or there, a way out of the repository', () => {
    const text = [
      '# A page',
      '',
      'See [the guide](docs/no-such-guide.md), [a step](docs/going-live.md#99-no-such-step),',
      '[this page](#a-page), [no such part](#nowhere), [outside](../elsewhere/README.md),',
      '[a file](site/deploy.ts), [its line](site/deploy.ts#L3) and `[in code](missing.md)`.',
      '',
      '[ref]: CONTRIBUTING.md#no-such-heading',
    ].join('\n')
    expect(deadLinks('README.md', text)).toEqual([
      'README.md:3  docs/no-such-guide.md  points to docs/no-such-guide.md, which does not exist',
      'README.md:3  docs/going-live.md#99-no-such-step  names #99-no-such-step, which is no heading of docs/going-live.md',
      'README.md:4  #nowhere  names #nowhere, which is no heading of README.md',
      'README.md:4  ../elsewhere/README.md  leaves the repository',
      'README.md:5  site/deploy.ts#L3  has an anchor, but site/deploy.ts is no Markdown document',
      'README.md:7  CONTRIBUTING.md#no-such-heading  names #no-such-heading, which is no heading of CONTRIBUTING.md',
    ])
  })

  it('name headings as GitHub does', () => {
    expect(anchorsOf("## 3. The site's address: a domain of its own\n## Blocks for `sections:`\n## Tests\n## Tests")).toEqual(
      new Set(['3-the-sites-address-a-domain-of-its-own', 'blocks-for-sections', 'tests', 'tests-1']),
    )
  })
})
