/**
 * .ci/installed.mjs: CI skips `npm ci` only when the node_modules its cache restored is
 * exactly what the lock file installs, on this Node.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

let dir: string
const SCRIPT = path.resolve('.ci/installed.mjs')
const lock = {
  '': { name: 'site' },
  'node_modules/a': { version: '1.0.0', integrity: 'sha512-a' },
  'node_modules/b': { version: '2.0.0', integrity: 'sha512-b', dev: true },
  'node_modules/@x/cli-darwin-arm64': { version: '3.0.0', integrity: 'sha512-c', optional: true },
}
const installed = Object.fromEntries(Object.entries(lock).filter(([name]) => name && !name.includes('darwin')))
const setUp = (recorded: Record<string, unknown> | undefined, nodeVersion: string | undefined = process.version) => {
  writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify({ packages: lock }))
  if (recorded) {
    mkdirSync(path.join(dir, 'node_modules'), { recursive: true })
    writeFileSync(path.join(dir, 'node_modules/.package-lock.json'), JSON.stringify({ packages: recorded }))
    if (nodeVersion) writeFileSync(path.join(dir, 'node_modules/.ci-node-version'), `${nodeVersion}\n`)
  }
}
/** [exit code, what it printed] */
const verdict = (): [number, string] => {
  try {
    return [0, execFileSync(process.execPath, [SCRIPT], { cwd: dir, encoding: 'utf8' }).trim()]
  } catch (error) {
    const failed = error as { status: number; stdout: string }
    return [failed.status, failed.stdout.trim()]
  }
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ci-installed-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('.ci/installed.mjs', () => {
  it('keeps node_modules that is exactly the lock file, on this Node (other platforms’ optional packages aside)', () => {
    setUp(installed)
    expect(verdict()).toEqual([0, `node_modules is what package-lock.json installs on Node ${process.version}: not installed again.`])
  })

  it('installs when there is no node_modules, or npm did not record it', () => {
    setUp(undefined)
    expect(verdict()).toEqual([1, 'Installing: no node_modules recorded by npm.'])
  })

  it('installs when a package differs in version or content, is missing, or is one the lock does not have', () => {
    setUp({ ...installed, 'node_modules/a': { version: '1.0.1', integrity: 'sha512-a' } })
    expect(verdict()).toEqual([1, 'Installing: node_modules/a differs from package-lock.json.'])
    setUp({ ...installed, 'node_modules/a': { version: '1.0.0', integrity: 'sha512-other' } })
    expect(verdict()[0]).toBe(1)
    setUp({ 'node_modules/a': installed['node_modules/a'] })
    expect(verdict()).toEqual([1, 'Installing: node_modules/b of package-lock.json is not installed.'])
    setUp({ ...installed, 'node_modules/evil': { version: '6.6.6', integrity: 'sha512-e' } })
    expect(verdict()).toEqual([1, 'Installing: node_modules/evil differs from package-lock.json.'])
  })

  it('installs when another Node installed it (native modules are built for one)', () => {
    setUp(installed, 'v18.0.0')
    expect(verdict()).toEqual([1, `Installing: node_modules was not installed by Node ${process.version}.`])
    setUp(installed, '')
    rmSync(path.join(dir, 'node_modules/.ci-node-version'))
    expect(verdict()[0]).toBe(1)
  })
})
