/**
 * Two editors on one page (issue 55): a save is merged, line by line, with what was saved
 * since the editor opened the page (cms/mergeSave.ts). Random edits on both sides, drawn by
 * fast-check with a fixed seed: nothing the other side added is lost, a line both sides
 * changed differently is never merged (nothing is written then), the same change on both
 * sides is one change, and a side that changed nothing gives the other side's text exactly.
 * Once the editor has chosen a side for the lines both changed (mergeChoosing): "theirs"
 * everywhere is the other's text plus the editor's other changes, "mine" everywhere keeps
 * every line of the editor's at those places, and the other's other changes.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mergeChoosing, mergeSave, type Side } from '../../cms/mergeSave.js'

/** What one side does to a line of the page as both editors opened it. */
type Edit = { kind: 'keep' } | { kind: 'delete' } | { kind: 'replace'; text: string } | { kind: 'insertAfter'; text: string }

/**
 * New lines come from short lists, so that both sides often write the same one; a changed
 * line and an added one never read the same (else deleting a line and adding its new text
 * before it would be the same change as changing it).
 */
const changedLine = fc.constantFrom('new A\n', 'new B\n', 'new C\n')
const addedLine = fc.constantFrom('added A\n', 'added B\n')
const edit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'keep' } as Edit) },
  fc.constant({ kind: 'delete' } as Edit),
  changedLine.map((text): Edit => ({ kind: 'replace', text })),
  addedLine.map((text): Edit => ({ kind: 'insertAfter', text })),
)

/** A page of distinct lines (the last one sometimes without its ending), and each side's edit of every line. */
const scenario = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.boolean()).chain(([count, lastEnded]) =>
  fc.record({
    base: fc.constant(Array.from({ length: count }, (_, i) => `line ${i}${i < count - 1 || lastEnded ? '\n' : ''}`)),
    yours: fc.array(edit, { minLength: count, maxLength: count }),
    theirs: fc.array(edit, { minLength: count, maxLength: count }),
  }),
)

/** A line that gains a line after it keeps its ending: the page's last line may have none. */
const ended = (line: string) => (line.endsWith('\n') ? line : `${line}\n`)
function applied(base: string[], edits: Edit[]): string[] {
  return base.flatMap((line, i) => {
    const change = edits[i]
    if (change.kind === 'delete') return []
    if (change.kind === 'replace') return [change.text]
    if (change.kind === 'insertAfter') return [ended(line), change.text]
    return [line]
  })
}
const changed = (edits: Edit[]) => edits.flatMap((change, i) => (change.kind === 'keep' ? [] : [i]))
const sameEdit = (a: Edit, b: Edit) => JSON.stringify(a) === JSON.stringify(b)
const text = (lines: string[]) => lines.join('')

const RUNS = { seed: 55, numRuns: 500 }

/**
 * A page whose even lines either side may edit and whose odd lines neither does: two
 * editors' changes are then on the same line or at least a line apart, never touching, so
 * each line's outcome is known from its two edits alone.
 */
const spacedScenario = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.boolean()).chain(([pairs, lastEnded]) => {
  const count = pairs * 2
  const edits = fc
    .array(edit, { minLength: pairs, maxLength: pairs })
    .map((chosen) => chosen.flatMap((change): Edit[] => [change, { kind: 'keep' }]))
  return fc.record({
    base: fc.constant(Array.from({ length: count }, (_, i) => `line ${i}${i < count - 1 || lastEnded ? '\n' : ''}`)),
    yours: edits,
    theirs: edits,
  })
})

/** Each line's edit when `side` wins where both edited it: that side's edit, else the other's. */
const winning = (side: Side, yours: Edit[], theirs: Edit[]) =>
  yours.map((mine, i) => {
    const [first, second] = side === 'yours' ? [mine, theirs[i]] : [theirs[i], mine]
    return first.kind === 'keep' ? second : first
  })

describe('mergeSave: properties over random edits of both sides', () => {
  it('an edit on other lines is never lost: when merged, every line either side added is in the result', () => {
    fc.assert(
      fc.property(scenario, ({ base, yours, theirs }) => {
        const result = mergeSave(text(base), text(applied(base, yours)), text(applied(base, theirs)))
        if (!('merged' in result)) return
        const merged = result.merged.split(/(?<=\n)/)
        for (const edits of [yours, theirs]) for (const change of edits) if ('text' in change) expect(merged).toContain(change.text)
      }),
      RUNS,
    )
  })

  it('edits two or more lines apart are merged, into exactly both sides’ edits', () => {
    fc.assert(
      fc.property(scenario, ({ base, yours, theirs }) => {
        const apart = changed(yours).every((i) => changed(theirs).every((j) => Math.abs(i - j) >= 2))
        fc.pre(apart)
        const both = yours.map((change, i) => (change.kind === 'keep' ? theirs[i] : change))
        expect(mergeSave(text(base), text(applied(base, yours)), text(applied(base, theirs)))).toEqual({
          merged: text(applied(base, both)),
        })
      }),
      RUNS,
    )
  })

  it('a conflict is never written: a line both sides changed differently gives a conflict, with both sides’ texts', () => {
    fc.assert(
      fc.property(scenario, ({ base, yours, theirs }) => {
        const clash = base.some((_, i) => yours[i].kind !== 'keep' && theirs[i].kind !== 'keep' && !sameEdit(yours[i], theirs[i]))
        fc.pre(clash)
        const result = mergeSave(text(base), text(applied(base, yours)), text(applied(base, theirs)))
        expect(result).not.toHaveProperty('merged')
        if (!('conflict' in result)) return
        expect(result.conflict.places.length).toBeGreaterThan(0)
        const theirsText = text(applied(base, theirs))
        for (const place of result.conflict.places) {
          expect(place.yours).not.toBe(place.theirs)
          // Where the place starts in the page as it is now, and what it holds there.
          expect(
            theirsText
              .split(/(?<=\n)/)
              .slice(place.line - 1)
              .join(''),
          ).toContain(place.theirs)
        }
      }),
      RUNS,
    )
  })

  it('the same edits on both sides merge cleanly, into that edit', () => {
    fc.assert(
      fc.property(scenario, ({ base, yours }) => {
        const edited = text(applied(base, yours))
        expect(mergeSave(text(base), edited, edited)).toEqual({ merged: edited })
      }),
      RUNS,
    )
  })

  it('a side that changed nothing gives the other side’s text exactly, whatever the texts', () => {
    const page = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '\r\n', 'é'), maxLength: 40 })
    fc.assert(
      fc.property(page, page, (base, other) => {
        expect(mergeSave(base, base, other)).toEqual({ merged: other })
        expect(mergeSave(base, other, base)).toEqual({ merged: other })
      }),
      RUNS,
    )
  })
})

describe('mergeChoosing: the merge once the editor has chosen a side', () => {
  it('“theirs” everywhere is the other’s text plus the editor’s changes elsewhere', () => {
    fc.assert(
      fc.property(spacedScenario, ({ base, yours, theirs }) => {
        expect(mergeChoosing(text(base), text(applied(base, yours)), text(applied(base, theirs)), 'theirs')).toBe(
          text(applied(base, winning('theirs', yours, theirs))),
        )
      }),
      RUNS,
    )
  })

  it('“mine” everywhere is the editor’s text plus the other’s changes elsewhere', () => {
    fc.assert(
      fc.property(spacedScenario, ({ base, yours, theirs }) => {
        expect(mergeChoosing(text(base), text(applied(base, yours)), text(applied(base, theirs)), 'yours')).toBe(
          text(applied(base, winning('yours', yours, theirs))),
        )
      }),
      RUNS,
    )
  })

  it('whatever the edits, the chosen side’s lines of every place are kept, whole and in order', () => {
    fc.assert(
      fc.property(scenario, fc.constantFrom<Side>('yours', 'theirs'), ({ base, yours, theirs }, side) => {
        const [from, mine, other] = [text(base), text(applied(base, yours)), text(applied(base, theirs))]
        const result = mergeSave(from, mine, other)
        const chosen = mergeChoosing(from, mine, other, side)
        if ('merged' in result) expect(chosen).toBe(result.merged)
        let rest = chosen
        for (const place of 'conflict' in result ? result.conflict.places : []) {
          const at = rest.indexOf(place[side])
          expect(at).toBeGreaterThanOrEqual(0)
          rest = rest.slice(at + place[side].length)
        }
      }),
      RUNS,
    )
  })

  it('a side that changed nothing: its text is kept only where chosen, which changes nothing', () => {
    fc.assert(
      fc.property(scenario, ({ base, yours }) => {
        const [from, mine] = [text(base), text(applied(base, yours))]
        for (const side of ['yours', 'theirs'] as const) {
          expect(mergeChoosing(from, mine, from, side)).toBe(mine)
          expect(mergeChoosing(from, from, mine, side)).toBe(mine)
        }
      }),
      RUNS,
    )
  })

  it('one paragraph both changed, and one only the editor did: each choice', () => {
    const page = 'Intro.\n\nSame paragraph.\n\nOther paragraph.\n'
    const theirs = page.replace('Same paragraph.', 'Same paragraph, theirs.')
    const yours = page.replace('Same paragraph.', 'Same paragraph, yours.').replace('Other paragraph.', 'Other paragraph, yours.')
    expect(mergeChoosing(page, yours, theirs, 'theirs')).toBe(theirs.replace('Other paragraph.', 'Other paragraph, yours.'))
    expect(mergeChoosing(page, yours, theirs, 'yours')).toBe(yours)
  })
})

describe('mergeSave: two editors on one article', () => {
  const page = ['---', 'title: "AI"', '---', '', 'First paragraph.', '', 'Middle paragraph.', '', 'Last paragraph.', ''].join('\n')
  const withFirst = page.replace('First paragraph.', 'First paragraph. Added by one.')
  const withLast = page.replace('Last paragraph.', 'Last paragraph. Added by two.')

  it('edits of different paragraphs: both kept', () => {
    expect(mergeSave(page, withLast, withFirst)).toEqual({
      merged: page
        .replace('First paragraph.', 'First paragraph. Added by one.')
        .replace('Last paragraph.', 'Last paragraph. Added by two.'),
    })
  })

  it('edits of the same paragraph: a conflict naming its line now and both texts, nothing merged', () => {
    const other = page.replace('Middle paragraph.', 'Middle paragraph, theirs.')
    const yours = page.replace('Middle paragraph.', 'Middle paragraph, yours.')
    expect(mergeSave(page, yours, `Prepended line.\n${other}`)).toEqual({
      conflict: { places: [{ line: 8, yours: 'Middle paragraph, yours.\n', theirs: 'Middle paragraph, theirs.\n' }] },
    })
  })

  it('keeps each line’s own ending: Windows line endings and a last line without one', () => {
    const crlf = 'one\r\ntwo\r\nthree\r\nfour'
    expect(mergeSave(crlf, crlf.replace('one', 'ONE'), crlf.replace('four', 'FOUR'))).toEqual({ merged: 'ONE\r\ntwo\r\nthree\r\nFOUR' })
  })

  it('every conflicting place is given, each with its own line', () => {
    const lines = (...texts: string[]) => `${texts.join('\n')}\n`
    const base = lines('a', 'b', 'c', 'd', 'e')
    expect(mergeSave(base, lines('A1', 'b', 'c', 'd', 'E1'), lines('A2', 'b', 'c', 'd', 'E2'))).toEqual({
      conflict: {
        places: [
          { line: 1, yours: 'A1\n', theirs: 'A2\n' },
          { line: 5, yours: 'E1\n', theirs: 'E2\n' },
        ],
      },
    })
  })

  it('a place gives each side’s lines whole, however many', () => {
    const lines = (...texts: string[]) => `${texts.join('\n')}\n`
    expect(mergeSave(lines('a', 'b', 'c', 'd'), lines('A1', 'A2', 'b', 'c', 'd'), lines('X', 'b', 'c', 'd'))).toEqual({
      conflict: { places: [{ line: 1, yours: 'A1\nA2\n', theirs: 'X\n' }] },
    })
    expect(mergeSave(lines('a', 'b', 'c', 'd'), lines('a', 'b', 'c', 'Y'), lines('a', 'b', 'c', 'X1', 'X2'))).toEqual({
      conflict: { places: [{ line: 4, yours: 'Y\n', theirs: 'X1\nX2\n' }] },
    })
  })

  it('an empty page on one side: the other side’s lines against none', () => {
    expect(mergeSave('', 'x\n', '')).toEqual({ merged: 'x\n' })
    expect(mergeSave('a\n', '', 'a\nb\n')).toEqual({ conflict: { places: [{ line: 1, yours: '', theirs: 'a\nb\n' }] } })
  })
})
