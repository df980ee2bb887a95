import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { madeOfCodeCached, readMadeOfCode } from '../../site/codeCache.js'

function project() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'code-cache-'))
  for (const [name, text] of Object.entries({
    'package-lock.json': '{"lockfileVersion":3}',
    'components/Card.tsx': 'export const Card = () => null',
    'content/site.yaml': 'title: Site\n',
  })) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), text)
  }
  return root
}

/** A maker that says how often it was asked. */
function counted(text: string) {
  const make = async () => {
    make.calls++
    return text
  }
  make.calls = 0
  return make
}

describe('texts made of the code alone, kept on disk', () => {
  it('are made once for the same code, and read after that, in this process or another', async () => {
    const root = project()
    expect(readMadeOfCode('pipeline.js', root)).toBeUndefined()
    const make = counted('bundle 1')
    expect(await madeOfCodeCached('pipeline.js', make, root)).toBe('bundle 1')
    expect(await madeOfCodeCached('pipeline.js', make, root)).toBe('bundle 1')
    expect(make.calls).toBe(1)
    expect(readMadeOfCode('pipeline.js', root)).toBe('bundle 1')
    // Content and tests are no code: the text still holds.
    writeFileSync(path.join(root, 'content/site.yaml'), 'title: Another\n')
    mkdirSync(path.join(root, 'tests'))
    writeFileSync(path.join(root, 'tests/a.test.ts'), 'it()')
    expect(readMadeOfCode('pipeline.js', root)).toBe('bundle 1')
  })

  it('are made again when any code or installed package changes, and the old text is dropped', async () => {
    const root = project()
    await madeOfCodeCached('pipeline.js', counted('bundle 1'), root)
    await madeOfCodeCached('other.js', counted('other'), root)
    for (const [file, text, made] of [
      ['components/Card.tsx', 'export const Card = () => 1', 'bundle 2'],
      ['package-lock.json', '{}', 'bundle 3'],
    ]) {
      writeFileSync(path.join(root, file), text)
      expect(readMadeOfCode('pipeline.js', root), file).toBeUndefined()
      const make = counted(made)
      expect(await madeOfCodeCached('pipeline.js', make, root)).toBe(made)
      expect(make.calls).toBe(1)
    }
    const kept = readdirSync(path.join(root, 'node_modules/.cache/nile-code'))
    expect(kept.filter((name) => name.startsWith('pipeline.js.'))).toHaveLength(1)
    expect(kept.filter((name) => name.startsWith('other.js.'))).toHaveLength(1)
  })
})
