/**
 * A save is exact for every edit (issue 33): for edits an editor makes in the content
 * manager, anywhere in any content file (set a new field, change one, empty or delete it
 * the three ways Decap sends a cleared field, add, remove and move list items and blocks,
 * change a block's kind), with texts that YAML finds awkward, the file cms/saveInPlace.ts
 * writes parses, holds exactly the data the editor meant (an emptied field leaves the
 * file) and differs from the file before only in the lines of the value edited (and a
 * new field's or item's own lines). The edits are drawn by fast-check, with a fixed seed.
 */
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { bodyInPlace } from '../../cms/bodyInPlace.js'
import { saveInPlace } from '../../cms/saveInPlace.js'
import { isError } from '../../pipeline/shared/problems.js'
import { formatProblem } from '../../pipeline/check/report.js'
import { buildSite } from '../../site/buildSite.js'
import {
  BLOCK_TYPES,
  type ContentFile,
  changedLines,
  contentFiles,
  decapText,
  editSites,
  fieldSchema,
  flowAbove,
  formKeys,
  itemRegion,
  linesAt,
  linesOfNode,
  type Path,
  partsOf,
  type Site,
  valueAt,
  valueFor,
} from '../helpers/decapEdits.js'

const files = contentFiles()
const fileNamed = new Map(files.map((file) => [file.name, file]))
const sites = files.flatMap((file) => editSites(file).map((site) => ({ name: file.name, site })))
/** The distinct field paths edited (a list's items counted by place). */
const fieldPaths = new Set(sites.map(({ name, site }) => `${name}:${[...site.path, ...('key' in site ? [site.key] : [])].join('.')}`))
const EDITS = 300
/** Drawn one as often as another: a list of n items has n² moves, but only n removals. */
const KINDS = ['change', 'empty', 'set', 'add', 'remove', 'move', 'retype'] as const

const LONG = 'A long text that goes on past the eighty characters at which YAML would fold a line, with: a colon and a # too.'
/** Texts that YAML reads as something else, or writes in another style, unless it takes care. */
const AWKWARD = [
  'a: b',
  '# not a comment',
  '- not an item',
  'yes',
  'null',
  '~',
  '123',
  '1e3',
  '"quoted"',
  "it's",
  '{{site.name}}',
  '[x, y]',
  '{a: 1}',
  'ends with a space ',
  ' starts with a space',
  'a #b',
  '@at',
  '`tick`',
  '*star',
  '&anchor',
  '!tag',
  '%percent',
  '| pipe',
  '> greater',
  'two\nlines',
  'a last newline\n',
  'tab\there',
  'ünïcödé ✓ — “quotes”',
  '---',
  '...',
  'double  spaces',
  'one paragraph\n\nand another',
  '  indented\nnot',
  LONG,
  `${LONG}\n${LONG}`,
  `${LONG}\n\n\n${LONG} `,
]
const CHARACTERS = [...'abc XY09:#-"\'\n{}[],&*!|>%@`\\.  ']
const text = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...AWKWARD) },
  { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...CHARACTERS), minLength: 1, maxLength: 60 }) },
  { weight: 1, arbitrary: fc.lorem({ maxCount: 30, mode: 'sentences' }) },
)
const CLEARED = ['an empty text', 'null', 'the key left out', 'an empty list'] as const
const input = fc.record({ text, number: fc.integer({ min: 0, max: 1_000_000 }), pick: fc.nat(1000), cleared: fc.constantFrom(...CLEARED) })
type Input = { text: string; number: number; pick: number; cleared: (typeof CLEARED)[number] }

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) ? value.every(isEmpty) : typeof value === 'object' && Object.values(value as object).every(isEmpty))

/** The data with the value at `path` gone, and each mapping above it that is left empty; the shortest path removed. */
function withoutField(data: unknown, path: Path): { data: unknown; removed: Path } {
  const copy = structuredClone(data) as any
  let removed = path
  for (let depth = path.length; depth > 0; depth--) {
    const parent = valueAt(copy, path.slice(0, depth - 1))
    const key = path[depth - 1]
    if (depth < path.length && !isEmpty(parent[key])) break
    if (Array.isArray(parent)) break
    delete parent[key]
    removed = path.slice(0, depth)
  }
  return { data: copy, removed }
}

const parentOf = (data: unknown, path: Path) => valueAt(data, path.slice(0, -1))

/** A new item for a list: a text, or a copy of an item beside it with its first text changed. */
function newItem(list: unknown[], input: Input): unknown {
  const model = structuredClone(list[input.pick % list.length])
  if (!model || typeof model !== 'object') return typeof model === 'number' ? input.number : input.text
  const first = Object.entries(model).find(([key, value]) => typeof value === 'string' && key !== 'type')
  if (first) (model as Record<string, unknown>)[first[0]] = input.text
  return model
}

type Diff = ReturnType<typeof changedLines> & { before: string[] }

type Expectation = {
  /** What Decap sends: the data as the form holds it. */
  sent: Record<string, unknown>
  /** What the file must hold. */
  intended: unknown
  /** Checks the lines changed; old lines [from, oldEnd) of the file's YAML became new ones. */
  lines: (diff: Diff) => void
}

/**
 * The lines of the file that the edit may touch, as [first, end). Lines taken out where the
 * same lines follow could be said to be taken out a few lines earlier (one item of a
 * list of blocks that start alike): any such place within the value will do.
 */
function within(diff: Diff, [first, end]: [number, number], where: string) {
  let from = diff.from
  if (!diff.new.length)
    while (from > first && from + diff.old.length > end && diff.before[from - 1] === diff.before[from - 1 + diff.old.length]) from--
  expect(from, `${where}: a line before the edited value changed`).toBeGreaterThanOrEqual(first)
  expect(from + diff.old.length, `${where}: a line after the edited value changed`).toBeLessThanOrEqual(end)
}

/** A value written `{ … }` or `[ … ]` on one line is written anew on its lines. */
function flowLines(file: ContentFile, path: Path): [number, number] | undefined {
  const flow = flowAbove(file.document, path)
  return flow && linesOfNode(file.yaml, flow)
}

/** A field removed, with the groups it left empty: only its own lines go. */
function removedLines(file: ContentFile, diff: Diff, removed: Path, where: string) {
  const flow = flowLines(file, removed.slice(0, -1))
  if (flow) return within(diff, flow, where)
  // The first field of a list item shares the item's `- ` line: the next field moves up beside the dash.
  const [first, end] = linesAt(file, removed)
  within(diff, [first, end + 1], where)
  expect(diff.new.length, `${where}: lines written`).toBeLessThanOrEqual(1)
  if (diff.new.length) expect(diff.new[0], where).toMatch(/^\s*- /)
}

function expectation(file: ContentFile, site: Site, input: Input): Expectation | undefined {
  const data = structuredClone(file.data)
  const where = `${file.name} ${site.kind} ${site.path.join('.')}`
  switch (site.kind) {
    case 'change': {
      const old = valueAt(data, site.path)
      const value =
        typeof old === 'number'
          ? input.number === old
            ? old + 1
            : input.number
          : typeof old === 'boolean'
            ? !old
            : input.text === old
              ? `${old}!`
              : input.text
      parentOf(data, site.path)[site.path.at(-1)!] = value
      return {
        sent: data,
        intended: data,
        lines: (diff) => within(diff, flowLines(file, site.path) ?? linesAt(file, site.path), where),
      }
    }
    case 'empty': {
      const old = valueAt(data, site.path)
      const parent = parentOf(data, site.path)
      const key = site.path.at(-1)!
      if (input.cleared === 'the key left out') delete parent[key]
      else parent[key] = input.cleared === 'null' ? null : input.cleared === 'an empty list' && Array.isArray(old) ? [] : ''
      const { data: intended, removed } = withoutField(file.data, site.path)
      return {
        sent: data,
        intended,
        lines: (diff) => removedLines(file, diff, removed, where),
      }
    }
    case 'set': {
      const value = valueFor(fieldSchema(file, data, [...site.path, site.key]), input.text)
      if (isEmpty(value)) return undefined
      valueAt(data, site.path)[site.key] = value
      return {
        sent: data,
        intended: data,
        lines: (diff) => {
          const flow = flowLines(file, [...site.path, site.key])
          if (flow) return within(diff, flow, where)
          expect(diff.new.join('\n'), `${where}: the new field's lines`).toContain(`${site.key}:`)
          if (!diff.old.length) return
          // A new first field of a list item takes the item's `- ` line, and moves the field that had it to a line of its own.
          const first = formKeys(file, data, site.path).find((key) => key in valueAt(data, site.path))
          expect(first, `${where}: lines changed ${JSON.stringify(diff.old)}`).toBe(site.key)
          expect(diff.old, where).toHaveLength(1)
          expect(diff.old[0], where).toMatch(/^\s*- /)
        },
      }
    }
    case 'add': {
      const list = valueAt(data, site.path) as unknown[]
      list.splice(site.index, 0, newItem(list, input))
      return {
        sent: data,
        intended: data,
        lines: (diff) => {
          const flow = flowLines(file, site.path)
          if (flow) return within(diff, flow, where)
          expect(diff.old, `${where}: lines changed when an item was added`).toEqual([])
        },
      }
    }
    case 'remove': {
      const list = valueAt(data, site.path) as unknown[]
      list.splice(site.index, 1)
      const intended = list.length ? data : withoutField(file.data, site.path).data
      return {
        sent: data,
        intended,
        lines: (diff) => {
          if (!list.length) return removedLines(file, diff, withoutField(file.data, site.path).removed, where)
          const flow = flowLines(file, site.path)
          if (flow) return within(diff, flow, where)
          within(diff, itemRegion(file, site.path, site.index), where)
          expect(diff.new, `${where}: lines written when an item was removed`).toEqual([])
        },
      }
    }
    case 'move': {
      const list = valueAt(data, site.path) as unknown[]
      const [item] = list.splice(site.from, 1)
      list.splice(site.to, 0, item)
      return {
        sent: data,
        intended: data,
        lines: (diff) => {
          const flow = flowLines(file, site.path)
          if (flow) return within(diff, flow, where)
          const [first] = itemRegion(file, site.path, 0)
          const [, end] = itemRegion(file, site.path, list.length - 1)
          within(diff, [first, end], where)
          // Every line kept, blank lines between items too: only their order changed.
          expect([...diff.new].sort(), `${where}: the lines of the list, in another order`).toEqual([...diff.old].sort())
        },
      }
    }
    case 'retype': {
      const block = valueAt(data, site.path) as Record<string, unknown>
      const others = BLOCK_TYPES.filter((type) => type !== block.type)
      const type = others[input.pick % others.length]
      const allowed = formKeys(file, { sections: [{ type }] }, ['sections', 0])
      const retyped = Object.fromEntries([
        ['type', type],
        ...Object.entries(block).filter(([key]) => key !== 'type' && allowed.includes(key)),
      ])
      parentOf(data, site.path)[site.path.at(-1)!] = retyped
      return {
        sent: data,
        intended: data,
        lines: (diff) => within(diff, linesAt(file, site.path), where),
      }
    }
  }
}

/** Saves one edit as the content manager does and checks the file written; false when the edit does not apply. */
function saveAndCheck(file: ContentFile, site: Site, input: Input): boolean {
  const expected = expectation(file, site, input)
  if (!expected) return false
  const written = saveInPlace(file.text, decapText(file, expected.sent), file.format, bodyInPlace)
  const where = `${file.name}: ${site.kind} ${JSON.stringify(site)} with ${JSON.stringify(input)}`
  const parts = partsOf(written, file.format)
  expect(parts, `${where}: the front matter is gone`).toBeDefined()
  const document = parseDocument(parts!.yaml)
  expect(
    document.errors.map((error) => error.message),
    `${where}:\n${parts!.yaml}`,
  ).toEqual([])
  expect(document.toJS() ?? {}, `${where}: the data written`).toEqual(expected.intended)
  expect(parts!.body, `${where}: the body`).toBe(file.body)
  const diff = { ...changedLines(file.yaml, parts!.yaml), before: file.yaml.split('\n') }
  try {
    expected.lines(diff)
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\nold lines ${diff.from}-${diff.oldEnd}:\n${diff.old.join('\n')}\nnew:\n${diff.new.join('\n')}`,
    )
  }
  return true
}

describe('a save from the content manager is exact for every edit', () => {
  it(`${EDITS} edits drawn over ${files.length} files, ${fieldPaths.size} field paths and ${sites.length} places to edit`, () => {
    const kinds = new Map<string, number>()
    fc.assert(
      fc.property(
        fc.oneof(...KINDS.map((kind) => fc.constantFrom(...sites.filter(({ site }) => site.kind === kind)))),
        input,
        ({ name, site }, typed) => {
          if (saveAndCheck(fileNamed.get(name)!, site, typed)) kinds.set(site.kind, (kinds.get(site.kind) ?? 0) + 1)
        },
      ),
      { seed: 33, numRuns: EDITS },
    )
    // Each kind of edit was drawn, often enough to mean something.
    for (const kind of KINDS) expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(5)
  }, 60_000)
})

describe('a required field cleared in the content manager', () => {
  it('is refused by the check, in plain words that name the field, whichever way Decap sends it', () => {
    const name = 'blog/ai-tech-solutions.md'
    const file = fileNamed.get(name)!
    const texts = new Set(
      CLEARED.slice(0, 3).map((how) => {
        const data = structuredClone(file.data)
        if (how === 'the key left out') delete data.title
        else data.title = how === 'null' ? null : ''
        return saveInPlace(file.text, decapText(file, data), file.format, bodyInPlace)
      }),
    )
    // The three ways write the same file: the title's line gone, every other line kept.
    expect(texts.size).toBe(1)
    const [text] = texts
    expect(text).toBe(file.text.replace(/^title: .*\n/m, ''))
    // What the content manager's check and `npm run check` run: the pipeline, on the file as it would be saved.
    const errors = buildSite({ contentDir: path.resolve('content'), unsaved: { path: name, text } }).problems.filter(isError)
    expect(errors.map((error) => error.field)).toEqual(['title'])
    expect(formatProblem(errors[0])).toMatch(/ {2}title {2}is missing/)
    expect(errors[0].reason).not.toMatch(/Error|YAML|line \d/)
  }, 60_000)
})
