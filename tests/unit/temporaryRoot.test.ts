/** The test run's own folders (tests/helpers/temporaryRoot.ts): made once, removed when the run ends. */
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtureDir } from '../helpers/fixtureBuilds.js'
import setup from '../helpers/temporaryRoot.js'

/** As before a run: none of the variables the set-up sets. */
function beforeARun() {
  for (const name of ['NILE_TEST_TMPDIR', 'NILE_FIXTURE_BUILDS']) vi.stubEnv(name, undefined)
  vi.stubEnv('TMPDIR', os.tmpdir())
}

/** What a set-up of these tests made, removed even when a test fails before its teardown. */
const made: string[] = []
const setUp = () => {
  const teardown = setup()
  made.push(process.env.NILE_FIXTURE_BUILDS!, process.env.TMPDIR!)
  return teardown
}
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true })
  vi.unstubAllEnvs()
})

describe('the test run’s folders', () => {
  it('holds the fixture builds in a folder of the run inside .fixture-builds/, and removes it and the temporary folder at the end', () => {
    beforeARun()
    const outside = os.tmpdir()
    const teardown = setUp()!
    const run = process.env.NILE_FIXTURE_BUILDS!
    const temporary = process.env.TMPDIR!
    expect(path.dirname(run)).toBe(path.resolve('.fixture-builds'))
    expect(path.dirname(temporary)).toBe(outside)
    const fixture = fixtureDir('example')
    expect(path.dirname(fixture)).toBe(run)
    expect(path.basename(fixture)).toMatch(/^example-/)
    writeFileSync(path.join(fixture, 'index.html'), '<!doctype html>')
    writeFileSync(path.join(temporary, 'left.txt'), 'by a test')
    teardown()
    expect(existsSync(run)).toBe(false)
    expect(existsSync(temporary)).toBe(false)
  })

  it('is made once: the set-up of every other project keeps the first one’s', () => {
    beforeARun()
    const teardown = setUp()!
    const run = process.env.NILE_FIXTURE_BUILDS
    expect(setup()).toBeUndefined()
    expect(process.env.NILE_FIXTURE_BUILDS).toBe(run)
    teardown()
  })

  it('puts a fixture build made outside a test run straight into .fixture-builds/', () => {
    beforeARun()
    const fixture = fixtureDir('by-hand')
    expect(path.dirname(fixture)).toBe(path.resolve('.fixture-builds'))
    rmSync(fixture, { recursive: true })
  })
})
