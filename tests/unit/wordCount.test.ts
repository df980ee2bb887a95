import { describe, expect, it } from 'vitest'
import { countWords } from '../../pipeline/markdown/wordCount.js'

// The counts are reading-time 1.5.0's for the same texts: articles show the same reading
// time as when the package counted them.
describe('counting the words of a text', () => {
  it.each([
    [' Hello,  world! \n', 2],
    ['a\tb\rc\nd', 4],
    ['!!! ???', 2],
    ['', 0],
    ['中文字符。 测试', 6],
    ['mixed 中文 words, and — dashes', 7],
    ['word中。\n next', 3],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words)
  })
})
