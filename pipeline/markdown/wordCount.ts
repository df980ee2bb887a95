/**
 * The words of a text, counted as the reading-time package counts them (a word ends where
 * a space, tab or line break follows; each CJK character is a word of its own), in one
 * pass over character codes: the package's own loop cost a sizeable share of compiling
 * an article (figures in the commit that made this).
 */
const isBound = (code: number) => code === 32 || code === 10 || code === 13 || code === 9
const isCJK = (code: number) =>
  (code >= 0x3040 && code <= 0x309f) || (code >= 0x4e00 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7a3)
const isPunctuation = (code: number) =>
  (code >= 0x21 && code <= 0x2f) ||
  (code >= 0x3a && code <= 0x40) ||
  (code >= 0x5b && code <= 0x60) ||
  (code >= 0x7b && code <= 0x7e) ||
  (code >= 0x3000 && code <= 0x303f) ||
  (code >= 0xff00 && code <= 0xffef)

export function countWords(text: string): number {
  // Past the end reads as a line break, as the package appends one.
  const codeAt = (index: number) => (index < text.length ? text.charCodeAt(index) : 10)
  let start = 0
  let end = text.length - 1
  while (start < text.length && isBound(text.charCodeAt(start))) start++
  while (end >= 0 && isBound(text.charCodeAt(end))) end--
  let words = 0
  for (let index = start; index <= end; index++) {
    const code = text.charCodeAt(index)
    const next = codeAt(index + 1)
    if (isCJK(code) || (!isBound(code) && (isBound(next) || isCJK(next)))) words++
    // Punctuation after a CJK character belongs to it.
    if (isCJK(code)) while (index <= end && (isPunctuation(codeAt(index + 1)) || isBound(codeAt(index + 1)))) index++
  }
  return words
}
