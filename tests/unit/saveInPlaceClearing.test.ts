/**
 * Clearing a field in the content manager, for every field of every content file, in
 * every way Decap sends a cleared field (an empty text, null, the key left out): the file
 * written parses, holds the data with that field gone (and a group left empty by it), and
 * only loses lines: no other line of the file changes. (Clearing the title of an article
 * once cut the next line in half: the value's edit and the pair's removal overlapped.)
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isCollection, parse, parseDocument, stringify } from 'yaml'
import { bodyInPlace } from '../../cms/bodyInPlace.js'
import { saveInPlace } from '../../cms/saveInPlace.js'

const FRONT = /^---\n([\s\S]*?)\n---\n/
const files = [
  'site.yaml',
  ...(readdirSync('content', { recursive: true }) as string[]).filter((name) => name.endsWith('.md') && name !== 'README.md'),
]
type Path = (string | number)[]
const CLEARED = [
  ['an empty text', (parent: any, key: string | number) => (parent[key] = '')],
  ['null', (parent: any, key: string | number) => (parent[key] = null)],
  ['the key left out', (parent: any, key: string | number) => delete parent[key]],
] as const

/** The paths of every key of a mapping (not list items), at any depth. */
function keyPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, [...path, index]))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [[...path, key], ...keyPaths(inner, [...path, key])])
  return []
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) ? value.every(isEmpty) : typeof value === 'object' && Object.values(value as object).every(isEmpty))

/** The data with the field at `path` gone, and each mapping above it that is left empty. */
function withoutField(data: unknown, path: Path): unknown {
  const copy = structuredClone(data) as any
  for (let depth = path.length; depth > 0; depth--) {
    const parent = path.slice(0, depth - 1).reduce((node, key) => node[key], copy)
    const key = path[depth - 1]
    if (depth < path.length && !isEmpty(parent[key])) break
    if (Array.isArray(parent)) break
    delete parent[key]
  }
  return copy
}

/**
 * A list item's first line split in two (`- key: v` as `-` and `  key: v`), so that the
 * next pair moving up beside the dash reads as what it is: no line of it changed.
 */
const itemsSplit = (text: string) => text.replace(/^(\s*)- (?=\S)/gm, (_dash, indent: string) => `${indent}-\n${indent}  `)

/** Whether `after`'s lines are `before`'s with some lines taken out (none added or changed). */
function onlyRemovesLines(before: string, after: string): boolean {
  const kept = itemsSplit(after).split('\n')
  let at = 0
  for (const line of itemsSplit(before).split('\n')) if (at < kept.length && line === kept[at]) at++
  return at === kept.length
}

/** How many lines differ, for two texts with the same number of lines. */
const changedLineCount = (before: string, after: string) => {
  const kept = after.split('\n')
  return before.split('\n').filter((line, index) => line !== kept[index]).length
}

describe('clearing a field from the content manager', () => {
  for (const name of files) {
    const text = readFileSync(`content/${name}`, 'utf8')
    const format = name.endsWith('.yaml') ? 'yaml' : 'frontmatter'
    const front = format === 'yaml' ? text : FRONT.exec(text)![1]
    const body = format === 'yaml' ? '' : text.slice(FRONT.exec(text)![0].length)
    const data = parse(front)
    const document = parseDocument(front)
    // Fields whose value is text, a number or a date: what a form's box holds. A block's
    // `type` is not one: the form never shows it (the block's kind is chosen once).
    const paths = keyPaths(data).filter((path) => {
      const value = path.reduce((node: any, key) => node[key], data)
      return value !== null && typeof value !== 'object' && !isEmpty(value) && !(path.at(-1) === 'type' && path[0] === 'sections')
    })
    /** A field written inside `{ … }` on one line: that line is written anew, in the same style. */
    const inFlow = (path: Path) => {
      const parent = document.getIn(path.slice(0, -1), true)
      return isCollection(parent) && parent.flow
    }
    it(`${name}: every one of its ${paths.length} fields, cleared three ways, only loses its own lines`, () => {
      for (const path of paths) {
        for (const [how, clear] of CLEARED) {
          const changed = structuredClone(data)
          clear(
            path.slice(0, -1).reduce((node: any, key) => node[key], changed),
            path.at(-1)!,
          )
          const saved = format === 'yaml' ? stringify(changed) : `---\n${stringify(changed)}---\n${body.trim()}\n`
          const written = saveInPlace(text, saved, format, bodyInPlace)
          const where = `${path.join('.')} cleared as ${how}`
          const writtenFront = format === 'yaml' ? written : (FRONT.exec(written)?.[1] ?? '')
          expect(parse(writtenFront) ?? {}, where).toEqual(withoutField(data, path))
          if (!inFlow(path)) expect(onlyRemovesLines(text, written), `${where}:\n${written.slice(0, 600)}`).toBe(true)
          else expect(changedLineCount(text, written), where).toBe(1)
        }
      }
    }, 60_000)
  }
})
