/** The content model is one folder that depends on zod alone (issue 14). */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const modelDir = path.resolve('model')
const files = (readdirSync(modelDir, { recursive: true }) as string[]).filter((name) => name.endsWith('.ts'))

it('imports nothing but zod and its own files', () => {
  expect(files.length).toBeGreaterThan(20)
  for (const file of files) {
    const source = readFileSync(path.join(modelDir, file), 'utf8')
    for (const [, specifier] of source.matchAll(/from '([^']+)'/g)) {
      if (specifier === 'zod') continue
      const target = path.resolve(path.dirname(path.join(modelDir, file)), specifier)
      expect(target.startsWith(modelDir + path.sep), `${file} imports ${specifier}`).toBe(true)
    }
  }
})
