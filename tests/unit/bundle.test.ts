import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleKey } from '../../site/bundle.js'

function project() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bundle-key-'))
  const files: Record<string, string> = {
    'package-lock.json': '{"lockfileVersion":3}',
    'components/Card.tsx': 'export const Card = () => null',
    'styles/main.scss': 'a { color: red }',
    'content/about.md': '---\ntitle: About\n---\n',
    'dist/client/index.html': '<html></html>',
    'tests/unit/a.test.ts': 'it()',
  }
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), text)
  }
  return root
}

describe('the key of a reusable bundle', () => {
  it('changes with any code, style or installed package', () => {
    for (const [file, text] of [
      ['components/Card.tsx', 'export const Card = () => 1'],
      ['styles/main.scss', 'a { color: blue }'],
      ['package-lock.json', '{}'],
      ['renderer/new.ts', 'export {}'],
    ]) {
      const root = project()
      const before = bundleKey(root, path.join(root, 'content'))
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
      expect(bundleKey(root, path.join(root, 'content')), file).not.toBe(before)
    }
  })

  it('stays the same when only content, builds or tests change', () => {
    const root = project()
    const before = bundleKey(root, path.join(root, 'content'))
    writeFileSync(path.join(root, 'content/about.md'), '---\ntitle: About us\n---\n')
    writeFileSync(path.join(root, 'dist/client/index.html'), '<html>new</html>')
    writeFileSync(path.join(root, 'tests/unit/a.test.ts'), 'it(1)')
    // The output of `npm test > test.log`, growing while the tests rebuild a copy of the site.
    writeFileSync(path.join(root, 'test.log'), 'vite v8 building…')
    expect(bundleKey(root, path.join(root, 'content'))).toBe(before)
  })
})
