/**
 * The README's quick start gives two commands, and they are the ones CI runs: .ci/run
 * installs with npm ci and, on its full path (any change of code, a clean clone), runs
 * npm test; npm start builds and then serves. Which path .ci/run takes is .ci/path's
 * (tests/unit/ciPath.test.ts).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const readme = readFileSync('README.md', 'utf8')
const run = readFileSync('.ci/run', 'utf8')
const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>

/** The commands of the quick start's shell block, without their comments. */
function quickStart(): string[] {
  const section = /^## Quick start\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? ''
  const block = /```sh\n([\s\S]*?)\n```/.exec(section)?.[1] ?? ''
  return block.split('\n').map((line) => line.replace(/#.*/, '').trim())
}

describe("the README's quick start", () => {
  it('is install and serve, then install and test', () => {
    expect(quickStart()).toEqual(['npm ci && npm start', 'npm ci && npm test'])
  })

  it('runs what CI runs: npm ci, then npm test on the full path (on GitHub, split between two jobs)', () => {
    expect(run).toMatch(/^\s+npm ci\b/m)
    const full = /^\s+full\)\n([\s\S]*?)esac ;;$/m.exec(run)?.[1] ?? ''
    expect(full).toMatch(/^\s+''\) npm test ;;$/m)
    // Two jobs of one Node line, side by side: npm test without the content manager's
    // browser files, and those files (tests/unit/ciParts.test.ts).
    expect(full).toMatch(/^\s+site\) CMS_BROWSER_TESTS=elsewhere npm test ;;$/m)
    expect(full).toMatch(/^\s+cms\) npm run build && .*npm run test:cms ;;$/m)
  })

  it('serves what npm start builds, on the address the README gives', () => {
    expect(scripts.start).toBe('npm run build && npm run serve')
    expect(readme).toContain('Serving dist/client at http://127.0.0.1:4173/')
    const serve = readFileSync('scripts/serve.ts', 'utf8')
    expect(serve).toMatch(/Serving dist\/client at http:\/\/127\.0\.0\.1:\$\{port\}\$\{base\}/)
    expect(serve).toContain('process.env.PORT ?? 4173')
  })
})
