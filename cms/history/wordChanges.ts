/**
 * What changed between two versions of a page, as an editor reads it: the words added and
 * the words removed, each place with a few words around it, not a diff of lines (a changed
 * word in a long paragraph is one word, not two paragraphs). jsdiff's diffWords finds them;
 * a change of spacing alone is no change of words, and is not shown.
 */
import { diffWords } from 'diff'

/**
 * A run of text: words left as they were (context), added, or removed; `more`: the words
 * of a long added or removed run left out after `text`.
 */
export type Piece = { kind: 'same' | 'added' | 'removed'; text: string; more?: number }

/**
 * The changes: how many words were added and removed in all, the places they were made
 * (each a few pieces), and how many places are left out past the first `places` ones.
 * `rewritten`: the versions differ throughout, past what is worth comparing word by word
 * (the counts are then the words of each version).
 */
export type WordChanges = { added: number; removed: number; places: Piece[][]; more: number; rewritten?: true }

type Options = { context?: number; places?: number; words?: number }

/** A word: a run without spaces that holds a letter or a digit (a comma alone is none). */
const isWord = (token: string) => /[\p{L}\p{N}]/u.test(token)
const wordsIn = (text: string) => text.split(/\s+/).filter(isWord).length

/** The first `count` words of `text` (from its start, spaces and all), and whether more follow. */
function firstWords(text: string, count: number): { text: string; cut: boolean } {
  const tokens = text.split(/(\s+)/)
  let words = 0
  let end = 0
  while (end < tokens.length && words < count) if (isWord(tokens[end++])) words++
  return { text: tokens.slice(0, end).join(''), cut: tokens.slice(end).some(isWord) }
}
/** The last `count` words of `text` (to its end, spaces and all), and whether more come before. */
function lastWords(text: string, count: number): { text: string; cut: boolean } {
  const tokens = text.split(/(\s+)/)
  let words = 0
  let start = tokens.length
  while (start > 0 && words < count) if (isWord(tokens[--start])) words++
  return { text: tokens.slice(start).join(''), cut: tokens.slice(0, start).some(isWord) }
}

/** A long run of added or removed words, cut after `words` of them. */
function shortened(kind: 'added' | 'removed', text: string, words: number): Piece {
  const total = wordsIn(text)
  return total <= words ? { kind, text } : { kind, text: firstWords(text, words).text, more: total - words }
}

/** Blank lines and indentation in context say nothing of the change: one line break, one space. */
const tidy = (text: string) => text.replace(/[ \t]*\n\s*/g, '\n').replace(/[ \t]+/g, ' ')

/**
 * The words added and removed from `before` to `after`: each place with `context` words on
 * either side (places closer than twice that are one), at most `places` places, and at
 * most `words` words of one added or removed run.
 */
export function wordChanges(before: string, after: string, { context = 5, places = 10, words = 40 }: Options = {}): WordChanges {
  // Two long texts with nothing in common take seconds to compare: past a second, they are called rewritten.
  const parts = diffWords(before, after, { timeout: 1000 })
  if (!parts) return { added: wordsIn(after), removed: wordsIn(before), places: [], more: 0, rewritten: true }
  const found: Piece[][] = []
  let place: Piece[] | undefined
  let added = 0
  let removed = 0
  for (const [index, part] of parts.entries()) {
    if (part.added || part.removed) {
      if (part.added) added += wordsIn(part.value)
      else removed += wordsIn(part.value)
      if (!place) {
        place = []
        found.push(place)
      }
      place.push(shortened(part.added ? 'added' : 'removed', part.value, words))
      continue
    }
    const last = index === parts.length - 1
    // Between two changes and short: one place.
    if (place && !last && wordsIn(part.value) <= 2 * context) {
      place.push({ kind: 'same', text: tidy(part.value) })
      continue
    }
    if (place) {
      const after = firstWords(part.value, context)
      place.push({ kind: 'same', text: tidy(after.cut ? `${after.text} …` : after.text) })
      place = undefined
    }
    if (!last) {
      const before = lastWords(part.value, context)
      place = [{ kind: 'same', text: tidy(before.cut ? `… ${before.text}` : before.text) }]
      found.push(place)
    }
  }
  const shown = found.slice(0, places).map((pieces) => pieces.filter((piece) => piece.text !== ''))
  return { added, removed, places: shown, more: found.length - shown.length }
}
