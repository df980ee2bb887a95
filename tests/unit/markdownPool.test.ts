/** A large site's Markdown is compiled on every core, into the same cache the pipeline reads. */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { removePosition } from 'unist-util-remove-position'
import { expect, it } from 'vitest'
import { temporaryCacheDirs } from '../helpers/cacheDir.js'
import { compileMarkdown } from '../../pipeline/markdown/markdown.js'
import { isCached } from '../../site/markdownCache.js'
import { precompileMarkdown } from '../../site/markdownPool.js'

const cacheDir = temporaryCacheDirs('markdown-pool')

const texts = Array.from(
  { length: 400 },
  (_, n) => `## Post ${n}\n\nText with a [link](/blog/post-${n}) and **bold** words.\n\n| a | b |\n|---|---|\n| ${n} | x |\n`,
)

it('compiles every text into the cache, each exactly as compileMarkdown would', () => {
  precompileMarkdown(texts)
  expect(texts.every(isCached)).toBe(true)
  const files = readdirSync(cacheDir(), { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.json'))
  expect(files).toHaveLength(texts.length)
  const expected = compileMarkdown(texts[123])
  removePosition(expected.tree, { force: true })
  // A cached text is its outline, then its tree, each a line of JSON (markdownCache.ts).
  const stored = files.map((name) => {
    const [outline, tree] = readFileSync(path.join(cacheDir(), name), 'utf8').split('\n')
    return { ...JSON.parse(outline), tree: JSON.parse(tree) }
  })
  expect(stored).toContainEqual({ ...JSON.parse(JSON.stringify(expected)), words: expected.tree.data?.words })
})

it('leaves a small site to the pipeline: starting workers would cost more than it saves', () => {
  precompileMarkdown(texts.slice(0, 20))
  expect(texts.slice(0, 20).some(isCached)).toBe(false)
})
