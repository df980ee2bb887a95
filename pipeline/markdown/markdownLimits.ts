/**
 * Bounds on the Markdown work one text may cause. remark's parser is slow on some
 * shapes (wide tables, long runs of [ or *, thousands of delimiters in one paragraph:
 * seconds to minutes) and recursive on deep nesting (a stack overflow). Such text is never
 * what an editor means, so it is refused, at its line, before it is parsed. The checks
 * are on the text itself, so the same text always gets the same answer on any machine.
 */
import type { Place } from '../shared/problems.js'

/** About 7,000 words: far more than any page of the site, far less than a slow parse. */
export const MAX_TEXT_BYTES = 48 * 1024
const MAX_TABLE_COLUMNS = 64
const MAX_TABLE_CELLS = 3000
const MAX_RUN = 50
const MAX_DELIMITERS_PER_PARAGRAPH = 1000

export type TooComplex = { place: Place; reason: string }

const FENCE = /^ {0,3}(`{3,}|~{3,})/
const RUN = /([*_~[\]()`])\1{50,}/

/** Texts are measured in UTF-8 bytes, as they are stored (the browser's check has no Node Buffer). */
const utf8 = new TextEncoder()

/** The first reason this text would cost too much to compile, if any. */
export function tooComplex(markdown: string): TooComplex | undefined {
  const lines = markdown.split('\n')
  const bodyStart = Math.max(
    0,
    lines.findIndex((line) => line.trim() !== ''),
  )
  const bytes = utf8.encode(markdown).byteLength
  if (bytes > MAX_TEXT_BYTES) {
    return {
      place: { line: bodyStart + 1, column: 1 },
      reason: `the text is ${Math.round(bytes / 1024)} kB; a page's text can be at most ${MAX_TEXT_BYTES / 1024} kB (about 7,000 words): split it into several pages`,
    }
  }
  let fence: string | undefined
  let cells = 0
  let delimiters = 0
  let paragraphStart = 0
  for (const [index, line] of lines.entries()) {
    const place = (column = 1) => ({ line: index + 1, column })
    if (fence) {
      if (line.trim().startsWith(fence) && line.trim().replace(/^[`~]+/, '') === '') fence = undefined
      continue
    }
    const opening = FENCE.exec(line)
    if (opening) {
      fence = opening[1]
      continue
    }
    const pipes = line.split('|').length - 1
    if (pipes > MAX_TABLE_COLUMNS)
      return { place: place(), reason: `this table row has more than ${MAX_TABLE_COLUMNS} columns: split the table` }
    cells += pipes
    if (cells > MAX_TABLE_CELLS)
      return {
        place: place(),
        reason: `the tables of this text have more than ${MAX_TABLE_CELLS} cells in all: split the page, or link to a spreadsheet instead`,
      }
    const run = RUN.exec(line)
    if (run && line.trim() !== run[0])
      return {
        place: place(run.index + 1),
        reason: `more than ${MAX_RUN} "${run[1]}" in a row: remove them, or write \\${run[1]} for each one meant to show`,
      }
    if (line.trim() === '') {
      delimiters = 0
      paragraphStart = index + 1
      continue
    }
    delimiters += line.length - line.replace(/[[*_`]/g, '').length
    if (delimiters > MAX_DELIMITERS_PER_PARAGRAPH) {
      return {
        place: { line: paragraphStart + 1, column: 1 },
        reason: `this paragraph has more than ${MAX_DELIMITERS_PER_PARAGRAPH} of the characters [ * _ \` (which Markdown reads as links, emphasis and code): split it, or write \\[ \\* \\_ for those meant to show`,
      }
    }
  }
  return undefined
}
