/** scripts/run.mjs runs a script compiled from its current source, never from a stale copy. */
import { execFileSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const name = `run-probe-${process.pid}`
const probe = path.resolve('scripts', `${name}.ts`)
const run = (...args: string[]) => execFileSync(process.execPath, ['scripts/run.mjs', name, ...args], { encoding: 'utf8' })

afterAll(() => rmSync(probe, { force: true }))

describe('node scripts/run.mjs', () => {
  it('runs the script as its source is now, with its own arguments', () => {
    writeFileSync(
      probe,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe's own source, with a template literal in it
      "import { countWords } from '../pipeline/markdown/wordCount.js'\nconst words: number = countWords('one two')\nconsole.log(`first ${words} ${process.argv.slice(2).join(' ')}`)\n",
    )
    expect(run('--flag', 'value')).toBe('first 2 --flag value\n')
    writeFileSync(probe, "console.log('second')\n")
    expect(run()).toBe('second\n')
  })

  it('names the scripts it can run when the name is wrong', () => {
    expect(() => execFileSync(process.execPath, ['scripts/run.mjs', 'no-such-script'], { encoding: 'utf8', stdio: 'pipe' })).toThrow(
      /Usage: node scripts\/run.mjs <script>/,
    )
  })
})
