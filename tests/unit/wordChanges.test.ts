/**
 * What History says changed between two versions of a page (cms/history/wordChanges.ts):
 * the words added and removed, each place with a few words of context, never the whole file.
 */
import { describe, expect, it } from 'vitest'
import { wordChanges } from '../../cms/history/wordChanges.js'

const PAGE = '---\ntitle: Backups\n---\nKeep one copy of every file.\n'
/** A paragraph of `count` numbered words: w0 w1 … */
const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index}`).join(' ')

describe('the words a change added and removed', () => {
  it('shows a changed word and an added phrase with the words around them, and counts them', () => {
    expect(wordChanges(PAGE, PAGE.replace('one copy', 'three copies').replace('file.', 'file, one of them away.'))).toEqual({
      // “,” alone is no word.
      added: 6,
      removed: 2,
      places: [
        [
          { kind: 'same', text: '---\ntitle: Backups\n---\nKeep ' },
          { kind: 'removed', text: 'one copy' },
          { kind: 'added', text: 'three copies' },
          { kind: 'same', text: ' of every file' },
          { kind: 'added', text: ', one of them away' },
          { kind: 'same', text: '.\n' },
        ],
      ],
      more: 0,
    })
  })

  it('keeps five words on either side of a change in a long text, marking what is left out with …', () => {
    const before = words(200)
    const { places } = wordChanges(before, before.replace('w100 ', 'changed '))
    expect(places).toEqual([
      [
        { kind: 'same', text: '… w95 w96 w97 w98 w99 ' },
        { kind: 'removed', text: 'w100' },
        { kind: 'added', text: 'changed' },
        { kind: 'same', text: ' w101 w102 w103 w104 w105 …' },
      ],
    ])
  })

  it('makes one place of changes up to ten words apart, and two of changes further apart', () => {
    const before = words(200)
    const near = wordChanges(before, before.replace('w50 ', 'x ').replace('w61 ', 'y '))
    expect(near.places).toHaveLength(1)
    expect(near.places[0].filter((piece) => piece.kind === 'same').map((piece) => piece.text)).toEqual([
      '… w45 w46 w47 w48 w49 ',
      ' w51 w52 w53 w54 w55 w56 w57 w58 w59 w60 ',
      ' w62 w63 w64 w65 w66 …',
    ])
    const far = wordChanges(before, before.replace('w50 ', 'x ').replace('w62 ', 'y '))
    expect(far.places).toHaveLength(2)
  })

  it('never holds the whole file: at most ten places, forty words of one run, the rest counted', () => {
    const before = words(2000)
    let after = before
    for (let index = 100; index < 2000; index += 100) after = after.replace(`w${index} `, `x${index} `)
    const many = wordChanges(before, after)
    expect(many.places).toHaveLength(10)
    expect(many.more).toBe(9)
    expect([many.added, many.removed]).toEqual([19, 19])

    const added = wordChanges('Start.', `Start. ${words(100)}`)
    expect(added.added).toBe(100)
    expect(added.places[0].find((piece) => piece.kind === 'added')).toEqual({ kind: 'added', text: words(40), more: 60 })
    expect(JSON.stringify(added).length).toBeLessThan(words(100).length)
  })

  it('shows no change where only spacing changed, and a new file as its words added', () => {
    expect(wordChanges('Keep one copy.\n\nOf every file.', 'Keep  one copy.\nOf every file.')).toEqual({
      added: 0,
      removed: 0,
      places: [],
      more: 0,
    })
    expect(wordChanges('', 'A new page.')).toEqual({ added: 3, removed: 0, places: [[{ kind: 'added', text: 'A new page.' }]], more: 0 })
  })

  it('calls two long texts with nothing in common rewritten, after a second, rather than comparing them for minutes', () => {
    const before = Array.from({ length: 7000 }, (_, index) => `a${(index * 7) % 13}`).join(' ')
    const after = Array.from({ length: 7000 }, (_, index) => `b${(index * 5) % 11}`).join(' ')
    const started = Date.now()
    expect(wordChanges(before, after)).toEqual({ added: 7000, removed: 7000, places: [], more: 0, rewritten: true })
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it('tidies the context: blank lines and indentation become one line break', () => {
    const { places } = wordChanges('sections:\n\n    - heading: Old\n', 'sections:\n\n    - heading: New\n')
    expect(places[0][0]).toEqual({ kind: 'same', text: 'sections:\n- heading: ' })
  })
})
