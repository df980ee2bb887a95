// @vitest-environment happy-dom
// (Decap's serialiser, tests/helpers/decapRichText.ts, needs a window.)
/**
 * A body saved from Decap's Rich Text mode changes only the blocks the editor changed
 * (cms/bodyInPlace.ts): Decap's serialiser runs here on every body of the site, as it runs
 * in /admin, and edits are made in its Slate document as the editor makes them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import type { Table } from 'mdast'
import { toString as wordsOf } from 'mdast-util-to-string'
import { describe, expect, it } from 'vitest'
import { bodyInPlace } from '../../cms/bodyInPlace.js'
import { saveInPlace } from '../../cms/saveInPlace.js'
import { parseGfm } from '../../pipeline/markdown/gfmParser.js'
import { fromSlate, richTextRoundTrip, type SlateNode, toSlate } from '../helpers/decapRichText.js'
import { changedLines } from '../helpers/lineDiff.js'

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/
/** Every Markdown file of content/ with a body (the editors' guide, README.md, too: the longest text). */
const files = (readdirSync('content', { recursive: true }) as string[])
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => {
    const text = readFileSync(`content/${name}`, 'utf8')
    return { name, text, body: text.replace(FRONT_MATTER, '') }
  })
  .filter(({ body }) => body.trim())
const entries = files.filter(({ name }) => name !== 'README.md')

/** The top-level blocks of a text as the pipeline parses them: type and source. */
const blocksOf = (text: string) =>
  parseGfm(text).children.map((node) => ({ type: node.type, source: text.slice(node.position!.start.offset!, node.position!.end.offset!) }))

const SENTENCE = ' One more sentence, typed by an editor.'

describe('a body Decap sends unchanged', () => {
  it('is a different text for most of the site: Rich Text mode re-serialises the body', () => {
    const rewritten = entries.filter(({ body }) => richTextRoundTrip(body) !== body.trim())
    expect(rewritten.length).toBe(entries.length)
  })

  it.each(files.map(({ name, body }) => [name, body]))(
    'comes out byte for byte as it was: %s',
    (_name, body) => {
      expect(bodyInPlace(body, richTextRoundTrip(body))).toBe(body)
    },
    30_000,
  )

  it('keeps a table whose cells hold a "|", and writes one the editor changed with each "|" in its cell (issue 55, item 4)', () => {
    const body = [
      'Costs by line:',
      '',
      '| Line | Amount |',
      '| --- | --- |',
      '| Staff training | UGX 40m \\| net |',
      '| Search | `kla\\|ebb` in C:\\\\\\|Reports |',
      '',
    ].join('\n')
    const cells = (text: string) =>
      (parseGfm(text).children.find((node) => node.type === 'table') as Table).children.map((row) =>
        row.children.map((cell) => wordsOf(cell)),
      )
    expect(cells(body)).toEqual([
      ['Line', 'Amount'],
      ['Staff training', 'UGX 40m | net'],
      ['Search', 'kla|ebb in C:\\|Reports'],
    ])
    // Decap wrote the first row with a third cell, and the second without its backslash: the table was saved so.
    expect(bodyInPlace(body, richTextRoundTrip(body))).toBe(body)
    const document = toSlate(body)
    const row = document[1].children![1]
    row.children![0] = { ...row.children![0], children: [{ text: 'Staff training | travel' }] }
    expect(cells(bodyInPlace(body, fromSlate(document)))).toEqual([
      ['Line', 'Amount'],
      ['Staff training | travel', 'UGX 40m | net'],
      ['Search', 'kla|ebb in C:\\|Reports'],
    ])
  })

  it.each(entries.map(({ name, text, body }) => [name, text, body]))(
    'leaves the whole file as it was once saved: %s',
    (_name, text, body) => {
      const frontMatter = text.slice(0, text.length - body.length)
      expect(saveInPlace(text, frontMatter + richTextRoundTrip(body), 'frontmatter', bodyInPlace)).toBe(text)
    },
  )
})

describe('an edit in Rich Text mode', () => {
  // Every paragraph of every entry's body, one at a time: a sentence typed at its end.
  const paragraphs = entries.flatMap(({ name, body }) => {
    const sources = blocksOf(body).filter(({ type }) => type === 'paragraph')
    const places = toSlate(body).flatMap((node, index) => (node.type === 'paragraph' ? [index] : []))
    return places.map((index, ordinal) => ({ name, body, index, source: sources[ordinal].source }))
  })

  it("finds the paragraphs of every entry in Decap's document", () => {
    expect(new Set(paragraphs.map(({ name }) => name)).size).toBe(entries.length)
    expect(paragraphs.length).toBeGreaterThan(100)
  })

  // The first, a middle and the last paragraph of each entry (every paragraph takes a minute).
  const sample = entries.flatMap(({ name }) => {
    const own = paragraphs.filter((paragraph) => paragraph.name === name)
    return [...new Set([own[0], own[Math.floor(own.length / 2)], own.at(-1)!])]
  })

  it("of one paragraph changes that paragraph's lines and no other", () => {
    for (const { name, body, index, source } of sample) {
      const document = toSlate(body)
      document[index] = { ...document[index], children: [...document[index].children!, { text: SENTENCE }] }
      const lastLine = source.split('\n').at(-1)!
      expect(changedLines(body, bodyInPlace(body, fromSlate(document))), `${name}: ${lastLine}`).toEqual({
        removed: [lastLine],
        added: [lastLine + SENTENCE],
      })
    }
  }, 60_000)

  it('adding a bullet to a list changes only that list', () => {
    const { body } = entries.find(({ name }) => name === 'blog/data-analytics.md')!
    const document = toSlate(body)
    const at = document.findIndex((node) => node.type === 'bulleted-list')
    const list = document[at]
    const item = { type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'A new point, added by an editor.' }] }] }
    document[at] = { ...list, children: [...list.children!, item] }
    const { removed, added } = changedLines(body, bodyInPlace(body, fromSlate(document)))
    // The list is the one block written anew, as Decap writes it; all else is as it was.
    expect(removed).toEqual(
      blocksOf(body)
        .find(({ type }) => type === 'list')!
        .source.split('\n'),
    )
    expect(added).toEqual(fromSlate([document[at]]).split('\n'))
    expect(added.at(-1)).toBe('* A new point, added by an editor.')
  })

  it('removing, adding and moving blocks keeps every other block as written', () => {
    const { body } = entries.find(({ name }) => name === 'privacy-policy.md')!
    const before = blocksOf(body).map(({ source }) => source)
    expect(toSlate(body)).toHaveLength(before.length)
    const document = toSlate(body)
    document.splice(7, 0, document.splice(3, 1)[0])
    document.splice(1, 1)
    document.push({ type: 'paragraph', children: [{ text: 'A closing paragraph.' }] })
    const saved = bodyInPlace(body, fromSlate(document))
    expect(blocksOf(saved).map(({ source }) => source)).toEqual([
      ...[0, 2, 4, 5, 6, 7, 3].map((index) => before[index]),
      ...before.slice(8),
      'A closing paragraph.',
    ])
  })
})

describe('random block edits (property)', () => {
  // Blocks of the site's own bodies, as they are written: the material of random bodies.
  const pool = entries.flatMap(({ body }) => blocksOf(body).map(({ source }) => source))
  const newParagraph = fc.stringMatching(/^[A-Z][a-z]{2,8}( [a-z]{1,8}){2,10}\.$/)
  const edit = fc.oneof(
    fc.record({ kind: fc.constant('change' as const), at: fc.nat(), text: newParagraph }),
    fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: newParagraph }),
    fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('move' as const), at: fc.nat(), to: fc.nat() }),
  )
  let checked = 0

  it('keep the exact source of every block Decap sends unchanged, and save what Decap sent', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(pool.length - 1), { minLength: 1, maxLength: 8 }), fc.array(edit, { maxLength: 4 }), (picks, edits) => {
        const sources = picks.map((pick) => pool[pick])
        const body = `\n${sources.join('\n\n')}\n`
        // Two neighbours can read as one block (two lists): bodies where each block stays one.
        fc.pre(blocksOf(body).length === sources.length && toSlate(body).length === sources.length)
        // Decap's document, edited as an editor would: each node knows the block it came from.
        const document: { node: SlateNode; from?: number }[] = toSlate(body).map((node, from) => ({ node, from }))
        for (const change of edits) {
          const typed = { node: { type: 'paragraph', children: [{ text: 'text' in change ? change.text : '' }] } }
          if (change.kind === 'insert') document.splice(change.at % (document.length + 1), 0, typed)
          if (!document.length) continue
          const at = change.at % document.length
          if (change.kind === 'change') document[at] = typed
          if (change.kind === 'remove') document.splice(at, 1)
          if (change.kind === 'move') document.splice(change.to % document.length, 0, ...document.splice(at, 1))
        }
        const sent = fromSlate(document.map(({ node }) => node))
        const saved = bodyInPlace(body, sent)
        // What the site shows is what Decap sent...
        expect(parseGfm(saved).children.map(strip)).toEqual(parseGfm(sent).children.map(strip))
        // ...and each block the editor left, that Decap's text holds unchanged, is in the file as written.
        const sentBlocks = parseGfm(sent).children.map((node) => JSON.stringify(strip(node)))
        const written = blocksOf(saved).map(({ source }) => source)
        for (const { from } of document) {
          if (from === undefined) continue
          const content = JSON.stringify(strip(parseGfm(sources[from]).children[0]))
          if (!sentBlocks.includes(content)) continue
          const place = written.indexOf(sources[from])
          expect(place, `a block the editor left was rewritten:\n${sources[from]}`).not.toBe(-1)
          written.splice(place, 1)
          checked++
        }
      }),
      { numRuns: 80, seed: 33 },
    )
    // Most untouched blocks are checked (a few read differently once Decap writes them).
    expect(checked).toBeGreaterThan(150)
  }, 120_000)
})

/** A parsed block without its place or Decap's writing choices (as bodyInPlace compares them). */
function strip(node: object): unknown {
  return JSON.parse(
    JSON.stringify(node, (name, value) => {
      if (name === 'position' || name === 'spread') return undefined
      return value?.type === 'inlineCode' ? { ...value, value: value.value.trim() } : value
    }),
  )
}
